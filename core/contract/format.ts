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

/** A time span in Jakarta time: '08.00–10.00 WIB'. */
export function formatRentangJam(mulai: string | null | undefined, selesai: string | null | undefined): string {
  return mulai && selesai ? `${formatJam(mulai)}–${formatJam(selesai)} WIB` : '-';
}
