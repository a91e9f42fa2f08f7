import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  BimbinganBody, BimbinganPage, BimbinganParams, BimbinganPublik, BimbinganQuery, BimbinganTersimpan, BimbinganUbahBody, Pesan, TokenBody, TokenQuery, ValidasiBimbinganBody,
} from '../../schemas';
import { tu } from '../access';
import { sendPdf } from '../../../../core/server/print';
import { cetakRiwayatBimbingan } from '../cetak.service';
import { bimbinganDosen, catatBimbingan, lihatTautan, riwayatBimbingan, ubahBimbingan, validasiBimbingan, validasiTautan } from '../bimbingan.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const MHS = ['mhs00'] as const;
const DSN = ['dsn00'] as const;
const tags = ['uaps: bimbingan'];

/** Supervision sessions: logged by the student, validated by the supervisor (also through the public one-time link). */
export async function bimbinganRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/tugas-akhir/bimbingan', { config: { allow: MHS }, schema: { tags, body: BimbinganBody, response: { 200: BimbinganTersimpan, ...errors } } },
    async (req) => ({ message: tu('pesan.bimbingan_dicatat'), ...(await catatBimbingan(app.db, req.user!, req.body)) }));
  app.patch('/tugas-akhir/bimbingan/:id_tugas_akhir_bimbingan', { config: { allow: MHS }, schema: { tags, params: BimbinganParams, body: BimbinganUbahBody, response: { 200: BimbinganTersimpan, ...errors } } },
    async (req) => ({ message: tu('pesan.bimbingan_diubah'), ...(await ubahBimbingan(app.db, req.user!, req.params.id_tugas_akhir_bimbingan, req.body)) }));
  app.get('/tugas-akhir/bimbingan-riwayat', { config: { allow: MHS }, schema: { tags, querystring: BimbinganQuery, response: { 200: BimbinganPage, ...errors } } },
    async (req) => riwayatBimbingan(app.db, req.user!, req.query));
  app.get('/tugas-akhir/bimbingan-riwayat/cetak', { config: { allow: MHS }, schema: { tags, description: 'PDF kartu bimbingan', response: errors } },
    async (req, reply) => { const r = await cetakRiwayatBimbingan(app.db, req.user!); return sendPdf(reply, r.pdf, r.nama); });
  app.get('/tugas-akhir/bimbingan', { config: { allow: DSN }, schema: { tags, querystring: BimbinganQuery, response: { 200: BimbinganPage, ...errors } } },
    async (req) => bimbinganDosen(app.db, req.user!, req.query));
  app.post('/tugas-akhir/validasi/bimbingan', { config: { allow: DSN }, schema: { tags, body: ValidasiBimbinganBody, response: { 200: Pesan, ...errors } } },
    async (req) => { const r = await validasiBimbingan(app.db, req.user!, req.body); return { message: tu(r.ke === 'divalidasi' ? 'pesan.bimbingan_divalidasi' : 'pesan.bimbingan_ditolak') }; });

  // Public: the token is the credential (one-time, expiring); GET only shows.
  app.get('/tugas-akhir/validasi/s/bimbingan', { config: { allow: 'public' }, schema: { tags, security: [], querystring: TokenQuery, response: { 200: BimbinganPublik, ...errors } } },
    async (req, reply) => { reply.header('Cache-Control', 'no-store'); return lihatTautan(app.db, req.query.token); });
  app.post('/tugas-akhir/validasi/s/bimbingan', { config: { allow: 'public' }, schema: { tags, security: [], body: TokenBody, response: { 200: Pesan, ...errors } } },
    async (req) => { await validasiTautan(app.db, req.body.token, req.body.catatan); return { message: tu('pesan.bimbingan_divalidasi') }; });
}
