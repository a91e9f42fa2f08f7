import { Badge, Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getSidangPenguji, unduh } from '../api';
import type { Sidang } from '../schemas';
import { formatRentangJam } from '../format';

type Row = Sidang & { peran_saya: string };

/**
 * /ujian-akhir-program-studi/jadwal-sidang-ta: the lecturer's defence schedule as supervisor or
 * examiner (upcoming first): date, time, room, student and role; the minutes once decided.
 */
export default function JadwalSidangTaPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Row>(({ page, perPage }) => getSidangPenguji({ page, per_page: perPage }), { perPage: PAGE_SIZE.DEFENCE_REQUESTS }));
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('laporan.jadwal_sidang_ta_judul')} caption={t('laporan.jadwal_sidang_ta_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_sidang_tugas_akhir} columns={[
        { key: 'tanggal', header: t('halaman.tanggal'), cell: (r) => formatTanggal(r.tanggal) },
        { key: 'jam_mulai', header: t('laporan.waktu'), cell: (r) => formatRentangJam(r.jam_mulai, r.jam_selesai) },
        { key: 'nama_ruang', header: t('halaman.ruang') },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'peran_saya', header: t('halaman.peran'), cell: (r) => <Badge color={r.peran_saya === 'penguji' ? 'blue' : 'green'}>{r.peran_saya === 'penguji' ? t('halaman.penguji') : t('halaman.pembimbing')}</Badge> },
        { key: 'hasil', header: t('halaman.hasil'), cell: (r) => (r.hasil ? `${t(`hasil.${r.hasil}`)} (${r.nilai_huruf ?? '-'})` : t('laporan.belum_ditetapkan')) },
        { key: 'aksi', header: '', cell: (r) => (r.hasil
          ? <Button size="1" variant="soft" onClick={() => void unduh(`tugas-akhir/penilaian/sidang/dt/${r.id_sidang_tugas_akhir}/berita-acara`).catch(() => undefined)}>{t('halaman.unduh_berita_acara')}</Button>
          : null) },
      ]} />
    </PageBody>
  );
}
