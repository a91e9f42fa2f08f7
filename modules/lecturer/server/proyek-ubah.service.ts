import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { FileStore } from '../../../core/server/files/store';
import { lingkupProdi } from '../../master-data/public';
import { alasanPenarikanCukup, BERKAS_PROYEK } from '../proyek-aturan';
import { UbahAjuanForm, type ProyekTersimpan, type TarikAjuanBody } from '../schemas-proyek';
import { catat, masalahBerkas, periksaIsian, periksaTenggat, rapikan, simpanBerkas, tolak } from './proyek-alur.service';
import { gagalProyek, sebagaiStaf, tp } from './proyek.service';

// Decision 0036: while the lecturer has not answered a request, the programme staff who may make
// it may edit it (with the version they read) or withdraw it (with a reason). Both act only on a
// waiting request; of an edit, a withdrawal and the lecturer's answer sent at once exactly one wins.

type Db = Kysely<any>;

interface AjuanTerkunci { status: string; versi: number; judul: string; deskripsi: string; tenggat: string; id_berkas_lampiran: string; id_berkas_soal: string; ditarik_oleh: string | null }

/**
 * The request as its row stands, locked for the rest of the transaction, after the same checks as
 * the request form: a lecturer of the caller's programmes (another programme's: 403), not the caller
 * themselves (a head of programme working as aka02: 403); a missing request 404.
 */
async function ajuanMilikStaf(trx: Db, user: TokenClaims, id: number): Promise<AjuanTerkunci> {
  if (!sebagaiStaf(user)) gagalProyek(403, 'bukan_staf');
  const { rows: [a] } = await sql<AjuanTerkunci & { dalam: boolean; id_user: number | null }>`select a.status, a.versi, a.judul, a.deskripsi,
      to_char(a.tenggat, 'YYYY-MM-DD') as tenggat, a.id_berkas_lampiran::text as id_berkas_lampiran, a.id_berkas_soal::text as id_berkas_soal,
      u.nama as ditarik_oleh, d.id_user, ${lingkupProdi(user, sql.ref('d.id_prodi'))} as dalam
    from lecturer.ajuan_penugasan_proyek a join master_data.dosen d on d.id_dosen = a.id_dosen
    left join core.pengguna u on u.id_user = a.ditarik_oleh
    where a.id_ajuan_penugasan_proyek = ${id} for update of a`.execute(trx);
  if (!a) return gagalProyek(404, 'tidak_ditemukan');
  if (!a.dalam) gagalProyek(403, 'di_luar_prodi');
  if (a.id_user === user.id_user) gagalProyek(403, 'ajuan_sendiri');
  if (a.status === 'ditarik') gagalProyek(409, 'sudah_ditarik_staf', { nama: a.ditarik_oleh ?? '-' });
  if (a.status !== 'diajukan') gagalProyek(409, 'sudah_ditanggapi', { status: tp(`keputusan.${a.status}`) });
  return a;
}

/** Who last changed the request (its latest edit, else its maker), for the stale-version message. */
async function pengubahTerakhir(trx: Db, id: number): Promise<string> {
  const { rows: [r] } = await sql<{ nama: string }>`select u.nama from lecturer.penugasan_proyek_riwayat r join core.pengguna u on u.id_user = r.id_user
    where r.id_ajuan_penugasan_proyek = ${id} and r.langkah in ('pengajuan', 'perubahan') order by r.id desc limit 1`.execute(trx);
  return r?.nama ?? '-';
}

/**
 * PATCH penugasan-proyek/{id} (multipart: versi, judul, deskripsi, tenggat, lampiran?, soal?): edits a
 * waiting request with the create form's checks; a file sent replaces the stored one (which is
 * removed), a file left out stays. The row is locked first, so the lecturer's answer waits for the
 * edit and then finds a newer version (409), or the edit waits for the answer and then finds it
 * answered (409). Another version than the row's is 409: someone edited it since it was read.
 */
