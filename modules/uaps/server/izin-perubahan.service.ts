import { sql, type Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import type { FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, likePattern, mahasiswaOf, tu, waktu } from './access';
import { BERKAS_PENDUKUNG_KB, isUniqueViolation, pengaturanAngka } from './pengaturan';
import { BERKAS_DITERIMA } from './proposal.service';
import { recordEvent, requireState, transition, withHistory } from './workflow/engine';
import { IZIN_PERUBAHAN } from './workflow/kinds';
import type { Party } from './workflow/machine';

type Db = Kysely<any>;
type Paging = { page?: number; per_page?: number };

/** Project stages in which a title may still change: before the defence is registered. */
const TAHAP_UBAH_JUDUL = ['bimbingan', 'perpanjangan'];
const BERJALAN = ['diajukan', 'disetujui_pembimbing'];

const pembimbingUtama = sql<number | null>`(select pb.id_dosen from uaps.pembimbing pb where pb.id_tugas_akhir = i.id_tugas_akhir and pb.aktif and pb.peran = 'utama')`;

function izinQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('izin_perubahan as i').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'i.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa').innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'ta.id_prodi')
    .select(['i.id_izin_perubahan', 'i.id_tugas_akhir', 'ta.id_mahasiswa', 'ta.id_prodi', 'pr.nama_prodi', 'm.nim', 'm.nama_mahasiswa', 'ta.judul as judul_sekarang',
      'i.judul_lama', 'i.judul_baru', 'i.alasan', 'i.nama_berkas', 'i.status', 'i.catatan_pembimbing', 'i.catatan_prodi', pembimbingUtama.as('id_dosen_pembimbing'),
      sql<string | null>`(select ${namaLengkapDosenSql('d')} from uaps.pembimbing pb join master_data.dosen d on d.id_dosen = pb.id_dosen
        where pb.id_tugas_akhir = i.id_tugas_akhir and pb.aktif and pb.peran = 'utama')`.as('pembimbing_utama'),
      waktu('i.created_at').as('created_at'), waktu('i.updated_at').as('updated_at')]);
}
type IzinRow = Awaited<ReturnType<ReturnType<typeof izinQuery>['executeTakeFirstOrThrow']>>;

/**
 * The caller's party towards request `id`: the student who owns the project (pemilik), the
 * project's current main supervisor (pembimbing) or programme staff with access (validator).
 * Anyone else gets 403; a missing request 404.
 */
export async function izinFor(db: Db, user: TokenClaims, id: number): Promise<{ row: IzinRow; party: Party }> {
  const row = await izinQuery(db).where('i.id_izin_perubahan', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.izin_perubahan_tidak_ditemukan'));
  if (PRODI_STAFF.includes(user.id_group_user)) {
    assertAkses(await aksesOf(db, user), row.id_prodi);
    return { row, party: 'validator' };
  }
  if (user.id_group_user === 'mhs00' && (await mahasiswaOf(db, user)).id_mahasiswa === row.id_mahasiswa) return { row, party: 'pemilik' };
  if (user.id_group_user === 'dsn00' && (await dosenOf(db, user)).id_dosen === row.id_dosen_pembimbing) return { row, party: 'pembimbing' };
  throw httpError(403, tu(user.id_group_user === 'dsn00' ? 'izin.galat.bukan_pembimbing_utama' : 'galat.bukan_milik_anda'));
}

/** Rows with their history and the actions `party` may take (what the page offers as buttons). */
const withDetail = (db: Db, rows: IzinRow[], party: Party) => withHistory(db, IZIN_PERUBAHAN, rows, party);

/** One request as seen by `user`. */
export async function detailIzin(db: Db, user: TokenClaims, id: number) {
  const { row, party } = await izinFor(db, user, id);
  return (await withDetail(db, [row], party))[0];
}

/** POST izin-perubahan: the student asks to change the title of their running project; it goes to the main supervisor. */
export async function ajukanIzin(db: Db, user: TokenClaims, body: { judul_baru: string; alasan: string }) {
  const mhs = await mahasiswaOf(db, user);
  const judul = body.judul_baru.trim().replace(/\s+/g, ' ');
  const alasan = body.alasan.trim();
  if (judul.length < 10) throw httpError(400, tu('izin.galat.judul_pendek'), { judul_baru: [tu('izin.galat.judul_pendek')] });
  if (alasan.length < 10) throw httpError(400, tu('galat.alasan_pendek'), { alasan: [tu('galat.alasan_pendek')] });
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir as ta').select(['ta.id_tugas_akhir', 'ta.judul', 'ta.status',
    sql<number | null>`(select pb.id_dosen from uaps.pembimbing pb where pb.id_tugas_akhir = ta.id_tugas_akhir and pb.aktif and pb.peran = 'utama')`.as('id_dosen')])
    .where('ta.id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
  if (!ta) throw httpError(409, tu('galat.tugas_akhir_belum_ada'));
  if (!TAHAP_UBAH_JUDUL.includes(ta.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }));
  if (!ta.id_dosen) throw httpError(409, tu('izin.galat.belum_ada_pembimbing_utama'));
  if (judul.toLowerCase() === String(ta.judul).trim().toLowerCase()) throw httpError(400, tu('izin.galat.judul_sama'), { judul_baru: [tu('izin.galat.judul_sama')] });
  const open = await db.withSchema('uaps').selectFrom('izin_perubahan').select('id_izin_perubahan').where('id_tugas_akhir', '=', ta.id_tugas_akhir).where('status', 'in', BERJALAN).executeTakeFirst();
  if (open) throw httpError(409, tu('izin.galat.izin_berjalan'));
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx.withSchema('uaps').insertInto('izin_perubahan').values({
        id_tugas_akhir: ta.id_tugas_akhir, judul_lama: ta.judul, judul_baru: judul, alasan, status: 'diajukan', dibuat_oleh: user.id_user,
      }).returning('id_izin_perubahan').executeTakeFirstOrThrow();
      await trx.withSchema('uaps').insertInto('riwayat').values({ jenis: 'izin_perubahan', id_item: row.id_izin_perubahan, aksi: 'mengajukan', dari: null, ke: 'diajukan', id_user: user.id_user }).execute();
      return row.id_izin_perubahan as number;
    });
  } catch (error) {
    // Two requests sent at once: the partial unique index lets only one through.
    if (isUniqueViolation(error)) throw httpError(409, tu('izin.galat.izin_berjalan'));
    throw error;
  }
}

