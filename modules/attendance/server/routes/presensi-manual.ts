import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import * as S from '../../schemas';
import * as svc from '../presensi-manual.service';
import { RANTAI_PRESENSI_MANUAL } from '../validation-chain';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['attendance'];
const VALIDATOR = RANTAI_PRESENSI_MANUAL.steps.flatMap((s) => s.validator);

/** Manual lecturer attendance: request by the lecturer, level 1 by the programme, level 2 by faculty or unit. */
export async function presensiManualRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/presensi/manual-dosen', { config: { allow: ['dsn00', ...VALIDATOR] }, schema: { tags, querystring: S.PresensiManualQuery, response: { 200: S.PresensiManualPage, ...errors } } },
    async (req) => svc.listPresensiManual(app.db, req.user!, req.query));
  app.get('/presensi/manual-dosen/pertemuan', { config: { allow: ['dsn00'] }, schema: { tags, response: { 200: S.PertemuanTanpaPresensi, ...errors } } },
    async (req) => svc.pertemuanTanpaPresensi(app.db, req.user!));
  app.post('/presensi/manual-dosen', { config: { allow: ['dsn00'] }, schema: { tags, body: S.AjukanManualBody, response: { 200: S.AjukanManualResponse, ...errors } } },
    async (req) => svc.ajukanPresensiManual(app.db, req.user!, req.body));
  app.post('/presensi/manual-dosen/validasi/:langkah', { config: { allow: VALIDATOR }, schema: { tags, params: S.LangkahManualParams, body: S.ValidasiManualBody, response: { 200: S.ValidasiResponse, ...errors } } },
    async (req) => svc.validasiPresensiManual(app.db, req.user!, req.params.langkah, req.body));
}
