import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { createListStore, fillPath, PagedList, PageBody, PageHeader, useRoutes } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getKuotaBimbingan } from '../api';
import type { KuotaDosen } from '../schemas';

/** /data-laporan/kuota-bimbingan: supervision load of the programme's lecturers against the main-supervisor quota (9 per page). */
export default function KuotaBimbinganPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<KuotaDosen>(({ page, perPage }) => getKuotaBimbingan({ page, per_page: perPage }), { perPage: PAGE_SIZE.QUOTA }));
  // The detail route's path, filled per row (null when the route is not open to this user).
  const detail = useRoutes().find((r) => r.globalId === 'uaps:kuota-bimbingan-detail')?.path ?? null;
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('halaman.kuota_judul')} caption={t('halaman.kuota_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_dosen} columns={[
        { key: 'nama_dosen', header: t('halaman.dosen') },
        { key: 'nama_prodi', header: t('halaman.prodi') },
        { key: 'jumlah_utama', header: t('halaman.jumlah_utama'), align: 'center' },
        { key: 'jumlah_pendamping', header: t('halaman.jumlah_pendamping'), align: 'center' },
        { key: 'kuota', header: t('halaman.kuota'), align: 'center' },
        { key: 'sisa_kuota', header: t('halaman.sisa_kuota'), align: 'center' },
        { key: 'aksi', header: '', cell: (r) => (detail ? <Button size="1" variant="soft" asChild><Link href={fillPath(detail, { id_dosen: r.id_dosen }) ?? '#'} aria-label={`${t('halaman.detail')} ${r.nama_dosen}`}>{t('halaman.detail')}</Link></Button> : null) },
      ]} />
    </PageBody>
  );
}
