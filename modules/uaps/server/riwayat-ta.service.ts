import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, likePattern, tanggal, tu, waktu } from './access';

type Db = Kysely<any>;
type PageInput = { page?: number; per_page?: number };

/** Programmes to filter by: the staff member's, narrowed to one when `id_prodi` is asked (outside access: no rows). */
export const prodiFilter = (akses: number[], idProdi?: number) => (idProdi ? (akses.includes(idProdi) ? [idProdi] : [-1]) : akses.length ? akses : [-1]);

const namaPembimbing = (peran: string) => sql<string | null>`(select ${namaLengkapDosenSql('d')} from uaps.pembimbing pb join master_data.dosen d on d.id_dosen = pb.id_dosen
  where pb.id_tugas_akhir = ta.id_tugas_akhir and pb.aktif and pb.peran = ${peran})`;
/** A column of the project's latest defence. */
const sidangTerakhir = (expr: string) => sql`(select ${sql.raw(expr)} from uaps.sidang s where s.id_tugas_akhir = ta.id_tugas_akhir and s.status <> 'draft' order by s.id_sidang_tugas_akhir desc limit 1)`;

/**
 * One row per submitted proposal with the project it became (if validated): stage, dates,
 * supervisors and the latest defence. Drafts are the student's own work and never listed.
 */
function pengajuanQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('proposal as p')
    .leftJoin('uaps.tugas_akhir as ta', 'ta.id_proposal_tugas_akhir', 'p.id_proposal_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'p.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'p.id_prodi')
    .innerJoin('master_data.jenis_tugas_akhir as j', 'j.id_jenis_tugas_akhir', 'p.id_jenis_tugas_akhir')
    .select([
      'p.id_proposal_tugas_akhir', 'ta.id_tugas_akhir', 'p.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 'p.id_prodi', 'pr.nama_prodi', sql<string>`coalesce(ta.judul, p.judul)`.as('judul'),
      'j.nama as jenis', 'p.status as status_proposal', waktu('p.diajukan_at').as('diajukan_at'), 'ta.status as tahap', tanggal('ta.tanggal_mulai').as('tanggal_mulai'),
      tanggal('ta.batas_selesai').as('batas_selesai'), namaPembimbing('utama').as('pembimbing_utama'), namaPembimbing('pendamping').as('pembimbing_pendamping'),
      sidangTerakhir('s.id_sidang_tugas_akhir').$castTo<number | null>().as('id_sidang_tugas_akhir'),
      sidangTerakhir(`to_char(s.tanggal, 'YYYY-MM-DD')`).$castTo<string | null>().as('tanggal_sidang'), sidangTerakhir('s.hasil').$castTo<string | null>().as('hasil_sidang'),
      sql<number | null>`ta.nilai_akhir::float8`.as('nilai_akhir'), 'ta.nilai_huruf',
    ])
    .where('p.status', '<>', 'draft').where('p.diajukan_at', 'is not', null);
}

/** GET pengajuan-ta/dt: the submissions of the staff member's programmes, newest first, 7 per page. */
export async function listPengajuanTa(db: Db, user: TokenClaims, q: { status?: string; tahap?: string; id_prodi?: number; cari?: string } & PageInput) {
  const akses = await aksesOf(db, user);
  let query = pengajuanQuery(db).where('p.id_prodi', 'in', prodiFilter(akses, q.id_prodi));
  if (q.status) query = query.where('p.status', '=', q.status);
  if (q.tahap) query = query.where('ta.status', '=', q.tahap);
  if (q.cari?.trim()) {
    const like = likePattern(q.cari);
    query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', like), eb('m.nim', 'like', like), eb('p.judul', 'ilike', like)]));
  }
  const page = await paged(query.orderBy('p.diajukan_at', 'desc').orderBy('p.id_proposal_tugas_akhir', 'desc'), q, PAGE_SIZE.PROPOSALS);
  return { ...page, akses_prodi: akses };
}

