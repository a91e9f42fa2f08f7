import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import { httpError } from '../../../core/server/http/errors';
import { csvText } from '../../../core/server/files/csv';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, likePattern, mahasiswaOf, pengaturanProdi, tanggal, tu, waktu } from './access';

type Db = Kysely<any>;

const namaPembimbing = (peran: string) => sql<string | null>`(select ${namaLengkapDosenSql('d')} from uaps.pembimbing pb join master_data.dosen d on d.id_dosen = pb.id_dosen
  where pb.id_tugas_akhir = ta.id_tugas_akhir and pb.aktif and pb.peran = ${peran})`;

/** The final-project list query (one row per project, with supervisor names and validated sessions). */
export function tugasAkhirQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('tugas_akhir as ta')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'ta.id_prodi')
    .innerJoin('master_data.jenis_tugas_akhir as j', 'j.id_jenis_tugas_akhir', 'ta.id_jenis_tugas_akhir')
    .select([
      'ta.id_tugas_akhir', 'ta.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 'ta.id_prodi', 'pr.nama_prodi', 'ta.judul', 'j.nama as jenis', 'ta.status',
      tanggal('ta.tanggal_mulai').as('tanggal_mulai'), tanggal('ta.batas_selesai').as('batas_selesai'), sql<number>`ta.jumlah_perpanjangan::int`.as('jumlah_perpanjangan'),
      sql<number | null>`ta.nilai_akhir::float8`.as('nilai_akhir'), 'ta.nilai_huruf',
      namaPembimbing('utama').as('pembimbing_utama'), namaPembimbing('pendamping').as('pembimbing_pendamping'),
      sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = ta.id_tugas_akhir and b.status = 'divalidasi')`.as('bimbingan_tervalidasi'),
    ]);
}

/** Active supervisors of a project with their session counts. */
export function pembimbingOf(db: Db, idTugasAkhir: number) {
  return db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('master_data.dosen as d', 'd.id_dosen', 'pb.id_dosen')
    .select([
      'pb.id_tugas_akhir_pembimbing', 'pb.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), 'pb.peran', 'pb.nomor_surat', tanggal('pb.tanggal_surat').as('tanggal_surat'),
      sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = pb.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = 'divalidasi')`.as('bimbingan_tervalidasi'),
      sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = pb.id_tugas_akhir and b.id_dosen = pb.id_dosen)`.as('bimbingan_total'),
      waktu('pb.persetujuan_sidang_at').as('persetujuan_sidang_at'),
    ])
    .where('pb.id_tugas_akhir', '=', idTugasAkhir).where('pb.aktif', '=', true).orderBy(sql`case pb.peran when 'utama' then 0 else 1 end`).execute();
}

async function loadTugasAkhir(db: Db, id: number) {
  const row = await tugasAkhirQuery(db).where('ta.id_tugas_akhir', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('galat.tugas_akhir_tidak_ditemukan'));
  return row;
}

/**
 * A final project as seen by `user`: its student, a programme staff member with access, or one of
 * its active supervisors. Anyone else gets 403.
 */
export async function tugasAkhirFor(db: Db, user: TokenClaims, id: number) {
  const row = await loadTugasAkhir(db, id);
  if (user.id_group_user === 'mhs00') {
    if ((await mahasiswaOf(db, user)).id_mahasiswa !== row.id_mahasiswa) throw httpError(403, tu('galat.bukan_milik_anda'));
  } else if (PRODI_STAFF.includes(user.id_group_user)) {
    assertAkses(await aksesOf(db, user), row.id_prodi);
  } else if (user.id_group_user === 'dsn00') {
    const { id_dosen } = await dosenOf(db, user);
    const sup = await db.withSchema('uaps').selectFrom('pembimbing').select('id_dosen').where('id_tugas_akhir', '=', id).where('id_dosen', '=', id_dosen).where('aktif', '=', true).executeTakeFirst();
    if (!sup) throw httpError(403, tu('galat.bukan_pembimbing'));
  } else {
    throw httpError(403, tu('galat.bukan_milik_anda'));
  }
  return row;
}

/** GET dt/{id}: a project with supervisors and history. */
export async function detailTugasAkhir(db: Db, user: TokenClaims, id: number) {
  const row = await tugasAkhirFor(db, user, id);
  const riwayat = await db.withSchema('uaps').selectFrom('riwayat as r').leftJoin('core.pengguna as u', 'u.id_user', 'r.id_user')
    .select(['r.aksi', 'r.dari', 'r.ke', 'r.catatan', 'u.nama as oleh', waktu('r.waktu').as('waktu')])
    .where('r.jenis', '=', 'tugas_akhir').where('r.id_item', '=', id).orderBy('r.id_riwayat').execute();
  return { ...row, pembimbing: await pembimbingOf(db, id), riwayat };
}

/** GET tugas-akhir/mahasiswa: the student's project (or null) and latest proposal summary. */
export async function tugasAkhirSaya(db: Db, user: TokenClaims) {
  const mhs = await mahasiswaOf(db, user);
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select('id_tugas_akhir').where('id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
  const proposal = await db.withSchema('uaps').selectFrom('proposal as p')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'p.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'p.id_prodi')
    .innerJoin('master_data.jenis_tugas_akhir as j', 'j.id_jenis_tugas_akhir', 'p.id_jenis_tugas_akhir')
    .leftJoin('master_data.dosen as d', 'd.id_dosen', 'p.id_dosen_usulan')
    .select([
      'p.id_proposal_tugas_akhir', 'p.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 'p.id_prodi', 'pr.nama_prodi', 'p.id_jenis_tugas_akhir', 'j.nama as jenis', 'p.judul', 'p.ringkasan',
      'p.id_dosen_usulan', sql<string | null>`case when d.id_dosen is null then null else ${namaLengkapDosenSql('d')} end`.as('dosen_usulan'), 'p.status', 'p.catatan_validasi',
      waktu('p.diajukan_at').as('diajukan_at'), waktu('p.updated_at').as('updated_at'),
    ])
    .where('p.id_mahasiswa', '=', mhs.id_mahasiswa).orderBy('p.id_proposal_tugas_akhir', 'desc').executeTakeFirst();
  return { tugas_akhir: ta ? await detailTugasAkhir(db, user, ta.id_tugas_akhir) : null, proposal: proposal ?? null };
}

/** GET tugas-akhir/mahasiswa/pembimbing: the student's active supervisors and the minimum sessions for defence. */
export async function pembimbingSaya(db: Db, user: TokenClaims) {
  const mhs = await mahasiswaOf(db, user);
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select('id_tugas_akhir').where('id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
  const minimal = (await pengaturanProdi(db, mhs.id_prodi)).min_bimbingan_sidang;
  return { data: ta ? await pembimbingOf(db, ta.id_tugas_akhir) : [], minimal_bimbingan: minimal };
}

/** Staff list filter shared by dt and dt-csv. */
function dtQuery(db: Db, akses: number[], q: { status?: string; tanpa_pembimbing?: number; id_prodi?: number; cari?: string }) {
  let query = tugasAkhirQuery(db).where('ta.id_prodi', 'in', akses.length ? akses : [-1])
    .select(sql<string | null>`(select u.status from uaps.ujian_proposal u where u.id_proposal_tugas_akhir = ta.id_proposal_tugas_akhir order by u.id_ujian_proposal desc limit 1)`.as('status_ujian_proposal'));
  if (q.id_prodi) query = query.where('ta.id_prodi', '=', q.id_prodi);
  if (q.status) query = query.where('ta.status', '=', q.status);
  if (q.tanpa_pembimbing === 1) query = query.where(sql<boolean>`not exists (select 1 from uaps.pembimbing pb where pb.id_tugas_akhir = ta.id_tugas_akhir and pb.aktif and pb.peran = 'utama')`);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!)), eb('ta.judul', 'ilike', likePattern(q.cari!))]));
  return query.orderBy('ta.created_at', 'desc').orderBy('ta.id_tugas_akhir', 'desc');
}

/** GET tugas-akhir/dt: final projects of the staff member's programmes, 7 per page. */
export async function listTugasAkhirDt(db: Db, user: TokenClaims, q: { status?: string; tanpa_pembimbing?: number; id_prodi?: number; cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  return { ...(await paged(dtQuery(db, akses, q), q, PAGE_SIZE.PROGRAMME_DATA)), akses_prodi: akses };
}

const CSV_COLUMNS = ['nim', 'nama_mahasiswa', 'nama_prodi', 'judul', 'jenis', 'status', 'tanggal_mulai', 'batas_selesai', 'pembimbing_utama', 'pembimbing_pendamping', 'bimbingan_tervalidasi', 'nilai_akhir'] as const;

/** GET tugas-akhir/dt-csv: the same filter as dt, every row, as CSV (UTF-8 with BOM, CRLF). */
export async function tugasAkhirCsv(db: Db, user: TokenClaims, q: { status?: string; tanpa_pembimbing?: number; id_prodi?: number; cari?: string }): Promise<string> {
  const akses = await aksesOf(db, user);
  const rows = await dtQuery(db, akses, q).execute();
  return csvText(CSV_COLUMNS.map((c) => tu(`csv.${c}`)), rows.map((r) => CSV_COLUMNS.map((c) => (c === 'status' ? tu(`status.${r.status}`) : (r as Record<string, unknown>)[c]))));
}
