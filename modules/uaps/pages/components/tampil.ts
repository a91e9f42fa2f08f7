import { formatTanggal, formatTanggalJam } from '../../../../core/client';
import { formatRentangJam } from '../../format';

// Page forms of the API's dates and times (domain-rules.md, Display): the core date formatter plus
// the module's 'HH.MM WIB' times, so no page shows '2026-11-19 13:42' or '08:00–10:00'.

/** 'YYYY-MM-DD HH:MM' (Jakarta) as 'Kamis, 19 November 2026, 13.42 WIB'. */
export const tampilWaktu = formatTanggalJam;

/** A schedule as 'Senin, 3 Maret 2025, 08.00–10.00 WIB'; unscheduled gives `kosong`. */
export const tampilJadwal = (r: { tanggal: string | null; jam_mulai: string | null; jam_selesai: string | null }, kosong = '-') =>
  (r.tanggal ? `${formatTanggal(r.tanggal)}, ${formatRentangJam(r.jam_mulai, r.jam_selesai)}` : kosong);
