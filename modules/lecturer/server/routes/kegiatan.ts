import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  KegiatanDetailResponse, KegiatanIdParams, KegiatanPage, KegiatanQuery, KegiatanSaved, MonitoringPage, MonitoringQuery, ValidasiKegiatanBody,
} from '../../schemas';
import * as svc from '../kegiatan.service';

// Spec section 7, "Lecturer activities": the lecturer submits, the programme (level 1) and then the
// faculty (level 2) validate. Which activities a caller sees is decided in the service.
const PENGAJU = { allow: svc.PENGAJU };
const VALIDATOR = { allow: svc.VALIDATOR };
const SEMUA = { allow: [...svc.PENGAJU, ...svc.VALIDATOR] };
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['lecturer'];
const BASE = '/kegiatan-dosen-lvl/v2';

export async function kegiatanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(`${BASE}/pengajuan`, { config: SEMUA, schema: { tags, summary: 'Kegiatan dosen: milik sendiri (dosen) atau dalam lingkup validator', querystring: KegiatanQuery, response: { 200: KegiatanPage, ...errors } } },
    async (req) => svc.daftarKegiatan(app.db, req.user!, req.query));

  app.get(`${BASE}/pengajuan/:id`, { config: SEMUA, schema: { tags, summary: 'Detail kegiatan dengan riwayat validasi', params: KegiatanIdParams, response: { 200: KegiatanDetailResponse, ...errors } } },
    async (req) => ({ data: await svc.detailKegiatan(app.db, req.user!, req.params.id) }));

  app.get(`${BASE}/pengajuan/:id/bukti`, { config: SEMUA, schema: { tags, summary: 'Unduh berkas bukti kegiatan', params: KegiatanIdParams, response: errors } },
    async (req, reply) => svc.kirimBukti(app.db, app.files, reply, req.user!, req.params.id));

  app.post(`${BASE}/pengajuan`, { config: PENGAJU, schema: { tags, summary: 'Ajukan kegiatan (multipart: jenis, judul, tanggal, id_sesi_kegiatan, tempat, deskripsi, bukti PDF/PNG/JPEG maks. 5 MB)', consumes: ['multipart/form-data'], response: { 200: KegiatanSaved, ...errors } } },
    async (req) => svc.ajukanKegiatan(app, req));

  app.post(`${BASE}/pengajuan/:id/batal`, { config: PENGAJU, schema: { tags, summary: 'Batalkan kegiatan sendiri yang masih menunggu validasi', params: KegiatanIdParams, response: { 200: KegiatanSaved, ...errors } } },
    async (req) => svc.batalkanKegiatan(app.db, req.user!, req.params.id));

  app.post(`${BASE}/pengajuan/:id/validasi`, { config: VALIDATOR, schema: { tags, summary: 'Setujui atau tolak pada level pemanggil (prodi: level 1, fakultas: level 2)', params: KegiatanIdParams, body: ValidasiKegiatanBody, response: { 200: KegiatanSaved, ...errors } } },
    async (req) => svc.validasiKegiatan(app.db, req.user!, req.params.id, req.body));

  app.get(`${BASE}/monitoring`, { config: VALIDATOR, schema: { tags, summary: 'Rekap kegiatan per dosen dan status dalam lingkup validator', querystring: MonitoringQuery, response: { 200: MonitoringPage, ...errors } } },
    async (req) => svc.monitoringKegiatan(app.db, req.user!, req.query));
}
