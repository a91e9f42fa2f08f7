import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader } from '../../../core/client';
import { ValidasiView } from './components/ValidasiView';

/** /validasi-presensi-manual-dosen (aka00, aka02 — not aka01): level 1 of manual lecturer attendance and the programme step of substitute teaching. */
export default function ValidasiPresensiManualDosenPage() {
  const { t } = useTranslation('attendance');
  return (
    <PageBody>
      <PageHeader title={t('validasi.judul_prodi')} caption={t('validasi.keterangan')} />
      <ValidasiView />
    </PageBody>
  );
}
