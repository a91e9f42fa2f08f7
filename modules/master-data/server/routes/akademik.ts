import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { FakultasList, IdParams, NestedIdParams, PeminatanList, ProdiList, ProdiPage, ProdiQuery, SemesterQuery, SemesterResponse } from '../../schemas';
import { listFakultas, listPeminatan, listProdi, listProdiFakultas, listSemester } from '../akademik.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export async function akademikRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/fakultas', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], response: { 200: FakultasList, ...errors } } },
    async () => ({ data: await listFakultas(app.db) }));
  app.get('/fakultas/:id/prodi', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], params: IdParams, response: { 200: ProdiList, ...errors } } },
    async (req) => listProdiFakultas(app.db, req.user!, req.params.id));
  app.get('/fakultas/:id/prodi/:id_child/peminatan', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], params: NestedIdParams, response: { 200: PeminatanList, ...errors } } },
    async (req) => ({ data: await listPeminatan(app.db, req.params.id, req.params.id_child) }));
  app.get('/prodi', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: ProdiQuery, response: { 200: ProdiPage, ...errors } } },
    async (req) => listProdi(app.db, req.user!, req.query));
  app.get('/semester', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: SemesterQuery, response: { 200: SemesterResponse, ...errors } } },
    async (req) => listSemester(app.db, req.query.aktif === 1));
}
