import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { DaftarKomentar } from '../../schemas';
import { HasilDosen, HasilKomentarParams, HasilKomentarQuery, HasilKomentarSemuaQuery, HasilQuery } from '../../schemas-hasil';
import { kirimBerkas } from './berkas';
import * as svc from '../hasil.service';
import { hasilDosenXlsx } from '../hasil-xlsx.service';

// Decision 0035: a lecturer reads the students' evaluation of their own classes, read-only.
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['questionnaire'];

export async function hasilRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/kuesioner/hasil', { config: { allow: DOSEN }, schema: { tags, summary: 'Hasil kuesioner mahasiswa untuk kelas dosen sendiri (kuesioner yang sudah ditutup)', querystring: HasilQuery, response: { 200: HasilDosen, ...errors } } },
    async (req) => svc.hasilDosen(app.db, req.user!, req.query.id_semester_registrasi));
  app.get('/kuesioner/hasil/xls', { config: { allow: DOSEN }, schema: { tags, summary: 'Hasil kuesioner mahasiswa untuk kelas dosen sendiri (XLSX, aturan yang sama dengan halaman)', querystring: HasilQuery, response: errors } },
    async (req, reply) => {
      const file = await hasilDosenXlsx(app.db, req.user!, req.query.id_semester_registrasi);
      return kirimBerkas(reply, file);
    });
  app.get('/kuesioner/hasil/komentar', { config: { allow: DOSEN }, schema: { tags, summary: 'Komentar mahasiswa untuk semua kelas dosen sendiri dalam satu semester (teks saja), 7 per halaman', querystring: HasilKomentarSemuaQuery, response: { 200: DaftarKomentar, ...errors } } },
    async (req) => svc.hasilKomentarSemua(app.db, req.user!, req.query));
  app.get('/kuesioner/hasil/:id_kelas/komentar', { config: { allow: DOSEN }, schema: { tags, summary: 'Komentar mahasiswa untuk satu kelas dosen sendiri (teks saja), 7 per halaman', params: HasilKomentarParams, querystring: HasilKomentarQuery, response: { 200: DaftarKomentar, ...errors } } },
    async (req) => svc.hasilKomentar(app.db, req.user!, req.params.id_kelas, req.query));
}
