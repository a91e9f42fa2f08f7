import { sql, type Kysely } from 'kysely';
import { ikutiJadwalPertemuan, type UjianPertemuan } from '../../krs/public';
import { pertemuanDitahan, rows, todayJakarta } from './common';

/** One meeting of a class as the holiday rule sees it; `tetap` meetings never move. */
export interface PertemuanTerjadwal {
  id_pertemuan: number;
  pertemuan_ke: number;
  /** YYYY-MM-DD */
  tanggal: string;
  tetap: boolean;
}

/** The calendar day `n` days after `tanggal` (YYYY-MM-DD). */
export const tambahHari = (tanggal: string, n: number) => new Date(Date.parse(`${tanggal}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** How many calendar days from `mulai` to `selesai` (YYYY-MM-DD), both counted. */
export const hariAntara = (mulai: string, selesai: string) => Math.round((Date.parse(selesai) - Date.parse(mulai)) / 86_400_000) + 1;

/**
 * The holiday rule for one class's meetings that already exist (decision 0022): a movable meeting on
 * a holiday goes to the same weekday of the next week that is no holiday; the meetings after it
 * follow in order (one that would now fall on or before the moved one goes a week later too), so
 * numbering, UTS and UAS keep their places. Meetings that are `tetap` (held, arranged, or in the
 * past) stay, and nobody is moved onto their day. Returns the new date of each moved meeting.
 */
export function geserDariHariLibur(pertemuan: readonly PertemuanTerjadwal[], libur: ReadonlySet<string>): Map<number, string> {
  const urut = [...pertemuan].sort((a, b) => a.pertemuan_ke - b.pertemuan_ke);
  const hariTetap = new Set(urut.filter((p) => p.tetap).map((p) => p.tanggal));
  const pindah = new Map<number, string>();
  // The date the next meeting must come after, while a move is cascading.
  let batas: string | null = null;
  for (const p of urut) {
    if (p.tetap) continue;
    let tanggal = p.tanggal;
    while (libur.has(tanggal) || (batas !== null && tanggal <= batas) || (tanggal !== p.tanggal && hariTetap.has(tanggal))) {
      tanggal = tambahHari(tanggal, 7);
    }
    if (tanggal !== p.tanggal) pindah.set(p.id_pertemuan, tanggal);
    batas = tanggal !== p.tanggal ? tanggal : null;
  }
  return pindah;
}

/**
 * Moves the semester's meetings that are not held yet, dated today or later, off the holidays (the
 * rule above), in one transaction: the classes' meetings are locked before they are read, so a
 * meeting opened or given a manual-attendance or substitute request meanwhile is seen as held and
 * stays. Returns how many meetings moved.
 */
export async function pindahkanDariHariLibur(db: Kysely<any>, idSemester: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const kelas = (await rows<{ id_kelas: number }>(trx, sql`select distinct p.id_kelas from attendance.pertemuan p
      join master_data.kelas k on k.id_kelas = p.id_kelas join attendance.hari_libur h on h.tanggal = p.tanggal
      where k.id_semester_registrasi = ${idSemester} and p.tanggal >= ${todayJakarta} and p.dibuka_pada is null order by p.id_kelas`)).map((r) => r.id_kelas);
    if (!kelas.length) return 0;
    await sql`select id_pertemuan from attendance.pertemuan where id_kelas = any(${kelas}::int[]) order by id_pertemuan for update`.execute(trx);
    const pertemuan = await rows<PertemuanTerjadwal & { id_kelas: number }>(trx, sql`
      select p.id_pertemuan, p.id_kelas, p.pertemuan_ke::int as pertemuan_ke, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
        (${pertemuanDitahan('p')} or p.tanggal < ${todayJakarta}) as tetap
      from attendance.pertemuan p where p.id_kelas = any(${kelas}::int[])`);
    const libur = new Set((await rows<{ tanggal: string }>(trx, sql`select to_char(tanggal, 'YYYY-MM-DD') as tanggal from attendance.hari_libur
      where tanggal >= ${todayJakarta}`)).map((r) => r.tanggal));
    const pindah = new Map<number, string>();
    for (const id of kelas) {
      for (const [idPertemuan, tanggal] of geserDariHariLibur(pertemuan.filter((p) => p.id_kelas === id), libur)) pindah.set(idPertemuan, tanggal);
    }
    if (!pindah.size) return 0;
    await sql`update attendance.pertemuan p set tanggal = v.tanggal
      from unnest(${[...pindah.keys()]}::int[], ${[...pindah.values()]}::date[]) as v(id_pertemuan, tanggal)
      where p.id_pertemuan = v.id_pertemuan and p.dibuka_pada is null`.execute(trx);
    return pindah.size;
  });
}

/**
 * Keeps krs's exam timetable on the days of the UTS and UAS meetings of a semester's classes (all,
 * or `idKelas`): the exam card and the meeting list name the same day after meetings move.
 */
export async function samakanJadwalUjian(db: Kysely<any>, idSemester: number, idKelas?: readonly number[]): Promise<number> {
  const ujian = await rows<UjianPertemuan>(db, sql`
    select p.id_kelas, upper(p.jenis) as jenis_ujian, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
      to_char(p.jam_mulai, 'HH24:MI') as jam_mulai, to_char(p.jam_selesai, 'HH24:MI') as jam_selesai
    from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
    where k.id_semester_registrasi = ${idSemester} and p.jenis in ('uts', 'uas')
      ${idKelas ? sql`and p.id_kelas = any(${idKelas as number[]}::int[])` : sql``}`);
  return ikutiJadwalPertemuan(db, ujian);
}

/** How the semester's meetings stand against the holidays and the end of its lectures (the LP3 page's notice). */
export async function pertemuanPadaHariLibur(db: Kysely<any>, idSemester: number) {
  const [hitung] = await rows<{ dapat_dipindah: number; tetap: number; lewat_masa_kuliah: number }>(db, sql`
    select count(*) filter (where h.id_hari_libur is not null and p.tanggal >= ${todayJakarta} and not ${pertemuanDitahan('p')})::int as dapat_dipindah,
      count(*) filter (where h.id_hari_libur is not null and (p.tanggal < ${todayJakarta} or ${pertemuanDitahan('p')}))::int as tetap,
      count(*) filter (where p.tanggal > s.kuliah_selesai)::int as lewat_masa_kuliah
    from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    left join attendance.hari_libur h on h.tanggal = p.tanggal
    where k.id_semester_registrasi = ${idSemester}`);
  return hitung;
}
