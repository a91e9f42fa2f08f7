import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { sendPdf } from '../../../../core/server/print';
import {
  FinalisasiBody, FinalisasiResponse, FormPenilaian, IdParams, LembarNilaiList, PenilaianBody, PenilaianBatalBody, PenilaianIdBody, PenilaianSidangPage, PenilaianSidangQuery, PenilaianTersimpan, Pesan, SidangDetail,
} from '../../schemas';
import { tu } from '../access';
import { cetakBeritaAcara } from '../cetak.service';
import { finalisasiSidang, formPenilaian, listPenilaianSidang, periksaPenilaian, simpanPenilaian, validasiPenilaian } from '../penilaian.service';
import { detailSidang } from '../sidang.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const DSN = ['dsn00'] as const;
const tags = ['uaps: penilaian sidang'];
const PERAN = ['pembimbing', 'penguji'] as const;

/**
 * Defence scoring by components (v1 and v2) as supervisor (path id = id_tugas_akhir) and as
 * examiner (path id = id_sidang_tugas_akhir), staff validation of each sheet, the final grade and the minutes.
 */
export async function penilaianRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const peran of PERAN) {
    for (const [prefix, versi] of [['penilaian', 1], ['penilaian-v2', 2]] as const) {
      app.get(`/tugas-akhir/${prefix}/${peran}/:id`, { config: { allow: DSN }, schema: { tags, params: IdParams, response: { 200: FormPenilaian, ...errors } } },
        async (req) => formPenilaian(app.db, req.user!, peran, versi, req.params.id));
      app.get(`/tugas-akhir/${prefix}/${peran}/:id/periksa`, { config: { allow: ['dsn00', ...PRODI_STAFF] }, schema: { tags, params: IdParams, response: { 200: LembarNilaiList, ...errors } } },
        async (req) => periksaPenilaian(app.db, req.user!, peran, req.params.id));
    }
    app.post(`/tugas-akhir/penilaian/${peran}/:id`, { config: { allow: DSN }, schema: { tags, params: IdParams, body: PenilaianBody, response: { 200: PenilaianTersimpan, ...errors } } },
      async (req) => ({ message: tu('pesan.nilai_tersimpan'), ...(await simpanPenilaian(app.db, req.user!, peran, 'baru', req.params.id, req.body)) }));
    app.patch(`/tugas-akhir/penilaian/${peran}/:id`, { config: { allow: DSN }, schema: { tags, params: IdParams, body: PenilaianBody, response: { 200: PenilaianTersimpan, ...errors } } },
      async (req) => ({ message: tu('pesan.nilai_tersimpan'), ...(await simpanPenilaian(app.db, req.user!, peran, 'ubah', req.params.id, req.body)) }));
    app.patch(`/tugas-akhir/penilaian/${peran}/:id/perbaikan`, { config: { allow: DSN }, schema: { tags, params: IdParams, body: PenilaianBody, response: { 200: PenilaianTersimpan, ...errors } } },
      async (req) => ({ message: tu('pesan.nilai_tersimpan'), ...(await simpanPenilaian(app.db, req.user!, peran, 'perbaikan', req.params.id, req.body)) }));
    app.post(`/tugas-akhir/validasi/penilaian-sidang/${peran}`, { config: { allow: PRODI_STAFF }, schema: { tags, body: PenilaianIdBody, response: { 200: Pesan, ...errors } } },
      async (req) => { await validasiPenilaian(app.db, req.user!, peran, 'validasi', req.body.id_penilaian); return { message: tu('pesan.nilai_divalidasi') }; });
    app.post(`/tugas-akhir/validasi/penilaian-sidang/${peran}/batal`, { config: { allow: PRODI_STAFF }, schema: { tags, body: PenilaianBatalBody, response: { 200: Pesan, ...errors } } },
      async (req) => { await validasiPenilaian(app.db, req.user!, peran, 'batal', req.body.id_penilaian, req.body.catatan); return { message: tu('pesan.nilai_dibatalkan') }; });
  }
  app.post('/tugas-akhir/validasi/penilaian-sidang', { config: { allow: PRODI_STAFF }, schema: { tags, body: FinalisasiBody, response: { 200: FinalisasiResponse, ...errors } } },
    async (req) => ({ message: tu('pesan.sidang_final'), ...(await finalisasiSidang(app.db, req.user!, req.body)) }));

  for (const path of ['/tugas-akhir/penilaian-sidang', '/tugas-akhir/penilaian/sidang/dt']) {
    app.get(path, { config: { allow: PRODI_STAFF }, schema: { tags, querystring: PenilaianSidangQuery, response: { 200: PenilaianSidangPage, ...errors } } },
      async (req) => listPenilaianSidang(app.db, req.user!, req.query));
    app.get(`${path}/:id`, { config: { allow: ['dsn00', ...PRODI_STAFF] }, schema: { tags, params: IdParams, response: { 200: Type.Object({ ...SidangDetail.properties, penilaian: LembarNilaiList.properties.data }), ...errors } } },
      async (req) => ({ ...(await detailSidang(app.db, req.user!, req.params.id)), penilaian: (await periksaPenilaian(app.db, req.user!, 'penguji', req.params.id)).data }));
  }
  app.get('/tugas-akhir/penilaian/sidang/dt/:id/berita-acara', { config: { allow: ['mhs00', 'dsn00', ...PRODI_STAFF] }, schema: { tags, description: 'PDF berita acara sidang', params: IdParams, response: errors } },
    async (req, reply) => { const r = await cetakBeritaAcara(app.db, req.user!, req.params.id); return sendPdf(reply, r.pdf, r.nama); });
}
