import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { InputNilai, JadwalMengajar, JadwalMengajarQuery, KelasQuery, SimpanNilaiBody, SimpanNilaiHasil, SinkronPresensi, UbahNilaiBody } from '../../schemas';
import * as svc from '../nilai.service';
import { ubahNilaiSetelahBatas } from '../perubahan-nilai.service';

// Spec sections 2, 6 and 7: the lecturer (dsn00) and the coordinator (kor00, who also teaches)
// read their schedule and enter the grades of their own classes (checked in the service).
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

export async function inputNilaiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/jadwal-mengajar', { config: { allow: DOSEN }, schema: { tags, summary: 'Kelas yang diampu dosen pada semester aktif (atau ?id_semester)', querystring: JadwalMengajarQuery, response: { 200: JadwalMengajar, ...errors } } },
    async (req) => svc.jadwalMengajar(app.db, req.user!, req.query.id_semester));
  app.get('/jadwal-mengajar/sp', { config: { allow: DOSEN }, schema: { tags, summary: 'Kelas semester pendek yang diampu dosen (default: semester pendek terakhir yang sudah dimulai)', querystring: JadwalMengajarQuery, response: { 200: JadwalMengajar, ...errors } } },
    async (req) => svc.jadwalMengajar(app.db, req.user!, req.query.id_semester, true));
  app.get('/input-nilai', { config: { allow: DOSEN }, schema: { tags, summary: 'Daftar mahasiswa kelas dengan kehadiran dan nilai', querystring: KelasQuery, response: { 200: InputNilai, ...errors } } },
    async (req) => svc.inputNilai(app.db, req.user!, req.query));
  app.post('/input-nilai', { config: { allow: DOSEN }, schema: { tags, summary: 'Input nilai pertama (mahasiswa yang sudah bernilai: 409)', body: SimpanNilaiBody, response: { 200: SimpanNilaiHasil, 409: ErrorSchema, ...errors } } },
    async (req) => svc.simpanNilai(app.db, app.kernel.readCache, req.user!, req.body, 'baru'));
  app.patch('/input-nilai', { config: { allow: DOSEN }, schema: { tags, summary: 'Ubah nilai (semua atau tidak sama sekali); perubahan: true = perubahan nilai setelah batas, dengan alasan dan riwayat', body: UbahNilaiBody, response: { 200: SimpanNilaiHasil, 409: ErrorSchema, ...errors } } },
    async (req) => (req.body.perubahan
      ? ubahNilaiSetelahBatas(app.db, app.kernel.readCache, req.user!, req.body)
      : svc.simpanNilai(app.db, app.kernel.readCache, req.user!, req.body, 'ubah')));
  app.get('/input-nilai/sinkron-presensi', { config: { allow: DOSEN }, schema: { tags, summary: 'Kehadiran tiap mahasiswa kelas dari modul presensi', querystring: KelasQuery, response: { 200: SinkronPresensi, ...errors } } },
    async (req) => svc.sinkronPresensi(app.db, req.user!, req.query));
}