/** POST izin-perubahan/berkas: the student attaches (or replaces) the supporting document while the supervisor has not decided. */
export async function unggahBerkasIzin(db: Db, files: FileStore, request: FastifyRequest, user: TokenClaims, id: number) {
  const { party } = await izinFor(db, user, id);
  if (party !== 'pemilik') throw httpError(403, tu('galat.bukan_milik_anda'));
  await requireState(db, IZIN_PERUBAHAN, id, ['diajukan'], 'unggah_berkas');
  const maxKb = await pengaturanAngka(db, 'berkas_pendukung_kb', BERKAS_PENDUKUNG_KB);
  const saved = await files.saveUpload(request, { allowed: BERKAS_DITERIMA, maxBytes: maxKb * 1024, id_user: user.id_user });
  const old = await db.transaction().execute(async (trx) => {
    await requireState(trx, IZIN_PERUBAHAN, id, ['diajukan'], 'unggah_berkas');
    const previous = await trx.withSchema('uaps').selectFrom('izin_perubahan').select('id_berkas').where('id_izin_perubahan', '=', id).forUpdate().executeTakeFirstOrThrow();
    await trx.withSchema('uaps').updateTable('izin_perubahan').set({ id_berkas: saved.id, nama_berkas: saved.nama, updated_at: sql`now()` }).where('id_izin_perubahan', '=', id).execute();
    await recordEvent(trx, 'izin_perubahan', id, 'unggah_berkas', 'diajukan', user.id_user, saved.nama);
    return previous.id_berkas as string | null;
  }).catch(async (error) => {
    await files.remove(saved.id);
    throw error;
  });
  if (old) await files.remove(old);
}

/** GET izin-perubahan/berkas: the supporting document with its original name, for anyone who may see the request. */
export async function kirimBerkasIzin(db: Db, files: FileStore, reply: FastifyReply, user: TokenClaims, id: number) {
  await izinFor(db, user, id);
  const row = await db.withSchema('uaps').selectFrom('izin_perubahan').select('id_berkas').where('id_izin_perubahan', '=', id).executeTakeFirstOrThrow();
  if (!row.id_berkas) throw httpError(404, tu('galat.berkas_tidak_ditemukan'));
  return files.send(reply, row.id_berkas);
}

/** POST izin-perubahan/batal: the student withdraws a request the supervisor has not decided yet. */
export async function batalIzin(db: Db, user: TokenClaims, id: number) {
  const { party } = await izinFor(db, user, id);
  return transition(db, IZIN_PERUBAHAN, id, 'batal', { party, id_user: user.id_user });
}

/** GET izin-perubahan: the student's own requests, newest first, 7 per page. */
export async function izinSaya(db: Db, user: TokenClaims, q: Paging) {
  const mhs = await mahasiswaOf(db, user);
  const page = await paged(izinQuery(db).where('ta.id_mahasiswa', '=', mhs.id_mahasiswa).orderBy('i.id_izin_perubahan', 'desc'), q, PAGE_SIZE.DEFAULT);
  return { ...page, data: await withDetail(db, page.data, 'pemilik') };
}

