import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { AkunAplikasi, AplikasiList, AplikasiQuery, TukarKodeBody, UrlResponse } from '../../schemas';
import { akunAplikasi, buatKodeLogin, listAplikasi, tukarKode, urlTelegram } from '../portal.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export async function portalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/portal/aplikasi', { config: { allow: 'authenticated' }, schema: { tags: ['portal'], response: { 200: AplikasiList, ...errors } } },
    async (req) => ({ data: await listAplikasi(app.db, req.user!) }));
  app.get('/portal/aplikasi/login', { config: { allow: 'authenticated' }, schema: { tags: ['portal'], querystring: AplikasiQuery, response: { 200: UrlResponse, ...errors } } },
    async (req) => buatKodeLogin(app.db, req.user!, req.query.id_aplikasi));
  app.get('/portal/aplikasi/user', { config: { allow: 'authenticated' }, schema: { tags: ['portal'], querystring: AplikasiQuery, response: { 200: AkunAplikasi, ...errors } } },
    async (req) => akunAplikasi(app.db, req.user!, req.query.id_aplikasi));
  // Called by the linked application's server, which proves itself with its secret instead of a user token.
  app.post('/portal/aplikasi/tukar-kode', { config: { allow: 'public' }, schema: { tags: ['portal'], body: TukarKodeBody, response: { 200: AkunAplikasi, ...errors } } },
    async (req) => tukarKode(app.db, req.body));
  app.get('/portal/telegram/url', { config: { allow: 'authenticated' }, schema: { tags: ['portal'], response: { 200: UrlResponse, ...errors } } },
    async (req) => urlTelegram(app.db, req.user!));
}
