import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { BahanAjar, BahanAjarQuery, BuktiAjar, BuktiAjarQuery, BuktiBerkasQuery, BuktiDetail, BuktiDetailQuery, BuktiTersimpan } from '../../schemas';
import * as bahan from '../bahan-ajar.service';
import * as bukti from '../bukti-ajar.service';

// Spec section 7, "Lecturer teaching": teaching materials and teaching proof of the lecturer's own
// classes (dsn00, and kor00 who also teaches; ownership is checked in the services).
const DOSEN = ['dsn00', 'kor00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['teaching'];

export async function buktiAjarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/bahan-ajar', { config: { allow: DOSEN }, schema: { tags, summary: 'Bahan ajar mata kuliah yang diampu: content, file_rps, nama_mata_kuliah', querystring: BahanAjarQuery, response: { 200: BahanAjar, ...errors } } },
    async (req) => bahan.bahanAjar(app.db, req.user!, req.query.id_mata_kuliah));
  app.get('/bahan-ajar/get-file', { config: { allow: DOSEN }, schema: { tags, summary: 'Unduh RPS mata kuliah (PDF)', querystring: BahanAjarQuery } },
    async (req, reply) => bahan.kirimRps(app.db, app.files, reply, req.user!, req.query.id_mata_kuliah));
  app.get('/bukti-ajar', { config: { allow: DOSEN }, schema: { tags, summary: 'Pertemuan kelas dengan status bukti mengajar', querystring: BuktiAjarQuery, response: { 200: BuktiAjar, ...errors } } },
    async (req) => bukti.buktiAjar(app.db, req.user!, req.query));
  app.get('/bukti-ajar/detail', { config: { allow: DOSEN }, schema: { tags, summary: 'Satu pertemuan: topik, berkas bukti, jumlah mahasiswa hadir', querystring: BuktiDetailQuery, response: { 200: BuktiDetail, ...errors } } },
    async (req) => bukti.buktiDetail(app.db, req.user!, req.query.id_pertemuan));
  app.get('/bukti-ajar/berkas', { config: { allow: DOSEN }, schema: { tags, summary: 'Unduh satu berkas bukti mengajar', querystring: BuktiBerkasQuery } },
    async (req, reply) => bukti.kirimBukti(app.db, app.files, reply, req.user!, req.query.id_bukti_mengajar));
  app.post('/bukti-ajar', { config: { allow: DOSEN }, schema: { tags, summary: 'Unggah bukti mengajar (multipart: id_pertemuan, topik, berkas foto/PDF)', response: { 200: BuktiTersimpan, 409: ErrorSchema, ...errors } } },
    async (req) => bukti.unggahBukti(app, req));
}
