import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fillPath, useRoutes } from '../../../core/client';
import ValidasiNilaiSidangPage from './ValidasiNilaiSidangPage';

/** /sidang-uaps/nilai-sidang: finished defences with final grade, result, the score detail and the minutes (berita acara). */
export default function NilaiSidangPage() {
  const { t } = useTranslation('uaps');
  // The detail route's path, filled per row (no link when the route is not open to this user).
  const detail = useRoutes().find((r) => r.globalId === 'uaps:nilai-sidang-detail')?.path ?? null;
  return (
    <ValidasiNilaiSidangPage selesai={1} detail={detail ? (r) => (
      <Button size="1" variant="soft" asChild>
        <Link href={fillPath(detail, { id_tugas_akhir: r.id_tugas_akhir, id_sidang_tugas_akhir: r.id_sidang_tugas_akhir }) ?? '#'} aria-label={`${t('halaman.detail')} ${r.nama_mahasiswa}`}>{t('halaman.detail')}</Link>
      </Button>
    ) : undefined} />
  );
}
