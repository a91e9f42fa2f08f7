import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { contentDisposition } from '../../../../core/server/files/store';
import { ErrorSchema } from '../../../../core/server/http/errors';
import * as S from '../../schemas';
import * as svc from '../laporan.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['attendance'];
const PENGAMPU_DAN_STAF = ['dsn00', 'kor00', ...PRODI_STAFF] as const;

/** Attendance reports: one class (screen, XLSX, PDF), a lecturer's classes, and the programme staff's lecturer overview. */
export async function laporanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/presensi/kelas', { config: { allow: PENGAMPU_DAN_STAF }, schema: { tags, querystring: S.RekapKelasQuery, response: { 200: S.RekapKelas, ...errors } } },
    async (req) => svc.rekapKelas(app.db, req.user!, req.query));
  app.get('/presensi/kelas/download', { config: { allow: PENGAMPU_DAN_STAF }, schema: { tags, querystring: S.RekapUnduhQuery } },
    async (req, reply) => {
      const file = await svc.unduhRekapKelas(app.db, req.user!, req.query);
      return reply.type(file.type).header('content-disposition', contentDisposition(file.nama)).header('cache-control', 'no-store').send(file.buffer);
    });
  app.get('/absensi/dosen', { config: { allow: ['dsn00', 'kor00'] }, schema: { tags, querystring: S.SemesterQuery, response: { 200: S.AbsensiDosenResponse, ...errors } } },
    async (req) => svc.absensiDosen(app.db, req.user!, req.query));
  app.get('/presensi/laporan/dosen', { config: { allow: PRODI_STAFF }, schema: { tags, querystring: S.LaporanDosenQuery, response: { 200: S.LaporanDosenPage, ...errors } } },
    async (req) => svc.laporanDosen(app.db, req.user!, req.query));
  app.get('/presensi/laporan/dosen/:id_dosen', { config: { allow: PRODI_STAFF }, schema: { tags, params: S.IdDosenParams, response: { 200: S.LaporanDosenKelasResponse, ...errors } } },
    async (req) => svc.laporanDosenKelas(app.db, req.user!, req.params.id_dosen));
  app.get('/presensi/laporan/dosen/:id_dosen/:id_semester_registrasi/:id_kelas/:id_mata_kuliah', { config: { allow: PRODI_STAFF }, schema: { tags, params: S.LaporanDetailParams, response: { 200: S.RekapKelas, ...errors } } },
    async (req) => svc.laporanDosenDetail(app.db, req.user!, req.params));
}
