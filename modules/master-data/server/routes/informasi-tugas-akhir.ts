import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { DosenPembimbingPage, DosenPembimbingQuery, InformasiPage, InformasiQuery, MatkulKompreList, MatkulKompreQuery } from '../../schemas';
import { listInformasi } from '../informasi.service';
import { listDosenPembimbing, listMatkulKompre } from '../tugas-akhir.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema };

export async function informasiTugasAkhirRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/informasi', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: InformasiQuery, response: { 200: InformasiPage, ...errors } } },
    async (req) => listInformasi(app.db, req.user!, req.query));
  app.get('/tugas-akhir/matkul-kompre', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: MatkulKompreQuery, response: { 200: MatkulKompreList, ...errors } } },
    async (req) => ({ data: await listMatkulKompre(app.db, req.query.id_prodi) }));
  app.get('/tugas-akhir/dosen-pembimbing', { config: { allow: 'authenticated' }, schema: { tags: ['master-data'], querystring: DosenPembimbingQuery, response: { 200: DosenPembimbingPage, ...errors } } },
    async (req) => listDosenPembimbing(app.db, req.query));
}
