import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, 'gray' | 'blue' | 'green' | 'amber' | 'red'> = {
  draft: 'gray', diajukan: 'blue', divalidasi: 'green', dikembalikan: 'amber', revisi: 'amber', dibatalkan: 'red', ditolak: 'red',
  proposal: 'gray', bimbingan: 'blue', sidang: 'amber', perbaikan: 'amber', selesai: 'green', perpanjangan: 'amber', gagal: 'red',
};

/** A workflow or final-project state as a coloured badge with its Indonesian label. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('uaps');
  return <Badge color={COLOR[status] ?? 'gray'}>{t(`status.${status}`)}</Badge>;
}
