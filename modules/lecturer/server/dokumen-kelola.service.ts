import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { FileStore } from '../../../core/server/files/store';
import { likePattern } from '../../../core/server/db/like';
import { httpError, translateValidation } from '../../../core/server/http/errors';
import { te } from '../../../core/server/i18n';
import { namaLengkapDosenSql } from '../../master-data/public';
import {
  DOKUMEN_DITERIMA, DOKUMEN_MAKS_UKURAN, GantiForm, JUDUL_PANJANG, UnggahForm, type CariDosenQuery, type DaftarDosenDokumen,
  type DokumenDihapus, type DokumenDosenKelola, type DokumenKelola, type DokumenTersimpan, type DosenDokumen, type UbahDokumenBody,
} from '../schemas-dokumen';
import { tl } from './biodata.service';
import { hariIniJakarta, tanggalAsli } from './tanggal';

// dokumen-dosen (decision 0030): the administrator files, edits, replaces and deletes lecturers'
// documents. Edit, replace and delete name the version the page showed; the row is locked, so of two at once one
// wins and the other gets 409. The file and its row change in one transaction.

type Db = Kysely<any>;
const tk = (key: string, vars?: Record<string, string | number>) => tl(`dokumen_kelola.${key}`, vars);
const gagal = (status: number, key: string, vars?: Record<string, string | number>): never => {
  throw httpError(status, tk(`galat.${key}`, vars));
};
const tolak = (errors: Record<string, string[]>): never => {
  throw httpError(400, Object.values(errors).flat().join(' ') || te('validasi.umum'), errors);
};

/** Lecturers matching a search over name (with degrees), NIDN or NIP; every lecturer when empty. */
function cocok(search: string | undefined) {
  const q = search?.trim();
  if (!q) return sql<boolean>`true`;
  const like = likePattern(q);
  return sql<boolean>`(${namaLengkapDosenSql('d')} ilike ${like} or d.nidn::text like ${like} or d.nip::text like ${like})`;
}

const kolomDosen = sql`d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, d.nidn::text as nidn, d.nip::text as nip, p.nama_prodi,
  (select count(*)::int from lecturer.dokumen_dosen x where x.id_dosen = d.id_dosen) as jumlah_dokumen`;
const dariDosen = sql`from master_data.dosen d join master_data.prodi p on p.id_prodi = d.id_prodi`;

