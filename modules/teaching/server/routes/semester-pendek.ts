import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { PreferensiTersimpan, TarikUsulanQuery, UsulanSemesterPendek, UsulkanSemesterPendekBody } from '../../schemas';
import * as svc from '../semester-pendek.service';

// Spec section 7: the lecturer (dsn00, kor00) proposes the courses to open in the coming short
// semester; the lecturer comes from the token, never the request.
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

export async function semesterPendekRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/semester-pendek/matkul', { config: { allow: DOSEN }, schema: { tags, summary: 'Usulan mata kuliah dosen untuk semester pendek berikutnya dan pilihannya', response: { 200: UsulanSemesterPendek, ...errors } } },
    async (req) => svc.usulanSemesterPendek(app.db, req.user!));
  app.post('/semester-pendek', { config: { allow: DOSEN }, schema: { tags, summary: 'Usulkan satu mata kuliah untuk semester pendek berikutnya (sudah diusulkan: 409)', body: UsulkanSemesterPendekBody, response: { 200: PreferensiTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => svc.usulkanSemesterPendek(app.db, req.user!, req.body));
  app.delete('/semester-pendek/matkul', { config: { allow: DOSEN }, schema: { tags, summary: 'Tarik usulan mata kuliah semester pendek', querystring: TarikUsulanQuery, response: { 200: PreferensiTersimpan, ...errors } } },
    async (req) => svc.tarikUsulanSemesterPendek(app.db, req.user!, req.query));
}
