import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { PageQuery } from '../../../../core/server/http/paging';
import { IdDosenParams, KuotaDetailPage, KuotaPage, KuotaQuery } from '../../schemas';
import { kuotaBimbingan, kuotaBimbinganDetail } from '../laporan.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['uaps: laporan'];

/** Programme reports (data-laporan): supervision quota per lecturer and its detail. */
export async function laporanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/tugas-akhir/kuota/bimbingan', { config: { allow: PRODI_STAFF }, schema: { tags, querystring: KuotaQuery, response: { 200: KuotaPage, ...errors } } },
    async (req) => kuotaBimbingan(app.db, req.user!, req.query));
  app.get('/tugas-akhir/kuota/bimbingan/:id_dosen', { config: { allow: PRODI_STAFF }, schema: { tags, params: IdDosenParams, querystring: PageQuery, response: { 200: KuotaDetailPage, ...errors } } },
    async (req) => kuotaBimbinganDetail(app.db, req.user!, req.params.id_dosen, req.query));
}