/** GET izin-perubahan/persetujuan-pembimbing: requests of projects the lecturer leads as main supervisor, waiting ones first, 7 per page. */
export async function izinPembimbing(db: Db, user: TokenClaims, q: Paging & { status?: string }) {
  const { id_dosen } = await dosenOf(db, user);
  let query = izinQuery(db).where(pembimbingUtama, '=', id_dosen).where('i.status', '<>', 'dibatalkan');
  if (q.status) query = query.where('i.status', '=', q.status);
  const page = await paged(query.orderBy(sql`case i.status when 'diajukan' then 0 else 1 end`).orderBy('i.updated_at', 'desc').orderBy('i.id_izin_perubahan', 'desc'), q, PAGE_SIZE.DEFAULT);
  return { ...page, data: await withDetail(db, page.data, 'pembimbing') };
}

/** GET izin-perubahan/persetujuan-prodi: requests of the staff member's programmes (default: approved by the supervisor, waiting for staff), 10 per page. */
export async function izinProdi(db: Db, user: TokenClaims, q: Paging & { status?: string; cari?: string }) {
  const akses = await aksesOf(db, user);
  let query = izinQuery(db).where('ta.id_prodi', 'in', akses.length ? akses : [-1]).where('i.status', '=', q.status ?? 'disetujui_pembimbing');
  if (q.cari?.trim()) {
    const pola = likePattern(q.cari);
    query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', pola), eb('m.nim', 'like', pola), eb('i.judul_baru', 'ilike', pola), eb('i.judul_lama', 'ilike', pola)]));
  }
  const page = await paged(query.orderBy('i.updated_at', 'desc').orderBy('i.id_izin_perubahan', 'desc'), q, PAGE_SIZE.CORRECTIONS);
  return { ...page, data: await withDetail(db, page.data, 'validator'), akses_prodi: akses };
}

/** A return must say why, so the student knows what to change. */
function catatanOf(aksi: 'setujui' | 'kembalikan', catatan?: string): string | null {
  const text = catatan?.trim() || null;
  if (aksi === 'kembalikan' && (!text || text.length < 5)) throw httpError(400, tu('izin.galat.catatan_wajib'), { catatan: [tu('izin.galat.catatan_wajib')] });
  return text;
}

/** POST izin-perubahan/persetujuan-pembimbing: the main supervisor approves (to staff) or returns a request. */
export async function putusanPembimbing(db: Db, user: TokenClaims, body: { id_izin_perubahan: number; aksi: 'setujui' | 'kembalikan'; catatan?: string }) {
  const { row, party } = await izinFor(db, user, body.id_izin_perubahan);
  const catatan = catatanOf(body.aksi, body.catatan);
  return transition(db, IZIN_PERUBAHAN, body.id_izin_perubahan, `${body.aksi}_pembimbing`, { party, id_user: user.id_user },
    { catatan, set: { catatan_pembimbing: catatan, id_dosen_pembimbing: row.id_dosen_pembimbing } });
}

/**
 * POST izin-perubahan/persetujuan-prodi: staff approve or return a request the supervisor approved.
 * Approval changes the project's title in the same transaction (the old title stays in the request
 * and in the project's history); a project that has meanwhile moved to its defence refuses with 409.
 */
export async function putusanProdi(db: Db, user: TokenClaims, body: { id_izin_perubahan: number; aksi: 'setujui' | 'kembalikan'; catatan?: string }) {
  const { row, party } = await izinFor(db, user, body.id_izin_perubahan);
  const catatan = catatanOf(body.aksi, body.catatan);
  const actor = { party, id_user: user.id_user };
  if (body.aksi === 'kembalikan') return transition(db, IZIN_PERUBAHAN, row.id_izin_perubahan, 'kembalikan_prodi', actor, { catatan, set: { catatan_prodi: catatan } });
  return db.transaction().execute(async (trx) => {
    const result = await transition(trx, IZIN_PERUBAHAN, row.id_izin_perubahan, 'setujui_prodi', actor, { catatan, set: { catatan_prodi: catatan } });
    const ta = await trx.withSchema('uaps').selectFrom('tugas_akhir').select(['judul', 'status']).where('id_tugas_akhir', '=', row.id_tugas_akhir).forUpdate().executeTakeFirstOrThrow();
    if (!TAHAP_UBAH_JUDUL.includes(ta.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }));
    await trx.withSchema('uaps').updateTable('tugas_akhir').set({ judul: row.judul_baru }).where('id_tugas_akhir', '=', row.id_tugas_akhir).execute();
    await recordEvent(trx, 'tugas_akhir', row.id_tugas_akhir, 'ubah_judul', ta.status, user.id_user, `${ta.judul} → ${row.judul_baru}`);
    return result;
  });
}
