import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, Jendela, notifySuccess, PageBody, PagedList, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getDosenPembimbing } from '../../master-data/api';
import { getTugasAkhirDt, tugaskanPembimbing, unduh } from '../api';
import type { TugasAkhir } from '../schemas';
import { StatusBadge } from './components/StatusBadge';
import { UjianStatusBadge } from './components/UjianProposalParts';

/** /sidang-pra-uaps/penugasan-pembimbing: staff assign supervisors (quota enforced by the server) and export the list as CSV. */
export default function PenugasanPembimbingPage() {
  const { t } = useTranslation('uaps');
  const [tanpa, setTanpa] = useState<0 | 1>(1);
  // The loader reads the filter through a ref, so the store is created once.
  const filter = useRef(tanpa);
  filter.current = tanpa;
  const [store] = useState(() => createListStore<TugasAkhir>(({ page, perPage }) => getTugasAkhirDt({ page, per_page: perPage, tanpa_pembimbing: filter.current || undefined }), { perPage: PAGE_SIZE.PROGRAMME_DATA }));
  const [target, setTarget] = useState<TugasAkhir | null>(null);
  useEffect(() => { void store.load(1); }, [store, tanpa]);

  return (
    <PageBody>
      <PageHeader title={t('halaman.penugasan_judul')} caption={t('halaman.penugasan_keterangan')}
        actions={<Button variant="soft" onClick={() => void unduh('tugas-akhir/dt-csv', { tanpa_pembimbing: tanpa || undefined }).catch(() => undefined)}>{t('halaman.unduh_csv')}</Button>} />
      <Flex gap="2" mb="3" role="group">
        <Button size="1" variant={tanpa === 1 ? 'solid' : 'soft'} onClick={() => setTanpa(1)}>{t('halaman.tanpa_pembimbing')}</Button>
        <Button size="1" variant={tanpa === 0 ? 'solid' : 'soft'} onClick={() => setTanpa(0)}>{t('halaman.semua')}</Button>
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_tugas_akhir} columns={[
        { key: 'nim', header: t('halaman.nim') },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa') },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'status', header: t('halaman.tahap'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'status_ujian_proposal', header: t('pra_uaps.status_pra_uaps'), cell: (r) => (r.status_ujian_proposal ? <UjianStatusBadge status={r.status_ujian_proposal} /> : t('pra_uaps.belum_ada_ujian')) },
        { key: 'pembimbing_utama', header: t('peran.utama') },
        { key: 'pembimbing_pendamping', header: t('peran.pendamping') },
        { key: 'aksi', header: '', cell: (r) => <Button size="1" onClick={() => setTarget(r)} aria-label={`${t('halaman.tugaskan')} ${r.nama_mahasiswa}`}>{t('halaman.tugaskan')}</Button> },
      ]} />
      <Jendela terbuka={target !== null} onTutup={() => setTarget(null)} judul={t('halaman.tugaskan_pembimbing')} lebar="520px">
        {target ? <AssignForm ta={target} onDone={() => { setTarget(null); void store.load(); }} /> : null}
      </Jendela>
    </PageBody>
  );
}

function AssignForm({ ta, onDone }: { ta: TugasAkhir; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const [dosen, setDosen] = useState<{ id_dosen: number; nama_dosen: string }[]>([]);
  const [idDosen, setIdDosen] = useState(0);
  const [peran, setPeran] = useState<'utama' | 'pendamping'>(ta.pembimbing_utama ? 'pendamping' : 'utama');
  const [nomor, setNomor] = useState('');
  const { busy, kirim } = useKirim();
  useEffect(() => {
    getDosenPembimbing({ id_prodi: ta.id_prodi, per_page: 100 }).then((r) => { setDosen(r.data); setIdDosen(r.data[0]?.id_dosen ?? 0); }).catch(() => undefined);
  }, [ta.id_prodi]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The API client shows a refusal (for example a full quota).
    await kirim(async () => {
      const r = await tugaskanPembimbing({ id_tugas_akhir: ta.id_tugas_akhir, id_dosen: idDosen, peran, nomor_surat: nomor.trim() || undefined });
      notifySuccess(`${r.message} ${r.nomor_surat}`);
      onDone();
    });
  };
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <Text size="2">{ta.nim} — {ta.nama_mahasiswa}: {ta.judul}</Text>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.dosen')}</Text>
          <select value={idDosen} onChange={(e) => setIdDosen(Number(e.target.value))} aria-label={t('halaman.dosen')} style={{ padding: 6, borderRadius: 4 }}>
            {dosen.map((d) => <option key={d.id_dosen} value={d.id_dosen}>{d.nama_dosen}</option>)}
          </select></label>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.peran')}</Text>
          <select value={peran} onChange={(e) => setPeran(e.target.value as 'utama' | 'pendamping')} aria-label={t('halaman.peran')} style={{ padding: 6, borderRadius: 4 }}>
            <option value="utama">{t('peran.utama')}</option><option value="pendamping">{t('peran.pendamping')}</option>
          </select></label>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.nomor_surat')}</Text>
          <TextField.Root value={nomor} onChange={(e) => setNomor(e.target.value)} maxLength={100} placeholder={t('halaman.nomor_otomatis')} aria-label={t('halaman.nomor_surat')} /></label>
        <Flex justify="end"><Button type="submit" disabled={busy || !idDosen}>{t('halaman.tugaskan')}</Button></Flex>
      </Flex>
    </form>
  );
}
