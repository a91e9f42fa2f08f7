import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import { paged } from '../../../core/server/http/paging';
import { t } from '../../../core/server/i18n';
import { httpError } from '../../../core/server/http/errors';
import { aksesProdi, namaLengkapDosenSql } from '../public';
import type { ProdiQuery } from '../schemas';
import { escapeLike } from '../../../core/server/db/like';

const md = (db: Kysely<any>) => db.withSchema('master_data');

export function listFakultas(db: Kysely<any>) {
  return md(db).selectFrom('fakultas').select(['id_fakultas', 'kode_fakultas', 'nama_fakultas', 'singkatan']).orderBy('kode_fakultas').execute();
}

/**
 * Programme staff (aka00-02) see only the programmes of their akses_prodi (spec section 6);
 * returns that list, or null when the caller is not limited.
 */
async function aksesOf(db: Kysely<any>, user: TokenClaims): Promise<number[] | null> {
  return PRODI_STAFF.includes(user.id_group_user) ? aksesProdi(db, user.id_user) : null;
}

function prodiQuery(db: Kysely<any>, akses: number[] | null) {
  let q = md(db).selectFrom('prodi as p')
    .innerJoin('fakultas as f', 'f.id_fakultas', 'p.id_fakultas')
    .leftJoin('dosen as d', 'd.id_dosen', 'p.id_dosen_kaprodi')
    .select([
      'p.id_prodi', 'p.id_fakultas', 'f.nama_fakultas', sql<string>`p.kode_prodi::text`.as('kode_prodi'), 'p.nama_prodi', 'p.jenjang',
      'p.akreditasi', 'p.id_dosen_kaprodi', sql<string | null>`case when d.id_dosen is null then null else ${namaLengkapDosenSql('d')} end`.as('nama_kaprodi'),
    ]);
  if (akses) q = akses.length ? q.where('p.id_prodi', 'in', akses) : q.where(sql<boolean>`false`);
  return q;
}

/** GET prodi: paged, searchable by name or code, filtered by faculty and by the caller's akses_prodi. */
export async function listProdi(db: Kysely<any>, user: TokenClaims, query: ProdiQuery) {
  const akses = await aksesOf(db, user);
  let q = prodiQuery(db, akses);
  if (query.id_fakultas) q = q.where('p.id_fakultas', '=', query.id_fakultas);
  const cari = query.cari?.trim();
  if (cari) q = q.where((eb) => eb.or([eb('p.nama_prodi', 'ilike', `%${escapeLike(cari)}%`), eb('p.kode_prodi', 'like', `${escapeLike(cari)}%`)]));
  const page = await paged(q.orderBy('p.id_fakultas').orderBy('p.kode_prodi'), query, PAGE_SIZE.PROGRAMME_DATA);
  return akses ? { ...page, akses_prodi: akses } : page;
}

async function requireFakultas(db: Kysely<any>, idFakultas: number) {
  const found = await md(db).selectFrom('fakultas').select('id_fakultas').where('id_fakultas', '=', idFakultas).executeTakeFirst();
  if (!found) throw httpError(404, t('master-data', 'galat.fakultas_tidak_ditemukan'));
}

/** GET fakultas/{id}/prodi: the faculty's programmes (limited by akses_prodi for programme staff). */
export async function listProdiFakultas(db: Kysely<any>, user: TokenClaims, idFakultas: number) {
  await requireFakultas(db, idFakultas);
  const akses = await aksesOf(db, user);
  const data = await prodiQuery(db, akses).where('p.id_fakultas', '=', idFakultas).orderBy('p.kode_prodi').execute();
  return akses ? { data, akses_prodi: akses } : { data };
}

/** GET fakultas/{id}/prodi/{id}/peminatan: 404 unless the programme belongs to the faculty. */
export async function listPeminatan(db: Kysely<any>, idFakultas: number, idProdi: number) {
  await requireFakultas(db, idFakultas);
  const prodi = await md(db).selectFrom('prodi').select('id_prodi').where('id_prodi', '=', idProdi).where('id_fakultas', '=', idFakultas).executeTakeFirst();
  if (!prodi) throw httpError(404, t('master-data', 'galat.prodi_tidak_ditemukan'));
  return md(db).selectFrom('peminatan').select(['id_peminatan', 'id_prodi', 'nama_peminatan']).where('id_prodi', '=', idProdi).orderBy('nama_peminatan').execute();
}

const semesterColumns = [
  'id_semester_registrasi', sql<string>`kode_semester::text`.as('kode_semester'), 'nama_semester_registrasi', 'tahun_ajaran', 'periode', 'aktif',
  sql<string>`to_char(krs_mulai, 'YYYY-MM-DD')`.as('krs_mulai'), sql<string>`to_char(krs_selesai, 'YYYY-MM-DD')`.as('krs_selesai'),
  sql<string>`to_char(kuliah_mulai, 'YYYY-MM-DD')`.as('kuliah_mulai'), sql<string>`to_char(kuliah_selesai, 'YYYY-MM-DD')`.as('kuliah_selesai'),
] as const;

/** GET semester: every semester, newest first (only the active one with aktif=1), plus the active one as `semester`. */
export async function listSemester(db: Kysely<any>, onlyActive: boolean) {
  let q = md(db).selectFrom('semester').select([...semesterColumns]);
  if (onlyActive) q = q.where('aktif', '=', true);
  const data = await q.orderBy('kode_semester', 'desc').execute();
  const semester = data.find((s) => s.aktif)
    ?? (await md(db).selectFrom('semester').select([...semesterColumns]).where('aktif', '=', true).executeTakeFirst())
    ?? null;
  return { data, semester };
}
