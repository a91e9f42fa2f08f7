import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { escapeLike } from '../../../core/server/db/like';
import { paged } from '../../../core/server/http/paging';
import type { RiwayatMengajar, RiwayatMengajarQuery, SemesterMengajar } from '../schemas';

type Db = Kysely<any>;

/** Every semester the lecturer taught a class in, newest first (the filter and the letter's choice). */
export async function semesterMengajar(db: Db, idDosen: number): Promise<SemesterMengajar[]> {
  return db.selectFrom('master_data.semester as s')
    .select(['s.id_semester_registrasi', 's.nama_semester_registrasi', 's.aktif'])
    .where((eb) => eb.exists(eb.selectFrom('master_data.kelas as k').select('k.id_kelas')
      .whereRef('k.id_semester_registrasi', '=', 's.id_semester_registrasi').where('k.id_dosen', '=', idDosen)))
    .orderBy('s.kode_semester', 'desc').execute() as Promise<SemesterMengajar[]>;
}

/**
 * GET biodata/dosen/riwayat-mengajar: the lecturer's classes (master_data.kelas), newest semester
 * first, 10 per page, for one semester or all, searchable by course code, course name and class.
 */
export async function riwayatMengajar(db: Db, idDosen: number, q: RiwayatMengajarQuery) {
  let query = db.selectFrom('master_data.kelas as k')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'k.id_semester_registrasi')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .innerJoin('master_data.prodi as p', 'p.id_prodi', 'mk.id_prodi')
    .select(['k.id_kelas', 'k.id_semester_registrasi', 's.nama_semester_registrasi', 'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah', 'k.nama_kelas', sql<number>`mk.sks::int`.as('sks'), 'p.nama_prodi'])
    .where('k.id_dosen', '=', idDosen);
  if (q.id_semester_registrasi) query = query.where('k.id_semester_registrasi', '=', q.id_semester_registrasi);
  if (q.cari?.trim()) {
    const like = `%${escapeLike(q.cari.trim())}%`;
    query = query.where((eb) => eb.or([eb('mk.kode_mata_kuliah', 'ilike', like), eb('mk.nama_mata_kuliah', 'ilike', like), eb('k.nama_kelas', 'ilike', like)]));
  }
  const [page, semester] = await Promise.all([
    paged(query.orderBy('s.kode_semester', 'desc').orderBy('mk.kode_mata_kuliah').orderBy('k.nama_kelas').orderBy('k.id_kelas'), q, PAGE_SIZE.SUPERVISION_HISTORY),
    semesterMengajar(db, idDosen),
  ]);
  return { ...page, data: page.data as RiwayatMengajar[], semester };
}
