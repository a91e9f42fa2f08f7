import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import Value from 'typebox/value';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import type { UserType } from '../../../core/contract/user-types';
import { FileStore } from '../../../core/server/files/store';
import { httpError, translateValidation } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { te } from '../../../core/server/i18n';
import { lingkupProdi, namaLengkapDosenSql } from '../../master-data/public';
import {
  BUKTI_KEGIATAN, KegiatanForm, type KegiatanDetail, type KegiatanDosen, type KegiatanPage, type KegiatanQuery, type KegiatanSaved,
  type MonitoringPage, type MonitoringQuery, type ValidasiKegiatanBody,
} from '../schemas';
import { dosenSaya, tl } from './biodata.service';
import { tanggalAsli } from './tanggal';

type Db = Kysely<any>;

/** The lecturer's own pages and calls. */
export const PENGAJU: readonly UserType[] = ['dsn00', 'kor00'];

/** One validation level: who takes it, from which status to which. */
interface Langkah { langkah: 'level_1' | 'level_2'; dari: string; ke: string; validator: readonly UserType[] }
/** Level 1 by the lecturer's programme, then level 2 by its faculty; either may refuse ('ditolak', final). */
export const LANGKAH_KEGIATAN: readonly Langkah[] = [
  { langkah: 'level_1', dari: 'diajukan', ke: 'valid_prodi', validator: ['aka00', 'aka02'] },
  { langkah: 'level_2', dari: 'valid_prodi', ke: 'disetujui', validator: ['fak00'] },
];
export const VALIDATOR: readonly UserType[] = LANGKAH_KEGIATAN.flatMap((l) => l.validator);
/** Statuses in which the lecturer may still cancel. */
const MENUNGGU = ['diajukan', 'valid_prodi'];

const langkahUntuk = (type: UserType) => LANGKAH_KEGIATAN.find((l) => l.validator.includes(type));
const txt = (key: string, vars?: Record<string, string | number>) => tl(`kegiatan.${key}`, vars);
const fail = (status: number, key: string, vars?: Record<string, string | number>, errors?: Record<string, string[]>): never => {
  throw httpError(status, txt(key, vars), errors);
};
const fmtWaktu = (col: string) => sql<string>`to_char(${sql.ref(col)} at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`;

/**
 * Which activities the caller may see: a lecturer their own; a validator those of lecturers whose
 * homebase lies in their programmes (akses_prodi) or faculty (the master-data helper attendance uses too).
 */
async function lingkup(db: Db, user: TokenClaims): Promise<RawBuilder<boolean>> {
  if (PENGAJU.includes(user.id_group_user)) return sql<boolean>`kg.id_dosen = ${await dosenSaya(db, user)}`;
  return lingkupProdi(user, sql.ref('d.id_prodi'));
}

function dasar(db: Db) {
  return db.selectFrom('lecturer.kegiatan_dosen as kg')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'kg.id_dosen')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'd.id_prodi')
    .innerJoin('master_data.sesi_kegiatan as s', 's.id_sesi_kegiatan', 'kg.id_sesi_kegiatan')
    .select([
      'kg.id_kegiatan_dosen', 'kg.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), 'pr.nama_prodi', 'kg.jenis', 'kg.judul',
      sql<string>`to_char(kg.tanggal, 'YYYY-MM-DD')`.as('tanggal'), 'kg.id_sesi_kegiatan', 's.nama as nama_sesi',
      sql<string>`to_char(s.jam_mulai, 'HH24:MI')`.as('jam_mulai'), sql<string>`to_char(s.jam_selesai, 'HH24:MI')`.as('jam_selesai'),
      'kg.tempat', 'kg.status', 'kg.alasan_penolakan', fmtWaktu('kg.dibuat').as('dibuat'),
    ]);
}

/** GET kegiatan-dosen-lvl/v2/pengajuan: the lecturer's own activities, or those a validator may see (`menunggu=1`: waiting for their level). */
export async function daftarKegiatan(db: Db, user: TokenClaims, q: KegiatanQuery): Promise<KegiatanPage> {
  let query = dasar(db).where(await lingkup(db, user));
  if (q.status) query = query.where('kg.status', '=', q.status);
  if (q.id_dosen) query = query.where('kg.id_dosen', '=', q.id_dosen);
  if (q.menunggu) {
    const step = langkahUntuk(user.id_group_user);
    query = step ? query.where('kg.status', '=', step.dari) : query.where('kg.status', 'in', MENUNGGU);
  }
  return paged(query.orderBy('kg.dibuat', 'desc').orderBy('kg.id_kegiatan_dosen', 'desc'), q, PAGE_SIZE.LECTURER_ACTIVITY) as Promise<KegiatanPage>;
}

