import { Button, Flex, Heading } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PageBody, PageHeader, PagedList, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPengajuanIzin } from '../api-izin';
import type { PengajuanIzin } from '../schemas-izin';
import { FormIzin } from './components/izin/FormIzin';
import { kolomIzin } from './components/izin/kolom';
import { PertemuanIzinPanel } from './components/izin/PertemuanIzin';

/**
 * /izin-dosen (dsn00, kor00): the lecturer asks leave for a date range with a reason and an
 * attachment, follows each request's decision, and arranges the class meetings the leave covers.
 */
export default function IzinDosenPage() {
  const { t } = useTranslation('lecturer');
  const [store] = useState(() => createListStore<PengajuanIzin>(({ page, perPage }) => getPengajuanIzin({ page, per_page: perPage }), { perPage: PAGE_SIZE.LEAVE }));
  const [dipilih, setDipilih] = useState<number | null>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  const columns: PagedColumn<PengajuanIzin>[] = [
    ...kolomIzin(t),
    { key: 'kelas', header: '', cell: (r) => (
      <Button size="1" variant={dipilih === r.id_pengajuan_izin ? 'solid' : 'soft'} onClick={() => setDipilih(dipilih === r.id_pengajuan_izin ? null : r.id_pengajuan_izin)}
        aria-label={`${t('izin.halaman.kelas')} ${r.tanggal_mulai}`}>{t('izin.halaman.kelas')}</Button>
    ) },
  ];
  return (
    <PageBody>
      <PageHeader title={t('izin.halaman.judul')} caption={t('izin.halaman.keterangan')} />
      <Flex direction="column" gap="4">
        <FormIzin onSaved={() => store.load(1)} />
        <Heading as="h2" size="4">{t('izin.halaman.riwayat_judul')}</Heading>
        <PagedList store={store} columns={columns} rowKey={(r) => r.id_pengajuan_izin} />
        {dipilih ? <PertemuanIzinPanel idIzin={dipilih} /> : null}
      </Flex>
    </PageBody>
  );
}
