import { useTranslation } from 'react-i18next';
import { formatTanggal } from '../../../../core/client';
import { formatJam } from '../../../../core/contract/format';

/** The clock time 'HH:MM' of a moment in Asia/Jakarta. */
const jamJakarta = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/**
 * A moment the teaching API sends as an ISO instant (an upload, a grade change, a validation) as the
 * other pages show one (domain-rules.md, Display): 'Kamis, 26 November 2026, 14.05 WIB'.
 */
export const formatWaktu = (iso: string) => `${formatTanggal(iso)}, ${formatJam(jamJakarta(iso))} WIB`;

/** A grade validation's moment as its receipt names it: 'Kamis, 26 November 2026 pukul 14.05 WIB' (the print's wording). */
export function useWaktuValidasi(): (iso: string) => string {
  const { t } = useTranslation('teaching');
  return (iso) => t('validasi.waktu', { tanggal: formatTanggal(iso), jam: formatJam(jamJakarta(iso)) });
}
