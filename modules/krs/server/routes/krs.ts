import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { sendPdf } from '../../../../core/server/print';
import { CariKelasPage, CariKelasQuery, KrsResponse, MatakuliahUlangResponse, SemesterQuery, SimpanKrsBody, StatusResponse, ValidasiEditResponse } from '../../schemas';
import { mahasiswaOfUser, semesterFor } from '../context.service';
import { alasanTidakDapatDiubah, cariKelas, getKrs, krsHeader, matakuliahUlang } from '../krs.service';
import { cetakKrs, slug } from '../print.service';
import { tagMahasiswa } from '../record.service';
import { simpanKrs } from '../save.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['krs'];

/** The student's KRS calls (spec section 7, "KRS"): only ever the caller's own data. */
export async function krsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const student = async (idUser: number, idSemester?: number) => {
    const semester = await semesterFor(app.db, idSemester);
    return { semester, m: await mahasiswaOfUser(app.db, idUser, semester) };
  };

  app.get('/krs', { config: { allow: ['mhs00'] }, schema: { tags, querystring: SemesterQuery, response: { 200: KrsResponse, ...errors } } },
    async (req) => {
      const { m, semester } = await student(req.user!.id_user, req.query.id_semester_registrasi);
      return getKrs(app.db, app.extensions, m, semester);
    });

  app.get('/krs/cetak', { config: { allow: ['mhs00'] }, schema: { tags, querystring: SemesterQuery, response: errors } },
    async (req, reply) => {
      const { m, semester } = await student(req.user!.id_user, req.query.id_semester_registrasi);
      const krs = await getKrs(app.db, app.extensions, m, semester);
      return sendPdf(reply, await cetakKrs(app.db, m, krs), `KRS-${m.nim}-${slug(semester.nama_semester_registrasi)}.pdf`);
    });

  app.get('/krs/validasi-edit', { config: { allow: ['mhs00'] }, schema: { tags, querystring: SemesterQuery, response: { 200: ValidasiEditResponse, ...errors } } },
    async (req) => {
      const { m, semester } = await student(req.user!.id_user, req.query.id_semester_registrasi);
      const status = (await krsHeader(app.db, m.id_mahasiswa, semester.id_semester_registrasi))?.status ?? null;
      const alasan = await alasanTidakDapatDiubah(app.db, app.extensions, m, semester, status);
      return { id_semester_registrasi: semester.id_semester_registrasi, status, dapat_diubah: alasan.length === 0, alasan };
    });

  app.get('/krs/matakuliah-ulang', { config: { allow: ['mhs00'] }, schema: { tags, response: { 200: MatakuliahUlangResponse, ...errors } } },
    async (req) => {
      const aktif = await semesterFor(app.db).catch(() => null);
      const m = await mahasiswaOfUser(app.db, req.user!.id_user, aktif ?? undefined);
      return matakuliahUlang(app.db, m, aktif);
    });

  app.get('/krs/cari-kelas', { config: { allow: ['mhs00'] }, schema: { tags, querystring: CariKelasQuery, response: { 200: CariKelasPage, ...errors } } },
    async (req) => {
      const { m, semester } = await student(req.user!.id_user);
      return cariKelas(app.db, m, semester, req.query);
    });

  app.patch('/krs', { config: { allow: ['mhs00'], antrian: true }, schema: { tags, body: SimpanKrsBody, response: { 200: StatusResponse, 409: ErrorSchema, 422: ErrorSchema, 503: ErrorSchema, ...errors } } },
    async (req) => {
      const { m, semester } = await student(req.user!.id_user);
      const saved = await simpanKrs(app.db, app.extensions, m, semester, req.body);
      app.kernel.readCache.changed([tagMahasiswa(m.id_mahasiswa)]);
      return saved;
    });
}
