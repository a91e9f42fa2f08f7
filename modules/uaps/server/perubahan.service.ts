import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { PRODI_STAFF } from '../../../core/contract/user-types';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, dosenOf, likePattern, mahasiswaOf, pengaturanProdi, tu, waktu } from './access';
import { catatanKeputusan } from './alasan';
import { gantiPembimbingAktif } from './ganti-pembimbing';
import { historyOf, recordEvent, transition } from './workflow/engine';
import { PERUBAHAN } from './workflow/kinds';
import { actionsFrom } from './workflow/machine';

type Db = Kysely<any>;
/** A student's supervisor-change request, or a lecturer's withdrawal from a supervision. */
export type JenisPerubahan = 'ganti_pembimbing' | 'undur_diri';

function perubahanQuery(db: Db) {
  return db.withSchema('uaps').selectFrom('perubahan as c').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'c.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .leftJoin('master_data.dosen as dl', 'dl.id_dosen', 'c.id_dosen_lama').leftJoin('master_data.dosen as db', 'db.id_dosen', 'c.id_dosen_baru')
    .select(['c.id_perubahan', 'c.jenis', 'c.id_tugas_akhir', 'ta.id_mahasiswa', 'ta.id_prodi', 'm.nim', 'm.nama_mahasiswa', 'ta.judul', 'c.id_dosen_lama',
      sql<string | null>`case when dl.id_dosen is null then null else ${namaLengkapDosenSql('dl')} end`.as('dosen_lama'), 'c.id_dosen_baru',
      sql<string | null>`case when db.id_dosen is null then null else ${namaLengkapDosenSql('db')} end`.as('dosen_baru'),
      sql<string | null>`(select pb.peran from uaps.pembimbing pb where pb.id_tugas_akhir = c.id_tugas_akhir and pb.id_dosen = c.id_dosen_lama order by pb.aktif desc, pb.id_tugas_akhir_pembimbing desc limit 1)`.as('peran'),
      'c.alasan', 'c.status', 'c.catatan_validasi', 'c.dibuat_oleh', 'c.nama_berkas', 'c.langsung', waktu('c.created_at').as('created_at'), waktu('c.updated_at').as('updated_at')]);
}

async function loadPerubahan(db: Db, id: number, jenis: JenisPerubahan) {
  const row = await perubahanQuery(db).where('c.id_perubahan', '=', id).where('c.jenis', '=', jenis).executeTakeFirst();
  if (!row) throw httpError(404, tu('item.perubahan_tidak_ditemukan'));
  return row;
}

/** Loads a request for its maker (pemilik: the student, or the withdrawing lecturer) or programme staff with access (validator). */
export async function perubahanFor(db: Db, user: TokenClaims, id: number, jenis: JenisPerubahan) {
  const row = await loadPerubahan(db, id, jenis);
  if (PRODI_STAFF.includes(user.id_group_user)) {
    assertAkses(await aksesOf(db, user), row.id_prodi);
    return { row, party: 'validator' as const };
  }
  const mine = jenis === 'ganti_pembimbing'
    ? user.id_group_user === 'mhs00' && (await mahasiswaOf(db, user)).id_mahasiswa === row.id_mahasiswa
    : user.id_group_user === 'dsn00' && (await dosenOf(db, user)).id_dosen === row.id_dosen_lama;
  if (!mine) throw httpError(403, tu('galat.bukan_milik_anda'));
  return { row, party: 'pemilik' as const };
}

/** A request with its history and the actions the viewer may take. */
export async function detailPerubahan(db: Db, user: TokenClaims, id: number, jenis: JenisPerubahan) {
  const { row, party } = await perubahanFor(db, user, id, jenis);
  return { ...row, riwayat: await historyOf(db, 'perubahan', id), aksi: actionsFrom(PERUBAHAN.machine, row.status, party) };
}

/**
 * POST perubahan-pembimbing/mahasiswa|dosen. Without `id_perubahan`: a new draft naming the
 * supervisor to change (student) or the supervision to leave (lecturer). With `id_perubahan`:
 * submits that draft, or resubmits a returned request (perbaikan -> ajukan_perbaikan in one transaction).
 */
