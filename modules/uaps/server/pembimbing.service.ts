import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, likePattern, mahasiswaOf, pengaturanProdi, tanggal, tu, waktu } from './access';
import { recordEvent } from './workflow/engine';

type Db = Kysely<any>;

/** Active main-supervision load of a lecturer: projects not finished or failed. */
const bebanUtama = (alias: string) => sql<number>`(select count(*)::int from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
  where pb.id_dosen = ${sql.ref(`${alias}.id_dosen`)} and pb.aktif and pb.peran = 'utama' and ta.status not in ('selesai', 'gagal'))`;

/** The number of running projects a lecturer supervises as main supervisor. */
export async function bebanUtamaDosen(db: Db, idDosen: number): Promise<number> {
  const result = await sql<{ jumlah: number }>`select count(*)::int as jumlah from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
    where pb.id_dosen = ${idDosen} and pb.aktif and pb.peran = 'utama' and ta.status not in ('selesai', 'gagal')`.execute(db);
  return result.rows[0]?.jumlah ?? 0;
}

/**
 * GET rekomendasi/pembimbing: lecturers of the student's programme who may supervise, most free
 * quota first, each with the titles they supervise (their research topics). 15 per page.
 */
export async function rekomendasiPembimbing(db: Db, user: TokenClaims, q: { cari?: string; page?: number; per_page?: number }) {
  const mhs = await mahasiswaOf(db, user);
  const kuota = (await pengaturanProdi(db, mhs.id_prodi)).kuota_pembimbing_utama;
  let query = db.withSchema('master_data').selectFrom('dosen as d').innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .select([
      'd.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), sql<string | null>`d.nidn::text`.as('nidn'), 'j.nama as jabatan_fungsional',
      sql<number>`${kuota}::int`.as('kuota'), bebanUtama('d').as('jumlah_bimbingan'), sql<number>`greatest(${kuota}::int - ${bebanUtama('d')}, 0)`.as('sisa_kuota'),
      sql<string[]>`array(select ta.judul from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
        where pb.id_dosen = d.id_dosen order by ta.id_tugas_akhir desc limit 3)`.as('topik'),
    ])
    .where('d.id_prodi', '=', mhs.id_prodi).where('d.aktif', '=', true).where('j.boleh_membimbing', '=', true);
  if (q.cari?.trim()) query = query.where('d.nama_dosen', 'ilike', likePattern(q.cari));
  return paged(query.orderBy(sql`greatest(${kuota}::int - ${bebanUtama('d')}, 0)`, 'desc').orderBy('d.nama_dosen').orderBy('d.id_dosen'), q, PAGE_SIZE.SUPERVISOR_RECOMMENDATIONS);
}

/** GET rekomendasi/penelitian: research already supervised in the student's programme, newest first. 15 per page. */
export async function rekomendasiPenelitian(db: Db, user: TokenClaims, q: { cari?: string; page?: number; per_page?: number }) {
  const mhs = await mahasiswaOf(db, user);
  let query = db.withSchema('uaps').selectFrom('tugas_akhir as ta')
    .innerJoin('master_data.jenis_tugas_akhir as j', 'j.id_jenis_tugas_akhir', 'ta.id_jenis_tugas_akhir')
    .leftJoin('uaps.pembimbing as pb', (join) => join.onRef('pb.id_tugas_akhir', '=', 'ta.id_tugas_akhir').on('pb.peran', '=', 'utama').on('pb.aktif', '=', true))
    .leftJoin('master_data.dosen as d', 'd.id_dosen', 'pb.id_dosen')
    .select(['ta.id_tugas_akhir', 'ta.judul', 'j.nama as jenis', sql<number>`extract(year from ta.tanggal_mulai)::int`.as('tahun'),
      sql<string | null>`case when d.id_dosen is null then null else ${namaLengkapDosenSql('d')} end`.as('pembimbing'), 'pb.id_dosen'])
    .where('ta.id_prodi', '=', mhs.id_prodi).where('ta.id_mahasiswa', '<>', mhs.id_mahasiswa);
  if (q.cari?.trim()) query = query.where('ta.judul', 'ilike', likePattern(q.cari));
  return paged(query.orderBy('ta.tanggal_mulai', 'desc').orderBy('ta.id_tugas_akhir', 'desc'), q, PAGE_SIZE.SUPERVISOR_RECOMMENDATIONS);
}

/**
 * POST penugasan-pembimbing: staff assign a supervisor with an assignment letter. A main supervisor
 * must have free quota (pengaturan_prodi.kuota_pembimbing_utama; the lecturer's row is locked so two
 * assignments at once cannot both take the last place). The first main supervisor moves the
 * project from the proposal stage to supervision.
 */
