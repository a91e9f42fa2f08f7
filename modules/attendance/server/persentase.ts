import { sql, type Kysely, type RawBuilder } from 'kysely';
import { msg } from './common';
import { terdaftar } from './enrolment';

/**
 * Attendance percentage of one student in one class: present ('hadir') meetings over held
 * meetings (a meeting is held once its lecturer has opened it). Izin, sakit and alpa do not count
 * as present. With no meeting held yet the figure is 100 (nothing missed).
 * Returns a subquery with columns pertemuan_terlaksana, hadir, persen.
 */
export function persenKehadiranSql(idKelas: RawBuilder<unknown> | number, idMahasiswa: RawBuilder<unknown> | number): RawBuilder<{ pertemuan_terlaksana: number; hadir: number; persen: number }> {
  return sql`(select t.terlaksana as pertemuan_terlaksana, t.hadir,
      case when t.terlaksana = 0 then 100 else round(t.hadir * 100.0 / t.terlaksana, 2)::float8 end as persen
    from (select count(*) filter (where p.dibuka_pada is not null)::int as terlaksana,
            count(*) filter (where p.dibuka_pada is not null and h.status = 'hadir')::int as hadir
          from attendance.pertemuan p left join attendance.kehadiran h on h.id_pertemuan = p.id_pertemuan and h.id_mahasiswa = ${idMahasiswa}
          where p.id_kelas = ${idKelas}) t)`;
}

/** One class's exam eligibility for a student, as the krs module's EXAM_ELIGIBILITY point expects. */
export interface Kelayakan {
  eligible: boolean;
  persen: number;
  alasan?: string;
}

/**
 * Exam eligibility of a student in every enrolled class of a semester: attendance percentage
 * against the programme's `min_kehadiran_persen` (master_data.pengaturan_prodi of the course's
 * programme; 75 in the demo). A programme without settings bars nobody.
 */
export async function kelayakanUjian(db: Kysely<any>, input: { id_mahasiswa: number; id_semester_registrasi: number }): Promise<Map<number, Kelayakan>> {
  const { rows } = await sql<{ id_kelas: number; persen: number; minimum: number | null }>`
    select k.id_kelas, pk.persen, pp.min_kehadiran_persen::float8 as minimum
    from master_data.kelas k
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    left join master_data.pengaturan_prodi pp on pp.id_prodi = mk.id_prodi
    cross join lateral ${persenKehadiranSql(sql.ref('k.id_kelas'), input.id_mahasiswa)} pk
    where k.id_semester_registrasi = ${input.id_semester_registrasi} and ${terdaftar(sql.ref('k.id_kelas'), input.id_mahasiswa)}`.execute(db);
  const out = new Map<number, Kelayakan>();
  for (const r of rows) {
    // A programme without settings has no attendance rule configured: nobody is barred by it.
    const eligible = r.minimum === null || r.persen >= r.minimum;
    out.set(r.id_kelas, eligible ? { eligible, persen: r.persen } : { eligible, persen: r.persen, alasan: msg('pesan.tidak_layak_ujian', { persen: r.persen, minimum: r.minimum! }) });
  }
  return out;
}
