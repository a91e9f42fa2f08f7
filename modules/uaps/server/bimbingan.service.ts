import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { formatTanggalCetak } from '../../../core/server/print';
import { namaLengkapDosenSql } from '../../master-data/public';
import { dosenOf, likePattern, mahasiswaOf, tanggal, tu, waktu } from './access';
import { catatanKeputusan } from './alasan';
import { transition } from './workflow/engine';
import { BIMBINGAN } from './workflow/kinds';

type Db = Kysely<any>;

/** Hours a validation link stays valid unless core.pengaturan 'uaps.tautan_validasi_jam' says otherwise. */
export const TAUTAN_JAM_BAWAAN = 72;
/** The public page of spec section 2 that opens a link. */
export const HALAMAN_VALIDASI = '/validasi/s/bimbingan';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function masaBerlakuJam(db: Db): Promise<number> {
  const row = await db.withSchema('core').selectFrom('pengaturan').select('value').where('key', '=', 'uaps.tautan_validasi_jam').executeTakeFirst();
  const value = Number(row?.value);
  return Number.isFinite(value) && value > 0 ? value : TAUTAN_JAM_BAWAAN;
}

/**
 * Issues a fresh one-time validation link for a session, voiding its unused older links. Only the
 * token's SHA-256 is stored; the token itself (32 random bytes) is the signature of the link.
 */
export async function terbitkanTautan(db: Db | Transaction<any>, idBimbingan: number, jam: number): Promise<{ tautan_validasi: string; kedaluwarsa: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.withSchema('uaps').deleteFrom('tautan_validasi').where('id_tugas_akhir_bimbingan', '=', idBimbingan).where('dipakai_at', 'is', null).execute();
  const row = await db.withSchema('uaps').insertInto('tautan_validasi')
    .values({ token_hash: hashToken(token), id_tugas_akhir_bimbingan: idBimbingan, kedaluwarsa: sql`now() + make_interval(hours => ${jam})` })
    .returning(waktu('kedaluwarsa').as('kedaluwarsa')).executeTakeFirstOrThrow();
  return { tautan_validasi: `${HALAMAN_VALIDASI}?token=${token}`, kedaluwarsa: row.kedaluwarsa as string };
}

function bimbinganQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('bimbingan as b')
    .innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'b.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'b.id_dosen')
    .leftJoin('core.pengguna as v', 'v.id_user', 'b.validated_by')
    .select([
      'b.id_tugas_akhir_bimbingan', 'b.id_tugas_akhir', 'b.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), 'm.nim', 'm.nama_mahasiswa', 'ta.judul',
      tanggal('b.tanggal').as('tanggal'), 'b.topik', 'b.catatan', 'b.status', 'b.catatan_dosen', waktu('b.validated_at').as('validated_at'), 'v.nama as divalidasi_oleh',
    ]);
}

async function tugasAkhirMahasiswa(db: Db, user: TokenClaims) {
  const mhs = await mahasiswaOf(db, user);
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select(['id_tugas_akhir', 'status', tanggal('tanggal_mulai').as('tanggal_mulai')]).where('id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
  if (!ta) throw httpError(409, tu('galat.tugas_akhir_belum_ada'));
  return ta as { id_tugas_akhir: number; status: string; tanggal_mulai: string };
}

/**
 * A session happened within the project: not after today, and not before the project started
 * (a session dated years earlier would count towards the defence minimum and be printed on the card).
 */
function assertTanggal(value: string, mulai: string) {
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  if (Number.isNaN(Date.parse(value)) || value > today) throw httpError(400, tu('galat.tanggal_masa_depan'), { tanggal: [tu('galat.tanggal_masa_depan')] });
  if (value < mulai) {
    const message = tu('galat.tanggal_sebelum_mulai', { mulai: formatTanggalCetak(mulai, true) });
    throw httpError(400, message, { tanggal: [message] });
  }
}

/** POST tugas-akhir/bimbingan: the student logs a session with one of their active supervisors; answers the validation link. */
export async function catatBimbingan(db: Db, user: TokenClaims, body: { id_dosen: number; tanggal: string; topik: string; catatan?: string }) {
  const ta = await tugasAkhirMahasiswa(db, user);
  if (!['bimbingan', 'perpanjangan', 'sidang'].includes(ta.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }));
  assertTanggal(body.tanggal, ta.tanggal_mulai);
  const sup = await db.withSchema('uaps').selectFrom('pembimbing').select('id_dosen').where('id_tugas_akhir', '=', ta.id_tugas_akhir).where('id_dosen', '=', body.id_dosen).where('aktif', '=', true).executeTakeFirst();
  if (!sup) throw httpError(400, tu('galat.pembimbing_tidak_aktif'), { id_dosen: [tu('galat.pembimbing_tidak_aktif')] });
  const jam = await masaBerlakuJam(db);
  return db.transaction().execute(async (trx) => {
    const row = await trx.withSchema('uaps').insertInto('bimbingan').values({
      id_tugas_akhir: ta.id_tugas_akhir, id_dosen: body.id_dosen, tanggal: body.tanggal, topik: body.topik.trim(), catatan: body.catatan?.trim() ?? '',
    }).returning('id_tugas_akhir_bimbingan').executeTakeFirstOrThrow();
    await trx.withSchema('uaps').insertInto('riwayat').values({ jenis: 'bimbingan', id_item: row.id_tugas_akhir_bimbingan, aksi: 'catat', dari: null, ke: 'diajukan', id_user: user.id_user }).execute();
    return { id_tugas_akhir_bimbingan: row.id_tugas_akhir_bimbingan as number, ...(await terbitkanTautan(trx, row.id_tugas_akhir_bimbingan, jam)) };
  });
}

