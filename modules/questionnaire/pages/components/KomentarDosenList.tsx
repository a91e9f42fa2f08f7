import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, type PagedColumn } from '../../../../core/client';
import type { DaftarKomentar, KomentarDosen } from '../../schemas';

/**
 * Students' comments, text only, 7 a page (decision 0032): one lecturer's for the staff, one class's
 * for its lecturer (decision 0035). `load` fetches a page.
 */
export function KomentarDosenList({ judul, load, onTutup }: { judul: string; load: (page: number) => Promise<DaftarKomentar>; onTutup: () => void }) {
  const { t } = useTranslation('questionnaire');
  const [store] = useState(() => createListStore<KomentarDosen>(({ page }) => load(page)));
  useEffect(() => void store.load(), [store]);
  const columns: PagedColumn<KomentarDosen>[] = [
    { key: 'pertanyaan', header: t('komentar.kolom_pertanyaan'), cell: (k) => <Text size="1" color="gray">{`${k.urutan}. ${k.pertanyaan}`}</Text> },
    { key: 'isi', header: t('komentar.kolom_isi'), cell: (k) => <Text style={{ whiteSpace: 'pre-wrap' }}>{k.isi}</Text> },
  ];
  return (
    <section aria-label={judul}>
      <Flex justify="between" align="center" mt="5" mb="2">
        <div>
          <Heading as="h2" size="3">{judul}</Heading>
          <Text size="2" color="gray">{t('komentar.keterangan')}</Text>
        </div>
        <Button variant="soft" color="gray" onClick={onTutup}>{t('komentar.tutup')}</Button>
      </Flex>
      <PagedList store={store} columns={columns} />
    </section>
  );
}
