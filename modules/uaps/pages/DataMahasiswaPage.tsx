import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getMahasiswaBimbingan } from '../api';
import type { MahasiswaBimbingan } from '../schemas';
import { StatusBadge } from './components/StatusBadge';

/** /ujian-akhir-program-studi/data-mahasiswa: the lecturer's supervised students (current or finished), 7 per page. */
export default function DataMahasiswaPage() {
  const { t } = useTranslation('uaps');
  const [riwayat, setRiwayat] = useState<0 | 1>(0);
  // The loader reads the filter through a ref, so the store is created once.
  const filter = useRef(riwayat);
  filter.current = riwayat;
  const [store] = useState(() => createListStore<MahasiswaBimbingan>(({ page, perPage }) => getMahasiswaBimbingan({ page, per_page: perPage, riwayat: filter.current }), { perPage: PAGE_SIZE.LECTURER_STUDENTS }));
  useEffect(() => { void store.load(1); }, [store, riwayat]);

  return (
    <PageBody>
      <PageHeader title={t('halaman.data_mahasiswa_judul')} caption={t('halaman.data_mahasiswa_keterangan')} />
      <Flex gap="2" mb="3" role="group">
        <Button size="1" variant={riwayat === 0 ? 'solid' : 'soft'} onClick={() => setRiwayat(0)}>{t('halaman.sedang_dibimbing')}</Button>
        <Button size="1" variant={riwayat === 1 ? 'solid' : 'soft'} onClick={() => setRiwayat(1)}>{t('halaman.selesai_dibimbing')}</Button>
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_tugas_akhir_pembimbing} columns={[
        { key: 'nim', header: t('halaman.nim') },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa') },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'peran', header: t('halaman.peran'), cell: (r) => t(`peran.${r.peran}`) },
        { key: 'status', header: t('halaman.tahap'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'bimbingan_tervalidasi', header: t('halaman.bimbingan_tervalidasi'), align: 'center', cell: (r) => `${r.bimbingan_tervalidasi} / ${r.minimal_bimbingan}` },
        { key: 'bimbingan_menunggu', header: t('halaman.menunggu'), align: 'center' },
        { key: 'batas_selesai', header: t('halaman.batas_selesai'), cell: (r) => formatTanggal(r.batas_selesai) },
      ]} />
    </PageBody>
  );
}