/** PATCH tugas-akhir/bimbingan/{id}: the student corrects a session not yet validated; a new link replaces the old one. */
export async function ubahBimbingan(db: Db, user: TokenClaims, id: number, body: { tanggal: string; topik: string; catatan?: string }) {
  const mhs = await mahasiswaOf(db, user);
  const row = await bimbinganQuery(db).select(['ta.id_mahasiswa', tanggal('ta.tanggal_mulai').as('tanggal_mulai')]).where('b.id_tugas_akhir_bimbingan', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.bimbingan_tidak_ditemukan'));
  if (row.id_mahasiswa !== mhs.id_mahasiswa) throw httpError(403, tu('galat.bukan_milik_anda'));
  assertTanggal(body.tanggal, row.tanggal_mulai);
  const jam = await masaBerlakuJam(db);
  return db.transaction().execute(async (trx) => {
    const res = await trx.withSchema('uaps').updateTable('bimbingan')
      .set({ tanggal: body.tanggal, topik: body.topik.trim(), catatan: body.catatan?.trim() ?? '', updated_at: sql`now()` })
      .where('id_tugas_akhir_bimbingan', '=', id).where('status', '=', 'diajukan').executeTakeFirst();
    if (!res.numUpdatedRows) throw httpError(409, tu('galat.bimbingan_sudah_diproses'));
    await trx.withSchema('uaps').insertInto('riwayat').values({ jenis: 'bimbingan', id_item: id, aksi: 'ubah', dari: 'diajukan', ke: 'diajukan', id_user: user.id_user }).execute();
    return { id_tugas_akhir_bimbingan: id, ...(await terbitkanTautan(trx, id, jam)) };
  });
}

/** GET bimbingan-riwayat: the student's sessions, newest first, 10 per page. */
export async function riwayatBimbingan(db: Db, user: TokenClaims, q: { status?: string; page?: number; per_page?: number }) {
  const mhs = await mahasiswaOf(db, user);
  let query = bimbinganQuery(db).where('ta.id_mahasiswa', '=', mhs.id_mahasiswa);
  if (q.status) query = query.where('b.status', '=', q.status);
  return paged(query.orderBy('b.tanggal', 'desc').orderBy('b.id_tugas_akhir_bimbingan', 'desc'), q, PAGE_SIZE.SUPERVISION_HISTORY);
}

/** GET tugas-akhir/bimbingan: sessions logged with the lecturer, waiting ones first, 10 per page. */
export async function bimbinganDosen(db: Db, user: TokenClaims, q: { status?: string; id_tugas_akhir?: number; cari?: string; page?: number; per_page?: number }) {
  const { id_dosen } = await dosenOf(db, user);
  let query = bimbinganQuery(db).where('b.id_dosen', '=', id_dosen);
  if (q.status) query = query.where('b.status', '=', q.status);
  if (q.id_tugas_akhir) query = query.where('b.id_tugas_akhir', '=', q.id_tugas_akhir);
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!))]));
  return paged(query.orderBy(sql`case b.status when 'diajukan' then 0 else 1 end`).orderBy('b.tanggal', 'desc').orderBy('b.id_tugas_akhir_bimbingan', 'desc'), q, PAGE_SIZE.SUPERVISION_HISTORY);
}

