import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatTanggal, Icon, PagedList, PageBody, PageHeader } from '../../../core/client';
import type { Informasi } from '../schemas';
import { createPengumumanStore } from '../store';

/**
 * /pengumuman: the campus announcements that apply to the logged-in user (GET informasi: published,
 * not expired, aimed at everybody or at the user's type), newest first, 7 per page, each with its
 * date, title and full text. Reached from the 'Pengumuman' card on /beranda and the bell.
 */
export default function PengumumanPage() {
  const { t } = useTranslation('master-data');
  const [store] = useState(createPengumumanStore);
  const snap = useSnapshot(store.state);

  useEffect(() => {
    void store.load(1);
  }, [store]);

  const empty = snap.status === 'success' && snap.total === 0 && snap.data.length === 0;
  return (
    <PageBody>
      <PageHeader title={t('pengumuman.judul')} caption={t('pengumuman.keterangan')} />
      {empty ? (
        <Callout.Root color="gray" variant="surface" role="status">
          <Callout.Icon>
            <Icon name="bell" />
          </Callout.Icon>
          <Callout.Text>{t('pengumuman.kosong')}</Callout.Text>
        </Callout.Root>
      ) : (
        <PagedList<Informasi>
          store={store}
          nama={t('pengumuman.judul')}
          rowKey={(row) => row.id_informasi}
          columns={[
            { key: 'tanggal', header: t('pengumuman.kolom_tanggal'), cell: (row) => <Text size="2" wrap={{ initial: 'wrap', xs: 'nowrap' }}>{formatTanggal(row.tanggal)}</Text> },
            {
              key: 'isi',
              header: t('pengumuman.kolom_pengumuman'),
              cell: (row) => (
                <Flex direction="column" gap="1">
                  <Heading as="h2" size="3">{row.judul}</Heading>
                  <Text as="p" size="2" style={{ whiteSpace: 'pre-line' }}>{row.isi}</Text>
                  {row.berlaku_sampai ? (
                    <Text as="p" size="1" color="gray">{t('pengumuman.berlaku_sampai', { tanggal: formatTanggal(row.berlaku_sampai) })}</Text>
                  ) : null}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </PageBody>
  );
}
