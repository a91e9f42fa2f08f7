import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getMahasiswaBimbingan } from '../api';
import type { MahasiswaBimbingan } from '../schemas';
import { StatusBadge } from './components/StatusBadge';

/** /ujian-akhir-program-studi/riwayat-membimbing: students the lecturer supervised whose project has ended (or who changed supervisor). */
export default function RiwayatMembimbingPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<MahasiswaBimbingan>(({ page, perPage }) => getMahasiswaBimbingan({ page, per_page: perPage, riwayat: 1 }), { perPage: PAGE_SIZE.SUPERVISION_HISTORY }));
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('halaman.riwayat_membimbing_judul')} caption={t('halaman.riwayat_membimbing_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_tugas_akhir_pembimbing} columns={[
        { key: 'nim', header: t('halaman.nim') },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa') },
        { key: 'nama_prodi', header: t('halaman.prodi') },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'peran', header: t('halaman.peran'), cell: (r) => t(`peran.${r.peran}`) },
        { key: 'status', header: t('halaman.tahap'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'bimbingan_tervalidasi', header: t('halaman.bimbingan_tervalidasi'), align: 'center' },
      ]} />
    </PageBody>
  );
}
