import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { PageQuery } from '../../../../core/server/http/paging';
import { sendPdf } from '../../../../core/server/print';
import {
  CetakUjianQuery, IdDosenParams, IdParams, JadwalUjianBaruBody, JadwalUjianUbahBody, KuotaQuery, PenjadwalanUjianPage, PenjadwalanUjianQuery, PerbaikanUjianQuery,
  RekapPengujiPage, RiwayatPengujiPage, SelesaiUjiQuery, StatusPengujianBody, StatusPerbaikanBody, UbahJudulBody, UjianProposalDetail, UjianProposalPage,
  UjianProposalQuery, UjianProposalSaya,
} from '../../schemas';
import { cetakUjianProposal } from '../cetak-pra-uaps.service';
import {
  berkasPerbaikanUjian, catatHasilUjian, detailUjian, jadwalkanUjian, listPenjadwalan, listSelesaiUji, listUjianPenguji, rekapPengujiProposal, riwayatPengujiProposal,
  statusPerbaikanUjian, ubahJudul, ujianSaya, unggahPerbaikanUjian,
} from '../pra-uaps.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const DSN = ['dsn00'] as const;
const DSN_STAFF = ['dsn00', ...PRODI_STAFF] as const;
const READERS = ['mhs00', 'dsn00', ...PRODI_STAFF] as const;
const tags = ['uaps: sidang pra-UAPS'];

/** The proposal examination (sidang pra-UAPS): scheduling, the examiners' result and revision approval, title change, reports. */
export async function praUapsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const detail = (req: { user: unknown }, id: number) => detailUjian(app.db, req.user as never, id);

  app.get('/tugas-akhir/proposal/penjadwalan', { config: { allow: PRODI_STAFF }, schema: { tags, description: 'Proposal tervalidasi beserta sidang pra-UAPS terakhirnya', querystring: PenjadwalanUjianQuery, response: { 200: PenjadwalanUjianPage, ...errors } } },
    async (req) => listPenjadwalan(app.db, req.user!, req.query));
  app.post('/tugas-akhir/proposal/penjadwalan', { config: { allow: PRODI_STAFF }, schema: { tags, body: JadwalUjianBaruBody, response: { 200: UjianProposalDetail, ...errors } } },
    async (req) => detail(req, await jadwalkanUjian(app.db, req.user!, 'baru', req.body)));
  app.patch('/tugas-akhir/proposal/penjadwalan', { config: { allow: PRODI_STAFF }, schema: { tags, body: JadwalUjianUbahBody, response: { 200: UjianProposalDetail, ...errors } } },
    async (req) => detail(req, await jadwalkanUjian(app.db, req.user!, 'ubah', req.body)));

  app.get('/tugas-akhir/proposal/penguji', { config: { allow: DSN_STAFF }, schema: { tags, description: 'Dosen: sidang pra-UAPS yang diujinya; staf: semua sidang pra-UAPS program studinya', querystring: UjianProposalQuery, response: { 200: UjianProposalPage, ...errors } } },
    async (req) => listUjianPenguji(app.db, req.user!, req.query));
  app.get('/tugas-akhir/proposal/penguji/cetak', { config: { allow: READERS }, schema: { tags, description: 'PDF undangan atau berita acara sidang pra-UAPS', querystring: CetakUjianQuery, response: errors } },
    async (req, reply) => { const r = await cetakUjianProposal(app.db, req.user!, req.query); return sendPdf(reply, r.pdf, r.nama); });
  app.get('/tugas-akhir/proposal/selesai-uji', { config: { allow: DSN_STAFF }, schema: { tags, description: 'Proposal yang sidang pra-UAPS-nya selesai (lulus)', querystring: SelesaiUjiQuery, response: { 200: UjianProposalPage, ...errors } } },
    async (req) => listSelesaiUji(app.db, req.user!, req.query));
  app.get('/tugas-akhir/proposal/pengujian/mahasiswa', { config: { allow: ['mhs00'] }, schema: { tags, description: 'Sidang pra-UAPS terakhir milik mahasiswa', response: { 200: UjianProposalSaya, ...errors } } },
    async (req) => ujianSaya(app.db, req.user!));
  app.get('/tugas-akhir/proposal/pengujian/:id', { config: { allow: READERS }, schema: { tags, params: IdParams, response: { 200: UjianProposalDetail, ...errors } } },
    async (req) => detail(req, req.params.id));

  app.patch('/tugas-akhir/proposal/status-pengujian', { config: { allow: DSN }, schema: { tags, description: 'Penguji mencatat hasil sidang pra-UAPS', body: StatusPengujianBody, response: { 200: UjianProposalDetail, ...errors } } },
    async (req) => { await catatHasilUjian(app.db, req.user!, req.body); return detail(req, req.body.id_ujian_proposal); });
  app.post('/tugas-akhir/proposal/perbaikan-pengujian', { config: { allow: ['mhs00'] }, schema: { tags, description: 'Mahasiswa mengunggah naskah perbaikan (PDF/DOCX)', consumes: ['multipart/form-data'], querystring: PerbaikanUjianQuery, response: { 200: UjianProposalDetail, ...errors } } },
    async (req) => { await unggahPerbaikanUjian(app.db, app.files, req, req.user!, req.query); return detail(req, req.query.id_ujian_proposal); });
  app.get('/tugas-akhir/proposal/perbaikan-pengujian/:id', { config: { allow: READERS }, schema: { tags, description: 'Berkas perbaikan dengan nama aslinya', params: IdParams, response: errors } },
    async (req, reply) => app.files.send(reply, await berkasPerbaikanUjian(app.db, req.user!, req.params.id)));
  app.patch('/tugas-akhir/proposal/status-perbaikan', { config: { allow: DSN }, schema: { tags, description: 'Penguji menyetujui atau mengembalikan perbaikan', body: StatusPerbaikanBody, response: { 200: UjianProposalDetail, ...errors } } },
    async (req) => { await statusPerbaikanUjian(app.db, req.user!, req.body); return detail(req, req.body.id_ujian_proposal); });
  app.patch('/tugas-akhir/proposal/ubah-judul', { config: { allow: DSN_STAFF }, schema: { tags, description: 'Perubahan judul hasil sidang pra-UAPS (riwayat disimpan)', body: UbahJudulBody, response: { 200: UjianProposalDetail, ...errors } } },
    async (req) => { await ubahJudul(app.db, req.user!, req.body); return detail(req, req.body.id_ujian_proposal); });

  app.get('/tugas-akhir/riwayat/penguji-proposal', { config: { allow: PRODI_STAFF }, schema: { tags, querystring: KuotaQuery, response: { 200: RekapPengujiPage, ...errors } } },
    async (req) => rekapPengujiProposal(app.db, req.user!, req.query));
  app.get('/tugas-akhir/riwayat/penguji-proposal/:id_dosen', { config: { allow: PRODI_STAFF }, schema: { tags, params: IdDosenParams, querystring: PageQuery, response: { 200: RiwayatPengujiPage, ...errors } } },
    async (req) => riwayatPengujiProposal(app.db, req.user!, req.params.id_dosen, req.query));
}
