import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { IdParams, PerbaikanPage, PerbaikanQuery, PerbaikanStatus, PerbaikanUnggahQuery, PersetujuanPerbaikanBody, Pesan } from '../../schemas';
import { tu } from '../access';
import { kirimBerkasPerbaikan, listPerbaikan, setujuiPerbaikan, statusPerbaikan, unggahPerbaikan } from '../perbaikan.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['uaps: perbaikan setelah sidang'];

/** Post-defence revision: the student uploads, the main supervisor approves or returns. */
export async function perbaikanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/tugas-akhir/perbaikan-setelah-sidang', { config: { allow: ['mhs00', 'dsn00'] }, schema: { tags, querystring: PerbaikanQuery, response: { 200: PerbaikanPage, ...errors } } },
    async (req) => listPerbaikan(app.db, req.user!, req.query));
  app.post('/tugas-akhir/perbaikan-setelah-sidang', { config: { allow: ['mhs00'] }, schema: { tags, consumes: ['multipart/form-data'], querystring: PerbaikanUnggahQuery, response: { 200: PerbaikanStatus, ...errors } } },
    async (req) => statusPerbaikan(app.db, req.user!, await unggahPerbaikan(app.db, app.files, req, req.user!, req.query.catatan)));
  app.get('/tugas-akhir/perbaikan-setelah-sidang/berkas/:id', { config: { allow: ['mhs00', 'dsn00'] }, schema: { tags, description: 'Naskah perbaikan dengan nama aslinya', params: IdParams, response: errors } },
    async (req, reply) => kirimBerkasPerbaikan(app.db, app.files, reply, req.user!, req.params.id));
  app.get('/tugas-akhir/perbaikan-setelah-sidang/status-persetujuan/:id', { config: { allow: ['mhs00', 'dsn00'] }, schema: { tags, params: IdParams, response: { 200: PerbaikanStatus, ...errors } } },
    async (req) => statusPerbaikan(app.db, req.user!, req.params.id));
  app.post('/tugas-akhir/perbaikan-setelah-sidang/persetujuan', { config: { allow: ['dsn00'] }, schema: { tags, body: PersetujuanPerbaikanBody, response: { 200: Pesan, ...errors } } },
    async (req) => { const r = await setujuiPerbaikan(app.db, req.user!, req.body); return { message: tu(r.ke === 'divalidasi' ? 'pesan.perbaikan_disetujui' : 'pesan.perbaikan_dikembalikan') }; });
}
