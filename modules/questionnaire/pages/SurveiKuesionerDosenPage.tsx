import { useTranslation } from 'react-i18next';
import { getStatistikDosen, unduhStatistikDosen } from '../api';
import { StatistikView } from './components/StatistikView';

/** /kuesioner/survei-kuesioner-dosen (aka00-02): the lecturers' questionnaire about the institution, per question. */
export default function SurveiKuesionerDosenPage() {
  const { t } = useTranslation('questionnaire');
  return (
    <StatistikView title={t('staf.survei_dosen')} caption={t('staf.survei_dosen_keterangan')}
      load={getStatistikDosen} unduh={unduhStatistikDosen} namaBerkas="statistik-kuesioner-dosen.xlsx" />
  );
}
