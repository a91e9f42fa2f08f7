import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { GedungList, GedungQuery, IdParams, KodePosList, KotaList, LokasiKampusList, NestedIdParams, ProvinsiList, RuangList, RuangQuery } from '../../schemas';
import { listGedung, listLokasiKampus, listRuang } from '../kampus.service';
import { listKodePos, listKota, listProvinsi } from '../wilayah.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export async function wilayahKampusRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/provinsi', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], response: { 200: ProvinsiList, ...errors } } },
    async () => ({ data: await listProvinsi(app.db) }));
  app.get('/provinsi/:id/kota', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], params: IdParams, response: { 200: KotaList, ...errors } } },
    async (req) => ({ data: await listKota(app.db, req.params.id) }));
  app.get('/provinsi/:id/kota/:id_child/pos', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], params: NestedIdParams, response: { 200: KodePosList, ...errors } } },
    async (req) => ({ data: await listKodePos(app.db, req.params.id, req.params.id_child) }));
  app.get('/lokasi-kampus', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], response: { 200: LokasiKampusList, ...errors } } },
    async () => ({ data: await listLokasiKampus(app.db) }));
  app.get('/gedung', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: GedungQuery, response: { 200: GedungList, ...errors } } },
    async (req) => ({ data: await listGedung(app.db, req.query.id_lokasi_kampus) }));
  app.get('/ruang', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: RuangQuery, response: { 200: RuangList, ...errors } } },
    async (req) => ({ data: await listRuang(app.db, req.query) }));
}
