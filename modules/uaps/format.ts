import { formatIndeks, formatJam, formatRentangJam, formatWaktu } from '../../core/contract/format';

export { formatJam, formatRentangJam, formatWaktu };

// Display forms shared by the uaps pages and PDFs (domain-rules.md, Display). Pure functions, no
// client or server imports, so both sides print a score or a time the same way. Dates themselves
// go through the core formatters (core/client formatTanggal, core/server/print formatTanggalCetak).

/** A score the Indonesian way, through the project's index formatter (two decimals, comma): '80,67'; empty gives '-'. */
export function formatNilai(n: number | string | null | undefined): string {
  if (n === null || n === undefined || n === '') return '-';
  const value = Number(n);
  return Number.isFinite(value) ? formatIndeks(value) : '-';
}

/** A share in percent with a decimal comma, without a useless ',00': '66,67%', '100%'. */
export function formatPersen(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '-';
  return `${Number.isInteger(n) ? String(n) : formatNilai(n).replace(/0$/, '')}%`;
}

/**
 * A list that ends a sentence whose catalogue text supplies the full stop: a last item ending in
 * '.' (a title such as 'M.T.') keeps its own, so the sentence never ends in '..'.
 */
export function daftarDalamKalimat(items: readonly string[]): string {
  return items.join(', ').replace(/\.$/, '');
}
