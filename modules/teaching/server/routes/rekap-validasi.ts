import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { RekapValidasi, RekapValidasiQuery } from '../../schemas-rekap-validasi';
import { rekapValidasi } from '../rekap-validasi.service';

// Programme staff follow the grade validation of their programmes' classes (decision 0045; not a
// spec call: the spec gives the programme no page for it).
const STAF_PRODI = ['aka00', 'aka01', 'aka02'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export async function rekapValidasiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/rekap-validasi-nilai', { config: { allow: STAF_PRODI }, schema: { tags: ['teaching'], summary: 'Kelas program studi staf dengan jumlah mahasiswa yang sudah dinilai dan status validasi nilainya, satu semester (berhalaman)', querystring: RekapValidasiQuery, response: { 200: RekapValidasi, ...errors } } },
    async (req) => rekapValidasi(app.db, req.user!, req.query));
}
