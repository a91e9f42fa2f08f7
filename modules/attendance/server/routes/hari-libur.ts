import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LP3_UNIT } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import * as S from '../../schemas';
import * as libur from '../hari-libur.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['attendance'];

/** The campus holiday calendar kept by LP3 (lbg204.x); the spec names no call for it (decision 0022). */
export async function hariLiburRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const LP3 = { allow: LP3_UNIT };

  app.get('/presensi/lp3/hari-libur', { config: LP3, schema: { tags, summary: 'Hari libur semester dan pertemuan yang jatuh padanya', querystring: S.HariLiburQuery, response: { 200: S.HariLiburResponse, ...errors } } },
    async (req) => libur.daftarHariLibur(app.db, req.query.id_semester_registrasi));
  app.post('/presensi/lp3/hari-libur', { config: LP3, schema: { tags, summary: 'Tambah hari libur (satu tanggal atau rentang)', body: S.TambahHariLiburBody, response: { 200: S.TambahHariLiburResponse, ...errors } } },
    async (req) => libur.tambahHariLibur(app.db, req.user!, req.body));
  app.delete('/presensi/lp3/hari-libur/:id_hari_libur', { config: LP3, schema: { tags, summary: 'Hapus hari libur', params: S.HariLiburParams, response: { 200: S.Message, ...errors } } },
    async (req) => libur.hapusHariLibur(app.db, req.params.id_hari_libur));
}
