import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, IsianJam, IsianTanggal, Jendela, notifySuccess, PageBody, PagedList, PageHeader, useKirim } from '../../../core/client';
import { hariIniJakarta } from '../../../core/contract/format';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getDosenPembimbing, getRuang } from '../../master-data/api';
import { getSidang, getSidangDt, jadwalkanSidang, unduh } from '../api';
import type { Sidang } from '../schemas';
import { tampilJadwal } from './components/tampil';

/** /sidang-uaps/jadwal-sidang: staff schedule validated defences (date, time, room, examiners); the server refuses double bookings. */
export default function JadwalSidangPage() {
  const { t } = useTranslation('uaps');
  const [terjadwal, setTerjadwal] = useState<0 | 1>(0);
  // The loader reads the filter through a ref, so the store is created once.
  const filter = useRef(terjadwal);
  filter.current = terjadwal;
  const [store] = useState(() => createListStore<Sidang>(({ page, perPage }) => getSidangDt({ page, per_page: perPage, status: 'divalidasi', terjadwal: filter.current }), { perPage: PAGE_SIZE.DEFENCE_REQUESTS }));
  const [target, setTarget] = useState<Sidang | null>(null);
  useEffect(() => { void store.load(1); }, [store, terjadwal]);
  return (
    <PageBody>
      <PageHeader title={t('halaman.jadwal_sidang_judul')} caption={t('halaman.jadwal_sidang_keterangan')}
        actions={<Button variant="soft" onClick={() => void unduh('tugas-akhir/sidang/laporan').catch(() => undefined)}>{t('halaman.unduh_laporan')}</Button>} />
      <Flex gap="2" mb="3" role="group">
        <Button size="1" variant={terjadwal === 0 ? 'solid' : 'soft'} onClick={() => setTerjadwal(0)}>{t('halaman.belum_dijadwalkan')}</Button>
        <Button size="1" variant={terjadwal === 1 ? 'solid' : 'soft'} onClick={() => setTerjadwal(1)}>{t('halaman.sudah_dijadwalkan')}</Button>
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_sidang_tugas_akhir} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'tanggal', header: t('halaman.jadwal'), cell: (r) => tampilJadwal(r) },
        { key: 'nama_ruang', header: t('halaman.ruang') },
        { key: 'aksi', header: '', cell: (r) => (r.hasil ? null : <Button size="1" onClick={() => setTarget(r)} aria-label={`${t('halaman.jadwalkan')} ${r.nama_mahasiswa}`}>{r.tanggal ? t('halaman.ubah_jadwal') : t('halaman.jadwalkan')}</Button>) },
      ]} />
      <Jendela terbuka={target !== null} onTutup={() => setTarget(null)} judul={t('halaman.jadwalkan_sidang')} lebar="560px">
        {target ? <ScheduleForm sidang={target} onDone={() => { setTarget(null); void store.load(); }} /> : null}
      </Jendela>
    </PageBody>
  );
}

function ScheduleForm({ sidang, onDone }: { sidang: Sidang; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const [ruang, setRuang] = useState<{ id: number; nama: string }[]>([]);
  const [dosen, setDosen] = useState<{ id: number; nama: string }[]>([]);
  const [exclude, setExclude] = useState<number[]>([]);
  const [form, setForm] = useState({ tanggal: sidang.tanggal ?? hariIniJakarta(), jam_mulai: sidang.jam_mulai ?? '08:00', jam_selesai: sidang.jam_selesai ?? '10:00', id_ruang: sidang.id_ruang ?? 0, penguji1: 0, penguji2: 0 });
  const { busy, kirim } = useKirim();
  useEffect(() => {
    getRuang().then((r) => { const aktif = r.data.filter((x) => x.aktif); setRuang(aktif.map((x) => ({ id: x.id_ruang, nama: `${x.nama_ruang} (${x.jenis})` }))); setForm((f) => ({ ...f, id_ruang: f.id_ruang || aktif[0]?.id_ruang || 0 })); }).catch(() => undefined);
    getDosenPembimbing({ id_prodi: sidang.id_prodi, per_page: 100 }).then((r) => setDosen(r.data.map((d) => ({ id: d.id_dosen, nama: d.nama_dosen })))).catch(() => undefined);
    getSidang(sidang.id_sidang_tugas_akhir).then((d) => {
      setExclude(d.panel.filter((p) => p.peran === 'pembimbing').map((p) => p.id_dosen));
      const uji = d.panel.filter((p) => p.peran === 'penguji');
      // The stored panel arrives after the form is usable: it fills only what the user has not chosen yet.
      setForm((f) => ({ ...f, penguji1: f.penguji1 || uji[0]?.id_dosen || 0, penguji2: f.penguji2 || uji[1]?.id_dosen || 0 }));
    }).catch(() => undefined);
  }, [sidang]);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: ['id_ruang', 'penguji1', 'penguji2'].includes(k) ? Number(e.target.value) : e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The API client shows a refusal (for example a double booking).
    await kirim(async () => {
      await jadwalkanSidang(sidang.tanggal ? 'PATCH' : 'POST', { id_sidang_tugas_akhir: sidang.id_sidang_tugas_akhir, tanggal: form.tanggal, jam_mulai: form.jam_mulai, jam_selesai: form.jam_selesai, id_ruang: form.id_ruang, penguji: [form.penguji1, form.penguji2].filter(Boolean) });
      notifySuccess(t('halaman.jadwal_tersimpan'));
      onDone();
    });
  };
  const options = dosen.filter((d) => !exclude.includes(d.id));
  const select = { padding: 6, borderRadius: 4 } as const;
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <Text size="2">{sidang.nim} — {sidang.nama_mahasiswa}</Text>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.tanggal')}</Text><IsianTanggal value={form.tanggal} onChange={set('tanggal')} required aria-label={t('halaman.tanggal')} /></label>
        <Flex gap="3">
          <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.jam_mulai')}</Text><IsianJam value={form.jam_mulai} onChange={set('jam_mulai')} required aria-label={t('halaman.jam_mulai')} /></label>
          <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.jam_selesai')}</Text><IsianJam value={form.jam_selesai} onChange={set('jam_selesai')} required aria-label={t('halaman.jam_selesai')} /></label>
        </Flex>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.ruang')}</Text>
          <select value={form.id_ruang} onChange={set('id_ruang')} aria-label={t('halaman.ruang')} style={select}>{ruang.map((r) => <option key={r.id} value={r.id}>{r.nama}</option>)}</select></label>
        {(['penguji1', 'penguji2'] as const).map((k, i) => (
          <label key={k}><Text as="div" size="2" weight="bold" mb="1">{t('halaman.penguji_ke', { n: i + 1 })}</Text>
            <select value={form[k]} onChange={set(k)} aria-label={t('halaman.penguji_ke', { n: i + 1 })} style={select}>
              <option value={0}>{t('halaman.pilih')}</option>{options.map((d) => <option key={d.id} value={d.id}>{d.nama}</option>)}
            </select></label>
        ))}
        <Flex justify="end"><Button type="submit" disabled={busy || !form.id_ruang || !form.penguji1}>{t('halaman.simpan')}</Button></Flex>
      </Flex>
    </form>
  );
}