/** GET dokumen-dosen/dosen: lecturers by name, paged, with how many documents each has. */
export async function cariDosen(db: Db, q: CariDosenQuery): Promise<DaftarDosenDokumen> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.DEFAULT;
  const { rows } = await sql<DosenDokumen & { total: number }>`select ${kolomDosen}, count(*) over()::int as total ${dariDosen}
    where ${cocok(q.cari)} order by d.nama_dosen, d.id_dosen limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
  const total = rows[0]?.total ?? (page > 1 ? (await sql<{ n: number }>`select count(*)::int as n ${dariDosen} where ${cocok(q.cari)}`.execute(db)).rows[0].n : 0);
  return { data: rows.map(({ total: _t, ...r }) => r), current_page: page, per_page: perPage, total };
}

async function satuDosen(db: Db, idDosen: number): Promise<DosenDokumen> {
  const { rows: [dosen] } = await sql<DosenDokumen>`select ${kolomDosen} ${dariDosen} where d.id_dosen = ${idDosen}`.execute(db);
  return dosen ?? gagal(404, 'dosen_tidak_ada');
}

/** GET dokumen-dosen/dosen/{id_dosen}: the lecturer and their documents in category order, newest first within one. */
export async function dokumenDosenKelola(db: Db, idDosen: number): Promise<DokumenDosenKelola> {
  const dosen = await satuDosen(db, idDosen);
  const jam = (col: string) => sql<string>`to_char(${sql.ref(col)} at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`;
  const { rows } = await sql<DokumenKelola>`select d.id_dokumen_dosen, d.id_dokumen_kategori, k.nama as nama_kategori, d.judul, d.nomor,
      to_char(d.tanggal, 'YYYY-MM-DD') as tanggal, b.nama as nama_berkas, b.ukuran::int as ukuran, d.versi,
      pu.nama as diunggah_oleh, ${jam('d.dibuat')} as dibuat, pc.nama as diubah_oleh, ${jam('d.diubah')} as diubah
    from lecturer.dokumen_dosen d join core.berkas b on b.id = d.id_berkas
      left join master_data.dokumen_kategori k on k.id_dokumen_kategori = d.id_dokumen_kategori
      left join core.pengguna pu on pu.id_user = d.diunggah_oleh left join core.pengguna pc on pc.id_user = d.diubah_oleh
    where d.id_dosen = ${idDosen}
    order by k.urutan nulls last, d.tanggal desc nulls last, d.id_dokumen_dosen desc`.execute(db);
  return { dosen, data: rows };
}

/** The lecturer's `jenis` (what GET dokumen/dosen has always answered) of a master-data category. */
const JENIS_KATEGORI: Record<string, 'sk' | 'sertifikat' | 'ijazah'> = { sk: 'sk', serdos: 'sertifikat', ijazah: 'ijazah' };

/** A document's data as the upload form (strings) or the edit (JSON) sends it. */
type IsianDokumen = Pick<UnggahForm, 'judul'> & { id_dokumen_kategori: string | number; nomor?: string | null; tanggal?: string | null };

/** Field checks beyond the schema; every problem under its field. */
async function periksaIsian(db: Db, form: IsianDokumen, adaBerkas: boolean) {
  const errors: Record<string, string[]> = {};
  const judul = form.judul.trim().replace(/\s+/g, ' ');
  if (judul.length < JUDUL_PANJANG.min || judul.length > JUDUL_PANJANG.maks) errors.judul = [tk('galat.judul', { min: JUDUL_PANJANG.min, maks: JUDUL_PANJANG.maks })];
  const tanggal = form.tanggal?.trim() || null;
  if (tanggal && !(/^\d{4}-\d{2}-\d{2}$/.test(tanggal) && tanggalAsli(tanggal))) errors.tanggal = [tk('galat.tanggal_tidak_valid')];
  else if (tanggal && (tanggal > hariIniJakarta() || tanggal < '1950-01-01')) errors.tanggal = [tk('galat.tanggal_di_luar')];
  const kategori = await db.selectFrom('master_data.dokumen_kategori').select(['id_dokumen_kategori', 'kode'])
    .where('id_dokumen_kategori', '=', Number(form.id_dokumen_kategori)).where('untuk', 'in', ['dosen', 'semua']).executeTakeFirst();
  if (!kategori) errors.id_dokumen_kategori = [tk('galat.kategori_tidak_dikenal')];
  if (!adaBerkas) errors.berkas = [tk('galat.berkas_wajib')];
  if (Object.keys(errors).length) tolak(errors);
  return { judul, tanggal, nomor: form.nomor?.trim() || null, kategori: kategori! };
}

function bacaIsian<T>(schema: TSchema, fields: Record<string, string>): T {
  const issues = [...Value.Errors(schema, fields)];
  if (issues.length) tolak(translateValidation(issues as never, 'body', schema as never) as never);
  return fields as T;
}

/** POST dokumen-dosen/dosen/{id_dosen}: files a new document; nothing is stored on any problem. */
export async function unggahDokumen(app: FastifyInstance, req: FastifyRequest, idDosen: number): Promise<DokumenTersimpan> {
  const user = req.user!;
  await satuDosen(app.db, idDosen);
  const { fields, file } = await app.files.readForm(req, DOKUMEN_MAKS_UKURAN);
  const isian = await periksaIsian(app.db, bacaIsian<UnggahForm>(UnggahForm, fields), !!file);
  return app.db.transaction().execute(async (trx) => {
    const saved = await new FileStore(trx).save(file!.buffer, { nama: file!.nama, allowed: DOKUMEN_DITERIMA, maxBytes: DOKUMEN_MAKS_UKURAN, id_user: user.id_user });
    const row = await trx.insertInto('lecturer.dokumen_dosen').values({
      id_dosen: idDosen, jenis: JENIS_KATEGORI[isian.kategori.kode as string] ?? 'lainnya', id_dokumen_kategori: isian.kategori.id_dokumen_kategori,
      judul: isian.judul, nomor: isian.nomor, tanggal: isian.tanggal, id_berkas: saved.id, diunggah_oleh: user.id_user, diubah_oleh: user.id_user,
    }).returning(['id_dokumen_dosen', 'versi']).executeTakeFirstOrThrow();
    return { message: tk('pesan.diunggah', { judul: isian.judul }), id_dokumen_dosen: row.id_dokumen_dosen as number, versi: row.versi as number };
  });
}

/** Locks a document and checks it is still the version the page showed (404 gone, 409 changed meanwhile). */
async function kunci(trx: Db, id: number, versi: number) {
  const { rows: [row] } = await sql<{ id_berkas: string; versi: number; judul: string }>`select id_berkas::text as id_berkas, versi, judul
    from lecturer.dokumen_dosen where id_dokumen_dosen = ${id} for update`.execute(trx);
  if (!row) gagal(404, 'dokumen_tidak_ada');
  if (row.versi !== versi) gagal(409, 'bentrok', { judul: row.judul });
  return row;
}

/** PATCH dokumen-dosen/{id}: category, title, number and date of a document; its file stays. */
export async function ubahDokumen(db: Db, idUser: number, id: number, body: UbahDokumenBody): Promise<DokumenTersimpan> {
  const isian = await periksaIsian(db, body, true);
  return db.transaction().execute(async (trx) => {
    await kunci(trx, id, body.versi);
    const row = await trx.updateTable('lecturer.dokumen_dosen').set({
      jenis: JENIS_KATEGORI[isian.kategori.kode as string] ?? 'lainnya', id_dokumen_kategori: isian.kategori.id_dokumen_kategori,
      judul: isian.judul, nomor: isian.nomor, tanggal: isian.tanggal, versi: sql`versi + 1`, diubah: sql`now()`, diubah_oleh: idUser,
    }).where('id_dokumen_dosen', '=', id).returning('versi').executeTakeFirstOrThrow();
    return { message: tk('pesan.diubah', { judul: isian.judul }), id_dokumen_dosen: id, versi: row.versi as number };
  });
}

/** POST dokumen-dosen/{id}/berkas: replaces the file, recording who and when; the old file is removed. */
export async function gantiBerkas(app: FastifyInstance, req: FastifyRequest, id: number): Promise<DokumenTersimpan> {
  const user = req.user!;
  const { fields, file } = await app.files.readForm(req, DOKUMEN_MAKS_UKURAN);
  const { versi } = bacaIsian<{ versi: string }>(GantiForm, fields);
  if (!file) tolak({ berkas: [tk('galat.berkas_wajib')] });
  return app.db.transaction().execute(async (trx) => {
    const lama = await kunci(trx, id, Number(versi));
    const store = new FileStore(trx);
    const saved = await store.save(file!.buffer, { nama: file!.nama, allowed: DOKUMEN_DITERIMA, maxBytes: DOKUMEN_MAKS_UKURAN, id_user: user.id_user });
    const row = await trx.updateTable('lecturer.dokumen_dosen')
      .set({ id_berkas: saved.id, versi: sql`versi + 1`, diubah: sql`now()`, diubah_oleh: user.id_user })
      .where('id_dokumen_dosen', '=', id).returning('versi').executeTakeFirstOrThrow();
    await store.remove(lama.id_berkas);
    return { message: tk('pesan.diganti', { judul: lama.judul }), id_dokumen_dosen: id, versi: row.versi as number };
  });
}

/** DELETE dokumen-dosen/{id}?versi: removes the document and its file. */
export async function hapusDokumen(db: Db, id: number, versi: number): Promise<DokumenDihapus> {
  return db.transaction().execute(async (trx) => {
    const lama = await kunci(trx, id, versi);
    await trx.deleteFrom('lecturer.dokumen_dosen').where('id_dokumen_dosen', '=', id).execute();
    await new FileStore(trx).remove(lama.id_berkas);
    return { message: tk('pesan.dihapus', { judul: lama.judul }) };
  });
}

/** GET dokumen-dosen/{id}/berkas: the stored file of any lecturer's document. */
export async function berkasDokumenKelola(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('lecturer.dokumen_dosen').select(sql<string>`id_berkas::text`.as('id_berkas')).where('id_dokumen_dosen', '=', id).executeTakeFirst();
  return row?.id_berkas ?? gagal(404, 'dokumen_tidak_ada');
}