export async function tugaskanPembimbing(db: Db, user: TokenClaims, body: { id_tugas_akhir: number; id_dosen: number; peran: 'utama' | 'pendamping'; nomor_surat?: string; tanggal_surat?: string }) {
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir as ta').innerJoin('master_data.prodi as p', 'p.id_prodi', 'ta.id_prodi')
    .select(['ta.id_tugas_akhir', 'ta.id_prodi', 'ta.status', 'p.kode_prodi']).where('ta.id_tugas_akhir', '=', body.id_tugas_akhir).executeTakeFirst();
  if (!ta) throw httpError(404, tu('galat.tugas_akhir_tidak_ditemukan'));
  assertAkses(await aksesOf(db, user), ta.id_prodi);
  if (!['proposal', 'bimbingan', 'perpanjangan'].includes(ta.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }));
  const kuota = (await pengaturanProdi(db, ta.id_prodi)).kuota_pembimbing_utama;
  return db.transaction().execute(async (trx) => {
    const dosen = await trx.withSchema('master_data').selectFrom('dosen as d').innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
      .select(['d.id_dosen', namaLengkapDosenSql('d').as('nama'), 'd.aktif', 'j.boleh_membimbing']).where('d.id_dosen', '=', body.id_dosen).forUpdate('d').executeTakeFirst();
    if (!dosen || !dosen.aktif || !dosen.boleh_membimbing) throw httpError(400, tu('galat.dosen_tidak_dikenal'), { id_dosen: [tu('galat.dosen_tidak_dikenal')] });
    const existing = await trx.withSchema('uaps').selectFrom('pembimbing').select(['id_dosen', 'peran']).where('id_tugas_akhir', '=', ta.id_tugas_akhir).where('aktif', '=', true).execute();
    if (existing.some((e) => e.id_dosen === body.id_dosen)) throw httpError(409, tu('galat.dosen_sudah_membimbing'));
    if (existing.some((e) => e.peran === body.peran)) throw httpError(409, tu('galat.peran_terisi', { peran: body.peran }));
    if (body.peran === 'utama') {
      const jumlah = await bebanUtamaDosen(trx, body.id_dosen);
      if (jumlah >= kuota) throw httpError(409, tu('galat.kuota_penuh', { nama: dosen.nama, jumlah, kuota }));
    }
    const tahun = new Date().getFullYear();
    const nomor = body.nomor_surat?.trim() || `${body.id_tugas_akhir}.${body.peran === 'utama' ? 1 : 2}/ST-TA/${ta.kode_prodi}/${tahun}`;
    const row = await trx.withSchema('uaps').insertInto('pembimbing').values({
      id_tugas_akhir: ta.id_tugas_akhir, id_dosen: body.id_dosen, peran: body.peran, nomor_surat: nomor,
      tanggal_surat: body.tanggal_surat ?? sql`(now() at time zone 'Asia/Jakarta')::date`, ditugaskan_oleh: user.id_user,
    }).returning('id_tugas_akhir_pembimbing').executeTakeFirstOrThrow();
    if (body.peran === 'utama' && ta.status === 'proposal') {
      await trx.withSchema('uaps').updateTable('tugas_akhir').set({ status: 'bimbingan' }).where('id_tugas_akhir', '=', ta.id_tugas_akhir).where('status', '=', 'proposal').execute();
    }
    await recordEvent(trx, 'tugas_akhir', ta.id_tugas_akhir, 'penugasan_pembimbing', body.peran === 'utama' && ta.status === 'proposal' ? 'bimbingan' : ta.status, user.id_user, `${body.peran}: ${dosen.nama} (${nomor})`);
    return { id_tugas_akhir_pembimbing: row.id_tugas_akhir_pembimbing as number, nomor_surat: nomor };
  });
}

