import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader } from '../../../core/client';
import { ValidasiView } from './components/ValidasiView';

/** /validasi-presensi-manual (fak00, lbg204.x, lbg213.x): level 2 of manual lecturer attendance and the dean / LP3 / LAK step of substitute teaching. */
export default function ValidasiPresensiManualPage() {
  const { t } = useTranslation('attendance');
  return (
    <PageBody>
      <PageHeader title={t('validasi.judul')} caption={t('validasi.keterangan')} />
      <ValidasiView />
    </PageBody>
  );
}