async function validate(trx: Db | Transaction<any>, id: number, idUser: number | null, aksi: 'validasi' | 'tolak', catatan?: string) {
  const note = catatanKeputusan(aksi === 'tolak', catatan);
  return transition(trx, BIMBINGAN, id, aksi, { party: 'validator', id_user: idUser }, {
    catatan: note, set: { validated_by: idUser, validated_at: sql`now()`, catatan_dosen: note },
  });
}

/**
 * POST validasi/bimbingan: the session's supervisor (still active) validates or refuses it. Only
 * a session in state `diajukan` moves; a second validator at the same time is refused.
 */
export async function validasiBimbingan(db: Db, user: TokenClaims, body: { id_tugas_akhir_bimbingan: number; aksi?: 'validasi' | 'tolak'; catatan?: string }) {
  const { id_dosen } = await dosenOf(db, user);
  const row = await db.withSchema('uaps').selectFrom('bimbingan as b')
    .leftJoin('uaps.pembimbing as pb', (j) => j.onRef('pb.id_tugas_akhir', '=', 'b.id_tugas_akhir').onRef('pb.id_dosen', '=', 'b.id_dosen').on('pb.aktif', '=', true))
    .select(['b.id_dosen', 'pb.id_tugas_akhir_pembimbing']).where('b.id_tugas_akhir_bimbingan', '=', body.id_tugas_akhir_bimbingan).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.bimbingan_tidak_ditemukan'));
  if (row.id_dosen !== id_dosen || !row.id_tugas_akhir_pembimbing) throw httpError(403, tu('galat.bukan_pembimbing'));
  return validate(db, body.id_tugas_akhir_bimbingan, user.id_user, body.aksi ?? 'validasi', body.catatan);
}

async function tautanAktif(db: Db | Transaction<any>, token: string, lock = false) {
  let q = db.withSchema('uaps').selectFrom('tautan_validasi').select(['token_hash', 'id_tugas_akhir_bimbingan', waktu('kedaluwarsa').as('kedaluwarsa')])
    .where('token_hash', '=', hashToken(token)).where('dipakai_at', 'is', null).where('kedaluwarsa', '>', sql<Date>`now()`);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw httpError(400, tu('galat.tautan_tidak_berlaku'));
  return row;
}

/** GET validasi/s/bimbingan?token=: shows the session behind a valid link; changes nothing. */
export async function lihatTautan(db: Db, token: string) {
  const link = await tautanAktif(db, token);
  const row = await bimbinganQuery(db).where('b.id_tugas_akhir_bimbingan', '=', link.id_tugas_akhir_bimbingan).executeTakeFirstOrThrow();
  return { nama_mahasiswa: row.nama_mahasiswa, nim: row.nim, judul: row.judul, nama_dosen: row.nama_dosen, tanggal: row.tanggal, topik: row.topik, catatan: row.catatan, status: row.status, kedaluwarsa: link.kedaluwarsa };
}

/**
 * POST validasi/s/bimbingan: validates the session behind a valid link, as its supervisor, and
 * spends the link in the same transaction (a link works once; an expired one is refused).
 */
export async function validasiTautan(db: Db, token: string, catatan?: string) {
  return db.transaction().execute(async (trx) => {
    const link = await tautanAktif(trx, token, true);
    const res = await trx.withSchema('uaps').updateTable('tautan_validasi').set({ dipakai_at: sql`now()` })
      .where('token_hash', '=', link.token_hash).where('dipakai_at', 'is', null).executeTakeFirst();
    if (!res.numUpdatedRows) throw httpError(400, tu('galat.tautan_tidak_berlaku'));
    const sup = await trx.withSchema('uaps').selectFrom('bimbingan as b').innerJoin('master_data.dosen as d', 'd.id_dosen', 'b.id_dosen')
      .innerJoin('uaps.pembimbing as pb', (j) => j.onRef('pb.id_tugas_akhir', '=', 'b.id_tugas_akhir').onRef('pb.id_dosen', '=', 'b.id_dosen').on('pb.aktif', '=', true))
      .select('d.id_user').where('b.id_tugas_akhir_bimbingan', '=', link.id_tugas_akhir_bimbingan).executeTakeFirst();
    if (!sup) throw httpError(403, tu('galat.bukan_pembimbing'));
    return validate(trx, link.id_tugas_akhir_bimbingan, (sup.id_user as number | null) ?? null, 'validasi', catatan);
  });
}
