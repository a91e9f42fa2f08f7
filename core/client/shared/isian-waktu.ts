// What the date, time and month fields accept and show. The API's forms stay ISO ('2026-08-17',
// '14:05', '2026-08'); people read and type the Indonesian forms ('17/08/2026', '14.05',
// 'Agustus 2026'), whatever their browser's language. The ISO forms are accepted as typed too.

import { formatBulan, NAMA_BULAN } from '../../contract/format';

const dua = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when the day exists in the calendar, else null. */
function isoTanggal(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const hariDalamBulan = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= hariDalamBulan ? `${y}-${dua(m)}-${dua(d)}` : null;
}

/** '17/08/2026', '17-8-2026', '17.08.2026', '17082026' or '2026-08-17' as '2026-08-17'; anything else null. */
export function bacaTanggal(teks: string): string | null {
  const t = teks.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (iso) return isoTanggal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const id = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  return id ? isoTanggal(Number(id[3]), Number(id[2]), Number(id[1])) : null;
}

/** '2026-08-17' as '17/08/2026' (what the field shows); '' for no date. */
export function tulisTanggal(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** '14.05', '14:05', '1405', '7.30' or '7' as '14:05' / '07:30' / '07:00'; anything else null. */
export function bacaJam(teks: string): string | null {
  const t = teks.trim();
  const m = /^(\d{1,2})(?:[.:]?(\d{2}))?(?::\d{2})?$/.exec(t);
  if (!m) return null;
  const jam = Number(m[1]);
  const menit = Number(m[2] ?? '0');
  return jam <= 23 && menit <= 59 ? `${dua(jam)}:${dua(menit)}` : null;
}

/** '14:05' (or '14:05:00') as '14.05'; '' for no time. */
export function tulisJam(iso: string): string {
  const m = /^(\d{2}):(\d{2})/.exec(iso);
  return m ? `${m[1]}.${m[2]}` : '';
}

/** 'Agustus 2026', 'agu 2026', '08/2026', '8-2026' or '2026-08' as '2026-08'; anything else null. */
export function bacaBulan(teks: string): string | null {
  const t = teks.trim().toLowerCase();
  const sah = (y: number, m: number) => (y >= 1900 && y <= 2200 && m >= 1 && m <= 12 ? `${y}-${dua(m)}` : null);
  const iso = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (iso) return sah(Number(iso[1]), Number(iso[2]));
  const angka = /^(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (angka) return sah(Number(angka[2]), Number(angka[1]));
  const nama = /^([a-z]{3,})\s+(\d{4})$/.exec(t);
  if (!nama) return null;
  const i = NAMA_BULAN.findIndex((b) => b.toLowerCase().startsWith(nama[1]));
  return i >= 0 ? sah(Number(nama[2]), i + 1) : null;
}

/** '2026-08' as 'Agustus 2026'; '' for no month (an empty field, not the dash of a page). */
export const tulisBulan = (iso: string): string => (iso ? formatBulan(iso) : '');

/** The days of a month's calendar page, Monday first: leading nulls, then 'YYYY-MM-DD' for each day. */
export function halamanKalender(tahun: number, bulan: number): Array<string | null> {
  const pertama = new Date(Date.UTC(tahun, bulan - 1, 1)).getUTCDay(); // 0 = Minggu
  const kosong = (pertama + 6) % 7;
  const jumlah = new Date(Date.UTC(tahun, bulan, 0)).getUTCDate();
  return [...Array<null>(kosong).fill(null), ...Array.from({ length: jumlah }, (_, i) => `${tahun}-${dua(bulan)}-${dua(i + 1)}`)];
}

/** A key of the calendar's days and what it asks for (the date picker pattern of WAI-ARIA). */
export type TombolKalender = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const TOMBOL_KALENDER: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

/** Whether `key` moves within the calendar. */
export const tombolKalender = (key: string): key is TombolKalender => TOMBOL_KALENDER.includes(key);

const hariUtc = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))));
const isoUtc = (d: Date) => `${d.getUTCFullYear()}-${dua(d.getUTCMonth() + 1)}-${dua(d.getUTCDate())}`;

/** The same day `n` months on, or the month's last day when it is shorter ('2026-01-31' + 1: '2026-02-28'). */
function geserBulan(iso: string, n: number): string {
  const urutan = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + n;
  const tahun = Math.floor(urutan / 12);
  const bulan = (urutan % 12) + 1;
  const hari = Math.min(Number(iso.slice(8, 10)), new Date(Date.UTC(tahun, bulan, 0)).getUTCDate());
  return `${tahun}-${dua(bulan)}-${dua(hari)}`;
}

/**
 * The day a calendar key moves to from `iso`: arrows a day or a week, Home and End the week's
 * Monday and Sunday, PageUp and PageDown a month (a year with Shift). Never before `min` nor after
 * `max`: the calendar only ever rests on a day that can be picked.
 */
export function langkahKalender(iso: string, tombol: TombolKalender, shift: boolean, min?: string, max?: string): string {
  const hari = hariUtc(iso);
  const seninKe = (hari.getUTCDay() + 6) % 7;
  const tambah = (n: number) => isoUtc(new Date(hari.getTime() + n * 86_400_000));
  const bulan = shift ? 12 : 1;
  const tujuan = {
    ArrowLeft: () => tambah(-1),
    ArrowRight: () => tambah(1),
    ArrowUp: () => tambah(-7),
    ArrowDown: () => tambah(7),
    Home: () => tambah(-seninKe),
    End: () => tambah(6 - seninKe),
    PageUp: () => geserBulan(iso, -bulan),
    PageDown: () => geserBulan(iso, bulan),
  }[tombol]();
  return dalamBatas(tujuan, min, max);
}

/** `iso` moved inside min/max: the nearest day (or time, or month) that may be chosen. */
export function dalamBatas(iso: string, min?: string, max?: string): string {
  return min && iso < min ? min : max && iso > max ? max : iso;
}
