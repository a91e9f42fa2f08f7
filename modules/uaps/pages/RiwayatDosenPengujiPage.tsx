import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, Jendela, PageBody, PagedList, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPengujiSidang, getPengujiSidangDetail } from '../api';
import type { PengujiSidang, SidangDiuji } from '../schemas';
import { CariForm, useCariStore } from './components/LaporanFilter';
import { tampilJadwal } from './components/tampil';

/**
 * /data-laporan/riwayat-dosen-penguji: the lecturers of the staff member's programmes who examined
 * final-project defences, busiest first, with finished and pending defences (9 per page); a row
 * opens the defences that lecturer examined.
 */
export default function RiwayatDosenPengujiPage() {
  const { t } = useTranslation('uaps');
  const { store, onCari } = useCariStore<PengujiSidang>(getPengujiSidang, PAGE_SIZE.PRE_UAPS_EXAMINERS);
  const [open, setOpen] = useState<PengujiSidang | null>(null);
  return (
    <PageBody>
      <PageHeader title={t('laporan.riwayat_penguji_judul')} caption={t('laporan.riwayat_penguji_keterangan')} />
      <CariForm placeholder={t('laporan.cari_dosen')} onCari={onCari} />
      <PagedList store={store} rowKey={(r) => r.id_dosen} columns={[
        { key: 'nama_dosen', header: t('halaman.dosen') },
        { key: 'nidn', header: 'NIDN', cell: (r) => r.nidn ?? '-' },
        { key: 'jumlah_menguji', header: t('laporan.jumlah_menguji'), align: 'center' },
        { key: 'jumlah_selesai', header: t('laporan.sidang_selesai'), align: 'center' },
        { key: 'jumlah_terjadwal', header: t('laporan.sidang_terjadwal'), align: 'center' },
        { key: 'sidang_terakhir', header: t('laporan.sidang_terakhir'), cell: (r) => formatTanggal(r.sidang_terakhir) },
        { key: 'aksi', header: '', cell: (r) => <Button size="1" variant="soft" onClick={() => setOpen(r)} aria-label={`${t('halaman.detail')} ${r.nama_dosen}`}>{t('halaman.detail')}</Button> },
      ]} />
      <Jendela terbuka={open !== null} onTutup={() => setOpen(null)} judul={open ? t('laporan.sidang_diuji_judul', { nama: open.nama_dosen }) : ''} lebar="860px">
        {open ? <SidangDiujiList idDosen={open.id_dosen} /> : null}
      </Jendela>
    </PageBody>
  );
}

function SidangDiujiList({ idDosen }: { idDosen: number }) {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<SidangDiuji>(({ page, perPage }) => getPengujiSidangDetail(idDosen, { page, per_page: perPage }), { perPage: PAGE_SIZE.PRE_UAPS_EXAMINERS }));
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PagedList store={store} rowKey={(r) => r.id_sidang_tugas_akhir} columns={[
      { key: 'tanggal', header: t('halaman.tanggal'), cell: (r) => tampilJadwal(r) },
      { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
      { key: 'judul', header: t('halaman.judul') },
      { key: 'urutan', header: t('halaman.peran'), cell: (r) => t('halaman.penguji_ke', { n: r.urutan }) },
      { key: 'hasil', header: t('halaman.hasil'), cell: (r) => (r.hasil ? `${t(`hasil.${r.hasil}`)} (${r.nilai_huruf ?? '-'})` : t('laporan.belum_ditetapkan')) },
    ]} />
  );
}
