import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  GantiPembimbingProdiBody, GantiPembimbingProdiResponse, IzinIdBody, IzinIdQuery, IzinPembimbingQuery, IzinPerubahan, IzinPerubahanBody, IzinPerubahanPage, IzinProdiQuery,
  Perpanjangan, PerpanjanganBody, PerpanjanganIdBody, PerpanjanganPage, PerpanjanganQuery, PerubahanIdQuery, Pesan, PutusanIzinBody, ValidasiPerpanjanganBody,
} from '../../schemas';
import { tu } from '../access';
import { gantiPembimbingProdi, kirimBerkasPerubahan, unggahBerkasPerubahan } from '../ganti-pembimbing-prodi.service';
import {
  ajukanIzin, batalIzin, detailIzin, izinPembimbing, izinProdi, izinSaya, kirimBerkasIzin, putusanPembimbing, putusanProdi, unggahBerkasIzin,
} from '../izin-perubahan.service';
import { ajukanPerpanjangan, batalPerpanjangan, detailPerpanjangan, listPerpanjangan, validasiPerpanjangan } from '../perpanjangan.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const MHS = ['mhs00'] as const;
const DSN = ['dsn00'] as const;
const SEMUA = ['mhs00', 'dsn00', ...PRODI_STAFF] as const;
const tags = ['uaps: izin perubahan dan perpanjangan'];

/**
 * Title-change permissions (student asks; main supervisor, then programme staff decide), extensions
 * (student asks; staff validate and the deadline moves), and staff-made supervisor changes with the
 * supporting documents of change requests.
 */
export async function izinPerpanjanganRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/tugas-akhir/izin-perubahan', { config: { allow: MHS }, schema: { tags, querystring: IzinPembimbingQuery, response: { 200: IzinPerubahanPage, ...errors } } },
    async (req) => izinSaya(app.db, req.user!, req.query));
  app.post('/tugas-akhir/izin-perubahan', { config: { allow: MHS }, schema: { tags, body: IzinPerubahanBody, response: { 200: IzinPerubahan, ...errors } } },
    async (req) => detailIzin(app.db, req.user!, await ajukanIzin(app.db, req.user!, req.body)));
  app.post('/tugas-akhir/izin-perubahan/batal', { config: { allow: MHS }, schema: { tags, body: IzinIdBody, response: { 200: IzinPerubahan, ...errors } } },
    async (req) => { await batalIzin(app.db, req.user!, req.body.id_izin_perubahan); return detailIzin(app.db, req.user!, req.body.id_izin_perubahan); });
  app.post('/tugas-akhir/izin-perubahan/berkas', { config: { allow: MHS }, schema: { tags, consumes: ['multipart/form-data'], querystring: IzinIdQuery, response: { 200: IzinPerubahan, ...errors } } },
    async (req) => { await unggahBerkasIzin(app.db, app.files, req, req.user!, req.query.id_izin_perubahan); return detailIzin(app.db, req.user!, req.query.id_izin_perubahan); });
  app.get('/tugas-akhir/izin-perubahan/berkas', { config: { allow: SEMUA }, schema: { tags, description: 'Berkas pendukung izin perubahan judul (biner, nama aslinya)', querystring: IzinIdQuery, response: errors } },
    async (req, reply) => kirimBerkasIzin(app.db, app.files, reply, req.user!, req.query.id_izin_perubahan));

  app.get('/tugas-akhir/izin-perubahan/persetujuan-pembimbing', { config: { allow: DSN }, schema: { tags, querystring: IzinPembimbingQuery, response: { 200: IzinPerubahanPage, ...errors } } },
    async (req) => izinPembimbing(app.db, req.user!, req.query));
  app.post('/tugas-akhir/izin-perubahan/persetujuan-pembimbing', { config: { allow: DSN }, schema: { tags, body: PutusanIzinBody, response: { 200: IzinPerubahan, ...errors } } },
    async (req) => { await putusanPembimbing(app.db, req.user!, req.body); return detailIzin(app.db, req.user!, req.body.id_izin_perubahan); });
  app.get('/tugas-akhir/izin-perubahan/persetujuan-prodi', { config: { allow: PRODI_STAFF }, schema: { tags, querystring: IzinProdiQuery, response: { 200: IzinPerubahanPage, ...errors } } },
    async (req) => izinProdi(app.db, req.user!, req.query));
  app.post('/tugas-akhir/izin-perubahan/persetujuan-prodi', { config: { allow: PRODI_STAFF }, schema: { tags, body: PutusanIzinBody, response: { 200: IzinPerubahan, ...errors } } },
    async (req) => { await putusanProdi(app.db, req.user!, req.body); return detailIzin(app.db, req.user!, req.body.id_izin_perubahan); });

  app.get('/tugas-akhir/perpanjangan', { config: { allow: ['mhs00', ...PRODI_STAFF] }, schema: { tags, querystring: PerpanjanganQuery, response: { 200: PerpanjanganPage, ...errors } } },
    async (req) => listPerpanjangan(app.db, req.user!, req.query));
  app.post('/tugas-akhir/perpanjangan', { config: { allow: MHS }, schema: { tags, body: PerpanjanganBody, response: { 200: Perpanjangan, ...errors } } },
    async (req) => detailPerpanjangan(app.db, req.user!, await ajukanPerpanjangan(app.db, req.user!, req.body)));
  app.post('/tugas-akhir/perpanjangan/batal', { config: { allow: MHS }, schema: { tags, body: PerpanjanganIdBody, response: { 200: Perpanjangan, ...errors } } },
    async (req) => { await batalPerpanjangan(app.db, req.user!, req.body.id_perubahan); return detailPerpanjangan(app.db, req.user!, req.body.id_perubahan); });
  app.post('/tugas-akhir/perpanjangan/validasi', { config: { allow: PRODI_STAFF }, schema: { tags, body: ValidasiPerpanjanganBody, response: { 200: Perpanjangan, ...errors } } },
    async (req) => { await validasiPerpanjangan(app.db, req.user!, req.body); return detailPerpanjangan(app.db, req.user!, req.body.id_perubahan); });

  app.post('/tugas-akhir/perubahan-pembimbing/prodi', { config: { allow: PRODI_STAFF }, schema: { tags, body: GantiPembimbingProdiBody, response: { 200: GantiPembimbingProdiResponse, ...errors } } },
    async (req) => ({ message: tu('pesan.pembimbing_diganti'), ...(await gantiPembimbingProdi(app.db, req.user!, req.body)) }));
  app.post('/tugas-akhir/perubahan-pembimbing/berkas', { config: { allow: SEMUA }, schema: { tags, consumes: ['multipart/form-data'], querystring: PerubahanIdQuery, response: { 200: Pesan, ...errors } } },
    async (req) => { await unggahBerkasPerubahan(app.db, app.files, req, req.user!, req.query.id_perubahan); return { message: tu('izin.pesan.berkas_tersimpan') }; });
  app.get('/tugas-akhir/perubahan-pembimbing/berkas', { config: { allow: SEMUA }, schema: { tags, description: 'Berkas pendukung ajuan perubahan pembimbing (biner, nama aslinya)', querystring: PerubahanIdQuery, response: errors } },
    async (req, reply) => kirimBerkasPerubahan(app.db, app.files, reply, req.user!, req.query.id_perubahan));
}
