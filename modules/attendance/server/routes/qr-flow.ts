import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LP3_UNIT } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import * as S from '../../schemas';
import * as dosen from '../dosen.service';
import * as lp3 from '../lp3.service';
import * as mhs from '../mahasiswa.service';
import { scanQrcode } from '../scan-qrcode';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['attendance'];

/** The QR attendance flow: LP3 generates meetings, the lecturer opens one and shows its QR, the student scans it. */
export async function qrFlowRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const LP3 = { allow: LP3_UNIT };
  const DOSEN = { allow: ['dsn00'] as const };
  const MHS = { allow: ['mhs00'] as const };

  // LP3 (lbg204.x)
  app.get('/presensi/lp3/pertemuan/:id/generate', { config: LP3, schema: { tags, params: S.IdParams, response: { 200: S.GenerateResponse, ...errors } } },
    async (req) => lp3.generatePertemuan(app.db, req.params.id));
  app.post('/presensi/lp3/update-pertemuan', { config: LP3, schema: { tags, body: S.UpdatePertemuanBody, response: { 200: S.Message, ...errors } } },
    async (req) => lp3.updatePertemuan(app.db, req.body));
  app.get('/presensi/lp3/pertemuan/:semester', { config: LP3, schema: { tags, params: S.SemesterParams, querystring: S.PertemuanSemesterQuery, response: { 200: S.KelasPertemuanPage, ...errors } } },
    async (req) => lp3.pertemuanSemester(app.db, req.params.semester, req.query));

  // Lecturer (dsn00): only their own classes.
  app.get('/presensi/dosen/jadwal-mengajar', { config: DOSEN, schema: { tags, querystring: S.SemesterQuery, response: { 200: S.JadwalMengajarResponse, ...errors } } },
    async (req) => dosen.jadwalMengajar(app.db, req.user!, req.query.id_semester_registrasi));
  app.get('/presensi/dosen/jadwal-pertemuan/:id_mata_kuliah/:id_kelas/:sks', { config: DOSEN, schema: { tags, params: S.JadwalPertemuanDosenParams, response: { 200: S.JadwalPertemuanDosenResponse, ...errors } } },
    async (req) => dosen.jadwalPertemuan(app.db, req.user!, req.params.id_mata_kuliah, req.params.id_kelas));
  app.get('/presensi/dosen/pertemuan-hari-ini', { config: DOSEN, schema: { tags, response: { 200: S.PertemuanHariIni, ...errors } } },
    async (req) => dosen.pertemuanHariIni(app.db, req.user!));
  app.get('/presensi/dosen/pertemuan/:uid/setting', { config: DOSEN, schema: { tags, params: S.UidParams, response: { 200: S.Setting, ...errors } } },
    async (req) => dosen.getSetting(app.db, req.user!, req.params.uid));
  app.patch('/presensi/dosen/pertemuan/:uid/setting', { config: DOSEN, schema: { tags, params: S.UidParams, body: S.SettingBody, response: { 200: S.Setting, ...errors } } },
    async (req) => dosen.patchSetting(app.db, req.user!, req.params.uid, req.body));
  app.get('/presensi/dosen/pertemuan/:id', { config: DOSEN, schema: { tags, params: S.IdUidParams, response: { 200: S.PertemuanDetail, ...errors } } },
    async (req) => dosen.detailPertemuan(app.db, req.user!, req.params.id) as never);
  app.get('/presensi/dosen/pertemuan/:id/mahasiswa', { config: DOSEN, schema: { tags, params: S.IdUidParams, response: { 200: S.MahasiswaPertemuanResponse, ...errors } } },
    async (req) => dosen.mahasiswaPertemuan(app.db, req.user!, req.params.id));
  app.get('/presensi/dosen/pertemuan/:id/qrcode', { config: DOSEN, schema: { tags, params: S.IdUidParams, response: { 200: S.QrResponse, ...errors } } },
    async (req, reply) => {
      // A token is a secret of the moment: never cached anywhere.
      reply.header('cache-control', 'no-store');
      return dosen.qrcode(app.db, req.user!, req.params.id);
    });
  app.post('/presensi/dosen/update-kehadiran', { config: DOSEN, schema: { tags, body: S.UpdateKehadiranBody, response: { 200: S.Message, ...errors } } },
    async (req) => dosen.updateKehadiran(app.db, req.user!, req.body));
  app.post('/presensi/dosen/update-kehadiran-sekaligus', { config: DOSEN, schema: { tags, body: S.UpdateSekaligusBody, response: { 200: S.SekaligusResponse, ...errors } } },
    async (req) => dosen.updateKehadiranSekaligus(app.db, req.user!, req.body));

  // Student (mhs00)
  app.get('/presensi/mahasiswa/jadwal-kuliah', { config: MHS, schema: { tags, response: { 200: S.JadwalKuliahResponse, ...errors } } },
    async (req) => mhs.jadwalKuliah(app.db, req.user!));
  app.get('/presensi/mahasiswa/jadwal-pertemuan/:id_kelas/:id_mata_kuliah', { config: MHS, schema: { tags, params: S.JadwalPertemuanMhsParams, response: { 200: S.JadwalPertemuanMhsResponse, ...errors } } },
    async (req) => mhs.jadwalPertemuanMahasiswa(app.db, req.user!, req.params.id_kelas, req.params.id_mata_kuliah));
  app.post('/presensi/mahasiswa/scan-qrcode', { config: { ...MHS, sesiDiperiksaRute: true }, schema: { tags, body: S.ScanBody, response: { 200: S.ScanResponse, ...errors } } },
    async (req) => scanQrcode(app.db, app.kernel.sessions, req.user!, req.body));
}
