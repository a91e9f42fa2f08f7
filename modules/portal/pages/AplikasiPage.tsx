import { Box, Button, Callout, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Icon, ICON_NAMES, PageBody, PageHeader } from '../../../core/client';
import { createAplikasiStore } from '../store';

/** The Indonesian message of a server error body; a thrown Error (network, timeout) gets the page's own text. */
const messageOf = (error: unknown): string | null =>
  error && typeof error === 'object' && !(error instanceof Error) && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : null;

/** /aplikasi: the campus's linked applications as cards; 'Buka' opens one with a one-time login. */
export default function AplikasiPage() {
  const { t } = useTranslation('portal');
  const [store] = useState(createAplikasiStore);
  const list = useSnapshot(store.list.state);
  const opening = useSnapshot(store.opening);

  useEffect(() => {
    void store.list.load();
  }, [store]);

  return (
    <PageBody>
      <PageHeader title={t('judul')} caption={t('keterangan')} />
      {opening.error ? (
        <Callout.Root color="red" mb="3" role="alert">
          <Callout.Text>{messageOf(opening.error) ?? t('gagal_membuka')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {list.status === 'idle' || list.status === 'loading' ? (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text color="gray">{t('memuat')}</Text>
        </Flex>
      ) : list.status === 'error' ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{messageOf(list.error) ?? t('gagal_memuat')}</Callout.Text>
          <Box mt="2">
            <Button variant="soft" onClick={() => void store.list.load()}>{t('coba_lagi')}</Button>
          </Box>
        </Callout.Root>
      ) : list.data.length === 0 ? (
        <Text color="gray">{t('kosong')}</Text>
      ) : (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
          {list.data.map((app) => (
            <Card key={app.id_aplikasi} size="2">
              <Flex direction="column" gap="2" height="100%">
                <Flex align="center" gap="2">
                  <Icon name={ICON_NAMES.includes(app.ikon) ? app.ikon : 'apps'} />
                  <Heading as="h2" size="3">{app.nama}</Heading>
                </Flex>
                <Text as="p" size="2" color="gray" style={{ flexGrow: 1 }}>{app.deskripsi}</Text>
                <Flex justify="end">
                  <Button onClick={() => void store.open(app.id_aplikasi)} disabled={opening.id !== null} aria-label={`${t('buka')} ${app.nama}`}>
                    {opening.id === app.id_aplikasi ? t('membuka') : t('buka')}
                  </Button>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Grid>
      )}
    </PageBody>
  );
}
