import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, type PagedColumn } from '../../../../core/client';
import { getKomentarDosen } from '../../api';
import type { KomentarDosen } from '../../schemas';

/** The students' comments on one lecturer's classes, text only, 7 a page (decision 0032). */
export function KomentarDosenList({ idDosen, namaDosen, idSemester, onTutup }: { idDosen: number; namaDosen: string; idSemester: number; onTutup: () => void }) {
  const { t } = useTranslation('questionnaire');
  const [store] = useState(() => createListStore<KomentarDosen>(({ page }) => getKomentarDosen({ id_dosen: idDosen, id_semester_registrasi: idSemester, page })));
  useEffect(() => void store.load(), [store]);
  const columns: PagedColumn<KomentarDosen>[] = [
    { key: 'pertanyaan', header: t('komentar.kolom_pertanyaan'), cell: (k) => <Text size="1" color="gray">{`${k.urutan}. ${k.pertanyaan}`}</Text> },
    { key: 'isi', header: t('komentar.kolom_isi'), cell: (k) => <Text style={{ whiteSpace: 'pre-wrap' }}>{k.isi}</Text> },
  ];
  const judul = t('komentar.judul', { nama: namaDosen });
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
