import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { aksesOf, assertAkses, likePattern, mahasiswaOf, pengaturanProdi, tanggal, tu, waktu } from './access';
import { isUniqueViolation, pengaturanAngka } from './pengaturan';
import { recordEvent, transition, withHistory } from './workflow/engine';
import { PERUBAHAN } from './workflow/kinds';
import type { Party } from './workflow/machine';

type Db = Kysely<any>;
type Paging = { page?: number; per_page?: number };

/** Days before the deadline from which a student may ask (core.pengaturan 'uaps.perpanjangan_hari_sebelum_batas'). */
export const HARI_SEBELUM_BATAS = 30;
/** Extensions a project may get in total (core.pengaturan 'uaps.perpanjangan_maks'). */
export const PERPANJANGAN_MAKS = 2;
const BERJALAN = ['draft', 'diajukan', 'dikembalikan', 'revisi'];
const TAHAP_SELESAI = ['selesai', 'gagal'];

function perpanjanganQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('perubahan as c').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'c.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa').innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'ta.id_prodi')
    .select(['c.id_perubahan', 'c.id_tugas_akhir', 'ta.id_mahasiswa', 'ta.id_prodi', 'pr.nama_prodi', 'm.nim', 'm.nama_mahasiswa', 'ta.judul', 'ta.status as status_tugas_akhir',
      sql<number>`c.bulan::int`.as('bulan'), 'c.alasan', 'c.status', 'c.catatan_validasi', tanggal('ta.tanggal_mulai').as('tanggal_mulai'), tanggal('ta.batas_selesai').as('batas_selesai'),
      sql<number>`ta.jumlah_perpanjangan::int`.as('jumlah_perpanjangan'), tanggal('c.batas_lama').as('batas_lama'), tanggal('c.batas_baru').as('batas_baru'),
      sql<number>`(ta.batas_selesai - (now() at time zone 'Asia/Jakarta')::date)::int`.as('sisa_hari'),
      waktu('c.created_at').as('created_at'), waktu('c.updated_at').as('updated_at')])
    .where('c.jenis', '=', 'perpanjangan');
}
type PerpanjanganRow = Awaited<ReturnType<ReturnType<typeof perpanjanganQuery>['executeTakeFirstOrThrow']>>;

/** The caller's party towards extension `id`: its student (pemilik) or programme staff with access (validator). */
async function perpanjanganFor(db: Db, user: TokenClaims, id: number): Promise<{ row: PerpanjanganRow; party: Party }> {
  const row = await perpanjanganQuery(db).where('c.id_perubahan', '=', id).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.perubahan_tidak_ditemukan'));
  if (PRODI_STAFF.includes(user.id_group_user)) {
    assertAkses(await aksesOf(db, user), row.id_prodi);
    return { row, party: 'validator' };
  }
  if (user.id_group_user === 'mhs00' && (await mahasiswaOf(db, user)).id_mahasiswa === row.id_mahasiswa) return { row, party: 'pemilik' };
  throw httpError(403, tu('galat.bukan_milik_anda'));
}

const withDetail = (db: Db, rows: PerpanjanganRow[], party: Party) => withHistory(db, PERUBAHAN, rows, party);

/** One extension as seen by `user`. */
export async function detailPerpanjangan(db: Db, user: TokenClaims, id: number) {
  const { row, party } = await perpanjanganFor(db, user, id);
  return (await withDetail(db, [row], party))[0];
}

/** The rules a request must meet: 1..durasi months, within the window before the deadline (or past it), below the maximum. */
async function periksaSyarat(db: Db, ta: { id_prodi: number; status: string; sisa_hari: number; jumlah_perpanjangan: number; batas_selesai: string }, bulan: number) {
  if (TAHAP_SELESAI.includes(ta.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }));
  const maksBulan = (await pengaturanProdi(db, ta.id_prodi)).durasi_tugas_akhir_bulan;
  if (bulan < 1 || bulan > maksBulan) throw httpError(400, tu('izin.galat.bulan_di_luar_batas', { maks: maksBulan }), { bulan: [tu('izin.galat.bulan_di_luar_batas', { maks: maksBulan })] });
  const hari = await pengaturanAngka(db, 'perpanjangan_hari_sebelum_batas', HARI_SEBELUM_BATAS);
  if (ta.sisa_hari > hari) throw httpError(409, tu('izin.galat.belum_waktunya', { hari, batas: ta.batas_selesai }));
  const maks = await pengaturanAngka(db, 'perpanjangan_maks', PERPANJANGAN_MAKS);
  if (ta.jumlah_perpanjangan >= maks) throw httpError(409, tu('izin.galat.perpanjangan_habis', { maks }));
}

