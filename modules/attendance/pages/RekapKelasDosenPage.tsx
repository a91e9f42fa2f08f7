import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PageBody, PageHeader } from '../../../core/client';
import { getRekapKelas } from '../api';
import { hrefOf } from './components/links';
import { RekapKelasView } from './components/RekapKelasView';

/**
 * The class attendance detail of the lecturer's own class: /laporan/absensi/detail/:idMataKuliah/:idKelas/:idPeriode/:idSemesterRegistrasi
 * (dsn00, kor00; idPeriode is the semester as well) and /akademik/detail-presensi-kelas/:idKelas/:idMataKuliah/:idSemesterRegistrasi (dsn00).
 */
export default function RekapKelasDosenPage() {
  const { t } = useTranslation('attendance');
  const params = useParams<{ idKelas: string; idMataKuliah: string }>();
  const query = { id_kelas: Number(params.idKelas), id_mata_kuliah: Number(params.idMataKuliah) };
  return (
    <PageBody>
      <PageHeader title={t('laporan_ui.detail_judul')} actions={<Button asChild variant="soft"><Link href={hrefOf('laporan-absensi')}>{t('aksi.kembali')}</Link></Button>} />
      <RekapKelasView loader={() => getRekapKelas(query)} download={query} />
    </PageBody>
  );
}
