import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import Value from 'typebox/value';
import type { TokenClaims } from '../../../core/contract/token';
import { detectKind } from '../../../core/server/files/detect';
import { FileStore, type UploadedFile } from '../../../core/server/files/store';
import { httpError, translateValidation } from '../../../core/server/http/errors';
import { te } from '../../../core/server/i18n';
import { formatUkuran } from '../../../core/contract/format';
import { lingkupProdi } from '../../master-data/public';
import { alasanCukup, BERKAS_PROYEK, jenisBerkasTeks, TENGGAT_MAKS_HARI, type TahapProyek } from '../proyek-aturan';
import { AjuanProyekForm, KirimJawabanForm, type PersetujuanProyekBody, type ProyekTersimpan, type UbahAjuanForm, type ValidasiJawabanBody } from '../schemas-proyek';
import { dosenSaya } from './biodata.service';
import { gagalProyek, sebagaiStaf, tp } from './proyek.service';
import { tanggalAsli } from './tanggal';

// The steps of a project assignment (spec section 4: request, approval, answers sent, answers
// validated). Each moves its row with one conditional UPDATE ... WHERE status = <expected>, so of
// two actors at once exactly one wins and the other gets 409, and writes a history row with who and when.

type Db = Kysely<any>;
type Berkas = keyof typeof BERKAS_PROYEK;

export const rapikan = (s: string | undefined) => s?.trim().replace(/\s+/g, ' ') || null;

export const tolak = (errors: Record<string, string[]>): never => {
  throw httpError(400, Object.values(errors).flat().join(' ') || te('validasi.umum'), errors);
};

/** The schema's field errors of a multipart form's text fields, in Indonesian. */
export function periksaIsian(schema: typeof AjuanProyekForm | typeof KirimJawabanForm | typeof UbahAjuanForm, fields: Record<string, string>): Record<string, string[]> {
  const issues = [...Value.Errors(schema, fields)];
  return issues.length ? translateValidation(issues as never, 'body', schema as never) : {};
}

/** Why an uploaded file cannot be this kind of project file (judged by its bytes and size), or null when it can. */
export function masalahBerkas(jenis: Berkas, file: UploadedFile | undefined): string | null {
  const aturan = BERKAS_PROYEK[jenis];
  const label = tp(`field.${jenis}`);
  if (!file || !file.buffer.length) return tp('galat.berkas_wajib', { field: label, jenis: jenisBerkasTeks(aturan.allowed) });
  if (file.buffer.length > aturan.maxBytes) return tp('galat.berkas_terlalu_besar', { field: label, maks: formatUkuran(aturan.maxBytes) });
  const kind = detectKind(file.buffer);
  const ok = kind !== null && ((aturan.allowed as readonly string[]).includes(kind) || (['docx', 'xlsx', 'pptx'].includes(kind) && (aturan.allowed as readonly string[]).includes('zip')));
  return ok ? null : tp('galat.berkas_jenis', { field: label, jenis: jenisBerkasTeks(aturan.allowed) });
}

export const simpanBerkas = (trx: Db, jenis: Berkas, file: UploadedFile, idUser: number) =>
  new FileStore(trx).save(file.buffer, { nama: file.nama, allowed: BERKAS_PROYEK[jenis].allowed, maxBytes: BERKAS_PROYEK[jenis].maxBytes, id_user: idUser });

export const catat = (trx: Db, idAjuan: number, langkah: string, idUser: number, catatan: string | null = null, idBerkas: string | null = null) =>
  trx.insertInto('lecturer.penugasan_proyek_riwayat').values({ id_ajuan_penugasan_proyek: idAjuan, langkah, catatan, id_berkas: idBerkas, id_user: idUser }).execute();

