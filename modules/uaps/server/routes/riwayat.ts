import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { PageQuery } from '../../../../core/server/http/paging';
import {
  IdDosenParams, IdParams, PembimbingDosenPage, PembimbingDosenQuery, PengajuanTaDetail, PengajuanTaPage, PengajuanTaQuery, PengujiSidangPage, PengujiSidangQuery,
  RiwayatBimbinganPage, RiwayatBimbinganQuery, SidangDiujiPage, SupervisiPage, SupervisiQuery,
} from '../../schemas';
import { pembimbingDosen, pengujiSidang, pengujiSidangDetail, supervisiDosen } from '../riwayat-dosen.service';
import { detailPengajuanTa, listPengajuanTa, riwayatBimbinganProdi } from '../riwayat-ta.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['uaps: riwayat dan laporan'];
const STAFF_DSN = ['dsn00', ...PRODI_STAFF] as const;

/**
 * Histories behind the data-laporan pages and the lecturer's supervision history: submissions,
 * supervising lecturers and their projects, supervision sessions per student, defence examiners.
 * Staff see their programmes (akses_prodi), a lecturer only themself.
 */
export async function riwayatRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/tugas-akhir/pengajuan-ta/dt', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'Pengajuan tugas akhir (proposal dan tugas akhirnya), 7 per halaman', querystring: PengajuanTaQuery, response: { 200: PengajuanTaPage, ...errors } } },
    async (req) => listPengajuanTa(app.db, req.user!, req.query));
  app.get('/tugas-akhir/pengajuan-ta/dt/:id', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'Detail pengajuan (id = id_proposal_tugas_akhir) dengan pembimbing, sidang dan riwayat alur', params: IdParams, response: { 200: PengajuanTaDetail, ...errors } } },
    async (req) => detailPengajuanTa(app.db, req.user!, req.params.id));

  app.get('/tugas-akhir/pembimbing/dosen', { config: { allow: STAFF_DSN }, schema: { tags, description: 'Dosen pembimbing dengan jumlah bimbingan berjalan/selesai, 10 per halaman', querystring: PembimbingDosenQuery, response: { 200: PembimbingDosenPage, ...errors } } },
    async (req) => pembimbingDosen(app.db, req.user!, req.query));
  app.get('/tugas-akhir/pembimbing/dosen/:id_dosen', { config: { allow: STAFF_DSN }, schema: { tags, description: 'Tugas akhir yang dibimbing seorang dosen, 9 per halaman', params: IdDosenParams, querystring: SupervisiQuery, response: { 200: SupervisiPage, ...errors } } },
    async (req) => supervisiDosen(app.db, req.user!, req.params.id_dosen, req.query, PAGE_SIZE.SUPERVISING_DETAIL));

  app.get('/tugas-akhir/mahasiswa-bimbingan/legacy', { config: { allow: ['dsn00'] }, schema: { tags, description: 'Riwayat mahasiswa bimbingan dosen sendiri, termasuk yang selesai, mundur atau diganti; 10 per halaman', querystring: SupervisiQuery, response: { 200: SupervisiPage, ...errors } } },
    async (req) => supervisiDosen(app.db, req.user!, 'saya', req.query, PAGE_SIZE.SUPERVISION_HISTORY));
  app.get('/tugas-akhir/mahasiswa-bimbingan/legacy/:id_dosen', { config: { allow: STAFF_DSN }, schema: { tags, description: 'Riwayat mahasiswa bimbingan seorang dosen, 10 per halaman', params: IdDosenParams, querystring: SupervisiQuery, response: { 200: SupervisiPage, ...errors } } },
    async (req) => supervisiDosen(app.db, req.user!, req.params.id_dosen, req.query, PAGE_SIZE.SUPERVISION_HISTORY));

  app.get('/tugas-akhir/bimbingan-riwayat/prodi', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'Bimbingan per mahasiswa dan pembimbing (tervalidasi, menunggu, ditolak), 10 per halaman', querystring: RiwayatBimbinganQuery, response: { 200: RiwayatBimbinganPage, ...errors } } },
    async (req) => riwayatBimbinganProdi(app.db, req.user!, req.query));

  app.get('/tugas-akhir/riwayat/penguji-sidang', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'Dosen penguji sidang tugas akhir dengan jumlah sidang, 9 per halaman', querystring: PengujiSidangQuery, response: { 200: PengujiSidangPage, ...errors } } },
    async (req) => pengujiSidang(app.db, req.user!, req.query));
  app.get('/tugas-akhir/riwayat/penguji-sidang/:id_dosen', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'Sidang yang diuji seorang dosen, 9 per halaman', params: IdDosenParams, querystring: PageQuery, response: { 200: SidangDiujiPage, ...errors } } },
    async (req) => pengujiSidangDetail(app.db, req.user!, req.params.id_dosen, req.query));
}
