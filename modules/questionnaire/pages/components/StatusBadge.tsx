import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { StatusKuesioner } from '../../schemas-kelola';

const WARNA = { draf: 'gray', terbit: 'green', ditutup: 'amber' } as const;

/** A questionnaire's state as the administrator reads it. */
export function StatusBadge({ status }: { status: StatusKuesioner }) {
  const { t } = useTranslation('questionnaire');
  return <Badge color={WARNA[status]}>{t(`status_kuesioner.${status}`)}</Badge>;
}
