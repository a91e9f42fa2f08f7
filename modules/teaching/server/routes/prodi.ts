import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../../../core/server/files/store';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  BatalKeputusanBody, KeputusanDibatalkan, KeputusanTersimpan, PreferensiDosen, PreferensiDosenQuery, TerimaUsulanBody, TolakUsulanBody, UsulanProdi, UsulanProdiQuery,
} from '../../schemas-prodi';
import { batalkanKeputusan } from '../batal-keputusan-sp';
import { preferensiDosen, unduhPreferensiDosen } from '../preferensi-prodi.service';
import { daftarUsulanProdi, terimaUsulan, tolakUsulan } from '../usulan-prodi.service';

// Programme staff read what the lecturers of their akses_prodi programmes submit (decision 0026; not
// spec calls): teaching preferences (with an XLSX export) and short-semester proposals, which they
// accept (a class is opened) or decline, and undo (decision 0034). Object-level checks (the programme) are in the services.
const STAF_PRODI = ['aka00', 'aka01', 'aka02'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

/** The workbook as a download that is never cached (it names lecturers). */
export function kirimBerkas(reply: FastifyReply, file: { buffer: Buffer; nama: string; type: string }): FastifyReply {
  return reply.header('Content-Type', file.type).header('Content-Disposition', contentDisposition(file.nama))
    .header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff').send(file.buffer);
}

export async function prodiRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/preferensi-dosen', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Preferensi mengajar dosen program studi (berhalaman)', querystring: PreferensiDosenQuery, response: { 200: PreferensiDosen, ...errors } } },
    async (req) => preferensiDosen(app.db, req.user!, req.query));
  app.get('/preferensi-dosen/unduh', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Preferensi mengajar dosen sebagai XLSX (semua halaman)', querystring: PreferensiDosenQuery, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], description: 'Berkas XLSX', response: errors } },
    async (req, reply) => {
      const file = await unduhPreferensiDosen(app.db, req.user!, req.query);
      // A plain FastifyReply (as sendPdf takes) sends the bytes; the typed reply only knows the error schemas.
      return kirimBerkas(reply, file);
    });
  app.get('/semester-pendek/usulan', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Usulan mata kuliah semester pendek per mata kuliah dengan pengusul dan keputusannya', querystring: UsulanProdiQuery, response: { 200: UsulanProdi, ...errors } } },
    async (req) => daftarUsulanProdi(app.db, req.user!, req.query));
  app.post('/semester-pendek/usulan/terima', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Terima usulan: buka satu kelas semester pendek dengan pengusul sebagai pengampu (sudah diputuskan: 409)', body: TerimaUsulanBody, response: { 200: KeputusanTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => terimaUsulan(app.db, req.user!, req.body));
  app.post('/semester-pendek/usulan/tolak', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Tolak usulan mata kuliah dengan alasan (sudah diputuskan: 409)', body: TolakUsulanBody, response: { 200: KeputusanTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => tolakUsulan(app.db, req.user!, req.body));
  app.post('/semester-pendek/usulan/batal', { config: { allow: STAF_PRODI }, schema: { tags, summary: 'Batalkan keputusan usulan dengan alasan: kembali menunggu; kelas yang dibuka dihapus bila belum dipakai (409 bila dipakai)', body: BatalKeputusanBody, response: { 200: KeputusanDibatalkan, 409: ErrorSchema, ...errors } } },
    async (req) => batalkanKeputusan(app.db, req.user!, req.body));
}
