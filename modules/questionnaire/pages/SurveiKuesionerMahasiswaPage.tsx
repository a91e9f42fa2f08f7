import { useTranslation } from 'react-i18next';
import { getStatistikMahasiswa, unduhStatistikMahasiswa } from '../api';
import { StatistikView } from './components/StatistikView';

/** /kuesioner/survei-kuesioner-mahasiswa (aka00-02): the students' evaluation of lecturers and classes (EDOM), per question and per lecturer. */
export default function SurveiKuesionerMahasiswaPage() {
  const { t } = useTranslation('questionnaire');
  return (
    <StatistikView title={t('staf.survei_mahasiswa')} caption={t('staf.survei_mahasiswa_keterangan')}
      load={getStatistikMahasiswa} unduh={unduhStatistikMahasiswa} namaBerkas="statistik-kuesioner-mahasiswa.xlsx" />
  );
}
