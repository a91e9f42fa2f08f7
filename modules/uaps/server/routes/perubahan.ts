import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PRODI_STAFF } from '../../../../core/contract/user-types';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { PageQuery } from '../../../../core/server/http/paging';
import { IdParams, PemberianBody, PenugasanResponse, PerubahanBody, PerubahanDetail, PerubahanPage, PerubahanQuery, ValidasiPerubahanBody } from '../../schemas';
import { tu } from '../access';
import {
  batalPerubahan, detailPerubahan, pemberianPembimbing, perubahanProdi, perubahanSaya, simpanPerubahan, validasiPerubahan, type JenisPerubahan,
} from '../perubahan.service';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const tags = ['uaps: perubahan pembimbing'];

/**
 * Supervisor changes on the submission workflow: `mahasiswa` = a student's request to change a
 * supervisor, `dosen` = a lecturer's withdrawal. Makers create/submit/cancel; programme staff list,
 * validate or return, then assign the new supervisor (pemberian-pembimbing).
 */
export async function perubahanRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const kinds: [string, JenisPerubahan, 'mhs00' | 'dsn00'][] = [['mahasiswa', 'ganti_pembimbing', 'mhs00'], ['dosen', 'undur_diri', 'dsn00']];
  for (const [path, jenis, maker] of kinds) {
    // The maker lists their own requests; staff list the programme's (the spec's GET with params).
    app.get(`/tugas-akhir/perubahan-pembimbing/${path}`, { config: { allow: [maker, ...PRODI_STAFF] }, schema: { tags, querystring: PerubahanQuery, response: { 200: PerubahanPage, ...errors } } },
      async (req) => (req.user!.id_group_user === maker ? perubahanSaya(app.db, req.user!, jenis, req.query) : perubahanProdi(app.db, req.user!, jenis, false, req.query)));
    app.get(`/tugas-akhir/perubahan-pembimbing/${path}/:id`, { config: { allow: [maker, ...PRODI_STAFF] }, schema: { tags, params: IdParams, response: { 200: PerubahanDetail, ...errors } } },
      async (req) => detailPerubahan(app.db, req.user!, req.params.id, jenis));
    app.post(`/tugas-akhir/perubahan-pembimbing/${path}`, { config: { allow: [maker] }, schema: { tags, body: PerubahanBody, response: { 200: PerubahanDetail, ...errors } } },
      async (req) => detailPerubahan(app.db, req.user!, await simpanPerubahan(app.db, req.user!, jenis, req.body), jenis));
    app.delete(`/tugas-akhir/perubahan-pembimbing/${path}/:id/batal`, { config: { allow: [maker] }, schema: { tags, params: IdParams, response: { 200: PerubahanDetail, ...errors } } },
      async (req) => { await batalPerubahan(app.db, req.user!, jenis, req.params.id); return detailPerubahan(app.db, req.user!, req.params.id, jenis); });
    app.post(`/tugas-akhir/validasi/perubahan-pembimbing/${path}`, { config: { allow: PRODI_STAFF }, schema: { tags, body: ValidasiPerubahanBody, response: { 200: PerubahanDetail, ...errors } } },
      async (req) => { await validasiPerubahan(app.db, req.user!, jenis, req.body); return detailPerubahan(app.db, req.user!, req.body.id_perubahan, jenis); });
    app.get(`/tugas-akhir/perubahan-pembimbing/diterima/${path}`, { config: { allow: PRODI_STAFF }, schema: { tags, querystring: PageQuery, response: { 200: PerubahanPage, ...errors } } },
      async (req) => perubahanProdi(app.db, req.user!, jenis, true, req.query));
    app.post(`/tugas-akhir/perubahan-pembimbing/diterima/${path}/pemberian-pembimbing`, { config: { allow: PRODI_STAFF }, schema: { tags, body: PemberianBody, response: { 200: PenugasanResponse, ...errors } } },
      async (req) => ({ message: tu('pesan.pembimbing_diganti'), ...(await pemberianPembimbing(app.db, req.user!, jenis, req.body)) }));
  }
}
