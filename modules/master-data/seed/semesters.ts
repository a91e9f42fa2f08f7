import type { Kysely } from 'kysely';
import { insertRows } from './insert';

export interface SemesterRow {
  kode_semester: string;
  tahun_ajaran: number;
  periode: 1 | 2 | 3;
  nama_semester_registrasi: string;
  aktif: boolean;
  krs_mulai: string;
  krs_selesai: string;
  kuliah_mulai: string;
  kuliah_selesai: string;
}

export const PERIODE_NAMA = { 1: 'Ganjil', 2: 'Genap', 3: 'Pendek' } as const;
/** First seeded semester: 2022/2023 Ganjil, so it gets id_semester_registrasi 1 (spec default). */
export const TAHUN_AWAL = 2022;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** Today's calendar date in Asia/Jakarta (UTC+7, no daylight saving). */
export function tanggalJakarta(now: Date): string {
  return iso(new Date(now.getTime() + 7 * 3_600_000));
}

/** The regular semester a date falls in: August-January Ganjil, February-July Genap. */
export function semesterOf(day: string): { tahun: number; periode: 1 | 2 } {
  const [y, m] = day.split('-').map(Number);
  if (m >= 8) return { tahun: y, periode: 1 };
  if (m === 1) return { tahun: y - 1, periode: 1 };
  return { tahun: y - 1, periode: 2 };
}

/** The usual calendar of a semester (KRS window, then lectures); also how a semester opened later gets its dates (public.ts). */
export function calendar(tahun: number, periode: 1 | 2 | 3) {
  if (periode === 1) return { krs_mulai: `${tahun}-08-15`, krs_selesai: `${tahun}-08-31`, kuliah_mulai: `${tahun}-09-01`, kuliah_selesai: `${tahun + 1}-01-15` };
  if (periode === 2) return { krs_mulai: `${tahun + 1}-02-01`, krs_selesai: `${tahun + 1}-02-14`, kuliah_mulai: `${tahun + 1}-02-15`, kuliah_selesai: `${tahun + 1}-06-30` };
  return { krs_mulai: `${tahun + 1}-07-01`, krs_selesai: `${tahun + 1}-07-07`, kuliah_mulai: `${tahun + 1}-07-08`, kuliah_selesai: `${tahun + 1}-08-20` };
}

/**
 * Every semester from 2022/2023 Ganjil up to the one the seed date falls in, which is active.
 * The active semester's dates are relative to the seed date so a fresh demo always has an open
 * KRS window: krs_mulai = today - 7 days, krs_selesai = today + 14 days; lectures run from
 * krs_mulai (the first weeks double as the add/drop period) for 18 weeks.
 */
export function semesterPlan(today: string): SemesterRow[] {
  const active = semesterOf(today);
  const rows: SemesterRow[] = [];
  for (let tahun = TAHUN_AWAL; tahun <= active.tahun; tahun++) {
    for (const periode of [1, 2, 3] as const) {
      const isActive = tahun === active.tahun && periode === active.periode;
      const dates = isActive
        ? { krs_mulai: addDays(today, -7), krs_selesai: addDays(today, 14), kuliah_mulai: addDays(today, -7), kuliah_selesai: addDays(today, -7 + 18 * 7) }
        : calendar(tahun, periode);
      rows.push({
        kode_semester: `${tahun}${periode}`,
        tahun_ajaran: tahun,
        periode,
        nama_semester_registrasi: `${tahun}/${tahun + 1} ${PERIODE_NAMA[periode]}`,
        aktif: isActive,
        ...dates,
      });
      if (isActive) return rows;
    }
  }
  return rows;
}

export interface SeededSemester { id_semester_registrasi: number; row: SemesterRow }

export async function seedSemesters(db: Kysely<any>, today: string): Promise<SeededSemester[]> {
  const rows = semesterPlan(today);
  const ids = await insertRows(db, 'semester', rows, 'id_semester_registrasi', 'kode_semester');
  return rows.map((row, i) => ({ id_semester_registrasi: ids[i], row }));
}
