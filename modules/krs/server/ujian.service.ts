import { sql, type Kysely } from 'kysely';
import type { ExtensionRegistry } from '../../../core/server/extensions';
import { httpError } from '../../../core/server/http/errors';
import { EXAM_ELIGIBILITY, type ExamEligibilityResult } from '../public';
import type { UjianResponse } from '../schemas';
import { msg, publicMahasiswa, publicSemester, type Mahasiswa, type SemesterRow } from './context.service';

export type JenisUjian = 'UTS' | 'UAS';

/** The exam type of the path, case-insensitive; anything but UTS or UAS is a 400. */
export function parseJenisUjian(raw: string): JenisUjian {
  const jenis = raw.toUpperCase();
  if (jenis !== 'UTS' && jenis !== 'UAS') throw httpError(400, msg('galat.jenis_ujian'), { jenis_ujian: [msg('galat.jenis_ujian')] });
  return jenis;
}

/**
 * GET ujian/{jenis_ujian}: the exam card: each class of the student's KRS with its exam date,
 * time and room, and eligibility from every registered EXAM_ELIGIBILITY provider (not eligible
 * when any provider says so; eligible when none is registered or none knows the class).
 */
export async function kartuUjian(db: Kysely<any>, ext: ExtensionRegistry, m: Mahasiswa, semester: SemesterRow, jenis: JenisUjian): Promise<UjianResponse> {
  const rows = await db.selectFrom('krs.krs_kelas as kk')
    .innerJoin('master_data.kelas as k', 'k.id_kelas', 'kk.id_kelas')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'kk.id_mata_kuliah')
    .leftJoin('krs.jadwal_ujian as u', (join) => join.onRef('u.id_kelas', '=', 'kk.id_kelas').on('u.jenis_ujian', '=', jenis))
    .leftJoin('master_data.ruang as r', 'r.id_ruang', 'u.id_ruang')
    .select([
      'kk.id_kelas', 'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah', 'k.nama_kelas', 'kk.sks',
      sql<string | null>`to_char(u.tanggal, 'YYYY-MM-DD')`.as('tanggal'), sql<string | null>`to_char(u.jam_mulai, 'HH24:MI')`.as('jam_mulai'),
      sql<string | null>`to_char(u.jam_selesai, 'HH24:MI')`.as('jam_selesai'), 'r.kode as kode_ruang', 'r.nama_ruang',
    ])
    .where('kk.id_mahasiswa', '=', m.id_mahasiswa).where('kk.id_semester_registrasi', '=', semester.id_semester_registrasi)
    .orderBy(sql`u.tanggal nulls last`).orderBy('u.jam_mulai').orderBy('mk.kode_mata_kuliah').execute();

  const verdicts: Array<Map<number, ExamEligibilityResult>> = [];
  for (const provider of ext.all(EXAM_ELIGIBILITY)) {
    verdicts.push(await provider(db, { id_mahasiswa: m.id_mahasiswa, id_semester_registrasi: semester.id_semester_registrasi }));
  }
  const data = rows.map((r: any) => {
    const found = verdicts.map((v) => v.get(r.id_kelas)).filter((x): x is ExamEligibilityResult => !!x);
    const refusal = found.find((f) => !f.eligible);
    const shown = refusal ?? found[0];
    return {
      ...r, sks: Number(r.sks), memenuhi_syarat: !refusal, persen_kehadiran: shown ? shown.persen : null,
      alasan: refusal ? (refusal.alasan ?? msg('ujian.tidak_memenuhi')) : null,
    };
  });
  return { jenis_ujian: jenis, semester: publicSemester(semester), mahasiswa: publicMahasiswa(m), data };
}
