import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** Whether a meeting was held (opened by its lecturer): 'Terlaksana' in green, else 'Belum dibuka'. */
export function StatusPertemuan({ terlaksana }: { terlaksana: boolean }) {
  const { t } = useTranslation('teaching');
  return <Badge color={terlaksana ? 'green' : 'gray'}>{t(terlaksana ? 'bukti.terlaksana' : 'bukti.belum_terlaksana')}</Badge>;
}
