import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { createListStore, PagedList, PageBody, PageHeader, SaveOutcome, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getKegiatan } from '../api';
import type { KegiatanDosen } from '../schemas';
import { FormKegiatan } from './components/FormKegiatan';
import { kolomKegiatan } from './components/kolomKegiatan';
import { bisaDibatalkan } from './components/StatusKegiatan';
import { useBatalKegiatan } from './components/use-batal-kegiatan';

/**
 * /kegiatan-dosen (dsn00, kor00): the lecturer reports a tridharma activity with its proof and
 * follows its validation (programme, then faculty); waiting ones may be withdrawn.
 */
export default function KegiatanDosenPage() {
  const { t } = useTranslation('lecturer');
  const [store] = useState(() => createListStore<KegiatanDosen>(({ page, perPage }) => getKegiatan({ page, per_page: perPage }), { perPage: PAGE_SIZE.LECTURER_ACTIVITY }));
  const { batal, saved, error, setSaved, setError } = useBatalKegiatan(() => store.load());
  useEffect(() => {
    void store.load();
  }, [store]);

  const columns: PagedColumn<KegiatanDosen>[] = [
    ...kolomKegiatan(t),
    { key: 'aksi', header: '', cell: (r) => (
      <Flex gap="2" align="center">
        <Link href={`/kegiatan-dosen/${r.id_kegiatan_dosen}`}>{t('kegiatan.aksi.detail')}</Link>
        {bisaDibatalkan(r.status) && <Button size="1" color="red" variant="soft" onClick={() => void batal(r.id_kegiatan_dosen)}>{t('kegiatan.aksi.batalkan')}</Button>}
      </Flex>
    ) },
  ];

  return (
    <PageBody>
      <PageHeader title={t('kegiatan.halaman.judul')} caption={t('kegiatan.halaman.keterangan')} />
      <Card mb="4">
        <Heading as="h2" size="3" mb="3">{t('kegiatan.halaman.ajukan_judul')}</Heading>
        <FormKegiatan onSaved={(message) => { setError(null); setSaved(message); void store.load(1); }} />
      </Card>
      <SaveOutcome error={error} saved={saved} />
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_kegiatan_dosen} />
    </PageBody>
  );
}
