import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { sendPdf } from '../../../../core/server/print';
import { FormulirPerubahanQuery, RekapPerubahan, RekapPerubahanQuery } from '../../schemas-rekap-perubahan';
import { cetakFormulirPerubahan } from '../formulir-perubahan.service';
import { rekapPerubahan, unduhRekapPerubahan } from '../rekap-perubahan.service';
import { kirimBerkas } from './prodi';

// Reading and printing the grade changes after the deadline (decisions 0019, 0027; not spec calls:
// the spec gives the programme no page for them). Programme staff list their akses_prodi
// programmes' changes; the change form is for the class's lecturer and the programme's staff
// (object-level checks in the services).
const STAF_PRODI = ['aka00', 'aka01', 'aka02'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

export async function rekapPerubahanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/rekap-perubahan-nilai', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Perubahan nilai setelah batas input di kelas program studi staf, satu semester (berhalaman)', querystring: RekapPerubahanQuery, response: { 200: RekapPerubahan, ...errors } } },
    async (req) => rekapPerubahan(app.db, req.user!, req.query));
  app.get('/rekap-perubahan-nilai/unduh', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Perubahan nilai sebagai XLSX (semua halaman)', querystring: RekapPerubahanQuery, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], description: 'Berkas XLSX', response: errors } },
    async (req, reply) => kirimBerkas(reply, await unduhRekapPerubahan(app.db, req.user!, req.query)));
  app.get('/input-nilai/riwayat-perubahan/formulir', { config: { allow: ['dsn00', 'kor00', ...STAF_PRODI] }, schema: { tags, summary: 'Cetak formulir perubahan nilai (PDF A4): satu mahasiswa atau sekali simpan satu kelas', querystring: FormulirPerubahanQuery, produces: ['application/pdf'], description: 'Berkas PDF A4', response: errors } },
    async (req, reply) => {
      const { pdf, nama } = await cetakFormulirPerubahan(app.db, req.user!, req.query);
      return sendPdf(reply, pdf, nama);
    });
}
