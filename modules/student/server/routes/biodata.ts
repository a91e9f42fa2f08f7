import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema, httpError } from '../../../../core/server/http/errors';
import { t } from '../../../../core/server/i18n';
import { semesterAktif } from '../../../master-data/public';
import { AkademikResponse, BiodataPatch, BiodataSaved, BiodataResponse, FotoUploadResponse, PosisiSemesterResponse, SemesterAktifResponse } from '../../schemas';
import { akademik, posisiSemester } from '../akademik.service';
import { fotoId, getBiodata, setFoto, updateBiodata } from '../biodata.service';
import { mahasiswaSaya } from '../mahasiswa';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const student = { allow: ['mhs00'] } as const;
const tags = ['student'];
/** A passport photo: JPEG or PNG by its bytes, at most 1 MB. */
const FOTO = { allowed: ['jpeg', 'png'] as const, maxBytes: 1024 * 1024 };

/** Biodata, photo, academic profile, semester position and the active semester (spec section 7, student records). */
export async function biodataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/biodata/mahasiswa', { config: student, schema: { tags, response: { 200: BiodataResponse, ...errors } } },
    async (req) => ({ data: await getBiodata(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa) }));

  app.patch('/biodata/mahasiswa', { config: student, schema: { tags, body: BiodataPatch, response: { 200: BiodataSaved, ...errors } } },
    async (req) => {
      const mhs = await mahasiswaSaya(app.db, req.user);
      return { message: t('student', 'biodata_tersimpan'), data: await updateBiodata(app.db, mhs.id_mahasiswa, req.body as Record<string, string | number | null>) };
    });

  app.get('/biodata/mahasiswa/foto', { config: student, schema: { tags, response: errors } }, async (req, reply) => {
    const id = await fotoId(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa);
    if (!id) throw httpError(404, t('student', 'galat.foto_belum_ada'));
    return app.files.send(reply, id, { inline: true });
  });

  app.post('/biodata/mahasiswa/foto', { config: student, schema: { tags, consumes: ['multipart/form-data'], response: { 200: FotoUploadResponse, ...errors } } },
    async (req) => {
      const mhs = await mahasiswaSaya(app.db, req.user);
      const file = await app.files.saveUpload(req, { ...FOTO, allowed: FOTO.allowed, id_user: req.user!.id_user });
      const previous = await setFoto(app.db, mhs.id_mahasiswa, file.id);
      if (previous) await app.files.remove(previous);
      return { message: t('student', 'foto_tersimpan') };
    });

  app.get('/biodata/mahasiswa/akademik', { config: student, schema: { tags, response: { 200: AkademikResponse, ...errors } } },
    async (req) => ({ data: await akademik(app.db, await mahasiswaSaya(app.db, req.user)) }));

  app.get('/biodata/mahasiswa/posisi-semester', { config: student, schema: { tags, response: { 200: PosisiSemesterResponse, ...errors } } },
    async (req) => ({ data: await posisiSemester(app.db, await mahasiswaSaya(app.db, req.user)) }));

  app.get('/presensi/semester-aktif', { config: student, schema: { tags, response: { 200: SemesterAktifResponse, ...errors } } },
    async () => {
      const s = await semesterAktif(app.db);
      return { semester: s ? { id_semester_registrasi: s.id_semester_registrasi, kode_semester: String(s.kode_semester), nama_semester_registrasi: s.nama_semester_registrasi } : null };
    });
}
