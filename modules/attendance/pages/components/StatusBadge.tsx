import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

const PERTEMUAN: Record<string, 'gray' | 'green' | 'blue'> = { terjadwal: 'gray', dibuka: 'green', ditutup: 'blue' };
const KEHADIRAN: Record<string, 'green' | 'amber' | 'blue' | 'red' | 'gray'> = { hadir: 'green', izin: 'amber', sakit: 'blue', alpa: 'red' };

/** A meeting's status (terjadwal, dibuka, ditutup) as a coloured badge. */
export function StatusPertemuanBadge({ status }: { status: string }) {
  const { t } = useTranslation('attendance');
  return <Badge color={PERTEMUAN[status] ?? 'gray'}>{t(`status_pertemuan.${status}`)}</Badge>;
}

/** A student's attendance (hadir, izin, sakit, alpa, or not yet) as a coloured badge. */
export function StatusKehadiranBadge({ status }: { status: string | null }) {
  const { t } = useTranslation('attendance');
  return <Badge color={status ? KEHADIRAN[status] ?? 'gray' : 'gray'} variant={status ? 'solid' : 'soft'}>{t(`status_kehadiran.${status ?? 'belum'}`)}</Badge>;
}
