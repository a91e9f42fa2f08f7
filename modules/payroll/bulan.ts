// Months of the salary slip, 'YYYY-MM' in the campus's time zone (Asia/Jakarta); shared by the
// server (validation, default) and the page (picker).
import { formatBulan, hariIniJakarta } from '../../core/contract/format';

/** Year and month (1-12) of a moment in Asia/Jakarta. */
export function bulanJakarta(now: Date): { y: number; m: number } {
  const [y, m] = hariIniJakarta(now).split('-').map(Number);
  return { y, m };
}

/** Today in Asia/Jakarta as 'YYYY-MM-DD'. */
export { hariIniJakarta };

export const kodeBulan = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;

/** The month `n` months before the current one in Jakarta (0 = this month), 'YYYY-MM'. */
export function bulanSebelum(now: Date, n: number): string {
  const { y, m } = bulanJakarta(now);
  const index = y * 12 + (m - 1) - n;
  return kodeBulan(Math.floor(index / 12), (index % 12) + 1);
}

/** The first day after a month 'YYYY-MM' ended, 'YYYY-MM-DD': the earliest a month's pay can be transferred. */
export function hariSesudahBulan(bulan: string): string {
  const [y, m] = bulan.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** The last complete month: the slip's default. */
export const bulanLalu = (now: Date) => bulanSebelum(now, 1);

/** 'Oktober 2026'. */
export const namaBulan = (bulan: string): string => formatBulan(bulan);

/** The regular semester a month belongs to, as kode_semester YYYYS: August-January Ganjil (1), February-July Genap (2). */
export function kodeSemesterBulan(bulan: string): string {
  const [y, m] = bulan.split('-').map(Number);
  if (m >= 8) return `${y}1`;
  return m === 1 ? `${y - 1}1` : `${y - 1}2`;
}