/** One activity the caller may see (404 otherwise: another lecturer's activity is not revealed), with its proof file id. */
async function kegiatanTerlihat(db: Db, user: TokenClaims, id: number) {
  const row = await dasar(db)
    .innerJoin('core.berkas as b', 'b.id', 'kg.id_berkas_bukti')
    .select(['kg.deskripsi', sql<string>`kg.id_berkas_bukti::text`.as('id_berkas'), 'b.nama as nama_berkas', 'b.mime', 'b.ukuran'])
    .where('kg.id_kegiatan_dosen', '=', id).where(await lingkup(db, user)).executeTakeFirst();
  if (!row) fail(404, 'galat.tidak_ditemukan');
  return row!;
}

/** GET kegiatan-dosen-lvl/v2/pengajuan/{id}: the activity, its proof's name and size, and every step taken. */
export async function detailKegiatan(db: Db, user: TokenClaims, id: number): Promise<KegiatanDetail> {
  const { id_berkas: _f, nama_berkas, mime, ukuran, ...row } = await kegiatanTerlihat(db, user, id);
  const riwayat = await db.selectFrom('lecturer.kegiatan_dosen_riwayat as r').leftJoin('core.pengguna as u', 'u.id_user', 'r.id_user')
    .select(['r.langkah', 'r.dari', 'r.ke', 'r.catatan', sql<string>`coalesce(u.nama, '-')`.as('nama_user'), fmtWaktu('r.waktu').as('waktu')])
    .where('r.id_kegiatan_dosen', '=', id).orderBy('r.id').execute();
  return { ...(row as KegiatanDosen & { deskripsi: string }), bukti: { nama: nama_berkas, mime, ukuran: Number(ukuran) }, riwayat } as KegiatanDetail;
}

/** GET kegiatan-dosen-lvl/v2/pengajuan/{id}/bukti: the proof file, for whoever may see the activity. */
export async function kirimBukti(db: Db, files: FileStore, reply: FastifyReply, user: TokenClaims, id: number) {
  const row = await kegiatanTerlihat(db, user, id);
  return files.send(reply, row.id_berkas);
}

/**
 * POST kegiatan-dosen-lvl/v2/pengajuan (multipart: jenis, judul, tanggal, id_sesi_kegiatan, tempat,
 * deskripsi, bukti): a lecturer reports an activity already held (today or earlier) with its proof.
 * Every check runs before anything is written; the file and the record are written in one
 * transaction, and a second live activity in the same date and session is refused by a unique index.
 */
