import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { DaftarJadwalNilai, JadwalNilaiParams, JadwalNilaiTersimpan, SimpanJadwalNilaiBody } from '../../schemas-jadwal-nilai';
import { daftarJadwalNilai, simpanJadwalNilai } from '../jadwal-nilai.service';

// The administrator sets each semester's grade-entry window and grade-change period (decision 0023).
// Not spec calls: the spec names no page or call for these settings, which decisions 0016 and 0019 need.
const ADMIN = ['adm00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

export async function jadwalNilaiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/jadwal-nilai', { config: { allow: ADMIN }, schema: { tags, summary: 'Masa input dan perubahan nilai setiap semester (terbaru dahulu)', response: { 200: DaftarJadwalNilai, ...errors } } },
    async () => daftarJadwalNilai(app.db));
  app.patch('/jadwal-nilai/:id_semester_registrasi', { config: { allow: ADMIN }, schema: { tags, summary: 'Tetapkan masa input nilai dan masa perubahan nilai (opsional) satu semester', params: JadwalNilaiParams, body: SimpanJadwalNilaiBody, response: { 200: JadwalNilaiTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => simpanJadwalNilai(app.db, req.params.id_semester_registrasi, req.body));
}