/** The deadline's problem, under `errors.tenggat`: a real date from tomorrow up to a year ahead (Asia/Jakarta). */
export async function periksaTenggat(db: Db, fields: Record<string, string>, errors: Record<string, string[]>): Promise<void> {
  if (errors.tenggat || fields.tenggat === undefined) return;
  if (!tanggalAsli(fields.tenggat)) {
    errors.tenggat = [tp('galat.tenggat_tidak_valid')];
    return;
  }
  const { rows: [d] } = await sql<{ selisih: number }>`select ${fields.tenggat}::date - (now() at time zone 'Asia/Jakarta')::date as selisih`.execute(db);
  if (d.selisih < 1) errors.tenggat = [tp('galat.tenggat_terlalu_dekat')];
  else if (d.selisih > TENGGAT_MAKS_HARI) errors.tenggat = [tp('galat.tenggat_terlalu_jauh', { hari: TENGGAT_MAKS_HARI })];
}

/**
 * POST penugasan-proyek (multipart: id_dosen, judul, deskripsi, tenggat, lampiran, soal): programme
 * staff ask a lecturer of their programmes (not themselves) to take a project by a deadline from
 * tomorrow up to a year ahead, with the assignment letter (PDF) and the task document. Every check
 * runs before anything is written; both files, the request and its first history row are written
 * in one transaction.
 */
export async function buatAjuanProyek(app: FastifyInstance, req: FastifyRequest): Promise<ProyekTersimpan> {
  const user = req.user!;
  const { fields, files } = await app.files.readFormFiles(req, { lampiran: BERKAS_PROYEK.lampiran.maxBytes, soal: BERKAS_PROYEK.soal.maxBytes });
  const errors = periksaIsian(AjuanProyekForm, fields);
  await periksaTenggat(app.db, fields, errors);
  if (!errors.id_dosen && fields.id_dosen !== undefined) {
    const dosen = await app.db.selectFrom('master_data.dosen as d').select('d.id_user').where('d.id_dosen', '=', Number(fields.id_dosen))
      .where('d.aktif', '=', true).where(lingkupProdi(user, sql.ref('d.id_prodi'))).executeTakeFirst();
    if (!dosen) errors.id_dosen = [tp('galat.dosen_di_luar')];
    else if (dosen.id_user === user.id_user) errors.id_dosen = [tp('galat.diri_sendiri')];
  }
  for (const jenis of ['lampiran', 'soal'] as const) {
    const masalah = masalahBerkas(jenis, files[jenis]);
    if (masalah) errors[jenis] = [masalah];
  }
  if (Object.keys(errors).length) tolak(errors);
  const form = fields as AjuanProyekForm;
  return app.db.transaction().execute(async (trx) => {
    const lampiran = await simpanBerkas(trx, 'lampiran', files.lampiran!, user.id_user);
    const soal = await simpanBerkas(trx, 'soal', files.soal!, user.id_user);
    const row = await trx.insertInto('lecturer.ajuan_penugasan_proyek').values({
      id_dosen: Number(form.id_dosen), judul: rapikan(form.judul), deskripsi: form.deskripsi.trim(), tenggat: form.tenggat,
      id_berkas_lampiran: lampiran.id, id_berkas_soal: soal.id, dibuat_oleh: user.id_user,
    }).returning('id_ajuan_penugasan_proyek').executeTakeFirstOrThrow();
    const id = row.id_ajuan_penugasan_proyek as number;
    await catat(trx, id, 'pengajuan', user.id_user);
    return { message: tp('pesan.diajukan'), id_ajuan_penugasan_proyek: id, id_penugasan_proyek: null, status: 'diajukan' };
  });
}

/** Explains, from the committed state, why the lecturer's answer found no waiting request of the version read. */
async function jelaskanPersetujuan(db: Db, id: number): Promise<never> {
  const { rows: [now] } = await sql<{ status: string; alasan_penarikan: string | null; nama: string | null }>`select a.status, a.alasan_penarikan, u.nama
    from lecturer.ajuan_penugasan_proyek a left join core.pengguna u on u.id_user = a.ditarik_oleh where a.id_ajuan_penugasan_proyek = ${id}`.execute(db);
  if (now.status === 'ditarik') return gagalProyek(409, 'sudah_ditarik', { nama: now.nama ?? '-', alasan: now.alasan_penarikan ?? '' });
  if (now.status === 'diajukan') return gagalProyek(409, 'ajuan_diubah');
  return gagalProyek(409, 'sudah_diputuskan', { status: tp(`keputusan.${now.status}`) });
}

