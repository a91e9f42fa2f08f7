import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import {
  BerkasParams, BerkasProposalList, IdParams, ProposalDetail, ProposalDraftBody, ProposalDtQuery, ProposalIdBody, ProposalPage, ProposalUbahBody, SyaratBerkasList, UnggahQuery, ValidasiProposalBody,
} from '../../schemas';
import { kirimBerkasProposal, kirimZipProposal } from '../berkas.service';
import {
  aksiPemilik, ajukan, berkasProposal, buatDraft, detailProposal, listProposalDt, proposalFor, syaratProposal, ubahProposal, unggahBerkas, validasiProposal,
} from '../proposal.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const MHS = ['mhs00'] as const;
const MHS_STAFF = ['mhs00', ...PRODI_STAFF] as const;
const tags = ['uaps: proposal'];

/** Proposal calls of spec section 7: the student's draft and revision cycle, files, staff validation. */
export async function proposalRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/tugas-akhir/pengajuan-proposal/syarat-berkas', { config: { allow: 'authenticated' }, schema: { tags, response: { 200: SyaratBerkasList, ...errors } } },
    async () => ({ data: await syaratProposal(app.db) }));

  app.post('/tugas-akhir/pengajuan-proposal/draft', { config: { allow: MHS }, schema: { tags, body: ProposalDraftBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => detailProposal(app.db, req.user!, await buatDraft(app.db, req.user!, req.body)));
  app.patch('/tugas-akhir/pengajuan-proposal/draft', { config: { allow: MHS }, schema: { tags, body: ProposalUbahBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await ubahProposal(app.db, req.user!, 'draft', req.body); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-proposal/draft/berkas', { config: { allow: MHS }, schema: { tags, consumes: ['multipart/form-data'], querystring: UnggahQuery, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await unggahBerkas(app.db, app.files, req, req.user!, 'draft', req.query); return detailProposal(app.db, req.user!, req.query.id_proposal_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-proposal/draft/mengajukan', { config: { allow: MHS }, schema: { tags, body: ProposalIdBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await ajukan(app.db, req.user!, req.body.id_proposal_tugas_akhir, 'mengajukan'); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });
  app.patch('/tugas-akhir/pengajuan-proposal/draft/pembatalan', { config: { allow: MHS }, schema: { tags, body: ProposalIdBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await aksiPemilik(app.db, req.user!, req.body.id_proposal_tugas_akhir, 'batal', req.body.catatan); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });

  app.post('/tugas-akhir/pengajuan-proposal/perbaikan', { config: { allow: MHS }, schema: { tags, body: ProposalIdBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await aksiPemilik(app.db, req.user!, req.body.id_proposal_tugas_akhir, 'perbaikan', req.body.catatan); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });
  app.patch('/tugas-akhir/pengajuan-proposal/perbaikan', { config: { allow: MHS }, schema: { tags, body: ProposalUbahBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await ubahProposal(app.db, req.user!, 'revisi', req.body); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-proposal/perbaikan/berkas', { config: { allow: MHS }, schema: { tags, consumes: ['multipart/form-data'], querystring: UnggahQuery, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await unggahBerkas(app.db, app.files, req, req.user!, 'revisi', req.query); return detailProposal(app.db, req.user!, req.query.id_proposal_tugas_akhir); });
  app.post('/tugas-akhir/pengajuan-proposal/perbaikan/mengajukan', { config: { allow: MHS }, schema: { tags, body: ProposalIdBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await ajukan(app.db, req.user!, req.body.id_proposal_tugas_akhir, 'ajukan_perbaikan'); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });
  app.patch('/tugas-akhir/pengajuan-proposal/perbaikan/pembatalan', { config: { allow: MHS }, schema: { tags, body: ProposalIdBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await aksiPemilik(app.db, req.user!, req.body.id_proposal_tugas_akhir, 'batal', req.body.catatan); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });

  app.get('/tugas-akhir/pengajuan-proposal/berkas/:id', { config: { allow: MHS_STAFF }, schema: { tags, params: IdParams, response: { 200: BerkasProposalList, ...errors } } },
    async (req) => { await proposalFor(app.db, req.user!, req.params.id); return { data: await berkasProposal(app.db, req.params.id) }; });
  app.get('/tugas-akhir/pengajuan-proposal/berkas/:proposal/:requirement', { config: { allow: MHS_STAFF }, schema: { tags, description: 'Berkas biner dengan nama aslinya', params: BerkasParams, response: errors } },
    async (req, reply) => kirimBerkasProposal(app.db, app.files, reply, req.user!, req.params.proposal, req.params.requirement));
  app.get('/tugas-akhir/pengajuan-proposal/berkas-zip/:id', { config: { allow: MHS_STAFF }, schema: { tags, description: 'ZIP berisi semua berkas proposal', params: IdParams, response: errors } },
    async (req, reply) => kirimZipProposal(app.db, reply, req.user!, req.params.id));

  app.get('/tugas-akhir/proposal/dt', { config: { allow: PRODI_STAFF }, schema: { tags, querystring: ProposalDtQuery, response: { 200: ProposalPage, ...errors } } },
    async (req) => listProposalDt(app.db, req.user!, req.query));
  app.get('/tugas-akhir/proposal/dt/:id', { config: { allow: MHS_STAFF }, schema: { tags, params: IdParams, response: { 200: ProposalDetail, ...errors } } },
    async (req) => detailProposal(app.db, req.user!, req.params.id));
  app.post('/tugas-akhir/validasi/pengajuan-proposal', { config: { allow: PRODI_STAFF }, schema: { tags, body: ValidasiProposalBody, response: { 200: ProposalDetail, ...errors } } },
    async (req) => { await validasiProposal(app.db, req.user!, req.body); return detailProposal(app.db, req.user!, req.body.id_proposal_tugas_akhir); });
}
