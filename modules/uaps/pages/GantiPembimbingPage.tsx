import { Box, Button, Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader, PilihBerkas, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getDosenPembimbing } from '../../master-data/api';
import { getTugasAkhir, getTugasAkhirDt, gantiPembimbingProdi, unggahBerkasPerubahan } from '../api';
import type { TugasAkhir, TugasAkhirDetail } from '../schemas';
import { StatusBadge } from './components/StatusBadge';

type Pembimbing = TugasAkhirDetail['pembimbing'][number];

/** The replace dialog of one project: which supervisor, the new lecturer, the reason and an optional document. */
function GantiDialog({ target, onClose, onDone }: { target: TugasAkhir | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const [pembimbing, setPembimbing] = useState<Pembimbing[]>([]);
  const [dosen, setDosen] = useState<{ id_dosen: number; nama_dosen: string }[]>([]);
  const [lama, setLama] = useState(0);
  const [baru, setBaru] = useState(0);
  const [alasan, setAlasan] = useState('');
  const [berkas, setBerkas] = useState<File | null>(null);
  const { busy, kirim } = useKirim();
  useEffect(() => {
    if (!target) return;
    setAlasan('');
    setBerkas(null);
    void Promise.all([getTugasAkhir(target.id_tugas_akhir), getDosenPembimbing({ id_prodi: target.id_prodi, per_page: 100 })]).then(([detail, list]) => {
      const aktif = detail.pembimbing.map((p) => p.id_dosen);
      const calon = list.data.filter((d) => !aktif.includes(d.id_dosen));
      setPembimbing(detail.pembimbing);
      setLama(detail.pembimbing[0]?.id_dosen ?? 0);
      setDosen(calon);
      setBaru(calon[0]?.id_dosen ?? 0);
    }).catch(() => undefined);
  }, [target]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    // The API client shows a refusal (for example a full quota).
    await kirim(async () => {
      const r = await gantiPembimbingProdi({ id_tugas_akhir: target.id_tugas_akhir, id_dosen_lama: lama, id_dosen_baru: baru, alasan });
      if (berkas) await unggahBerkasPerubahan(r.id_perubahan, berkas);
      notifySuccess(`${r.message} ${r.nomor_surat}`);
      onDone();
    });
  };
  return (
    <Dialog.Root open={target !== null} onOpenChange={(o) => { if (!o) onClose(); }}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('izin.halaman.ganti_dialog')}</Dialog.Title>
        {target ? (
          <form onSubmit={(e) => void submit(e)}>
            <Flex direction="column" gap="3">
              <Text size="2">{target.nim} — {target.nama_mahasiswa}: {target.judul}</Text>
              <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.pembimbing_lama')}</Text>
                <select value={lama} onChange={(e) => setLama(Number(e.target.value))} aria-label={t('izin.halaman.pembimbing_lama')} style={{ padding: 6, borderRadius: 4 }}>
                  {pembimbing.map((p) => <option key={p.id_dosen} value={p.id_dosen}>{p.nama_dosen} ({t(`peran.${p.peran}`)})</option>)}
                </select></label>
              <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.pembimbing_baru')}</Text>
                <select value={baru} onChange={(e) => setBaru(Number(e.target.value))} aria-label={t('izin.halaman.pembimbing_baru')} style={{ padding: 6, borderRadius: 4 }}>
                  {dosen.map((d) => <option key={d.id_dosen} value={d.id_dosen}>{d.nama_dosen}</option>)}
                </select></label>
              <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.alasan')}</Text>
                <TextArea value={alasan} onChange={(e) => setAlasan(e.target.value)} minLength={10} maxLength={2000} rows={3} required aria-label={t('halaman.alasan')} /></label>
              <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.berkas_pendukung')}</Text>
                <PilihBerkas accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx,.pptx" berkas={berkas} onPilih={setBerkas} aria-label={t('izin.halaman.berkas_pendukung')} /></label>
              <Flex justify="end" gap="2">
                <Dialog.Close><Button type="button" variant="soft" color="gray">{t('izin.halaman.tutup')}</Button></Dialog.Close>
                <Button type="submit" disabled={busy || !lama || !baru}>{t('izin.halaman.ganti')}</Button>
              </Flex>
            </Flex>
          </form>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** /ganti-pembimbing: projects of the staff member's programmes with their supervisors; staff replace one directly (quota applies). */
export default function GantiPembimbingPage() {
  const { t } = useTranslation('uaps');
  const [cari, setCari] = useState('');
  const [query] = useState(() => ({ cari: '' }));
  const [store] = useState(() => createListStore<TugasAkhir>(({ page, perPage }) => getTugasAkhirDt({ page, per_page: perPage, cari: query.cari || undefined }), { perPage: PAGE_SIZE.PROGRAMME_DATA }));
  const [target, setTarget] = useState<TugasAkhir | null>(null);
  useEffect(() => { void store.load(1); }, [store]);
  const search = (e: FormEvent) => { e.preventDefault(); query.cari = cari; void store.load(1); };
  return (
    <PageBody>
      <PageHeader title={t('izin.halaman.ganti_judul')} caption={t('izin.halaman.ganti_keterangan')} />
      <form onSubmit={search} role="search">
        <Flex gap="2" mb="3">
          <Box flexGrow="1" maxWidth="360px"><TextField.Root value={cari} onChange={(e) => setCari(e.target.value)} placeholder={t('izin.halaman.cari_placeholder')} aria-label={t('izin.halaman.cari_placeholder')} /></Box>
          <Button type="submit" variant="soft">{t('izin.halaman.cari')}</Button>
        </Flex>
      </form>
      <PagedList store={store} rowKey={(r) => r.id_tugas_akhir} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'status', header: t('halaman.tahap'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'pembimbing_utama', header: t('izin.halaman.pembimbing_utama') },
        { key: 'pembimbing_pendamping', header: t('izin.halaman.pembimbing_pendamping') },
        { key: 'aksi', header: '', cell: (r) => (r.pembimbing_utama || r.pembimbing_pendamping) && !['selesai', 'gagal'].includes(r.status)
          ? <Button size="1" onClick={() => setTarget(r)} aria-label={`${t('izin.halaman.ganti')} ${r.nama_mahasiswa}`}>{t('izin.halaman.ganti')}</Button> : null },
      ]} />
      <GantiDialog target={target} onClose={() => setTarget(null)} onDone={() => { setTarget(null); void store.load(); }} />
    </PageBody>
  );
}
