import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  BidangKeahlian, BidangKeahlianDosen, PreferensiTersimpan, PrioritasMataKuliah, RumpunDosen, SimpanBidangBody, SimpanPrioritasBody,
  SimpanRumpunBody, SimpanWaktuBody, WaktuMengajar,
} from '../../schemas';
import * as svc from '../preferensi.service';

// Spec section 7, "Lecturer teaching": the lecturer's (dsn00, kor00) own teaching preferences; the
// lecturer is the logged-in account, so no call names another lecturer.
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const tags = ['teaching'];

export async function preferensiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/rumpun-matkul-dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Rumpun mata kuliah program studi dosen, yang dipilih ditandai', response: { 200: RumpunDosen, ...errors } } },
    async (req) => svc.rumpunDosen(app.db, req.user!));
  app.patch('/rumpun-matkul-dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Simpan rumpun mata kuliah yang dapat diampu (bukan panggilan spesifikasi)', body: SimpanRumpunBody, response: { 200: PreferensiTersimpan, ...errors } } },
    async (req) => svc.simpanRumpun(app.db, req.user!, req.body));
  app.get('/prioritas-mata-kuliah', { config: { allow: DOSEN }, schema: { tags, summary: 'Prioritas mata kuliah dosen dan pilihan mata kuliah program studi', response: { 200: PrioritasMataKuliah, ...errors } } },
    async (req) => svc.prioritasMataKuliah(app.db, req.user!));
  app.patch('/prioritas-mata-kuliah', { config: { allow: DOSEN }, schema: { tags, summary: 'Simpan urutan prioritas mata kuliah', body: SimpanPrioritasBody, response: { 200: PreferensiTersimpan, ...errors } } },
    async (req) => svc.simpanPrioritas(app.db, req.user!, req.body));
  app.get('/waktu-mengajar/dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Waktu mengajar yang tersedia per hari', response: { 200: WaktuMengajar, ...errors } } },
    async (req) => svc.waktuMengajar(app.db, req.user!));
  app.patch('/waktu-mengajar/dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Simpan waktu mengajar (semua atau tidak sama sekali)', body: SimpanWaktuBody, response: { 200: PreferensiTersimpan, ...errors } } },
    async (req) => svc.simpanWaktu(app.db, req.user!, req.body));
  app.get('/bidang-keahlian', { config: { allow: DOSEN }, schema: { tags, summary: 'Daftar bidang keahlian', response: { 200: BidangKeahlian, ...errors } } },
    async () => svc.bidangKeahlian(app.db));
  app.get('/bidang-keahlian/dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Bidang keahlian dosen', response: { 200: BidangKeahlianDosen, ...errors } } },
    async (req) => svc.bidangKeahlianDosen(app.db, req.user!));
  app.post('/bidang-keahlian/dosen', { config: { allow: DOSEN }, schema: { tags, summary: 'Simpan bidang keahlian dosen', body: SimpanBidangBody, response: { 200: PreferensiTersimpan, ...errors } } },
    async (req) => svc.simpanBidang(app.db, req.user!, req.body));
}