export async function simpanPerubahan(db: Db, user: TokenClaims, jenis: JenisPerubahan, body: { id_perubahan?: number; id_tugas_akhir?: number; id_dosen?: number; alasan?: string }) {
  if (body.id_perubahan) {
    const { row, party } = await perubahanFor(db, user, body.id_perubahan, jenis);
    if (party !== 'pemilik') throw httpError(403, tu('galat.bukan_milik_anda'));
    const actor = { party, id_user: user.id_user };
    await db.transaction().execute(async (trx) => {
      if (row.status === 'dikembalikan') {
        await transition(trx, PERUBAHAN, row.id_perubahan, 'perbaikan', actor);
        if (body.alasan?.trim()) await trx.withSchema('uaps').updateTable('perubahan').set({ alasan: body.alasan.trim() }).where('id_perubahan', '=', row.id_perubahan).execute();
        await transition(trx, PERUBAHAN, row.id_perubahan, 'ajukan_perbaikan', actor);
      } else {
        await transition(trx, PERUBAHAN, row.id_perubahan, row.status === 'revisi' ? 'ajukan_perbaikan' : 'mengajukan', actor);
      }
    });
    return row.id_perubahan;
  }
  const alasan = body.alasan?.trim();
  if (!alasan || alasan.length < 10) throw httpError(400, tu('galat.alasan_pendek'), { alasan: [tu('galat.alasan_pendek')] });
  let idTa: number;
  let idDosen: number;
  if (jenis === 'ganti_pembimbing') {
    const mhs = await mahasiswaOf(db, user);
    const ta = await db.withSchema('uaps').selectFrom('tugas_akhir').select('id_tugas_akhir').where('id_mahasiswa', '=', mhs.id_mahasiswa).executeTakeFirst();
    if (!ta) throw httpError(409, tu('galat.tugas_akhir_belum_ada'));
    idTa = ta.id_tugas_akhir;
    if (!body.id_dosen) throw httpError(400, tu('galat.pembimbing_tidak_aktif'), { id_dosen: [tu('galat.pembimbing_tidak_aktif')] });
    idDosen = body.id_dosen;
  } else {
    idDosen = (await dosenOf(db, user)).id_dosen;
    if (!body.id_tugas_akhir) throw httpError(400, tu('galat.tugas_akhir_tidak_ditemukan'), { id_tugas_akhir: [tu('galat.tugas_akhir_tidak_ditemukan')] });
    idTa = body.id_tugas_akhir;
  }
  const sup = await db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'pb.id_tugas_akhir')
    .select(['ta.status']).where('pb.id_tugas_akhir', '=', idTa).where('pb.id_dosen', '=', idDosen).where('pb.aktif', '=', true).executeTakeFirst();
  if (!sup) throw httpError(jenis === 'ganti_pembimbing' ? 400 : 403, tu(jenis === 'ganti_pembimbing' ? 'galat.pembimbing_tidak_aktif' : 'galat.bukan_pembimbing'));
  if (['selesai', 'gagal'].includes(sup.status)) throw httpError(409, tu('galat.tahap_tidak_sesuai', { status: tu(`status.${sup.status}`) }));
  const open = await db.withSchema('uaps').selectFrom('perubahan').select('id_perubahan').where('id_tugas_akhir', '=', idTa).where('id_dosen_lama', '=', idDosen)
    .where('status', 'in', ['draft', 'diajukan', 'dikembalikan', 'revisi']).executeTakeFirst();
  if (open) throw httpError(409, tu('galat.perubahan_berjalan'));
  return db.transaction().execute(async (trx) => {
    const row = await trx.withSchema('uaps').insertInto('perubahan').values({ jenis, id_tugas_akhir: idTa, id_dosen_lama: idDosen, alasan, status: 'draft', dibuat_oleh: user.id_user })
      .returning('id_perubahan').executeTakeFirstOrThrow();
    await recordEvent(trx, 'perubahan', row.id_perubahan, 'buat', 'draft', user.id_user);
    return row.id_perubahan as number;
  });
}

/** DELETE .../{id}/batal: the maker cancels a draft or a request under revision. */
export async function batalPerubahan(db: Db, user: TokenClaims, jenis: JenisPerubahan, id: number) {
  const { party } = await perubahanFor(db, user, id, jenis);
  return transition(db, PERUBAHAN, id, 'batal', { party, id_user: user.id_user });
}

