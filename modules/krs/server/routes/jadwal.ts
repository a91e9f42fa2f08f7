import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { sendPdf } from '../../../../core/server/print';
import { DaftarPage, DaftarQuery, DetailQuery, JadwalDetailResponse, JadwalResponse, SemesterQuery, UjianParams, UjianResponse } from '../../schemas';
import { mahasiswaOfUser, semesterFor } from '../context.service';
import { jadwalDaftar, jadwalDetail, jadwalKuliah } from '../jadwal.service';
import { cetakJadwal, cetakUjian, slug } from '../print.service';
import { tagMahasiswa } from '../record.service';
import { kartuUjian, parseJenisUjian } from '../ujian.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['krs'];

/** The student's schedule and exam-card calls (spec section 7, "Schedule"). */
export async function jadwalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const student = async (idUser: number, idSemester?: number) => {
    const semester = await semesterFor(app.db, idSemester);
    return { semester, m: await mahasiswaOfUser(app.db, idUser, semester) };
  };

  app.get('/jadwal-kuliah', { config: { allow: ['mhs00'] }, schema: { tags, querystring: SemesterQuery, response: { 200: JadwalResponse, ...errors } } },
    // A read page of the start-of-semester rush: cached per student until their KRS changes.
    async (req) => app.kernel.readCache.through(`krs:jadwal:${req.user!.id_user}:${req.query.id_semester_registrasi ?? ''}`, async () => {
      const { m, semester } = await student(req.user!.id_user, req.query.id_semester_registrasi);
      return { value: await jadwalKuliah(app.db, m, semester), tags: [tagMahasiswa(m.id_mahasiswa)] };
    }));

  app.get('/jadwal-kuliah/detail', { config: { allow: ['mhs00'] }, schema: { tags, querystring: DetailQuery, response: { 200: JadwalDetailResponse, ...errors } } },
    async (req) => {
      const m = await mahasiswaOfUser(app.db, req.user!.id_user);
      return jadwalDetail(app.db, m, req.query.id_kelas, (id) => semesterFor(app.db, id));
    });

  app.get('/jadwal-kuliah/cetak', { config: { allow: ['mhs00'] }, schema: { tags, querystring: SemesterQuery, response: errors } },
    async (req, reply) => {
      const { m, semester } = await student(req.user!.id_user, req.query.id_semester_registrasi);
      const jadwal = await jadwalKuliah(app.db, m, semester);
      return sendPdf(reply, await cetakJadwal(app.db, m, jadwal), `Jadwal-Kuliah-${m.nim}-${slug(semester.nama_semester_registrasi)}.pdf`);
    });

  app.get('/jadwal-kuliah/daftar', { config: { allow: ['mhs00'] }, schema: { tags, querystring: DaftarQuery, response: { 200: DaftarPage, ...errors } } },
    async (req) => jadwalDaftar(app.db, await mahasiswaOfUser(app.db, req.user!.id_user), req.query));

  app.get('/ujian/:jenis_ujian', { config: { allow: ['mhs00'] }, schema: { tags, params: UjianParams, querystring: SemesterQuery, response: { 200: UjianResponse, ...errors } } },
    async (req) => {
      const jenis = parseJenisUjian(req.params.jenis_ujian);
      const { m, semester } = await student(req.user!.id_user, req.query.id_semester_registrasi);
      return kartuUjian(app.db, app.extensions, m, semester, jenis);
    });

  app.get('/ujian/:jenis_ujian/cetak', { config: { allow: ['mhs00'] }, schema: { tags, params: UjianParams, querystring: SemesterQuery, response: errors } },
    async (req, reply) => {
      const jenis = parseJenisUjian(req.params.jenis_ujian);
      const { m, semester } = await student(req.user!.id_user, req.query.id_semester_registrasi);
      const kartu = await kartuUjian(app.db, app.extensions, m, semester, jenis);
      return sendPdf(reply, await cetakUjian(app.db, m, kartu), `Kartu-${jenis}-${m.nim}-${slug(semester.nama_semester_registrasi)}.pdf`);
    });
}