/** GET pengajuan-ta/dt/{id} (id = the proposal): the row with every supervision (also ended ones), the defences and the whole workflow history. */
export async function detailPengajuanTa(db: Db, user: TokenClaims, id: number) {
  const row = await pengajuanQuery(db).select('p.ringkasan').where('p.id_proposal_tugas_akhir', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('galat.proposal_tidak_ditemukan'));
  assertAkses(await aksesOf(db, user), row.id_prodi);
  const idTa = row.id_tugas_akhir ?? -1;
  const pembimbing = await db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('master_data.dosen as d', 'd.id_dosen', 'pb.id_dosen')
    .select(['pb.id_tugas_akhir_pembimbing', 'pb.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), 'pb.peran', 'pb.aktif', 'pb.nomor_surat', tanggal('pb.tanggal_surat').as('tanggal_surat'),
      jumlahBimbingan('divalidasi').as('bimbingan_tervalidasi'), jumlahBimbingan('diajukan').as('bimbingan_menunggu')])
    .where('pb.id_tugas_akhir', '=', idTa).orderBy('pb.aktif', 'desc').orderBy('pb.id_tugas_akhir_pembimbing').execute();
  const sidang = await db.withSchema('uaps').selectFrom('sidang as s').leftJoin('master_data.ruang as r', 'r.id_ruang', 's.id_ruang')
    .select(['s.id_sidang_tugas_akhir', 's.status', tanggal('s.tanggal').as('tanggal'), sql<string | null>`to_char(s.jam_mulai, 'HH24:MI')`.as('jam_mulai'),
      sql<string | null>`to_char(s.jam_selesai, 'HH24:MI')`.as('jam_selesai'), 'r.nama_ruang', sql<number | null>`s.nilai_akhir::float8`.as('nilai_akhir'), 's.nilai_huruf', 's.hasil'])
    .where('s.id_tugas_akhir', '=', idTa).orderBy('s.id_sidang_tugas_akhir').execute();
  const items = [sql`(r.jenis = 'proposal' and r.id_item = ${id})`, sql`(r.jenis = 'tugas_akhir' and r.id_item = ${idTa})`,
    ...sidang.map((s) => sql`(r.jenis = 'sidang' and r.id_item = ${s.id_sidang_tugas_akhir})`)];
  const riwayat = await db.withSchema('uaps').selectFrom('riwayat as r').leftJoin('core.pengguna as u', 'u.id_user', 'r.id_user')
    .select(['r.jenis', 'r.aksi', 'r.dari', 'r.ke', 'r.catatan', 'u.nama as oleh', waktu('r.waktu').as('waktu')])
    .where(sql<boolean>`(${sql.join(items, sql` or `)})`).orderBy('r.waktu').orderBy('r.id_riwayat').execute();
  return { ...row, pembimbing, sidang, riwayat };
}

/** Sessions of a supervision (`pb`) in one state. */
export const jumlahBimbingan = (status: string) =>
  sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = pb.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = ${status})`;

/**
 * GET bimbingan-riwayat/prodi: every supervision (also ended ones) of the projects of the staff
 * member's programmes with its sessions counted by state, 10 per page (a mentoring report).
 */
export async function riwayatBimbinganProdi(db: Db, user: TokenClaims, q: { tahap?: string; id_prodi?: number; cari?: string } & PageInput) {
  const akses = await aksesOf(db, user);
  let query = db.withSchema('uaps').selectFrom('pembimbing as pb')
    .innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'pb.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'ta.id_prodi')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'pb.id_dosen')
    .leftJoin('master_data.pengaturan_prodi as st', 'st.id_prodi', 'ta.id_prodi')
    .select([
      'pb.id_tugas_akhir_pembimbing', 'ta.id_tugas_akhir', 'm.nim', 'm.nama_mahasiswa', 'pr.nama_prodi', 'ta.judul', 'ta.status as tahap', 'pb.id_dosen',
      namaLengkapDosenSql('d').as('nama_dosen'), 'pb.peran', 'pb.aktif', jumlahBimbingan('divalidasi').as('jumlah_divalidasi'), jumlahBimbingan('diajukan').as('jumlah_menunggu'),
      jumlahBimbingan('ditolak').as('jumlah_ditolak'),
      sql<string | null>`(select to_char(max(b.tanggal), 'YYYY-MM-DD') from uaps.bimbingan b where b.id_tugas_akhir = pb.id_tugas_akhir and b.id_dosen = pb.id_dosen)`.as('bimbingan_terakhir'),
      sql<number>`coalesce(st.min_bimbingan_sidang, 8)::int`.as('minimal_bimbingan'),
    ])
    .where('ta.id_prodi', 'in', prodiFilter(akses, q.id_prodi));
  if (q.tahap) query = query.where('ta.status', '=', q.tahap);
  if (q.cari?.trim()) {
    const like = likePattern(q.cari);
    query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', like), eb('m.nim', 'like', like), eb('d.nama_dosen', 'ilike', like)]));
  }
  const ordered = query.orderBy('m.nama_mahasiswa').orderBy('ta.id_tugas_akhir').orderBy('pb.aktif', 'desc').orderBy(sql`case pb.peran when 'utama' then 0 else 1 end`).orderBy('pb.id_tugas_akhir_pembimbing');
  return { ...(await paged(ordered, q, PAGE_SIZE.MENTORING_REPORTS)), akses_prodi: akses };
}
