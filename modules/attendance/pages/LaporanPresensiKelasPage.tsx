import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PageBody, PageHeader } from '../../../core/client';
import { getLaporanDosenDetail } from '../api';
import { hrefOf } from './components/links';
import { RekapKelasView } from './components/RekapKelasView';

/** /laporan-presensi/detail/:id_dosen/:id_semester_registrasi/:id_kelas/:id_mata_kuliah (aka00-02): one class's attendance, downloadable. */
export default function LaporanPresensiKelasPage() {
  const { t } = useTranslation('attendance');
  const params = useParams<{ id_dosen: string; id_semester_registrasi: string; id_kelas: string; id_mata_kuliah: string }>();
  return (
    <PageBody>
      <PageHeader title={t('laporan_ui.detail_judul')} actions={<Button asChild variant="soft"><Link href={hrefOf('laporan-presensi-dosen', { id_dosen: params.id_dosen })}>{t('aksi.kembali')}</Link></Button>} />
      <RekapKelasView loader={() => getLaporanDosenDetail(params)} download={{ id_kelas: Number(params.id_kelas), id_mata_kuliah: Number(params.id_mata_kuliah) }} />
    </PageBody>
  );
}
