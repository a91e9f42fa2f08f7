import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  AksiParams, BuatKuesionerBody, DaftarKelolaQuery, DaftarKuesionerKelola, KuesionerDetail, KuesionerParams, KuesionerTerhapus, KuesionerTersimpan, SimpanKuesionerBody,
} from '../../schemas-kelola';
import * as svc from '../kelola.service';

// The administrator writes the questionnaires (decision 0025). Not spec calls: the spec names the
// questionnaires but no call to create them.
const ADMIN = ['adm00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['questionnaire'];

export async function kelolaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/kuesioner/kelola', { config: { allow: ADMIN }, schema: { tags, summary: 'Kuesioner (semester terbaru dahulu, 7 per halaman, opsional satu semester) dengan status dan jumlah lembar jawaban', querystring: DaftarKelolaQuery, response: { 200: DaftarKuesionerKelola, ...errors } } },
    async (req) => svc.daftarKelola(app.db, req.query));
  app.post('/kuesioner/kelola', { config: { allow: ADMIN }, schema: { tags, summary: 'Buat draf kuesioner untuk satu semester dan jenis (satu per pasangan), opsional menyalin soal kuesioner lain', body: BuatKuesionerBody, response: { 200: KuesionerTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => svc.buatKuesioner(app.db, req.user!, req.body));
  app.get('/kuesioner/kelola/:id_kuesioner', { config: { allow: ADMIN }, schema: { tags, summary: 'Satu kuesioner dengan soal berurutan dan riwayat statusnya', params: KuesionerParams, response: { 200: KuesionerDetail, ...errors } } },
    async (req) => svc.detailKelola(app.db, req.params.id_kuesioner));
  app.put('/kuesioner/kelola/:id_kuesioner', { config: { allow: ADMIN }, schema: { tags, summary: 'Simpan judul, petunjuk dan soal berurutan sebuah draf (409 bila bukan draf, sudah diisi, atau berubah)', params: KuesionerParams, body: SimpanKuesionerBody, response: { 200: KuesionerTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => svc.simpanKuesioner(app.db, req.params.id_kuesioner, req.body));
  app.delete('/kuesioner/kelola/:id_kuesioner', { config: { allow: ADMIN }, schema: { tags, summary: 'Hapus draf yang belum pernah diisi', params: KuesionerParams, response: { 200: KuesionerTerhapus, 409: ErrorSchema, ...errors } } },
    async (req) => svc.hapusKuesioner(app.db, req.params.id_kuesioner));
  app.post('/kuesioner/kelola/:id_kuesioner/:aksi', { config: { allow: ADMIN }, schema: { tags, summary: 'Terbitkan, tutup, buka kembali, atau jadikan draf (tanpa lembar jawaban)', params: AksiParams, response: { 200: KuesionerTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => svc.ubahStatus(app.db, req.user!, req.params.id_kuesioner, req.params.aksi));
}
