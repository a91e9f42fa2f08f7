import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../../../core/server/files/store';
import { ErrorSchema } from '../../../../core/server/http/errors';
import * as S from '../../schemas';
import * as svc from '../pengganti.service';
import { RANTAI_PENGGANTI } from '../validation-chain';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['attendance'];
const VALIDATOR = RANTAI_PENGGANTI.steps.flatMap((s) => s.validator);
const SEMUA = ['dsn00', ...VALIDATOR] as const;

/** Substitute teaching: request, supporting file, the ordered validation chain, the export and the clean-up. */
export async function penggantiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/absen-pengganti-mengajar/jenis-pergantian', { config: { allow: SEMUA }, schema: { tags, response: { 200: S.JenisPergantianList, ...errors } } },
    async () => svc.jenisPergantian(app.db));
  app.get('/absen-pengganti-mengajar', { config: { allow: SEMUA }, schema: { tags, querystring: S.PenggantiQuery, response: { 200: S.PenggantiPage, ...errors } } },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const buf = await svc.exportPengganti(app.db, req.user!, req.query);
        return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('pengganti-mengajar.xlsx')).send(buf as never);
      }
      return svc.listPengganti(app.db, req.user!, req.query);
    });
  app.post('/absen-pengganti-mengajar', { config: { allow: ['dsn00'] }, schema: { tags, body: S.AjukanPenggantiBody, response: { 200: S.AjukanResponse, ...errors } } },
    async (req) => svc.ajukanPengganti(app.db, req.user!, req.body));
  app.get('/absen-pengganti-mengajar/pertemuan', { config: { allow: ['dsn00'] }, schema: { tags, response: { 200: S.PertemuanPilihan, ...errors } } },
    async (req) => svc.pertemuanBisaDiganti(app.db, req.user!));
  app.get('/absen-pengganti-mengajar/dosen', { config: { allow: ['dsn00'] }, schema: { tags, response: { 200: S.DosenList, ...errors } } },
    async (req) => svc.dosenPengganti(app.db, req.user!));
  app.get('/absen-pengganti-mengajar/menggantikan-dosen', { config: { allow: ['dsn00'] }, schema: { tags, querystring: S.PageOnlyQuery, response: { 200: S.PenggantiPage, ...errors } } },
    async (req) => svc.menggantikanDosen(app.db, req.user!, req.query));
  app.get('/absen-pengganti-mengajar/:id/berkas-pendukung', { config: { allow: SEMUA }, schema: { tags, params: S.IdParams } },
    async (req, reply) => svc.unduhBerkas(app, req, reply, req.params.id));
  app.post('/absen-pengganti-mengajar/:id/berkas-pendukung', { config: { allow: ['dsn00'] }, schema: { tags, params: S.IdParams, response: { 200: S.Message, ...errors } } },
    async (req) => svc.unggahBerkas(app, req, req.params.id));
  app.post('/absen-pengganti-mengajar/validasi/:langkah', { config: { allow: VALIDATOR }, schema: { tags, params: S.LangkahPenggantiParams, body: S.ValidasiPenggantiBody, response: { 200: S.ValidasiResponse, ...errors } } },
    async (req) => svc.validasiPengganti(app.db, req.user!, req.params.langkah, req.body));
  app.post('/absen-pengganti-mengajar/pembersihan-dosa', { config: { allow: ['lbg213.0', 'lbg213.1'] }, schema: { tags, body: S.PembersihanBody, response: { 200: S.Message, ...errors } } },
    async (req) => svc.pembersihanDosa(app.db, req.user!, req.body));
}