export async function ajukanKegiatan(app: FastifyInstance, req: FastifyRequest): Promise<KegiatanSaved> {
  const user = req.user!;
  const idDosen = await dosenSaya(app.db, user);
  const { fields, file } = await app.files.readForm(req, BUKTI_KEGIATAN.maxBytes);
  const issues = [...Value.Errors(KegiatanForm, fields)].filter((i) => i.keyword !== 'boolean');
  if (issues.length) {
    const errors = translateValidation(issues as never, 'body', KegiatanForm as never);
    throw httpError(400, Object.values(errors).flat().join(' ') || te('validasi.umum'), errors);
  }
  const form = fields as unknown as { jenis: string; judul: string; tanggal: string; id_sesi_kegiatan: string; tempat: string; deskripsi: string };
  if (!tanggalAsli(form.tanggal)) fail(400, 'galat.tanggal_tidak_valid', undefined, { tanggal: [txt('galat.tanggal_tidak_valid')] });
  const { rows: [hari] } = await sql<{ lewat: boolean }>`select ${form.tanggal}::date <= (now() at time zone 'Asia/Jakarta')::date as lewat`.execute(app.db);
  if (!hari.lewat) fail(400, 'galat.tanggal_akan_datang', undefined, { tanggal: [txt('galat.tanggal_akan_datang')] });
  const idSesi = Number(form.id_sesi_kegiatan);
  const sesi = await app.db.selectFrom('master_data.sesi_kegiatan').select('id_sesi_kegiatan').where('id_sesi_kegiatan', '=', idSesi).executeTakeFirst();
  if (!sesi) fail(400, 'galat.sesi_tidak_dikenal', undefined, { id_sesi_kegiatan: [txt('galat.sesi_tidak_dikenal')] });
  if (!file) fail(400, 'galat.bukti_wajib', undefined, { bukti: [txt('galat.bukti_wajib')] });
  try {
    return await app.db.transaction().execute(async (trx) => {
      const saved = await new FileStore(trx).save(file!.buffer, { nama: file!.nama, allowed: BUKTI_KEGIATAN.allowed, maxBytes: BUKTI_KEGIATAN.maxBytes, id_user: user.id_user });
      const row = await trx.insertInto('lecturer.kegiatan_dosen').values({
        id_dosen: idDosen, jenis: form.jenis, judul: form.judul.trim(), tanggal: form.tanggal, id_sesi_kegiatan: idSesi,
        tempat: form.tempat.trim(), deskripsi: form.deskripsi.trim(), id_berkas_bukti: saved.id,
      }).returning('id_kegiatan_dosen').executeTakeFirstOrThrow();
      const id = row.id_kegiatan_dosen as number;
      await trx.insertInto('lecturer.kegiatan_dosen_riwayat').values({ id_kegiatan_dosen: id, dari: null, ke: 'diajukan', langkah: 'pengajuan', id_user: user.id_user }).execute();
      return { message: txt('pesan.diajukan'), id_kegiatan_dosen: id, status: 'diajukan' };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') fail(409, 'galat.sesi_bentrok');
    throw error;
  }
}

/** Explains why a conditional move found nothing to move (the committed status decides). */
function jelaskanStatus(status: string, step?: Langkah): never {
  if (status === 'ditolak') fail(409, 'galat.sudah_ditolak');
  if (status === 'dibatalkan') fail(409, 'galat.sudah_dibatalkan');
  if (status === 'disetujui') fail(409, 'galat.sudah_disetujui');
  if (step && status === 'diajukan') fail(409, 'galat.belum_level_1');
  return fail(409, step ? 'galat.sudah_divalidasi' : 'galat.tidak_dapat_dibatalkan');
}

/**
 * POST kegiatan-dosen-lvl/v2/pengajuan/{id}/validasi: the caller's level (programme: level 1,
 * faculty: level 2) approves or refuses with a reason. One conditional UPDATE ... WHERE status =
 * <the level's expected status>: of two validators acting at once only one moves it, the other gets 409.
 */
export async function validasiKegiatan(db: Db, user: TokenClaims, id: number, body: ValidasiKegiatanBody): Promise<KegiatanSaved> {
  const step = langkahUntuk(user.id_group_user);
  if (!step) return fail(403, 'galat.bukan_validator');
  const alasan = body.alasan?.trim() || null;
  if (!body.setuju && !alasan) fail(400, 'galat.alasan_wajib', undefined, { alasan: [txt('galat.alasan_wajib')] });
  const scope = lingkupProdi(user, sql.ref('d.id_prodi'));
  return db.transaction().execute(async (trx) => {
    const seen = await trx.selectFrom('lecturer.kegiatan_dosen as kg').innerJoin('master_data.dosen as d', 'd.id_dosen', 'kg.id_dosen')
      .select(['kg.status', sql<boolean>`d.id_user is not distinct from ${user.id_user}`.as('milik_sendiri')])
      .where('kg.id_kegiatan_dosen', '=', id).where(scope).executeTakeFirst();
    if (!seen) fail(404, 'galat.tidak_ditemukan');
    // A head of programme is also programme staff: nobody validates their own activity.
    if (seen!.milik_sendiri) fail(403, 'galat.milik_sendiri');
    const ke = body.setuju ? step.ke : 'ditolak';
    const moved = await trx.updateTable('lecturer.kegiatan_dosen')
      .set({ status: ke, alasan_penolakan: body.setuju ? null : alasan, diperbarui: sql`now()` })
      .where('id_kegiatan_dosen', '=', id).where('status', '=', step.dari).returning('id_kegiatan_dosen').executeTakeFirst();
    if (!moved) {
      const now = await trx.selectFrom('lecturer.kegiatan_dosen').select('status').where('id_kegiatan_dosen', '=', id).executeTakeFirstOrThrow();
      jelaskanStatus(now.status as string, step);
    }
    await trx.insertInto('lecturer.kegiatan_dosen_riwayat').values({ id_kegiatan_dosen: id, dari: step.dari, ke, langkah: step.langkah, catatan: alasan, id_user: user.id_user }).execute();
    const level = txt(`langkah.${step.langkah}`);
    return { message: txt(body.setuju ? 'pesan.disetujui' : 'pesan.ditolak', { level }), id_kegiatan_dosen: id, status: ke };
  });
}

/** POST kegiatan-dosen-lvl/v2/pengajuan/{id}/batal: the lecturer withdraws their own activity while it is still waiting. */
export async function batalkanKegiatan(db: Db, user: TokenClaims, id: number): Promise<KegiatanSaved> {
  const idDosen = await dosenSaya(db, user);
  return db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom('lecturer.kegiatan_dosen').select('status').where('id_kegiatan_dosen', '=', id).where('id_dosen', '=', idDosen).executeTakeFirst();
    if (!own) fail(404, 'galat.tidak_ditemukan');
    const moved = await trx.updateTable('lecturer.kegiatan_dosen').set({ status: 'dibatalkan', diperbarui: sql`now()` })
      .where('id_kegiatan_dosen', '=', id).where('id_dosen', '=', idDosen).where('status', 'in', MENUNGGU)
      .returning('id_kegiatan_dosen').executeTakeFirst();
    if (!moved) {
      const now = await trx.selectFrom('lecturer.kegiatan_dosen').select('status').where('id_kegiatan_dosen', '=', id).executeTakeFirstOrThrow();
      jelaskanStatus(now.status as string);
    }
    await trx.insertInto('lecturer.kegiatan_dosen_riwayat').values({ id_kegiatan_dosen: id, dari: own!.status, ke: 'dibatalkan', langkah: 'pembatalan', id_user: user.id_user }).execute();
    return { message: txt('pesan.dibatalkan'), id_kegiatan_dosen: id, status: 'dibatalkan' };
  });
}

