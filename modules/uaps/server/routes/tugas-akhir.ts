import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { MIME_CSV } from '../../../../core/server/files/csv';
import { contentDisposition } from '../../../../core/server/files/store';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  IdParams, JumlahAjuan, MahasiswaBimbinganPage, MahasiswaBimbinganQuery, PembimbingList, PenugasanBody, PenugasanResponse, Pesan, RekomendasiPembimbingPage,
  RekomendasiPenelitianPage, RekomendasiQuery, TugasAkhirDetail, TugasAkhirDtQuery, TugasAkhirPage, TugasAkhirSaya,
} from '../../schemas';
import { tu } from '../access';
import { sendPdf } from '../../../../core/server/print';
import { cetakSuratTugas } from '../cetak.service';
import { jumlahAjuanDosen, jumlahAjuanProdi } from '../dashboard.service';
import { batalkanPersetujuanSidang, mahasiswaBimbingan, rekomendasiPembimbing, rekomendasiPenelitian, setujuiSidang, tugaskanPembimbing } from '../pembimbing.service';
import { detailTugasAkhir, listTugasAkhirDt, pembimbingSaya, tugasAkhirCsv, tugasAkhirSaya } from '../tugas-akhir.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const MHS = ['mhs00'] as const;
const DSN = ['dsn00'] as const;
const tags = ['uaps: tugas akhir'];

/** Final-project data, recommendations, supervisor assignment, defence approval and dashboard counters. */
export async function tugasAkhirRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/tugas-akhir/rekomendasi/pembimbing', { config: { allow: MHS }, schema: { tags, querystring: RekomendasiQuery, response: { 200: RekomendasiPembimbingPage, ...errors } } },
    async (req) => rekomendasiPembimbing(app.db, req.user!, req.query));
  app.get('/tugas-akhir/rekomendasi/penelitian', { config: { allow: MHS }, schema: { tags, querystring: RekomendasiQuery, response: { 200: RekomendasiPenelitianPage, ...errors } } },
    async (req) => rekomendasiPenelitian(app.db, req.user!, req.query));

  app.get('/tugas-akhir/mahasiswa', { config: { allow: MHS }, schema: { tags, response: { 200: TugasAkhirSaya, ...errors } } },
    async (req) => tugasAkhirSaya(app.db, req.user!));
  app.get('/tugas-akhir/mahasiswa/pembimbing', { config: { allow: MHS }, schema: { tags, response: { 200: PembimbingList, ...errors } } },
    async (req) => pembimbingSaya(app.db, req.user!));
  app.get('/tugas-akhir/dt/:id', { config: { allow: ['mhs00', 'dsn00', ...PRODI_STAFF] }, schema: { tags, params: IdParams, response: { 200: TugasAkhirDetail, ...errors } } },
    async (req) => detailTugasAkhir(app.db, req.user!, req.params.id));

  app.get('/tugas-akhir/dt', { config: { allow: PRODI_STAFF }, schema: { tags, querystring: TugasAkhirDtQuery, response: { 200: TugasAkhirPage, ...errors } } },
    async (req) => listTugasAkhirDt(app.db, req.user!, req.query));
  app.get('/tugas-akhir/dt-csv', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'CSV data tugas akhir', querystring: TugasAkhirDtQuery, response: errors } },
    async (req, reply) => reply.header('Content-Type', MIME_CSV).header('Content-Disposition', contentDisposition('data-tugas-akhir.csv'))
      .send(Buffer.from(await tugasAkhirCsv(app.db, req.user!, req.query), 'utf8') as never));
  app.post('/tugas-akhir/penugasan-pembimbing', { config: { allow: PRODI_STAFF }, schema: { tags, body: PenugasanBody, response: { 200: PenugasanResponse, ...errors } } },
    async (req) => ({ message: tu('pesan.pembimbing_ditugaskan'), ...(await tugaskanPembimbing(app.db, req.user!, req.body)) }));

  app.get('/tugas-akhir/mahasiswa-bimbingan', { config: { allow: DSN }, schema: { tags, querystring: MahasiswaBimbinganQuery, response: { 200: MahasiswaBimbinganPage, ...errors } } },
    async (req) => mahasiswaBimbingan(app.db, req.user!, req.query));
  app.get('/tugas-akhir/mahasiswa-bimbingan/surat-tugas/:id', { config: { allow: ['mhs00', 'dsn00', ...PRODI_STAFF] }, schema: { tags, description: 'PDF surat tugas pembimbing (id = id_tugas_akhir_pembimbing)', params: IdParams, response: errors } },
    async (req, reply) => { const r = await cetakSuratTugas(app.db, req.user!, req.params.id); return sendPdf(reply, r.pdf, r.nama); });
  app.post('/tugas-akhir/bimbingan/:id/persetujuan-sidang', { config: { allow: DSN }, schema: { tags, params: IdParams, response: { 200: Pesan, ...errors } } },
    async (req) => { await setujuiSidang(app.db, req.user!, req.params.id); return { message: tu('pesan.persetujuan_sidang_diberikan') }; });
  app.patch('/tugas-akhir/bimbingan/:id/persetujuan-sidang/batal', { config: { allow: DSN }, schema: { tags, params: IdParams, response: { 200: Pesan, ...errors } } },
    async (req) => { await batalkanPersetujuanSidang(app.db, req.user!, req.params.id); return { message: tu('pesan.persetujuan_sidang_dibatalkan') }; });

  app.get('/tugas-akhir/dashboard/prodi/jumlah-ajuan', { config: { allow: PRODI_STAFF }, schema: { tags, response: { 200: JumlahAjuan, ...errors } } },
    async (req) => jumlahAjuanProdi(app.db, req.user!));
  app.get('/tugas-akhir/dashboard/dosen/jumlah-ajuan', { config: { allow: DSN }, schema: { tags, response: { 200: JumlahAjuan, ...errors } } },
    async (req) => jumlahAjuanDosen(app.db, req.user!));
}
