import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fillPath, PagedList, PageBody, PageHeader, useRoutes } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPembimbingDosen } from '../api';
import type { PembimbingDosen } from '../schemas';
import { CariForm, useCariStore } from './components/LaporanFilter';

/**
 * /data-laporan/riwayat-pembimbing: the supervising lecturers of the staff member's programmes
 * with their running and finished supervisions as main and second supervisor, and those that ended
 * early (replaced, withdrawn, failed). 10 per page; a row opens that lecturer's projects.
 */
export default function RiwayatPembimbingPage() {
  const { t } = useTranslation('uaps');
  const { store, onCari } = useCariStore<PembimbingDosen>(getPembimbingDosen, PAGE_SIZE.SUPERVISION_HISTORY);
  const detail = useRoutes().find((r) => r.globalId === 'uaps:riwayat-pembimbing-detail')?.path ?? null;
  return (
    <PageBody>
      <PageHeader title={t('laporan.riwayat_pembimbing_judul')} caption={t('laporan.riwayat_pembimbing_keterangan')} />
      <CariForm placeholder={t('laporan.cari_dosen')} onCari={onCari} />
      <PagedList store={store} rowKey={(r) => r.id_dosen} columns={[
        { key: 'nama_dosen', header: t('halaman.dosen') },
        { key: 'jabatan_fungsional', header: t('laporan.jabatan') },
        { key: 'utama_aktif', header: t('laporan.utama_aktif'), align: 'center' },
        { key: 'utama_selesai', header: t('laporan.utama_selesai'), align: 'center' },
        { key: 'pendamping_aktif', header: t('laporan.pendamping_aktif'), align: 'center' },
        { key: 'pendamping_selesai', header: t('laporan.pendamping_selesai'), align: 'center' },
        { key: 'berhenti', header: t('laporan.berhenti'), align: 'center' },
        { key: 'aksi', header: '', cell: (r) => (detail ? <Button size="1" variant="soft" asChild><Link href={fillPath(detail, { id_dosen: r.id_dosen }) ?? '#'} aria-label={`${t('halaman.detail')} ${r.nama_dosen}`}>{t('halaman.detail')}</Link></Button> : null) },
      ]} />
    </PageBody>
  );
}
