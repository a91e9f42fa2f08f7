import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { TanggalSchema } from '../../../../core/contract/schema-types';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { PageQuery } from '../../../../core/server/http/paging';
import {
  BerkasSidangList, IdParams, PenjadwalanBody, SidangBerkasParams, SidangDetail, SidangDosenPage, SidangDtQuery, SidangIdBody, SidangPage, SidangSaya,
  SidangUnggahQuery, ValidasiSidangBody,
} from '../../schemas';
import { tu } from '../access';
import { sendPdf } from '../../../../core/server/print';
import { cetakLaporanSidang } from '../cetak.service';
import Type from 'typebox';
import { zipBuffer } from '../berkas.service';
import { contentDisposition } from '../../../../core/server/files/store';
import { httpError } from '../../../../core/server/http/errors';
import {
  aksiPemilikSidang, ajukanSidang, berkasSidang, buatDraftSidang, detailSidang, jadwalkanSidang, jadwalSidangDosen, listSidangDt, sidangFor, sidangSaya,
  unggahBerkasSidang, validasiSidang,
} from '../sidang.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const MHS = ['mhs00'] as const;
const tags = ['uaps: sidang'];

/** Defence submission (the same workflow as the proposal), staff validation and scheduling, the lecturer's defence list. */
export async function sidangRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const detail = (req: { user: unknown }, id: number) => detailSidang(app.db, req.user as never, id);

  app.get('/tugas-akhir/pengajuan-sidang/mahasiswa', { config: { allow: MHS }, schema: { tags, description: 'Pengajuan sidang terakhir milik mahasiswa', response: { 200: SidangSaya, ...errors } } },
    async (req) => sidangSaya(app.db, req.user!));
  app.post('/tugas-akhir/pengajuan-sidang/draft', { config: { allow: MHS }, schema: { tags, response: { 200: SidangDetail, ...errors } } },
    async (req) => detail(req, await buatDraftSidang(app.db, req.user!)));
  app.post('/tugas-akhir/pengajuan-sidang/draft/berkas', { config: { allow: MHS }, schema: { tags, consumes: ['multipart/form-data'], querystring: SidangUnggahQuery, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await unggahBerkasSidang(app.db, app.files, req, req.user!, 'draft', req.query); return detail(req, req.query.id_sidang_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-sidang/draft/mengajukan', { config: { allow: MHS }, schema: { tags, body: SidangIdBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await ajukanSidang(app.db, req.user!, req.body.id_sidang_tugas_akhir, 'mengajukan'); return detail(req, req.body.id_sidang_tugas_akhir); });
  app.patch('/tugas-akhir/pengajuan-sidang/draft/pembatalan', { config: { allow: MHS }, schema: { tags, body: SidangIdBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await aksiPemilikSidang(app.db, req.user!, req.body.id_sidang_tugas_akhir, 'batal'); return detail(req, req.body.id_sidang_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-sidang/perbaikan', { config: { allow: MHS }, schema: { tags, body: SidangIdBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await aksiPemilikSidang(app.db, req.user!, req.body.id_sidang_tugas_akhir, 'perbaikan'); return detail(req, req.body.id_sidang_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-sidang/perbaikan/berkas', { config: { allow: MHS }, schema: { tags, consumes: ['multipart/form-data'], querystring: SidangUnggahQuery, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await unggahBerkasSidang(app.db, app.files, req, req.user!, 'revisi', req.query); return detail(req, req.query.id_sidang_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-sidang/perbaikan/mengajukan', { config: { allow: MHS }, schema: { tags, body: SidangIdBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await ajukanSidang(app.db, req.user!, req.body.id_sidang_tugas_akhir, 'ajukan_perbaikan'); return detail(req, req.body.id_sidang_tugas_akhir); });
  app.patch('/tugas-akhir/pengajuan-sidang/perbaikan/pembatalan', { config: { allow: MHS }, schema: { tags, body: SidangIdBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await aksiPemilikSidang(app.db, req.user!, req.body.id_sidang_tugas_akhir, 'batal'); return detail(req, req.body.id_sidang_tugas_akhir); });

  const readers = ['mhs00', 'dsn00', ...PRODI_STAFF] as const;
  app.get('/tugas-akhir/pengajuan-sidang/berkas/:id', { config: { allow: readers }, schema: { tags, params: IdParams, response: { 200: BerkasSidangList, ...errors } } },
    async (req) => { await sidangFor(app.db, req.user!, req.params.id); return { data: await berkasSidang(app.db, req.params.id) }; });
  app.get('/tugas-akhir/pengajuan-sidang/berkas/:idSidang/:idSyarat', { config: { allow: readers }, schema: { tags, description: 'Berkas biner dengan nama aslinya', params: SidangBerkasParams, response: errors } },
    async (req, reply) => {
      await sidangFor(app.db, req.user!, req.params.idSidang);
      const row = await app.db.withSchema('uaps').selectFrom('sidang_syarat').select('id_berkas').where('id_sidang_tugas_akhir', '=', req.params.idSidang).where('id_syarat_berkas_ta', '=', req.params.idSyarat).executeTakeFirst();
      if (!row) throw httpError(404, tu('galat.berkas_tidak_ditemukan'));
      return app.files.send(reply, row.id_berkas);
    });
  app.get('/tugas-akhir/pengajuan-sidang/berkas-zip/:id', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'ZIP berisi semua berkas pengajuan sidang', params: IdParams, response: errors } },
    async (req, reply) => {
      const { row } = await sidangFor(app.db, req.user!, req.params.id);
      const rows = await app.db.withSchema('uaps').selectFrom('sidang_syarat as b').innerJoin('master_data.syarat_berkas_ta as s', 's.id_syarat_berkas_ta', 'b.id_syarat_berkas_ta')
        .innerJoin('core.berkas as f', 'f.id', 'b.id_berkas').select(['s.kode', 'b.nama_berkas', 'f.isi']).where('b.id_sidang_tugas_akhir', '=', req.params.id).orderBy('s.urutan').execute();
      if (!rows.length) throw httpError(404, tu('galat.berkas_tidak_ditemukan'));
      const zip = await zipBuffer(rows.map((r) => ({ name: `${r.kode} - ${r.nama_berkas}`, data: Buffer.from(r.isi as Uint8Array) })));
      return reply.header('Content-Type', 'application/zip').header('Content-Disposition', contentDisposition(`sidang-${row.nim}.zip`)).send(zip as never);
    });

  app.get('/tugas-akhir/sidang/dt', { config: { allow: PRODI_STAFF }, schema: { tags, querystring: SidangDtQuery, response: { 200: SidangPage, ...errors } } },
    async (req) => listSidangDt(app.db, req.user!, req.query));
  app.get('/tugas-akhir/sidang/dt/:id', { config: { allow: readers }, schema: { tags, params: IdParams, response: { 200: SidangDetail, ...errors } } },
    async (req) => detail(req, req.params.id));
  app.post('/tugas-akhir/validasi/pengajuan-sidang', { config: { allow: PRODI_STAFF }, schema: { tags, body: ValidasiSidangBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await validasiSidang(app.db, req.user!, req.body); return detail(req, req.body.id_sidang_tugas_akhir); });
  app.post('/tugas-akhir/sidang/penjadwalan', { config: { allow: PRODI_STAFF }, schema: { tags, body: PenjadwalanBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await jadwalkanSidang(app.db, req.user!, 'baru', req.body); return detail(req, req.body.id_sidang_tugas_akhir); });
  app.patch('/tugas-akhir/sidang/penjadwalan', { config: { allow: PRODI_STAFF }, schema: { tags, body: PenjadwalanBody, response: { 200: SidangDetail, ...errors } } },
    async (req) => { await jadwalkanSidang(app.db, req.user!, 'ubah', req.body); return detail(req, req.body.id_sidang_tugas_akhir); });
  const Tgl = Type.Optional(TanggalSchema());
  app.get('/tugas-akhir/sidang/laporan', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'PDF laporan sidang program studi', querystring: Type.Object({ dari: Tgl, sampai: Tgl }), response: errors } },
    async (req, reply) => { const r = await cetakLaporanSidang(app.db, req.user!, req.query); return sendPdf(reply, r.pdf, r.nama); });
  app.get('/tugas-akhir/sidang/penguji', { config: { allow: ['dsn00'] }, schema: { tags, querystring: PageQuery, response: { 200: SidangDosenPage, ...errors } } },
    async (req) => jadwalSidangDosen(app.db, req.user!, req.query));
}
