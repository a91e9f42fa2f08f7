import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  DosenProyekList, DosenProyekQuery, PenugasanProyekList, PenugasanProyekQuery, PersetujuanProyekBody, ProyekIdParams, ProyekTersimpan, TarikAjuanBody, ValidasiJawabanBody,
} from '../../schemas-proyek';
import { buatAjuanProyek, kirimJawaban, setujuiProyek, validasiJawaban } from '../proyek-alur.service';
import { tarikAjuanProyek, ubahAjuanProyek } from '../proyek-ubah.service';
import { berkasAjuan, berkasJawaban, daftarProyek, DOSEN_PROYEK, dosenProyek, STAF_PROYEK } from '../proyek.service';

// Spec section 7, "Leave and assignments": penugasan-proyek/*. {id} is the id of what the call acts
// on (section 3): the request (id_ajuan_penugasan_proyek) for its files and the lecturer's approval,
// the assignment (id_penugasan_proyek) for the answer. Who sees which row is decided in the service.
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['lecturer'];
const DOSEN = { allow: DOSEN_PROYEK };
const STAF = { allow: STAF_PROYEK };
const SEMUA = { allow: [...DOSEN_PROYEK, ...STAF_PROYEK] };

export async function proyekRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/penugasan-proyek', { config: SEMUA, schema: { tags, summary: 'Penugasan proyek: milik dosen sendiri, atau dosen program studi bagi staf prodi', querystring: PenugasanProyekQuery, response: { 200: PenugasanProyekList, ...errors } } },
    async (req) => daftarProyek(app.db, req.user!, req.query));

  app.post('/penugasan-proyek', { config: STAF, schema: { tags, summary: 'Ajukan penugasan proyek kepada dosen (multipart: id_dosen, judul, deskripsi, tenggat, lampiran PDF, soal)', consumes: ['multipart/form-data'], response: { 200: ProyekTersimpan, ...errors } } },
    async (req) => buatAjuanProyek(app, req));

  app.patch('/penugasan-proyek/:id', { config: STAF, schema: { tags, summary: 'Ubah ajuan penugasan proyek yang belum ditanggapi dosen (multipart: versi, judul, deskripsi, tenggat, lampiran?, soal?; {id}: id_ajuan_penugasan_proyek)', params: ProyekIdParams, consumes: ['multipart/form-data'], response: { 200: ProyekTersimpan, ...errors } } },
    async (req) => ubahAjuanProyek(app, req, req.params.id));

  app.post('/penugasan-proyek/:id/penarikan', { config: STAF, schema: { tags, summary: 'Tarik ajuan penugasan proyek yang belum ditanggapi dosen, dengan alasan ({id}: id_ajuan_penugasan_proyek)', params: ProyekIdParams, body: TarikAjuanBody, response: { 200: ProyekTersimpan, ...errors } } },
    async (req) => tarikAjuanProyek(app.db, req.user!, req.params.id, req.body));

  app.get('/penugasan-proyek/dosen', { config: STAF, schema: { tags, summary: 'Dosen program studi yang dapat diberi penugasan proyek', querystring: DosenProyekQuery, response: { 200: DosenProyekList, ...errors } } },
    async (req) => dosenProyek(app.db, req.user!, req.query));

  app.get('/penugasan-proyek/:id/lampiran', { config: SEMUA, schema: { tags, summary: 'Unduh surat tugas / TOR ajuan penugasan proyek ({id}: id_ajuan_penugasan_proyek)', params: ProyekIdParams, response: errors } },
    async (req, reply) => app.files.send(reply, await berkasAjuan(app.db, req.user!, req.params.id, 'lampiran')));

  app.get('/penugasan-proyek/:id/soal', { config: SEMUA, schema: { tags, summary: 'Unduh dokumen tugas ajuan penugasan proyek ({id}: id_ajuan_penugasan_proyek)', params: ProyekIdParams, response: errors } },
    async (req, reply) => app.files.send(reply, await berkasAjuan(app.db, req.user!, req.params.id, 'soal')));

  app.get('/penugasan-proyek/:id/jawaban', { config: SEMUA, schema: { tags, summary: 'Unduh jawaban terakhir penugasan proyek ({id}: id_penugasan_proyek)', params: ProyekIdParams, response: errors } },
    async (req, reply) => {
      const jawaban = await berkasJawaban(app.db, req.user!, req.params.id);
      return app.files.send(reply, jawaban.id_berkas, { nama: jawaban.nama });
    });

  app.post('/penugasan-proyek/:id/persetujuan', { config: DOSEN, schema: { tags, summary: 'Dosen menyetujui atau menolak (dengan alasan) ajuan penugasan proyek ({id}: id_ajuan_penugasan_proyek)', params: ProyekIdParams, body: PersetujuanProyekBody, response: { 200: ProyekTersimpan, ...errors } } },
    async (req) => setujuiProyek(app.db, req.user!, req.params.id, req.body));

  app.post('/penugasan-proyek/:id/jawaban/kirim', { config: DOSEN, schema: { tags, summary: 'Kirim (ulang) berkas jawaban penugasan proyek (multipart: jawaban, keterangan; {id}: id_penugasan_proyek)', params: ProyekIdParams, consumes: ['multipart/form-data'], response: { 200: ProyekTersimpan, ...errors } } },
    async (req) => kirimJawaban(app, req, req.params.id));

  app.post('/penugasan-proyek/:id/jawaban/validasi', { config: STAF, schema: { tags, summary: 'Terima atau kembalikan (dengan catatan) jawaban penugasan proyek ({id}: id_penugasan_proyek)', params: ProyekIdParams, body: ValidasiJawabanBody, response: { 200: ProyekTersimpan, ...errors } } },
    async (req) => validasiJawaban(app.db, req.user!, req.params.id, req.body));
}
