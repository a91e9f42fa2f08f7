import { Badge, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatTanggal, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getRiwayatBimbinganProdi } from '../api';
import type { RiwayatBimbingan } from '../schemas';
import { CariForm, useCariStore } from './components/LaporanFilter';
import { StatusBadge } from './components/StatusBadge';

/**
 * /data-laporan/riwayat-bimbingan-mahasiswa: supervision sessions of each student of the staff
 * member's programmes, per supervisor (also replaced ones): validated against the minimum for the
 * defence, waiting and rejected, with the latest session. 10 per page.
 */
export default function RiwayatBimbinganMahasiswaPage() {
  const { t } = useTranslation('uaps');
  const { store, onCari } = useCariStore<RiwayatBimbingan>(getRiwayatBimbinganProdi, PAGE_SIZE.MENTORING_REPORTS);
  return (
    <PageBody>
      <PageHeader title={t('laporan.riwayat_bimbingan_judul')} caption={t('laporan.riwayat_bimbingan_keterangan')} />
      <CariForm placeholder={t('laporan.cari_mahasiswa_dosen')} onCari={onCari} />
      <PagedList store={store} rowKey={(r) => r.id_tugas_akhir_pembimbing} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'tahap', header: t('halaman.tahap'), cell: (r) => <StatusBadge status={r.tahap} /> },
        { key: 'nama_dosen', header: t('halaman.pembimbing'), cell: (r) => (
          <Text size="2">{r.nama_dosen} · {t(`peran.${r.peran}`)} {r.aktif ? null : <Badge color="gray">{t('laporan.keadaan.diganti')}</Badge>}</Text>
        ) },
        { key: 'jumlah_divalidasi', header: t('laporan.divalidasi'), align: 'center', cell: (r) => (
          <Badge color={r.jumlah_divalidasi >= r.minimal_bimbingan ? 'green' : 'amber'}>{t('laporan.dari_minimal', { jumlah: r.jumlah_divalidasi, minimal: r.minimal_bimbingan })}</Badge>
        ) },
        { key: 'jumlah_menunggu', header: t('laporan.menunggu'), align: 'center' },
        { key: 'jumlah_ditolak', header: t('laporan.ditolak'), align: 'center' },
        { key: 'bimbingan_terakhir', header: t('laporan.bimbingan_terakhir'), cell: (r) => formatTanggal(r.bimbingan_terakhir) },
      ]} />
    </PageBody>
  );
}