const hitung = (status: string) => sql<number>`count(kg.id_kegiatan_dosen) filter (where kg.status = ${status})::int`;

/**
 * GET kegiatan-dosen-lvl/v2/monitoring: every active lecturer of the validator's programmes or
 * faculty with their activities counted per status (optionally of one year), those with work
 * waiting first; `ringkasan` sums the whole scope.
 */
export async function monitoringKegiatan(db: Db, user: TokenClaims, q: MonitoringQuery): Promise<MonitoringPage> {
  const scope = lingkupProdi(user, sql.ref('d.id_prodi'));
  const tahun = q.tahun ? sql`and extract(year from kg.tanggal) = ${q.tahun}` : sql``;
  const query = db.selectFrom('master_data.dosen as d')
    .innerJoin('master_data.prodi as pr', 'pr.id_prodi', 'd.id_prodi')
    .leftJoin('lecturer.kegiatan_dosen as kg', (j) => j.onRef('kg.id_dosen', '=', 'd.id_dosen').on(sql<boolean>`true ${tahun}`))
    .select([
      'd.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), 'pr.nama_prodi',
      hitung('diajukan').as('diajukan'), hitung('valid_prodi').as('valid_prodi'), hitung('disetujui').as('disetujui'),
      hitung('ditolak').as('ditolak'), hitung('dibatalkan').as('dibatalkan'), sql<number>`count(kg.id_kegiatan_dosen)::int`.as('total'),
    ])
    .where('d.aktif', '=', true).where(scope)
    .groupBy(['d.id_dosen', 'pr.nama_prodi'])
    .orderBy(sql`count(kg.id_kegiatan_dosen) filter (where kg.status in ('diajukan', 'valid_prodi'))`, 'desc')
    .orderBy('d.nama_dosen').orderBy('d.id_dosen');
  const page = await paged(query, q, PAGE_SIZE.MONITORING);
  const { rows: [ringkasan] } = await sql<MonitoringPage['ringkasan']>`select
      count(*) filter (where kg.status = 'diajukan')::int as diajukan, count(*) filter (where kg.status = 'valid_prodi')::int as valid_prodi,
      count(*) filter (where kg.status = 'disetujui')::int as disetujui, count(*) filter (where kg.status = 'ditolak')::int as ditolak,
      count(*) filter (where kg.status = 'dibatalkan')::int as dibatalkan, count(*)::int as total
    from lecturer.kegiatan_dosen kg join master_data.dosen d on d.id_dosen = kg.id_dosen
    where d.aktif and ${scope} ${tahun}`.execute(db);
  return { ...(page as unknown as Omit<MonitoringPage, 'ringkasan'>), ringkasan };
}
