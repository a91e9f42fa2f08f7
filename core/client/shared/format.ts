import { formatWaktu } from '../../contract/format';

const JAKARTA = 'Asia/Jakarta';

/** True for null, undefined, an empty/blank string and the spec's default date 0000-00-00. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && (value.trim() === '' || value === '0000-00-00'));
}

/** The display form of any value: empty values (null, undefined, '', 0000-00-00) show as a dash (spec section 9). */
export function displayValue(value: unknown): string {
  return isEmpty(value) ? '-' : String(value);
}

/** Money 'Rp 1.500.000': the shared display rule of pages and prints. */
export { formatRupiah } from '../../contract/format';

/**
 * A date in Asia/Jakarta as 'Senin, 3 Maret 2025'. Accepts a Date, an ISO string or a plain
 * 'YYYY-MM-DD' (read as that calendar day); empty values and invalid dates give '-'.
 */
export function formatTanggal(value: Date | string | null | undefined): string {
  if (isEmpty(value)) return '-';
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+07:00`) : new Date(value as Date | string);
  if (Number.isNaN(date.getTime())) return '-';
  return new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A timestamp the API sends as 'YYYY-MM-DD HH:MM' (Asia/Jakarta) as 'Rabu, 25 November 2026, 15.24 WIB'; empty gives '-'. */
export const formatTanggalJam = (ts: string | null | undefined): string => formatWaktu(ts, formatTanggal);
