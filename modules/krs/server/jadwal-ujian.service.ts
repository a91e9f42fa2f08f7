import { sql, type Kysely } from 'kysely';

/** The day and hours of one class's UTS or UAS as the meeting plan holds them. */
export interface UjianPertemuan {
  id_kelas: number;
  jenis_ujian: 'UTS' | 'UAS';
  /** YYYY-MM-DD */
  tanggal: string;
  /** HH:MM */
  jam_mulai: string;
  jam_selesai: string;
}

/**
 * Moves scheduled exams to the day and hours of the meetings that hold them, so the exam card and
 * the meeting list keep naming the same day when attendance's generator or LP3 moves a UTS/UAS
 * meeting (a holiday, a rescheduled class). Only exams already in `krs.jadwal_ujian` change; the
 * room stays. One statement; returns how many exams moved.
 */
export async function ikutiJadwalPertemuan(db: Kysely<any>, ujian: readonly UjianPertemuan[]): Promise<number> {
  if (!ujian.length) return 0;
  const res = await sql`update krs.jadwal_ujian u set tanggal = v.tanggal, jam_mulai = v.jam_mulai, jam_selesai = v.jam_selesai
    from unnest(${ujian.map((u) => u.id_kelas)}::int[], ${ujian.map((u) => u.jenis_ujian)}::text[], ${ujian.map((u) => u.tanggal)}::date[],
      ${ujian.map((u) => u.jam_mulai)}::time[], ${ujian.map((u) => u.jam_selesai)}::time[]) as v(id_kelas, jenis_ujian, tanggal, jam_mulai, jam_selesai)
    where u.id_kelas = v.id_kelas and u.jenis_ujian = v.jenis_ujian
      and (u.tanggal, u.jam_mulai, u.jam_selesai) is distinct from (v.tanggal, v.jam_mulai, v.jam_selesai)`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}
