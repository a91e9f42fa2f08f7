import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { JadwalPerubahanNilai, KelasQuery, RiwayatPerubahanNilai } from '../../schemas';
import { jadwalPerubahanNilai, riwayatPerubahan } from '../perubahan-nilai.service';

// Spec sections 1 and 2 (dsn00 /akademik/perubahan-nilai, kor00 /jadwal-mengajar/perubahan-nilai):
// the lecturer's reads of the grade change after the deadline; the change itself is PATCH
// input-nilai with `perubahan: true` (routes/input-nilai.ts). Own classes only (the service checks).
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

export async function perubahanNilaiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/jadwal-mengajar/perubahan-nilai', { config: { allow: DOSEN }, schema: { tags, summary: 'Semester dalam masa perubahan nilai dengan kelas yang diampu dosen', response: { 200: JadwalPerubahanNilai, ...errors } } },
    async (req) => jadwalPerubahanNilai(app.db, req.user!));
  app.get('/input-nilai/riwayat-perubahan', { config: { allow: DOSEN }, schema: { tags, summary: 'Riwayat perubahan nilai satu kelas (terbaru dahulu)', querystring: KelasQuery, response: { 200: RiwayatPerubahanNilai, ...errors } } },
    async (req) => riwayatPerubahan(app.db, req.user!, req.query));
}