/**
 * POST penugasan-proyek/{id}/persetujuan ({id}: id_ajuan_penugasan_proyek): the lecturer approves
 * their waiting request, which creates the assignment (id_penugasan_proyek), or declines it with a
 * reason. A request whose deadline has passed can no longer be approved (only declined).
 */
export async function setujuiProyek(db: Db, user: TokenClaims, id: number, body: PersetujuanProyekBody): Promise<ProyekTersimpan> {
  const idDosen = await dosenSaya(db, user);
  const alasan = rapikan(body.alasan);
  if (!body.setuju && !alasanCukup(alasan ?? '')) gagalProyek(400, 'alasan_wajib', undefined, 'alasan');
  return db.transaction().execute(async (trx) => {
    const { rows: [a] } = await sql<{ id_dosen: number; status: string; lewat: boolean }>`select id_dosen, status,
        tenggat < (now() at time zone 'Asia/Jakarta')::date as lewat
      from lecturer.ajuan_penugasan_proyek where id_ajuan_penugasan_proyek = ${id}`.execute(trx);
    if (!a || a.id_dosen !== idDosen) gagalProyek(404, 'tidak_ditemukan');
    if (body.setuju && a.lewat && a.status === 'diajukan') gagalProyek(409, 'tenggat_lewat');
    const ke = body.setuju ? 'disetujui' : 'ditolak';
    // The version read is part of the condition (decision 0036): an edit committed meanwhile makes this
    // update find nothing, so the new text is never approved or declined unseen.
    const { rows: moved } = await sql`update lecturer.ajuan_penugasan_proyek set status = ${ke}, alasan_penolakan = ${body.setuju ? null : alasan}, diputuskan_pada = now()
      where id_ajuan_penugasan_proyek = ${id} and status = 'diajukan' and versi = ${body.versi} returning id_ajuan_penugasan_proyek`.execute(trx);
    if (!moved.length) await jelaskanPersetujuan(trx, id);
    let idPenugasan: number | null = null;
    if (body.setuju) {
      const p = await trx.insertInto('lecturer.penugasan_proyek').values({ id_ajuan_penugasan_proyek: id }).returning('id_penugasan_proyek').executeTakeFirstOrThrow();
      idPenugasan = p.id_penugasan_proyek as number;
    }
    await catat(trx, id, body.setuju ? 'persetujuan' : 'penolakan', user.id_user, alasan);
    return { message: tp(body.setuju ? 'pesan.disetujui' : 'pesan.ditolak'), id_ajuan_penugasan_proyek: id, id_penugasan_proyek: idPenugasan, status: body.setuju ? 'berjalan' : 'ditolak' };
  });
}

/**
 * POST penugasan-proyek/{id}/jawaban/kirim ({id}: id_penugasan_proyek; multipart: jawaban, keterangan?):
 * the lecturer sends the answer file — again as often as needed until it is accepted (a resend
 * replaces the answer waiting for validation; a returned answer is sent again). Each answer counts
 * a version; earlier files stay stored with their history row.
 */
