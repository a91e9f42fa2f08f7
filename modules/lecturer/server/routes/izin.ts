import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  BerkasIzinParams, MengikutiKelasBody, MengikutiKelasList, MengikutiKelasQuery, MengikutiKelasTersimpan, PemberianIzinBody, PemberianIzinHasil,
  PengajuanIzinList, PengajuanIzinQuery, PengajuanIzinTersimpan,
} from '../../schemas-izin';
import { ajukanIzin, beriIzin, berkasIzin, daftarIzin, daftarMengikutiKelas, PEMBERI_IZIN, PEMOHON_IZIN, simpanMengikutiKelas } from '../izin.service';

// Spec section 7, "Leave and assignments": absen-jalan/* but the attachment-type list (master-data's).
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['lecturer'];
const PEMOHON = { allow: PEMOHON_IZIN };
const SEMUA = { allow: [...PEMOHON_IZIN, ...PEMBERI_IZIN] as const };

export async function izinRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The meetings a leave covers are attendance's; without that module there are none to arrange.
  const attendance = () => app.kernel.enabled.some((m) => m.id === 'attendance');

  app.get('/absen-jalan/pengajuan-izin', { config: SEMUA, schema: { tags, summary: 'Pengajuan izin: milik dosen sendiri, atau dosen prodi bagi staf prodi', querystring: PengajuanIzinQuery, response: { 200: PengajuanIzinList, ...errors } } },
    async (req) => daftarIzin(app.db, req.user!, req.query));

  app.post('/absen-jalan/pengajuan-izin', { config: PEMOHON, schema: { tags, summary: 'Ajukan izin (multipart, lampiran PDF/PNG/JPEG maks. 5 MB)', consumes: ['multipart/form-data'], response: { 200: PengajuanIzinTersimpan, ...errors } } },
    async (req) => ajukanIzin(app, req));

  app.get('/absen-jalan/pengajuan-izin/berkas/:id', { config: SEMUA, schema: { tags, summary: 'Unduh lampiran pengajuan izin', params: BerkasIzinParams, response: errors } },
    async (req, reply) => app.files.send(reply, await berkasIzin(app.db, req.user!, req.params.id)));

  app.post('/absen-jalan/pemberian-izin', { config: { allow: PEMBERI_IZIN }, schema: { tags, summary: 'Setujui atau tolak pengajuan izin dosen', body: PemberianIzinBody, response: { 200: PemberianIzinHasil, ...errors } } },
    async (req) => beriIzin(app.db, req.user!, req.body));

  app.get('/absen-jalan/mengikuti-kelas', { config: SEMUA, schema: { tags, summary: 'Pertemuan kelas dalam rentang izin dan pengaturannya', querystring: MengikutiKelasQuery, response: { 200: MengikutiKelasList, ...errors } } },
    async (req) => daftarMengikutiKelas(app.db, req.user!, req.query.id_pengajuan_izin, attendance()));

  app.post('/absen-jalan/mengikuti-kelas', { config: PEMOHON, schema: { tags, summary: 'Atur satu pertemuan selama izin (daring, penugasan, dijadwalkan ulang)', body: MengikutiKelasBody, response: { 200: MengikutiKelasTersimpan, ...errors } } },
    async (req) => simpanMengikutiKelas(app.db, req.user!, req.body, attendance()));
}
