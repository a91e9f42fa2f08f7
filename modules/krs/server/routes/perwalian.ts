import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { JumlahResponse, KembalikanBody, MahasiswaParams, PerwalianDetail, PerwalianPage, PerwalianQuery, StatusResponse } from '../../schemas';
import { dosenOfUser, semesterFor, type Mahasiswa } from '../context.service';
import { adviseeOf, daftarPerwalian, detailPerwalian, jumlahMenunggu, putuskan } from '../perwalian.service';
import { tagMahasiswa } from '../record.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['krs'];

/**
 * The academic adviser's KRS approval (ours: the spec names no call; page /akademik/perwalian,
 * docs/decisions/0005-krs-adviser-approval-path.md). Lecturers reach only their own advisees.
 */
export async function perwalianRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** After a committed decision: the student's cached reads go, here at once and in the other processes. */
  const decided = <T>(m: Mahasiswa, result: T): T => {
    app.kernel.readCache.changed([tagMahasiswa(m.id_mahasiswa)]);
    return result;
  };

  app.get('/krs/perwalian', { config: { allow: ['dsn00'] }, schema: { tags, querystring: PerwalianQuery, response: { 200: PerwalianPage, ...errors } } },
    async (req) => {
      const { id_dosen } = await dosenOfUser(app.db, req.user!.id_user);
      return daftarPerwalian(app.db, id_dosen, await semesterFor(app.db), req.query);
    });

  app.get('/krs/perwalian/jumlah-menunggu', { config: { allow: ['dsn00'] }, schema: { tags, response: { 200: JumlahResponse, ...errors } } },
    async (req) => {
      const { id_dosen } = await dosenOfUser(app.db, req.user!.id_user);
      return { jumlah: await jumlahMenunggu(app.db, id_dosen, await semesterFor(app.db)) };
    });

  app.get('/krs/perwalian/:id_mahasiswa', { config: { allow: ['dsn00'] }, schema: { tags, params: MahasiswaParams, response: { 200: PerwalianDetail, ...errors } } },
    async (req) => {
      const { id_dosen } = await dosenOfUser(app.db, req.user!.id_user);
      const semester = await semesterFor(app.db);
      return detailPerwalian(app.db, app.extensions, await adviseeOf(app.db, id_dosen, req.params.id_mahasiswa, semester), semester);
    });

  app.post('/krs/perwalian/:id_mahasiswa/setujui', { config: { allow: ['dsn00'] }, schema: { tags, params: MahasiswaParams, response: { 200: StatusResponse, 409: ErrorSchema, ...errors } } },
    async (req) => {
      const { id_dosen } = await dosenOfUser(app.db, req.user!.id_user);
      const semester = await semesterFor(app.db);
      const m = await adviseeOf(app.db, id_dosen, req.params.id_mahasiswa, semester);
      return decided(m, await putuskan(app.db, { id_user: req.user!.id_user, id_dosen }, m, semester, 'disetujui', null));
    });

  app.post('/krs/perwalian/:id_mahasiswa/kembalikan', { config: { allow: ['dsn00'] }, schema: { tags, params: MahasiswaParams, body: KembalikanBody, response: { 200: StatusResponse, 409: ErrorSchema, ...errors } } },
    async (req) => {
      const { id_dosen } = await dosenOfUser(app.db, req.user!.id_user);
      const semester = await semesterFor(app.db);
      const m = await adviseeOf(app.db, id_dosen, req.params.id_mahasiswa, semester);
      return decided(m, await putuskan(app.db, { id_user: req.user!.id_user, id_dosen }, m, semester, 'dikembalikan', req.body.catatan.trim()));
    });
}
