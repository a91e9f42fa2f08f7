import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { createListStore, PagedList, PageBody, PageHeader, useRouteHref } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getKuotaBimbinganDetail, unduh } from '../api';
import type { KuotaDetail } from '../schemas';
import { StatusBadge } from './components/StatusBadge';

/** /data-laporan/kuota-bimbingan/detail/:id_dosen: the running projects one lecturer supervises (7 per page), with their assignment letters. */
export default function KuotaBimbinganDetailPage() {
  const { t } = useTranslation('uaps');
  const idDosen = Number(useParams<{ id_dosen: string }>().id_dosen);
  const [store] = useState(() => createListStore<KuotaDetail>(({ page, perPage }) => getKuotaBimbinganDetail(idDosen, { page, per_page: perPage }), { perPage: PAGE_SIZE.QUOTA_DETAIL }));
  const back = useRouteHref('uaps:kuota-bimbingan');
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('halaman.kuota_detail_judul')} caption={t('halaman.kuota_detail_keterangan')}
        actions={back ? <Button variant="soft" asChild><Link href={back}>{t('halaman.kembali')}</Link></Button> : null} />
      <PagedList store={store} rowKey={(r) => r.id_tugas_akhir_pembimbing} columns={[
        { key: 'nim', header: t('halaman.nim') },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa') },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'peran', header: t('halaman.peran'), cell: (r) => t(`peran.${r.peran}`) },
        { key: 'status', header: t('halaman.tahap'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'bimbingan_tervalidasi', header: t('halaman.bimbingan_tervalidasi'), align: 'center' },
        { key: 'nomor_surat', header: t('halaman.surat_tugas'), cell: (r) => <Button size="1" variant="ghost" onClick={() => void unduh(`tugas-akhir/mahasiswa-bimbingan/surat-tugas/${r.id_tugas_akhir_pembimbing}`).catch(() => undefined)}>{r.nomor_surat}</Button> },
      ]} />
    </PageBody>
  );
}
