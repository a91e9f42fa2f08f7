import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import * as S from '../../schemas-ruang';
import { daftarRuangKelola, tambahRuang, ubahRuang, ubahStatusRuang } from '../ruang-kelola.service';

// The administrator's rooms screen /ruang-kelas (decision 0033; not spec calls). The readers' GET ruang
// (every signed-in user) stays in wilayah-kampus.ts.
const ADMIN = { allow: ['adm00'] as const };
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const simpan = { ...errors, 409: ErrorSchema };
const tags = ['master-data'];

export async function ruangKelolaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/ruang/kelola', { config: ADMIN, schema: { tags, summary: 'Ruang untuk administrator (cari kode/nama/gedung, status, per halaman)', querystring: S.RuangKelolaQuery, response: { 200: S.DaftarRuangKelola, ...errors } } },
    async (req) => daftarRuangKelola(app.db, req.query));
  app.post('/ruang', { config: ADMIN, schema: { tags, summary: 'Tambah ruang (kode sudah dipakai: 409)', body: S.TambahRuangBody, response: { 200: S.RuangTersimpan, ...simpan } } },
    async (req) => tambahRuang(app.db, req.body));
  app.put('/ruang/:id_ruang', { config: ADMIN, schema: { tags, summary: 'Ubah ruang pada versi yang dibaca (versi lama atau kapasitas di bawah kuota kelas terjadwal: 409)', params: S.RuangParams, body: S.UbahRuangBody, response: { 200: S.RuangTersimpan, ...simpan } } },
    async (req) => ubahRuang(app.db, req.params.id_ruang, req.body));
  app.patch('/ruang/:id_ruang/status', { config: ADMIN, schema: { tags, summary: 'Nonaktifkan atau aktifkan kembali ruang (masih dipakai jadwal mingguan atau pemesanan modul lain yang akan datang: 409)', params: S.RuangParams, body: S.StatusRuangBody, response: { 200: S.RuangTersimpan, ...simpan } } },
    async (req) => ubahStatusRuang(app.db, app.extensions, req.params.id_ruang, req.body));
}
