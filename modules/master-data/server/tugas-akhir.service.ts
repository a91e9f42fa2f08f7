import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { likePattern } from '../../../core/server/db/like';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../public';

const md = (db: Kysely<any>) => db.withSchema('master_data');

/** Courses tested in the comprehensive exam (mata_kuliah.kompre), optionally of one programme. */
export function listMatkulKompre(db: Kysely<any>, idProdi?: number) {
  let q = md(db).selectFrom('mata_kuliah as m').innerJoin('prodi as p', 'p.id_prodi', 'm.id_prodi')
    .select(['m.id_mata_kuliah', 'm.id_prodi', 'p.nama_prodi', 'm.kode_mata_kuliah', 'm.nama_mata_kuliah', 'm.sks', 'm.semester_paket'])
    .where('m.kompre', '=', true);
  if (idProdi) q = q.where('m.id_prodi', '=', idProdi);
  return q.orderBy('m.id_prodi').orderBy('m.kode_mata_kuliah').execute();
}

/**
 * Active lecturers whose rank may supervise (jabatan_fungsional.boleh_membimbing) and whose account
 * works as a lecturer (a dsn00 assignment), with the programme's supervisor quota
 * (pengaturan_prodi.kuota_pembimbing_utama). A coordinator-only account (kor00) teaches but neither
 * supervises nor examines, so it is left out.
 */
export function listDosenPembimbing(db: Kysely<any>, query: { id_prodi?: number; cari?: string; page?: number; per_page?: number }) {
  let q = md(db).selectFrom('dosen as d')
    .innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .innerJoin('prodi as p', 'p.id_prodi', 'd.id_prodi')
    .innerJoin('pengaturan_prodi as s', 's.id_prodi', 'd.id_prodi')
    .select([
      'd.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), sql<string | null>`d.nidn::text`.as('nidn'), sql<string>`d.nuptk::text`.as('nuptk'),
      'd.id_prodi', 'p.nama_prodi', 'j.nama as jabatan_fungsional', sql<number>`s.kuota_pembimbing_utama::int`.as('kuota_pembimbing'),
    ])
    .where('d.aktif', '=', true).where('j.boleh_membimbing', '=', true)
    .where(sql<boolean>`exists (select 1 from core.penugasan pn where pn.id_user = d.id_user and pn.id_group_user = 'dsn00')`);
  if (query.id_prodi) q = q.where('d.id_prodi', '=', query.id_prodi);
  const cari = query.cari?.trim();
  if (cari) q = q.where((eb) => eb.or([eb('d.nama_dosen', 'ilike', likePattern(cari)), eb('d.nidn', '=', cari)]));
  return paged(q.orderBy('d.nama_dosen').orderBy('d.id_dosen'), query, PAGE_SIZE.DEFAULT);
}
