import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { createListStore, fillPath, PagedList, PageBody, PageHeader, useRoutes } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getRekapPenguji } from '../api';
import type { RekapPenguji } from '../schemas';

/** /data-laporan/dosen-penguji-pra-uaps: how many proposal examinations each lecturer sat in the staff member's programmes (9 per page). */
export default function DosenPengujiPraUapsPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<RekapPenguji>(({ page, perPage }) => getRekapPenguji({ page, per_page: perPage }), { perPage: PAGE_SIZE.PRE_UAPS_EXAMINERS }));
  const detail = useRoutes().find((r) => r.globalId === 'uaps:dosen-penguji-pra-uaps-detail')?.path ?? null;
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('pra_uaps.penguji_judul')} caption={t('pra_uaps.penguji_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_dosen} columns={[
        { key: 'nama_dosen', header: t('pra_uaps.dosen') },
        { key: 'nidn', header: t('pra_uaps.nidn'), cell: (r) => r.nidn ?? '-' },
        { key: 'nama_prodi', header: t('pra_uaps.prodi') },
        { key: 'jumlah', header: t('pra_uaps.jumlah'), align: 'center' },
        { key: 'dijadwalkan', header: t('pra_uaps.dijadwalkan'), align: 'center' },
        { key: 'perbaikan', header: t('pra_uaps.perbaikan'), align: 'center' },
        { key: 'lulus', header: t('pra_uaps.lulus'), align: 'center' },
        { key: 'tidak_lulus', header: t('pra_uaps.tidak_lulus'), align: 'center' },
        { key: 'aksi', header: '', cell: (r) => (detail ? <Button size="1" variant="soft" asChild><Link href={fillPath(detail, { id_dosen: r.id_dosen }) ?? '#'} aria-label={t('pra_uaps.detail_untuk', { nama: r.nama_dosen })}>{t('pra_uaps.detail')}</Link></Button> : null) },
      ]} />
    </PageBody>
  );
}