/** The maker's own requests (student: their project; lecturer: their withdrawals), 7 per page. */
export async function perubahanSaya(db: Db, user: TokenClaims, jenis: JenisPerubahan, q: { page?: number; per_page?: number }) {
  let query = perubahanQuery(db).where('c.jenis', '=', jenis);
  query = jenis === 'ganti_pembimbing' ? query.where('ta.id_mahasiswa', '=', (await mahasiswaOf(db, user)).id_mahasiswa) : query.where('c.id_dosen_lama', '=', (await dosenOf(db, user)).id_dosen);
  return paged(query.orderBy('c.id_perubahan', 'desc'), q, PAGE_SIZE.SUPERVISOR_CHANGE);
}

/** Staff lists of a kind: submitted requests (or `diterima`: validated, waiting for a new supervisor), 7 per page, with akses_prodi. */
export async function perubahanProdi(db: Db, user: TokenClaims, jenis: JenisPerubahan, diterima: boolean, q: { status?: string; cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  let query = perubahanQuery(db).where('c.jenis', '=', jenis).where('ta.id_prodi', 'in', akses.length ? akses : [-1]);
  if (diterima) query = query.where('c.status', '=', 'divalidasi').where('c.id_dosen_baru', 'is', null);
  else query = q.status ? query.where('c.status', '=', q.status) : query.where('c.status', '<>', 'draft');
  if (q.cari?.trim()) query = query.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', likePattern(q.cari!)), eb('m.nim', 'like', likePattern(q.cari!))]));
  return { ...(await paged(query.orderBy(sql`case c.status when 'diajukan' then 0 else 1 end`).orderBy('c.updated_at', 'desc').orderBy('c.id_perubahan', 'desc'), q, PAGE_SIZE.SUPERVISOR_CHANGE)), akses_prodi: akses };
}

/** POST validasi/perubahan-pembimbing/mahasiswa|dosen: staff accept or return a submitted request. */
export async function validasiPerubahan(db: Db, user: TokenClaims, jenis: JenisPerubahan, body: { id_perubahan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) {
  const { party } = await perubahanFor(db, user, body.id_perubahan, jenis);
  const catatan = catatanKeputusan(body.aksi === 'kembalikan', body.catatan);
  return transition(db, PERUBAHAN, body.id_perubahan, body.aksi, { party, id_user: user.id_user }, { catatan, set: { catatan_validasi: catatan } });
}

/**
 * POST diterima/.../pemberian-pembimbing: for an accepted request, staff end the old supervision
 * and assign the new supervisor in the same role (the main-supervisor quota applies), with a new letter.
 */
export async function pemberianPembimbing(db: Db, user: TokenClaims, jenis: JenisPerubahan, body: { id_perubahan: number; id_dosen: number; nomor_surat?: string }) {
  const { row, party } = await perubahanFor(db, user, body.id_perubahan, jenis);
  if (party !== 'validator') throw httpError(403, tu('galat.bukan_milik_anda'));
  if (row.status !== 'divalidasi' || row.id_dosen_baru) throw httpError(409, tu('galat.perubahan_belum_diterima'));
  if (body.id_dosen === row.id_dosen_lama) throw httpError(400, tu('galat.dosen_sama'), { id_dosen: [tu('galat.dosen_sama')] });
  const kuota = (await pengaturanProdi(db, row.id_prodi)).kuota_pembimbing_utama;
  return db.transaction().execute(async (trx) => {
    const r = await gantiPembimbingAktif(trx, {
      id_tugas_akhir: row.id_tugas_akhir, id_dosen_lama: row.id_dosen_lama!, id_dosen_baru: body.id_dosen, kuota, id_user: user.id_user, suffix: row.id_perubahan, nomor_surat: body.nomor_surat, dosen_lama: row.dosen_lama,
    });
    await trx.withSchema('uaps').updateTable('perubahan').set({ id_dosen_baru: body.id_dosen, updated_at: sql`now()` }).where('id_perubahan', '=', row.id_perubahan).execute();
    await recordEvent(trx, 'perubahan', row.id_perubahan, 'pemberian_pembimbing', 'divalidasi', user.id_user, r.nama);
    return { id_tugas_akhir_pembimbing: r.id_tugas_akhir_pembimbing, nomor_surat: r.nomor_surat };
  });
}
