import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { ErrorSchema, httpError } from '../../../../core/server/http/errors';
import { riwayatMembimbingDosen, riwayatMengujiDosen } from '../../../uaps/public';
import {
  BiodataPatch, BiodataResponse, BiodataSaved, FotoSaved, KeluargaPatch, KeluargaResponse, KeluargaSaved, RiwayatMembimbingQuery, RiwayatMembimbingResponse,
  RiwayatMengajarQuery, RiwayatMengajarResponse, RiwayatMengujiQuery, RiwayatMengujiResponse,
} from '../../schemas';
import { dosenSaya, fotoId, getBiodata, keluarga, setFoto, tl, updateBiodata } from '../biodata.service';
import { simpanKeluarga } from '../keluarga.service';
import { riwayatMengajar } from '../riwayat.service';

// Spec section 7, "Lecturer data": always about the caller (the lecturer comes from the token).
export const DOSEN = { allow: ['dsn00', 'kor00'] as const };
export const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
export const tags = ['lecturer'];
/** The answer of a uaps history where uaps is not enabled: nothing, and why. */
const kosong = (q: { page?: number; per_page?: number }) => ({ tersedia: false, data: [], current_page: q.page ?? 1, per_page: q.per_page ?? PAGE_SIZE.SUPERVISION_HISTORY, total: 0 });
/** A passport photo: JPEG or PNG by its bytes, at most 1 MB. */
const FOTO = { allowed: ['jpeg', 'png'] as const, maxBytes: 1024 * 1024 };

export async function biodataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The supervision and examining history exist only where the final-project module is enabled.
  const uaps = () => app.kernel.enabled.some((m) => m.id === 'uaps');

  app.get('/biodata/dosen', { config: DOSEN, schema: { tags, summary: 'Biodata dosen yang login', response: { 200: BiodataResponse, ...errors } } },
    async (req) => ({ data: await getBiodata(app.db, await dosenSaya(app.db, req.user), req.user!.id_user) }));

  app.patch('/biodata/dosen', { config: DOSEN, schema: { tags, summary: 'Ubah e-mail, nomor HP dan alamat sendiri', body: BiodataPatch, response: { 200: BiodataSaved, ...errors } } },
    async (req) => {
      const id = await dosenSaya(app.db, req.user);
      return { message: tl('biodata_tersimpan'), data: await updateBiodata(app.db, id, req.user!.id_user, req.body) };
    });

  app.get('/biodata/dosen/foto', { config: DOSEN, schema: { tags, summary: 'Foto dosen (gambar), 404 bila belum ada', response: errors } }, async (req, reply) => {
    const id = await fotoId(app.db, await dosenSaya(app.db, req.user));
    if (!id) throw httpError(404, tl('galat.foto_belum_ada'));
    return app.files.send(reply, id, { inline: true });
  });

  app.post('/biodata/dosen/foto', { config: DOSEN, schema: { tags, summary: 'Unggah foto (JPEG/PNG, maks. 1 MB)', consumes: ['multipart/form-data'], response: { 200: FotoSaved, ...errors } } },
    async (req) => {
      const idDosen = await dosenSaya(app.db, req.user);
      const file = await app.files.saveUpload(req, { ...FOTO, allowed: FOTO.allowed, id_user: req.user!.id_user });
      const previous = await setFoto(app.db, idDosen, file.id);
      if (previous) await app.files.remove(previous);
      return { message: tl('foto_tersimpan') };
    });

  app.get('/biodata/dosen/keluarga', { config: DOSEN, schema: { tags, summary: 'Keluarga dosen (keluarga_dosen)', response: { 200: KeluargaResponse, ...errors } } },
    async (req) => ({ data: await keluarga(app.db, await dosenSaya(app.db, req.user)) }));

  app.patch('/biodata/dosen/keluarga', { config: DOSEN, schema: { tags, summary: 'Simpan daftar keluarga (pasangan dan anak) sekaligus', body: KeluargaPatch, response: { 200: KeluargaSaved, ...errors } } },
    async (req) => ({ message: tl('keluarga_tersimpan'), data: await simpanKeluarga(app.db, await dosenSaya(app.db, req.user), req.body) }));

  app.get('/biodata/dosen/riwayat-mengajar', { config: DOSEN, schema: { tags, summary: 'Riwayat mengajar (10 per halaman)', querystring: RiwayatMengajarQuery, response: { 200: RiwayatMengajarResponse, ...errors } } },
    async (req) => riwayatMengajar(app.db, await dosenSaya(app.db, req.user), req.query));

  app.get('/biodata/dosen/riwayat-membimbing-mahasiswa', { config: DOSEN, schema: { tags, summary: 'Riwayat membimbing tugas akhir (10 per halaman)', querystring: RiwayatMembimbingQuery, response: { 200: RiwayatMembimbingResponse, ...errors } } },
    async (req) => {
      const id = await dosenSaya(app.db, req.user);
      return uaps() ? { tersedia: true, ...(await riwayatMembimbingDosen(app.db, id, req.query)) } : kosong(req.query);
    });

  app.get('/biodata/dosen/riwayat-menguji-mahasiswa', { config: DOSEN, schema: { tags, summary: 'Riwayat menguji proposal dan sidang tugas akhir (10 per halaman)', querystring: RiwayatMengujiQuery, response: { 200: RiwayatMengujiResponse, ...errors } } },
    async (req) => {
      const id = await dosenSaya(app.db, req.user);
      return uaps() ? { tersedia: true, ...(await riwayatMengujiDosen(app.db, id, req.query)) } : kosong(req.query);
    });
}
