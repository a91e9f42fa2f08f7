import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  DaftarKomentar, IsiKuesionerBody, IsiKuesionerDosenBody, KomentarProdiQuery, KomentarQuery, IsiKuesionerDosenHasil, IsiKuesionerHasil, KuesionerDosen, KuesionerMahasiswa, Statistik,
  StatistikQuery,
} from '../../schemas';
import { kirimBerkas } from './berkas';
import * as svc from '../kuesioner.service';
import * as survei from '../survei.service';

// Spec section 6 and 7: students fill the class questionnaire, lecturers (dsn00, kor00) theirs,
// programme staff read the statistics of their akses_prodi.
const MAHASISWA = ['mhs00'] as const;
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['questionnaire'];

export async function kuesionerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/kuesioner', { config: { allow: MAHASISWA }, schema: { tags, summary: 'Kuesioner evaluasi dosen semester aktif dan kelas yang dinilai', response: { 200: KuesionerMahasiswa, ...errors } } },
    async (req) => svc.kuesionerMahasiswa(app.db, req.user!));
  app.post('/kuesioner', { config: { allow: MAHASISWA }, schema: { tags, summary: 'Isi kuesioner satu kelas (sekali saja; kedua kalinya 409)', body: IsiKuesionerBody, response: { 200: IsiKuesionerHasil, 409: ErrorSchema, ...errors } } },
    async (req) => svc.isiKuesionerMahasiswa(app.db, req.user!, req.body));

  app.get('/kuesioner-dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Kuesioner dosen semester aktif', response: { 200: KuesionerDosen, ...errors } } },
    async (req) => svc.kuesionerDosen(app.db, req.user!));
  app.post('/kuesioner-dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Isi kuesioner dosen (sekali; flags_kuesioner menjadi 1, lalu refresh token)', body: IsiKuesionerDosenBody, response: { 200: IsiKuesionerDosenHasil, 409: ErrorSchema, ...errors } } },
    async (req) => svc.isiKuesionerDosen(app.db, req.user!, req.body));

  const statistik = (jenis: svc.Jenis, url: string, summary: string) =>
    app.get(url, { config: { allow: PRODI_STAFF }, schema: { tags, summary, querystring: StatistikQuery, response: { 200: Statistik, ...errors } } },
      async (req) => survei.statistik(app.db, req.user!, jenis, req.query));
  const xlsx = (jenis: svc.Jenis, url: string, summary: string) =>
    app.get(url, { config: { allow: PRODI_STAFF }, schema: { tags, summary, querystring: StatistikQuery, response: errors } },
      async (req, reply) => {
        const file = await survei.statistikXlsx(app.db, req.user!, jenis, req.query);
        return kirimBerkas(reply, file);
      });
  app.get('/kuesioner/komentar', { config: { allow: PRODI_STAFF }, schema: { tags, summary: 'Komentar mahasiswa untuk satu dosen (teks saja, anonim; akses prodi), 7 per halaman', querystring: KomentarQuery, response: { 200: DaftarKomentar, ...errors } } },
    async (req) => survei.komentarDosen(app.db, req.user!, req.query));
  // Decision 0042: the lecturers' sheet names their programme only, so their comments are read per programme.
  app.get('/kuesioner-dosen/komentar', { config: { allow: PRODI_STAFF }, schema: { tags, summary: 'Komentar kuesioner dosen untuk satu program studi (teks saja, anonim; akses prodi), 7 per halaman', querystring: KomentarProdiQuery, response: { 200: DaftarKomentar, ...errors } } },
    async (req) => survei.komentarProdi(app.db, req.user!, req.query));
  statistik('mahasiswa', '/kuesioner/statistik', 'Statistik kuesioner mahasiswa per pertanyaan (akses prodi)');
  xlsx('mahasiswa', '/kuesioner/soal/statistik/xls', 'Statistik kuesioner mahasiswa (XLSX)');
  statistik('dosen', '/kuesioner-dosen/statistik', 'Statistik kuesioner dosen per pertanyaan (akses prodi)');
  xlsx('dosen', '/kuesioner-dosen/soal/statistik/xls', 'Statistik kuesioner dosen (XLSX)');
}
