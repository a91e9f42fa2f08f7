import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema, httpError } from '../../../../core/server/http/errors';
import { sendPdf } from '../../../../core/server/print';
import { GajiQuery, HonorQuery, HonorUjianResponse, JenisParams, SlipGajiResponse } from '../../schemas';
import { cetakGaji, cetakHonor } from '../cetak.service';
import { slipDenganStatus } from '../pembayaran.service';
import { honorUjian, tp } from '../slip.service';

// Spec section 7 ("Lecturer teaching"): GET slip-gaji/dosen/{url} and GET slip-gaji/dosen/{url}/cetak
// (binary) for the lecturer (dsn00) and the coordinator (kor00), always about the caller's own slip.
// {url} is the report: gaji-bulanan (?bulan=YYYY-MM) or honor-uts-uas (?id_semester_registrasi).
const DOSEN = { allow: ['dsn00', 'kor00'] as const };
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const pdf = { produces: ['application/pdf'], description: 'Berkas PDF A4' };
const tags = ['payroll'];

export async function slipGajiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/slip-gaji/dosen/gaji-bulanan', { config: DOSEN, schema: { tags, summary: 'Slip gaji bulanan dosen yang login', querystring: GajiQuery, response: { 200: SlipGajiResponse, ...errors } } },
    async (req) => ({ data: await slipDenganStatus(app.db, req.user!, req.query.bulan) }));
  app.get('/slip-gaji/dosen/gaji-bulanan/cetak', { config: DOSEN, schema: { tags, summary: 'Slip gaji bulanan (PDF A4)', querystring: GajiQuery, ...pdf, response: errors } },
    async (req, reply) => {
      const { pdf: buffer, nama } = await cetakGaji(app.db, req.user!, req.query.bulan);
      return sendPdf(reply, buffer, nama);
    });

  app.get('/slip-gaji/dosen/honor-uts-uas', { config: DOSEN, schema: { tags, summary: 'Honor UTS/UAS dosen yang login per kelas', querystring: HonorQuery, response: { 200: HonorUjianResponse, ...errors } } },
    async (req) => {
      const { kode_semester: _k, ...data } = await honorUjian(app.db, req.user!, req.query);
      return { data };
    });
  app.get('/slip-gaji/dosen/honor-uts-uas/cetak', { config: DOSEN, schema: { tags, summary: 'Honor UTS/UAS (PDF A4)', querystring: HonorQuery, ...pdf, response: errors } },
    async (req, reply) => {
      const { pdf: buffer, nama } = await cetakHonor(app.db, req.user!, req.query);
      return sendPdf(reply, buffer, nama);
    });

  // Any other {url}: 404 with the kinds that exist (after the permission check, like every route).
  const unknown = async () => { throw httpError(404, tp('galat.jenis_tidak_dikenal')); };
  app.get('/slip-gaji/dosen/:url', { config: DOSEN, schema: { tags, summary: 'Jenis laporan tidak dikenal', params: JenisParams, response: errors } }, unknown);
  app.get('/slip-gaji/dosen/:url/cetak', { config: DOSEN, schema: { tags, summary: 'Jenis laporan tidak dikenal', params: JenisParams, response: errors } }, unknown);
}
