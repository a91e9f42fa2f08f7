import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, PageBody, PageHeader, PageSpinner, useLoad } from '../../../core/client';
import { getHasil, getHasilKomentar, getHasilKomentarSemua } from '../api-hasil';
import { HasilCard } from './components/HasilCard';
import { UnduhHasil } from './components/UnduhHasil';

/**
 * /hasil-kuesioner (dsn00, kor00; decision 0035, not a spec page): the students' evaluation of the
 * lecturer's own classes in a semester whose questionnaire is closed, all classes together and per
 * class; under the minimum of respondents only the count shows.
 */
export default function HasilKuesionerPage() {
  const { t } = useTranslation('questionnaire');
  const [semester, setSemester] = useState<number | undefined>(undefined);
  const hasil = useLoad(() => getHasil(semester === undefined ? {} : { id_semester_registrasi: semester }), [semester]);
  const data = hasil.data;
  const pilihan = data?.semester ?? [];
  const idSemester = data?.kuesioner?.id_semester_registrasi ?? 0;
  return (
    <PageBody>
      <PageHeader title={t('hasil.judul')} caption={t('hasil.keterangan')} />
      {hasil.status === 'error' && <Callout.Root color="red" role="alert" mb="3"><Callout.Text>{errorMessages(hasil.error).join(' ') || t('aksi.coba_lagi')}</Callout.Text></Callout.Root>}
      {!data && hasil.status !== 'error' && <PageSpinner />}
      {data && pilihan.length === 0 && <Text as="p" color="gray">{t('hasil.tanpa_semester')}</Text>}
      {data && pilihan.length > 0 && (
        <>
          <Flex justify="between" align="end" gap="3" mb="3" wrap="wrap">
            <label>
              <Text as="div" size="2" mb="1">{t('hasil.semester')}</Text>
              <select value={semester ?? data.kuesioner?.id_semester_registrasi ?? ''} onChange={(e) => setSemester(Number(e.target.value))}>
                {pilihan.map((s) => <option key={s.id_semester_registrasi} value={s.id_semester_registrasi}>{s.nama_semester_registrasi}</option>)}
              </select>
            </label>
            {data.kuesioner && <UnduhHasil idSemester={idSemester} />}
          </Flex>
          <Text as="p" size="2" color="gray" mb="3">{t('hasil.catatan', { minimal: data.minimal_responden })}</Text>
          {!data.kuesioner && <Text as="p" color="gray">{t('hasil.belum_ditutup')}</Text>}
          {data.kuesioner && (
            <>
              <Heading as="h2" size="4" mb="3">{data.kuesioner.judul}</Heading>
              {data.kelas.length === 0 && <Text as="p" color="gray">{t('hasil.tanpa_kelas')}</Text>}
              {data.kelas.length > 0 && (
                <HasilCard key={`semua-${data.kuesioner.id_semester_registrasi}`} judul={t('hasil.semua')} kelas={data.semua} minimal={data.minimal_responden}
                  judulKomentar={t('hasil.komentar_semua')} loadKomentar={(page) => getHasilKomentarSemua({ id_semester_registrasi: idSemester, page })} />
              )}
              {data.kelas.map((k) => (
                <HasilCard key={k.id_kelas} judul={t('hasil.kelas', { kode: k.kode_mata_kuliah, mata_kuliah: k.nama_mata_kuliah, kelas: k.nama_kelas })} kelas={k}
                  minimal={data.minimal_responden} judulKomentar={t('hasil.komentar_judul', { mata_kuliah: k.nama_mata_kuliah, kelas: k.nama_kelas })}
                  loadKomentar={(page) => getHasilKomentar(k.id_kelas, { page })} />
              ))}
            </>
          )}
        </>
      )}
    </PageBody>
  );
}
