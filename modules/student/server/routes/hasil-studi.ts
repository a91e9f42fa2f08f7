import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { sendPdf } from '../../../../core/server/print';
import { KeuanganResponse, KhsResponse, RangkumanResponse, SemesterQuery } from '../../schemas';
import { khs, rangkumanNilai } from '../akademik.service';
import { cetakKeuangan, cetakKhs, cetakRangkuman } from '../cetak.service';
import { keuangan } from '../keuangan.service';
import { mahasiswaSaya } from '../mahasiswa';
import { tagMahasiswa } from '../../../krs/public';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const student = { allow: ['mhs00'] } as const;
const tags = ['student'];
const pdf = { produces: ['application/pdf'], description: 'Berkas PDF A4' };

/** KHS, grade summary and finance, each with its A4 print (binary). */
export async function hasilStudiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/khs', { config: student, schema: { tags, querystring: SemesterQuery, response: { 200: KhsResponse, ...errors } } },
    // Cached per student until their enrolments or grades change (krs invalidates the tag).
    async (req) => app.kernel.readCache.through(`student:khs:${req.user!.id_user}:${req.query.id_semester_registrasi ?? ''}`, async () => {
      const mhs = await mahasiswaSaya(app.db, req.user);
      return { value: { data: await khs(app.db, mhs, req.query.id_semester_registrasi) }, tags: [tagMahasiswa(mhs.id_mahasiswa)] };
    }));

  app.get('/khs/cetak', { config: student, schema: { tags, querystring: SemesterQuery, ...pdf, response: errors } }, async (req, reply) => {
    const { pdf: buffer, nama } = await cetakKhs(app.db, await mahasiswaSaya(app.db, req.user), req.query.id_semester_registrasi);
    return sendPdf(reply, buffer, nama);
  });

  app.get('/rangkuman-nilai', { config: student, schema: { tags, response: { 200: RangkumanResponse, ...errors } } },
    async (req) => ({ data: await rangkumanNilai(app.db, await mahasiswaSaya(app.db, req.user)) }));

  app.get('/rangkuman-nilai/cetak', { config: student, schema: { tags, ...pdf, response: errors } }, async (req, reply) => {
    const { pdf: buffer, nama } = await cetakRangkuman(app.db, await mahasiswaSaya(app.db, req.user));
    return sendPdf(reply, buffer, nama);
  });

  app.get('/keuangan', { config: student, schema: { tags, response: { 200: KeuanganResponse, ...errors } } },
    async (req) => ({ data: await keuangan(app.db, (await mahasiswaSaya(app.db, req.user)).id_mahasiswa) }));

  app.get('/keuangan/cetak', { config: student, schema: { tags, ...pdf, response: errors } }, async (req, reply) => {
    const { pdf: buffer, nama } = await cetakKeuangan(app.db, await mahasiswaSaya(app.db, req.user));
    return sendPdf(reply, buffer, nama);
  });
}
