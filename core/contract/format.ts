// Display forms of numbers and times (domain-rules.md, Display), shared by pages and prints on both
// sides. Dates go through the date formatters (core/client formatTanggal, core/server/print formatTanggalCetak).

/** An index or score the Indonesian way (IPS, IPK, SKS x indeks, a defence score): two decimals with a comma, '3,60'; none gives '-'. */
export function formatIndeks(n: number | null | undefined): string {
  return n === null || n === undefined ? '-' : n.toFixed(2).replace('.', ',');
}

/** A clock time 'HH:MM' or 'HH:MM:SS' as Indonesians write it: '14.05'; none gives '-'. */
export function formatJam(hm: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(hm ?? '');
  return m ? `${m[1]}.${m[2]}` : '-';
}

/**
 * A timestamp the API sends as 'YYYY-MM-DD HH:MM' (already Asia/Jakarta) as 'Kamis, 19 November 2026,
 * 13.42 WIB', the date part through the caller's core date formatter (page or print); empty gives '-'.
 */
export function formatWaktu(ts: string | null | undefined, formatTanggal: (ymd: string) => string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(ts ?? '');
  return m ? `${formatTanggal(m[1])}, ${formatJam(m[2])} WIB` : '-';
}

/** The months as Indonesians name them. */
export const NAMA_BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'] as const;

/** A month 'YYYY-MM' as 'Agustus 2026'; anything else gives '-'. */
export function formatBulan(bulan: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})$/.exec(bulan ?? '');
  const i = m ? Number(m[2]) - 1 : -1;
  return m && i >= 0 && i < 12 ? `${NAMA_BULAN[i]} ${m[1]}` : '-';
}

/** Today's date on campus (Asia/Jakarta), 'YYYY-MM-DD', on the server and in the browser alike. */
export function hariIniJakarta(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A time span in Jakarta time: '08.00–10.00 WIB'. */
export function formatRentangJam(mulai: string | null | undefined, selesai: string | null | undefined): string {
  return mulai && selesai ? `${formatJam(mulai)}–${formatJam(selesai)} WIB` : '-';
}

/** '1.500.000', 'Rp 1.500.000,00' or '-2.000,-' as a number: the decimal tail is dropped, then every non-digit. */
function parseMoney(text: string): number {
  const trimmed = text.trim();
  const digits = trimmed.replace(/,(\d{1,2}|-)\s*$/, '').replace(/[^0-9]/g, '');
  const value = Number(digits) || 0;
  return trimmed.startsWith('-') ? -value : value;
}

/**
 * Money as Indonesians write it: 'Rp 1.500.000'. Strings are stripped of characters that are not
 * digits before parsing (a leading minus and a ',00' / ',-' tail are understood) (spec section 5 display rule); null/empty count as 0.
 */
export function formatRupiah(amount: number | string | null | undefined): string {
  const value = typeof amount === 'number' ? amount : parseMoney(String(amount ?? ''));
  const rounded = Math.round(value);
  const digits = Math.abs(rounded).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}Rp ${digits}`;
}

/** An 18-digit NIP printed 8-6-1-3 (domain-rules.md): '19800101 200501 1 001'; any other value unchanged. */
export const formatNip = (nip: string) => (nip.length === 18 ? `${nip.slice(0, 8)} ${nip.slice(8, 14)} ${nip.slice(14, 15)} ${nip.slice(15)}` : nip);

/** A file size as people read it, on pages and in the file store's messages alike: '1 KB' (at least), '12 KB', '1,5 MB', '5 MB'. */
export function formatUkuran(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${String(Math.round((bytes / 1024 / 1024) * 10) / 10).replace('.', ',')} MB`;
}