/**
 * POST perpanjangan. Without `id_perubahan`: the student asks for `bulan` more months (created and
 * submitted at once). With `id_perubahan`: resubmits a returned request, optionally with a new
 * reason or number of months (perbaikan -> ajukan_perbaikan in one transaction).
 */
export async function ajukanPerpanjangan(db: Db, user: TokenClaims, body: { id_perubahan?: number; alasan?: string; bulan?: number }) {
  const alasan = body.alasan?.trim();
  if (alasan !== undefined && alasan.length < 10) throw httpError(400, tu('galat.alasan_pendek'), { alasan: [tu('galat.alasan_pendek')] });
  const mhs = await mahasiswaOf(db, user);
  const ta = await db.withSchema('uaps').selectFrom('tugas_akhir as ta').select(['ta.id_tugas_akhir', 'ta.id_prodi', 'ta.status', sql<number>`ta.jumlah_perpanjangan::int`.as('jumlah_perpanjangan'),
    tanggal('ta.batas_selesai').as('batas_selesai'), sql<number>`(ta.batas_selesai - (now() at time zone 'Asia/Jakarta')::date)::int`.as('sisa_hari')])
    .where('ta.id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
  if (!ta) throw httpError(409, tu('galat.tugas_akhir_belum_ada'));
  const actor = { party: 'pemilik' as const, id_user: user.id_user };
  if (body.id_perubahan) {
    const { row, party } = await perpanjanganFor(db, user, body.id_perubahan);
    if (party !== 'pemilik') throw httpError(403, tu('galat.bukan_milik_anda'));
    const bulan = body.bulan ?? row.bulan;
    await periksaSyarat(db, ta, bulan);
    await db.transaction().execute(async (trx) => {
      if (row.status === 'dikembalikan') await transition(trx, PERUBAHAN, row.id_perubahan, 'perbaikan', actor);
      await trx.withSchema('uaps').updateTable('perubahan').set({ bulan, ...(alasan ? { alasan } : {}) }).where('id_perubahan', '=', row.id_perubahan).where('status', 'in', ['revisi', 'dikembalikan']).execute();
      await transition(trx, PERUBAHAN, row.id_perubahan, 'ajukan_perbaikan', actor);
    });
    return row.id_perubahan;
  }
  if (!alasan) throw httpError(400, tu('galat.alasan_pendek'), { alasan: [tu('galat.alasan_pendek')] });
  if (!body.bulan) throw httpError(400, tu('izin.galat.bulan_di_luar_batas', { maks: (await pengaturanProdi(db, ta.id_prodi)).durasi_tugas_akhir_bulan }));
  await periksaSyarat(db, ta, body.bulan);
  const open = await db.withSchema('uaps').selectFrom('perubahan').select('id_perubahan').where('id_tugas_akhir', '=', ta.id_tugas_akhir).where('jenis', '=', 'perpanjangan').where('status', 'in', BERJALAN).executeTakeFirst();
  if (open) throw httpError(409, tu('izin.galat.perpanjangan_berjalan'));
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx.withSchema('uaps').insertInto('perubahan').values({ jenis: 'perpanjangan', id_tugas_akhir: ta.id_tugas_akhir, alasan, bulan: body.bulan, status: 'draft', dibuat_oleh: user.id_user })
        .returning('id_perubahan').executeTakeFirstOrThrow();
      await recordEvent(trx, 'perubahan', row.id_perubahan, 'buat', 'draft', user.id_user);
      await transition(trx, PERUBAHAN, row.id_perubahan, 'mengajukan', actor);
      return row.id_perubahan as number;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, tu('izin.galat.perpanjangan_berjalan'));
    throw error;
  }
}

