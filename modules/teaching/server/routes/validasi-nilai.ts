import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { sendPdf } from '../../../../core/server/print';
import { KelasQuery, ValidasiNilaiHasil } from '../../schemas';
import { cetakBuktiValidasi, validasiNilai } from '../validasi-nilai.service';

// Spec section 7, "Lecturer teaching": POST input-nilai/validasi/bukti (body), with the data of section 3
// "Teaching proof validation: mata_kuliah, biodata, tanggal" (decision 0020): the lecturer (dsn00) or
// the coordinator (kor00, who also teaches) validates the grades of their own class (checked in the
// service) and gets the receipt. GET .../cetak is ours: the spec names no print, the receipt needs one.
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

export async function validasiNilaiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/input-nilai/validasi/bukti', { config: { allow: DOSEN }, schema: { tags, summary: 'Validasi nilai kelas (final) dan bukti validasinya: mata_kuliah, biodata, tanggal', body: KelasQuery, response: { 200: ValidasiNilaiHasil, 409: ErrorSchema, ...errors } } },
    async (req) => validasiNilai(app.db, req.user!, req.body));
  app.get('/input-nilai/validasi/bukti/cetak', { config: { allow: DOSEN }, schema: { tags, summary: 'Cetak bukti validasi nilai kelas (PDF A4); bukan panggilan spesifikasi', querystring: KelasQuery, produces: ['application/pdf'], description: 'Berkas PDF A4', response: errors } },
    async (req, reply) => {
      const { pdf, nama } = await cetakBuktiValidasi(app.db, req.user!, req.query);
      return sendPdf(reply, pdf, nama);
    });
}