export async function kirimJawaban(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ProyekTersimpan> {
  const user = req.user!;
  const idDosen = await dosenSaya(app.db, user);
  const { fields, files } = await app.files.readFormFiles(req, { jawaban: BERKAS_PROYEK.jawaban.maxBytes });
  const errors = periksaIsian(KirimJawabanForm, fields);
  const masalah = masalahBerkas('jawaban', files.jawaban);
  if (masalah) errors.jawaban = [masalah];
  if (Object.keys(errors).length) tolak(errors);
  return app.db.transaction().execute(async (trx) => {
    const { rows: [p] } = await sql<{ id_ajuan: number; id_dosen: number }>`select p.id_ajuan_penugasan_proyek as id_ajuan, a.id_dosen
      from lecturer.penugasan_proyek p join lecturer.ajuan_penugasan_proyek a on a.id_ajuan_penugasan_proyek = p.id_ajuan_penugasan_proyek
      where p.id_penugasan_proyek = ${id}`.execute(trx);
    if (!p || p.id_dosen !== idDosen) gagalProyek(404, 'tidak_ditemukan');
    const saved = await simpanBerkas(trx, 'jawaban', files.jawaban!, user.id_user);
    const { rows: [moved] } = await sql<{ versi: number }>`update lecturer.penugasan_proyek set status = 'jawaban_dikirim', id_berkas_jawaban = ${saved.id},
        versi_jawaban = versi_jawaban + 1, jawaban_dikirim_pada = now(), catatan_validasi = null, divalidasi_oleh = null, divalidasi_pada = null
      where id_penugasan_proyek = ${id} and status in ('berjalan', 'jawaban_dikirim', 'dikembalikan') returning versi_jawaban as versi`.execute(trx);
    // The only stage a send cannot come from: the answer was accepted.
    if (!moved) gagalProyek(409, 'sudah_selesai');
    await catat(trx, p.id_ajuan, 'kirim_jawaban', user.id_user, rapikan(fields.keterangan), saved.id);
    return { message: tp('pesan.jawaban_terkirim', { versi: moved.versi }), id_ajuan_penugasan_proyek: p.id_ajuan, id_penugasan_proyek: id, status: 'jawaban_dikirim' };
  });
}

/** Explains why a validation found no answer to move, from the committed state. */
function jelaskanValidasi(status: TahapProyek): never {
  if (status === 'jawaban_dikirim') gagalProyek(409, 'versi_berubah');
  if (status === 'berjalan') gagalProyek(409, 'belum_ada_jawaban');
  return gagalProyek(409, 'sudah_divalidasi', { status: tp(`status.${status}`).toLowerCase() });
}

/**
 * POST penugasan-proyek/{id}/jawaban/validasi ({id}: id_penugasan_proyek): programme staff of the
 * lecturer's homebase accept the answer version they judged, or return it with a note so the
 * lecturer sends another. Nobody validates their own answer (a head of programme is also staff).
 */
export async function validasiJawaban(db: Db, user: TokenClaims, id: number, body: ValidasiJawabanBody): Promise<ProyekTersimpan> {
  if (!sebagaiStaf(user)) gagalProyek(403, 'bukan_staf');
  const catatan = rapikan(body.catatan);
  if (!body.diterima && !alasanCukup(catatan ?? '')) gagalProyek(400, 'catatan_wajib', undefined, 'catatan');
  return db.transaction().execute(async (trx) => {
    const { rows: [p] } = await sql<{ id_ajuan: number; id_user: number | null }>`select p.id_ajuan_penugasan_proyek as id_ajuan, d.id_user
      from lecturer.penugasan_proyek p join lecturer.ajuan_penugasan_proyek a on a.id_ajuan_penugasan_proyek = p.id_ajuan_penugasan_proyek
      join master_data.dosen d on d.id_dosen = a.id_dosen
      where p.id_penugasan_proyek = ${id} and ${lingkupProdi(user, sql.ref('d.id_prodi'))}`.execute(trx);
    if (!p) gagalProyek(404, 'tidak_ditemukan');
    if (p.id_user === user.id_user) gagalProyek(403, 'milik_sendiri');
    const ke = body.diterima ? 'selesai' : 'dikembalikan';
    const { rows: moved } = await sql`update lecturer.penugasan_proyek set status = ${ke}, catatan_validasi = ${catatan}, divalidasi_oleh = ${user.id_user}, divalidasi_pada = now()
      where id_penugasan_proyek = ${id} and status = 'jawaban_dikirim' and versi_jawaban = ${body.versi_jawaban} returning id_penugasan_proyek`.execute(trx);
    if (!moved.length) {
      const { rows: [now] } = await sql<{ status: TahapProyek }>`select status from lecturer.penugasan_proyek where id_penugasan_proyek = ${id}`.execute(trx);
      jelaskanValidasi(now.status);
    }
    await catat(trx, p.id_ajuan, body.diterima ? 'jawaban_diterima' : 'jawaban_dikembalikan', user.id_user, catatan);
    return { message: tp(body.diterima ? 'pesan.diterima' : 'pesan.dikembalikan'), id_ajuan_penugasan_proyek: p.id_ajuan, id_penugasan_proyek: id, status: ke };
  });
}