export async function ubahAjuanProyek(app: FastifyInstance, req: FastifyRequest, id: number): Promise<ProyekTersimpan> {
  const user = req.user!;
  const { fields, files } = await app.files.readFormFiles(req, { lampiran: BERKAS_PROYEK.lampiran.maxBytes, soal: BERKAS_PROYEK.soal.maxBytes });
  const errors = periksaIsian(UbahAjuanForm, fields);
  await periksaTenggat(app.db, fields, errors);
  for (const jenis of ['lampiran', 'soal'] as const) {
    const masalah = files[jenis] ? masalahBerkas(jenis, files[jenis]) : null;
    if (masalah) errors[jenis] = [masalah];
  }
  if (Object.keys(errors).length) tolak(errors);
  const form = fields as UbahAjuanForm;
  const judul = rapikan(form.judul)!;
  const deskripsi = form.deskripsi.trim();
  return app.db.transaction().execute(async (trx) => {
    const a = await ajuanMilikStaf(trx, user, id);
    if (a.versi !== Number(form.versi)) gagalProyek(409, 'versi_ajuan_lama', { nama: await pengubahTerakhir(trx, id) });
    const berubah = [
      judul !== a.judul ? tp('field.judul') : null,
      deskripsi !== a.deskripsi ? tp('field.deskripsi') : null,
      form.tenggat !== a.tenggat ? tp('field.tenggat') : null,
      files.lampiran ? tp('field.lampiran') : null,
      files.soal ? tp('field.soal') : null,
    ].filter((x): x is string => x !== null);
    if (!berubah.length) gagalProyek(400, 'tidak_ada_perubahan');
    const lampiran = files.lampiran ? (await simpanBerkas(trx, 'lampiran', files.lampiran, user.id_user)).id : a.id_berkas_lampiran;
    const soal = files.soal ? (await simpanBerkas(trx, 'soal', files.soal, user.id_user)).id : a.id_berkas_soal;
    await sql`update lecturer.ajuan_penugasan_proyek set judul = ${judul}, deskripsi = ${deskripsi}, tenggat = ${form.tenggat}::date,
        id_berkas_lampiran = ${lampiran}::uuid, id_berkas_soal = ${soal}::uuid, versi = versi + 1, diubah_pada = now()
      where id_ajuan_penugasan_proyek = ${id}`.execute(trx);
    const store = new FileStore(trx);
    if (files.lampiran) await store.remove(a.id_berkas_lampiran);
    if (files.soal) await store.remove(a.id_berkas_soal);
    await catat(trx, id, 'perubahan', user.id_user, berubah.join(', '));
    return { message: tp('pesan.diubah'), id_ajuan_penugasan_proyek: id, id_penugasan_proyek: null, status: 'diajukan' };
  });
}

/**
 * POST penugasan-proyek/{id}/penarikan: withdraws a waiting request with a reason (10-500
 * characters). It stays listed and in the history as `ditarik`, and the lecturer can no longer answer it.
 */
export async function tarikAjuanProyek(db: Db, user: TokenClaims, id: number, body: TarikAjuanBody): Promise<ProyekTersimpan> {
  const alasan = rapikan(body.alasan) ?? '';
  if (!alasanPenarikanCukup(alasan)) gagalProyek(400, 'alasan_penarikan', undefined, 'alasan');
  return db.transaction().execute(async (trx) => {
    await ajuanMilikStaf(trx, user, id);
    await sql`update lecturer.ajuan_penugasan_proyek set status = 'ditarik', alasan_penarikan = ${alasan}, ditarik_oleh = ${user.id_user}, diputuskan_pada = now()
      where id_ajuan_penugasan_proyek = ${id}`.execute(trx);
    await catat(trx, id, 'penarikan', user.id_user, alasan);
    return { message: tp('pesan.ditarik'), id_ajuan_penugasan_proyek: id, id_penugasan_proyek: null, status: 'ditarik' };
  });
}