/** POST perpanjangan/batal: the student withdraws a returned (or revising) request. */
export async function batalPerpanjangan(db: Db, user: TokenClaims, id: number) {
  const { row, party } = await perpanjanganFor(db, user, id);
  const actor = { party, id_user: user.id_user };
  return db.transaction().execute(async (trx) => {
    if (row.status === 'dikembalikan') await transition(trx, PERUBAHAN, id, 'perbaikan', actor);
    return transition(trx, PERUBAHAN, id, 'batal', actor);
  });
}

/** GET perpanjangan: the student's own requests (7 per page), or the staff member's programmes filtered by status (10 per page, with akses_prodi). */
export async function listPerpanjangan(db: Db, user: TokenClaims, q: Paging & { status?: string; cari?: string }) {
  if (user.id_group_user === 'mhs00') {
    const mhs = await mahasiswaOf(db, user);
    const page = await paged(perpanjanganQuery(db).where('ta.id_mahasiswa', '=', mhs.id_mahasiswa).orderBy('c.id_perubahan', 'desc'), q, PAGE_SIZE.DEFAULT);
    return { ...page, data: await withDetail(db, page.data, 'pemilik') };
  }
  const akses = await aksesOf(db, user);
  let query = perpanjanganQuery(db).where('ta.id_prodi', 'in', akses.length ? akses : [-1]);
  query = q.status ? query.where('c.status', '=', q.status) : query.where('c.status', '<>', 'draft');
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!))]));
  const page = await paged(query.orderBy(sql`case c.status when 'diajukan' then 0 else 1 end`).orderBy('c.updated_at', 'desc').orderBy('c.id_perubahan', 'desc'), q, PAGE_SIZE.CORRECTIONS);
  return { ...page, data: await withDetail(db, page.data, 'validator'), akses_prodi: akses };
}

/**
 * POST perpanjangan/validasi: staff validate or return a submitted extension. Validation moves the
 * deadline by the requested months, counts the extension and marks a supervised project as
 * extended, all in the transition's transaction (the old and new deadline stay on the request).
 */
export async function validasiPerpanjangan(db: Db, user: TokenClaims, body: { id_perubahan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) {
  const { row, party } = await perpanjanganFor(db, user, body.id_perubahan);
  const catatan = body.catatan?.trim() || null;
  if (body.aksi === 'kembalikan' && (!catatan || catatan.length < 5)) throw httpError(400, tu('izin.galat.catatan_wajib'), { catatan: [tu('izin.galat.catatan_wajib')] });
  const actor = { party, id_user: user.id_user };
  if (body.aksi === 'kembalikan') return transition(db, PERUBAHAN, row.id_perubahan, 'kembalikan', actor, { catatan, set: { catatan_validasi: catatan } });
  return db.transaction().execute(async (trx) => {
    const ta = await trx.withSchema('uaps').selectFrom('tugas_akhir').select(['status', tanggal('batas_selesai').as('batas')]).where('id_tugas_akhir', '=', row.id_tugas_akhir).forUpdate().executeTakeFirstOrThrow();
    if (TAHAP_SELESAI.includes(ta.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${ta.status}`) }));
    const baru = await trx.withSchema('uaps').updateTable('tugas_akhir')
      .set({ batas_selesai: sql`(batas_selesai + make_interval(months => ${row.bulan}::int))::date`, jumlah_perpanjangan: sql`jumlah_perpanjangan + 1`,
        status: sql`case when status = 'bimbingan' then 'perpanjangan' else status end` })
      .where('id_tugas_akhir', '=', row.id_tugas_akhir).returning(tanggal('batas_selesai').as('batas')).executeTakeFirstOrThrow();
    const result = await transition(trx, PERUBAHAN, row.id_perubahan, 'validasi', actor, { catatan, set: { catatan_validasi: catatan, batas_lama: ta.batas, batas_baru: baru.batas } });
    await recordEvent(trx, 'tugas_akhir', row.id_tugas_akhir, 'perpanjangan', ta.status === 'bimbingan' ? 'perpanjangan' : ta.status, user.id_user, `${ta.batas} → ${baru.batas} (${row.bulan} bulan)`);
    return result;
  });
}
