import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  CariDosenQuery, DaftarDosenDokumen, DokumenDihapus, DokumenDosenKelola, DokumenIdParams, DokumenTersimpan, DosenParams, HapusQuery, UbahDokumenBody,
} from '../../schemas-dokumen';
import { berkasDokumenKelola, cariDosen, dokumenDosenKelola, gantiBerkas, hapusDokumen, ubahDokumen, unggahDokumen } from '../dokumen-kelola.service';
import { errors, tags } from './biodata';

// dokumen-dosen (decision 0030, not a spec call): the administrator, this product's personnel office,
// files lecturers' documents. The lecturer reads them with GET dokumen/dosen.
const ADMIN = { allow: ['adm00'] as const };
const ubah = { ...errors, 409: ErrorSchema };

export async function dokumenKelolaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/dokumen-dosen/dosen', { config: ADMIN, schema: { tags, summary: 'Cari dosen (nama, NIDN, NIP) beserta jumlah dokumennya', querystring: CariDosenQuery, response: { 200: DaftarDosenDokumen, ...errors } } },
    async (req) => cariDosen(app.db, req.query));

  app.get('/dokumen-dosen/dosen/:id_dosen', { config: ADMIN, schema: { tags, summary: 'Dokumen seorang dosen per kategori', params: DosenParams, response: { 200: DokumenDosenKelola, ...errors } } },
    async (req) => dokumenDosenKelola(app.db, req.params.id_dosen));

  app.post('/dokumen-dosen/dosen/:id_dosen', { config: ADMIN, schema: { tags, summary: 'Unggah dokumen dosen (multipart; PDF/PNG/JPEG maks. 5 MB)', consumes: ['multipart/form-data'], params: DosenParams, response: { 200: DokumenTersimpan, ...errors } } },
    async (req) => unggahDokumen(app, req, req.params.id_dosen));

  app.patch('/dokumen-dosen/:id', { config: ADMIN, schema: { tags, summary: 'Ubah kategori, judul, nomor dan tanggal dokumen dosen (berkas tetap)', params: DokumenIdParams, body: UbahDokumenBody, response: { 200: DokumenTersimpan, ...ubah } } },
    async (req) => ubahDokumen(app.db, req.user!.id_user, req.params.id, req.body));

  app.post('/dokumen-dosen/:id/berkas', { config: ADMIN, schema: { tags, summary: 'Ganti berkas dokumen dosen (multipart: versi, berkas)', consumes: ['multipart/form-data'], params: DokumenIdParams, response: { 200: DokumenTersimpan, ...ubah } } },
    async (req) => gantiBerkas(app, req, req.params.id));

  app.delete('/dokumen-dosen/:id', { config: ADMIN, schema: { tags, summary: 'Hapus dokumen dosen beserta berkasnya', params: DokumenIdParams, querystring: HapusQuery, response: { 200: DokumenDihapus, ...ubah } } },
    async (req) => hapusDokumen(app.db, req.params.id, req.query.versi));

  app.get('/dokumen-dosen/:id/berkas', { config: ADMIN, schema: { tags, summary: 'Unduh berkas dokumen dosen', params: DokumenIdParams, response: errors } },
    async (req, reply) => app.files.send(reply, await berkasDokumenKelola(app.db, req.params.id)));
}
