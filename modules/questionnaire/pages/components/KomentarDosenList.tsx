import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, type PagedColumn } from '../../../../core/client';
import type { DaftarKomentar, KomentarDosen } from '../../schemas';

/**
 * Comments, text only, 7 a page (decision 0032): the students' on one lecturer for the staff, on one
 * class for its lecturer (decision 0035), the lecturers' of one programme for the staff (decision
 * 0042, `keterangan` then says whose). `load` fetches a page.
 */
export function KomentarDosenList({ judul, keterangan, load, onTutup }: { judul: string; keterangan?: string; load: (page: number) => Promise<DaftarKomentar>; onTutup: () => void }) {
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
          <Text size="2" color="gray">{keterangan ?? t('komentar.keterangan')}</Text>
        </div>
        <Button variant="soft" color="gray" onClick={onTutup}>{t('komentar.tutup')}</Button>
      </Flex>
      <PagedList store={store} columns={columns} />
    </section>
  );
}
