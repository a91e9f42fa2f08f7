import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema, httpError } from '../../../../core/server/http/errors';
import { riwayatMembimbingDosen, riwayatMengujiDosen } from '../../../uaps/public';
import {
  BiodataPatch, BiodataResponse, BiodataSaved, FotoSaved, KeluargaResponse, RiwayatMembimbingResponse, RiwayatMengajarQuery,
  RiwayatMengajarResponse, RiwayatMengujiResponse,
} from '../../schemas';
import { dosenSaya, fotoId, getBiodata, keluarga, riwayatMengajar, setFoto, tl, updateBiodata } from '../biodata.service';

// Spec section 7, "Lecturer data": always about the caller (the lecturer comes from the token).
const DOSEN = { allow: ['dsn00', 'kor00'] as const };
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['lecturer'];
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

  app.get('/biodata/dosen/riwayat-mengajar', { config: DOSEN, schema: { tags, summary: 'Riwayat mengajar per semester', querystring: RiwayatMengajarQuery, response: { 200: RiwayatMengajarResponse, ...errors } } },
    async (req) => ({ data: await riwayatMengajar(app.db, await dosenSaya(app.db, req.user), req.query) }));

  app.get('/biodata/dosen/riwayat-membimbing-mahasiswa', { config: DOSEN, schema: { tags, summary: 'Riwayat membimbing tugas akhir', response: { 200: RiwayatMembimbingResponse, ...errors } } },
    async (req) => {
      const id = await dosenSaya(app.db, req.user);
      return uaps() ? { tersedia: true, data: await riwayatMembimbingDosen(app.db, id) } : { tersedia: false, data: [] };
    });

  app.get('/biodata/dosen/riwayat-menguji-mahasiswa', { config: DOSEN, schema: { tags, summary: 'Riwayat menguji proposal dan sidang tugas akhir', response: { 200: RiwayatMengujiResponse, ...errors } } },
    async (req) => {
      const id = await dosenSaya(app.db, req.user);
      return uaps() ? { tersedia: true, data: await riwayatMengujiDosen(app.db, id) } : { tersedia: false, data: [] };
    });
}
