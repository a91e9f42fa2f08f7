import { Badge, Button, Callout, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { errorMessages, PageBody, PageHeader } from '../../../core/client';
import { createPenggunaDetailStore } from '../store';
import { AkunEditor } from './components/AkunEditor';
import { GrupEditor } from './components/GrupEditor';
import { hrefOf } from './components/links';
import { OtorisasiEditor } from './components/OtorisasiEditor';

/**
 * /pengguna/:id_pengguna/:username/:nama_pengguna (adm00): one user's data, the groups they hold
 * with their scope, and, for programme staff, the programmes they are authorised for. The id in
 * the path is what counts; username and name are read from the server.
 */
export default function PenggunaDetailPage() {
  const { t } = useTranslation('admin');
  const params = useParams<{ id_pengguna: string; username: string; nama_pengguna: string }>();
  const id = Number(params.id_pengguna);
  const [store] = useState(() => createPenggunaDetailStore(id));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const d = snap.detail;

  return (
    <PageBody>
      <PageHeader title={d?.nama ?? t('detail.judul')} caption={d ? d.username : undefined}
        actions={<Button asChild variant="soft"><Link href={hrefOf('pengguna')}>{t('aksi.kembali')}</Link></Button>} />
      {snap.status === 'idle' || snap.status === 'loading' ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text color="gray">{t('detail.memuat')}</Text>
        </Flex>
      ) : snap.status === 'error' || !d ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorMessages(snap.error).join(' ') || t('detail.gagal')}</Callout.Text>
          <Flex mt="2"><Button size="1" variant="soft" color="red" onClick={() => void store.load()}>{t('aksi.coba_lagi')}</Button></Flex>
        </Callout.Root>
      ) : (
        <Flex direction="column" gap="4">
          <Card size="2">
            <Heading as="h2" size="4" mb="3">{t('detail.data')}</Heading>
            <DataList.Root>
              <DataList.Item><DataList.Label>{t('kolom.username')}</DataList.Label><DataList.Value>{d.username}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('kolom.nama')}</DataList.Label><DataList.Value>{d.nama}</DataList.Value></DataList.Item>
              <DataList.Item>
                <DataList.Label>{t('kolom.status')}</DataList.Label>
                <DataList.Value><Badge color={d.aktif ? 'green' : 'gray'}>{d.aktif ? t('status.aktif') : t('status.nonaktif')}</Badge></DataList.Value>
              </DataList.Item>
              <DataList.Item><DataList.Label>{t('detail.tipe')}</DataList.Label><DataList.Value>{d.nama_default_group} ({d.default_group})</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('detail.sudah_ubah_password')}</DataList.Label><DataList.Value>{d.sudah_ubah_password ? t('detail.ya') : t('detail.tidak')}</DataList.Value></DataList.Item>
            </DataList.Root>
          </Card>
          <AkunEditor store={store} />
          <GrupEditor store={store} />
          <OtorisasiEditor store={store} />
        </Flex>
      )}
    </PageBody>
  );
}
