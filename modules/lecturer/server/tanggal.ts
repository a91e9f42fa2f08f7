// Calendar helpers of the lecturer module's forms (the campus's day is Asia/Jakarta's).

/** Whether `iso` (YYYY-MM-DD) names a day that exists: no 30 February, no month 13. */
export function tanggalAsli(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** Today in Asia/Jakarta as YYYY-MM-DD. */
export { hariIniJakarta } from '../../../core/contract/format';
