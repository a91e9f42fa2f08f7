import { Card, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { getIzinPembimbing } from '../../api';
import type { IzinPerubahan } from '../../schemas';
import { PutusanIzinList } from './PutusanIzinList';

/** The main supervisor's title-change approvals: waiting requests first, then the ones already decided. */
export function PersetujuanIzinPembimbing() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<IzinPerubahan>(({ page, perPage }) => getIzinPembimbing({ page, per_page: perPage }), { perPage: PAGE_SIZE.DEFAULT }));
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <Card size="3">
      <Heading as="h2" size="3" mb="1">{t('izin.halaman.persetujuan_judul')}</Heading>
      <Text as="p" size="2" color="gray" mb="3">{t('izin.halaman.persetujuan_keterangan')}</Text>
      <PutusanIzinList pihak="pembimbing" store={store} />
    </Card>
  );
}