/** GET mahasiswa-bimbingan: the lecturer's supervised students (current, or finished with riwayat=1), 7 per page. */
export async function mahasiswaBimbingan(db: Db, user: TokenClaims, q: { riwayat?: number; cari?: string; page?: number; per_page?: number }) {
  const { id_dosen } = await dosenOf(db, user);
  let query = db.withSchema('uaps').selectFrom('pembimbing as pb')
    .innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'pb.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'ta.id_prodi')
    .leftJoin('master_data.pengaturan_prodi as s', 's.id_prodi', 'ta.id_prodi')
    .select([
      'ta.id_tugas_akhir', 'pb.id_tugas_akhir_pembimbing', 'm.nim', 'm.nama_mahasiswa', 'pr.nama_prodi', 'ta.judul', 'ta.status', 'pb.peran',
      sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = ta.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = 'divalidasi')`.as('bimbingan_tervalidasi'),
      sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = ta.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = 'diajukan')`.as('bimbingan_menunggu'),
      sql<number>`coalesce(s.min_bimbingan_sidang, 8)::int`.as('minimal_bimbingan'), waktu('pb.persetujuan_sidang_at').as('persetujuan_sidang_at'), tanggal('ta.batas_selesai').as('batas_selesai'),
    ])
    .where('pb.id_dosen', '=', id_dosen);
  query = q.riwayat === 1
    ? query.where((eb) => eb.or([eb('pb.aktif', '=', false), eb('ta.status', 'in', ['selesai', 'gagal'])]))
    : query.where('pb.aktif', '=', true).where('ta.status', 'not in', ['selesai', 'gagal']);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!))]));
  return paged(query.orderBy('m.nama_mahasiswa').orderBy('pb.id_tugas_akhir_pembimbing'), q, PAGE_SIZE.LECTURER_STUDENTS);
}

async function supervisionOf(db: Db, user: TokenClaims, idTugasAkhir: number) {
  const { id_dosen } = await dosenOf(db, user);
  const row = await db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'pb.id_tugas_akhir')
    .select(['pb.id_tugas_akhir_pembimbing', 'pb.id_dosen', 'ta.id_prodi', 'ta.status', 'pb.persetujuan_sidang_at'])
    .where('pb.id_tugas_akhir', '=', idTugasAkhir).where('pb.id_dosen', '=', id_dosen).where('pb.aktif', '=', true).executeTakeFirst();
  if (!row) {
    const exists = await db.withSchema('uaps').selectFrom('tugas_akhir').select('id_tugas_akhir').where('id_tugas_akhir', '=', idTugasAkhir).executeTakeFirst();
    throw exists ? httpError(403, tu('galat.bukan_pembimbing')) : httpError(404, tu('galat.tugas_akhir_tidak_ditemukan'));
  }
  return row;
}

/**
 * POST bimbingan/{id}/persetujuan-sidang: the supervisor approves the defence once they have at
 * least `min_bimbingan_sidang` validated sessions with the student. Conditional on not yet approved.
 */
export async function setujuiSidang(db: Db, user: TokenClaims, idTugasAkhir: number) {
  const sup = await supervisionOf(db, user, idTugasAkhir);
  if (!['bimbingan', 'perpanjangan'].includes(sup.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${sup.status}`) }));
  const minimal = (await pengaturanProdi(db, sup.id_prodi)).min_bimbingan_sidang;
  const { jumlah } = await db.withSchema('uaps').selectFrom('bimbingan').select(sql<number>`count(*)::int`.as('jumlah'))
    .where('id_tugas_akhir', '=', idTugasAkhir).where('id_dosen', '=', sup.id_dosen).where('status', '=', 'divalidasi').executeTakeFirstOrThrow();
  if (jumlah < minimal) throw httpError(409, tu('galat.bimbingan_kurang', { minimal, jumlah }));
  await db.transaction().execute(async (trx) => {
    const res = await trx.withSchema('uaps').updateTable('pembimbing').set({ persetujuan_sidang_at: sql`now()` })
      .where('id_tugas_akhir_pembimbing', '=', sup.id_tugas_akhir_pembimbing).where('persetujuan_sidang_at', 'is', null).executeTakeFirst();
    if (!res.numUpdatedRows) throw httpError(409, tu('galat.sudah_disetujui'));
    await recordEvent(trx, 'tugas_akhir', idTugasAkhir, 'persetujuan_sidang', sup.status, user.id_user);
  });
}

/** PATCH bimbingan/{id}/persetujuan-sidang/batal: revokes the approval while the defence has not started. */
export async function batalkanPersetujuanSidang(db: Db, user: TokenClaims, idTugasAkhir: number) {
  const sup = await supervisionOf(db, user, idTugasAkhir);
  if (!['bimbingan', 'perpanjangan'].includes(sup.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${sup.status}`) }));
  await db.transaction().execute(async (trx) => {
    const res = await trx.withSchema('uaps').updateTable('pembimbing').set({ persetujuan_sidang_at: null })
      .where('id_tugas_akhir_pembimbing', '=', sup.id_tugas_akhir_pembimbing).where('persetujuan_sidang_at', 'is not', null).executeTakeFirst();
    if (!res.numUpdatedRows) throw httpError(409, tu('galat.belum_disetujui'));
    await recordEvent(trx, 'tugas_akhir', idTugasAkhir, 'batal_persetujuan_sidang', sup.status, user.id_user);
  });
}

