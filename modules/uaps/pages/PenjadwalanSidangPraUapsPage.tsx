import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, IsianJam, IsianTanggal, notifySuccess, PageBody, PagedList, PageHeader } from '../../../core/client';
import { hariIniJakarta } from '../../../core/contract/format';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getDosenPembimbing, getRuang } from '../../master-data/api';
import { getPenjadwalanUjian, jadwalkanUjian } from '../api';
import type { PenjadwalanUjian } from '../schemas';
import { daftarPenguji, FormDialog, jadwalUjian, UjianStatusBadge } from './components/UjianProposalParts';

/** /sidang-pra-uaps/penjadwalan-sidang-pra-uaps: staff schedule (or move) the examination of validated proposals; the server refuses double bookings. */
export default function PenjadwalanSidangPraUapsPage() {
  const { t } = useTranslation('uaps');
  const [terjadwal, setTerjadwal] = useState<0 | 1>(0);
  const [cari, setCari] = useState('');
  const filter = useRef({ terjadwal, cari });
  filter.current = { terjadwal, cari };
  const [store] = useState(() => createListStore<PenjadwalanUjian>(({ page, perPage }) =>
    getPenjadwalanUjian({ page, per_page: perPage, terjadwal: filter.current.terjadwal, cari: filter.current.cari.trim() || undefined }), { perPage: PAGE_SIZE.TRIAL_SCHEDULE }));
  const [target, setTarget] = useState<PenjadwalanUjian | null>(null);
  useEffect(() => { void store.load(1); }, [store, terjadwal]);
  // Only a scheduled examination that has no result yet can be moved; a failed one gets a new examination.
  const moveable = (r: PenjadwalanUjian) => r.status_ujian === 'dijadwalkan';
  const schedulable = (r: PenjadwalanUjian) => !r.status_ujian || r.status_ujian === 'tidak_lulus';
  return (
    <PageBody>
      <PageHeader title={t('pra_uaps.penjadwalan_judul')} caption={t('pra_uaps.penjadwalan_keterangan')} />
      <Flex gap="2" mb="3" align="center" wrap="wrap" role="group">
        <Button size="1" variant={terjadwal === 0 ? 'solid' : 'soft'} onClick={() => setTerjadwal(0)}>{t('pra_uaps.belum_terjadwal')}</Button>
        <Button size="1" variant={terjadwal === 1 ? 'solid' : 'soft'} onClick={() => setTerjadwal(1)}>{t('pra_uaps.sudah_terjadwal')}</Button>
        <form onSubmit={(e) => { e.preventDefault(); void store.load(1); }}>
          <TextField.Root className="siakad-cari" size="1" placeholder={t('pra_uaps.cari')} aria-label={t('pra_uaps.cari')} value={cari} onChange={(e) => setCari(e.target.value)} />
        </form>
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_proposal_tugas_akhir} columns={[
        { key: 'mahasiswa', header: t('pra_uaps.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('pra_uaps.judul') },
        { key: 'jadwal', header: t('pra_uaps.jadwal'), cell: (r) => <>{jadwalUjian(r)}{r.nama_ruang ? <Text as="div" size="1" color="gray">{r.nama_ruang}</Text> : null}</> },
        { key: 'penguji', header: t('pra_uaps.penguji'), cell: daftarPenguji },
        { key: 'status', header: t('pra_uaps.status'), cell: (r) => (r.status_ujian ? <UjianStatusBadge status={r.status_ujian} /> : <Text size="1" color="gray">{t('pra_uaps.belum_ada_ujian')}</Text>) },
        { key: 'aksi', header: '', cell: (r) => (schedulable(r) || moveable(r)
          ? <Button size="1" aria-label={t(moveable(r) ? 'pra_uaps.jadwal_ulang_untuk' : 'pra_uaps.jadwalkan_untuk', { nama: r.nama_mahasiswa })} onClick={() => setTarget(r)}>{t(moveable(r) ? 'pra_uaps.jadwal_ulang' : 'pra_uaps.jadwalkan')}</Button>
          : null) },
      ]} />
      {target ? <JadwalDialog row={target} ubah={moveable(target)} onClose={() => setTarget(null)} onDone={() => { notifySuccess(t('pra_uaps.jadwal_tersimpan')); void store.load(); }} /> : null}
    </PageBody>
  );
}

function JadwalDialog({ row, ubah, onClose, onDone }: { row: PenjadwalanUjian; ubah: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const [ruang, setRuang] = useState<{ id: number; nama: string }[]>([]);
  const [dosen, setDosen] = useState<{ id: number; nama: string }[]>([]);
  const today = hariIniJakarta();
  const kept = ubah ? row : null;
  const [form, setForm] = useState({
    tanggal: kept?.tanggal ?? today, jam_mulai: kept?.jam_mulai ?? '09:00', jam_selesai: kept?.jam_selesai ?? '10:00', id_ruang: kept?.id_ruang ?? 0,
    penguji1: kept?.penguji[0]?.id_dosen ?? 0, penguji2: kept?.penguji[1]?.id_dosen ?? 0,
  });
  useEffect(() => {
    getRuang().then((r) => { const aktif = r.data.filter((x) => x.aktif); setRuang(aktif.map((x) => ({ id: x.id_ruang, nama: `${x.nama_ruang} (${x.jenis})` }))); setForm((f) => ({ ...f, id_ruang: f.id_ruang || aktif[0]?.id_ruang || 0 })); }).catch(() => undefined);
    getDosenPembimbing({ id_prodi: row.id_prodi, per_page: 100 }).then((r) => setDosen(r.data.map((d) => ({ id: d.id_dosen, nama: d.nama_dosen })))).catch(() => undefined);
  }, [row]);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: ['id_ruang', 'penguji1', 'penguji2'].includes(k) ? Number(e.target.value) : e.target.value }));
  const slot = { tanggal: form.tanggal, jam_mulai: form.jam_mulai, jam_selesai: form.jam_selesai, id_ruang: form.id_ruang, penguji: [form.penguji1, form.penguji2].filter(Boolean) };
  const select = { padding: 6, borderRadius: 4 } as const;
  return (
    <FormDialog title={t(ubah ? 'pra_uaps.jadwal_ulang_untuk' : 'pra_uaps.jadwalkan_untuk', { nama: row.nama_mahasiswa })} open onClose={onClose} submitLabel={t('pra_uaps.simpan_jadwal')}
      disabled={!form.id_ruang || !form.penguji1}
      onSubmit={async () => {
        await jadwalkanUjian(ubah ? { ...slot, id_ujian_proposal: row.id_ujian_proposal! } : { ...slot, id_proposal_tugas_akhir: row.id_proposal_tugas_akhir });
        onDone();
      }}>
      <Text size="2">{row.nim} — {row.judul}</Text>
      <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.tanggal')}</Text><IsianTanggal value={form.tanggal} min={today} onChange={set('tanggal')} required aria-label={t('pra_uaps.tanggal')} /></label>
      <Flex gap="3">
        <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.jam_mulai')}</Text><IsianJam value={form.jam_mulai} onChange={set('jam_mulai')} required aria-label={t('pra_uaps.jam_mulai')} /></label>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.jam_selesai')}</Text><IsianJam value={form.jam_selesai} onChange={set('jam_selesai')} required aria-label={t('pra_uaps.jam_selesai')} /></label>
      </Flex>
      <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.ruang')}</Text>
        <select value={form.id_ruang} onChange={set('id_ruang')} aria-label={t('pra_uaps.ruang')} style={select}>{ruang.map((r) => <option key={r.id} value={r.id}>{r.nama}</option>)}</select></label>
      {(['penguji1', 'penguji2'] as const).map((k, i) => (
        <label key={k}><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.penguji_n', { n: i + 1 })}</Text>
          <select value={form[k]} onChange={set(k)} aria-label={t('pra_uaps.penguji_n', { n: i + 1 })} style={select}>
            <option value={0}>{t('pra_uaps.pilih_dosen')}</option>{dosen.map((d) => <option key={d.id} value={d.id}>{d.nama}</option>)}
          </select></label>
      ))}
    </FormDialog>
  );
}
