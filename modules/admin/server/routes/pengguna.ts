import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../../../core/server/http/errors';
import { t } from '../../../../core/server/i18n';
import {
  AksesProdiList, DaftarGrup, DaftarGrupBody, DaftarGrupHasil, GrupList, Otorisasi, OtorisasiBody, OtorisasiHasil, PenggunaDetail, PenggunaPage, PenggunaParams, PenggunaQuery, PenggunaRef,
  ResetPasswordBody, ResetPasswordHasil, StatusBody, StatusHasil,
} from '../../schemas';
import { resetPassword, setStatus } from '../akun.service';
import { aksesProdi, daftarGrup, detailPengguna, listGrup, listPengguna, otorisasi, setDaftarGrup, setOtorisasi, type Dicabut } from '../pengguna.service';

// Spec section 6: only the administrator (adm00) manages users, groups and staff authorisation.
const ADMIN = ['adm00'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['admin'];

export async function penggunaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { sessions } = app.kernel;

  /**
   * After the change committed: announce the sessions it ended (here at once, to the other API
   * processes by notice), then end any session a login opened while the change was being made
   * with the assignments read before it.
   */
  async function umumkan(idUser: number, keep: string | null, dicabut: Dicabut): Promise<number> {
    if (!dicabut.sids.length) return 0;
    for (const sid of dicabut.sids) await sessions.revoke(sid);
    return dicabut.sids.length + (await sessions.revokeOthers(idUser, keep)).length;
  }
  const keepOf = (admin: { id_user: number; sid?: string }, idUser: number) => (admin.id_user === idUser ? admin.sid ?? null : null);
  const pesan = (n: number) => (n ? t('admin', 'pesan.tersimpan_sesi', { jumlah: n }) : t('admin', 'pesan.tersimpan'));

  app.get('/pengguna', { config: { allow: ADMIN }, schema: { tags, summary: 'Daftar pengguna (cari, 7 per halaman)', querystring: PenggunaQuery, response: { 200: PenggunaPage, ...errors } } },
    async (req) => listPengguna(app.db, req.query));
  app.get('/pengguna/grup', { config: { allow: ADMIN }, schema: { tags, summary: 'Grup pengguna yang ada', response: { 200: GrupList, ...errors } } },
    async () => ({ data: await listGrup(app.db) }));
  app.get('/pengguna/daftar-grup', { config: { allow: ADMIN }, schema: { tags, summary: 'Grup (penugasan) milik seorang pengguna', querystring: PenggunaRef, response: { 200: DaftarGrup, ...errors } } },
    async (req) => daftarGrup(app.db, req.query.id_pengguna));
  app.patch('/pengguna/daftar-grup', { config: { allow: ADMIN }, schema: { tags, summary: 'Atur grup seorang pengguna (sesi dicabut bila grup dicabut)', body: DaftarGrupBody, response: { 200: DaftarGrupHasil, ...errors } } },
    async (req) => {
      const { hasil, dicabut } = await setDaftarGrup(app.db, req.user!, req.body);
      const n = await umumkan(req.body.id_pengguna, keepOf(req.user!, req.body.id_pengguna), dicabut);
      return { message: pesan(n), sesi_dicabut: n, ...hasil };
    });
  app.get('/pengguna/prodi/akses-prodi', { config: { allow: ADMIN }, schema: { tags, summary: 'Program studi yang boleh dilihat seorang staf', querystring: PenggunaRef, response: { 200: AksesProdiList, ...errors } } },
    async (req) => aksesProdi(app.db, req.query.id_pengguna));
  app.get('/pengguna/otorisasi-data-staff', { config: { allow: ADMIN }, schema: { tags, summary: 'Otorisasi data staf per program studi', querystring: PenggunaRef, response: { 200: Otorisasi, ...errors } } },
    async (req) => otorisasi(app.db, req.query.id_pengguna));
  app.patch('/pengguna/otorisasi-data-staff', { config: { allow: ADMIN }, schema: { tags, summary: 'Atur otorisasi data staf (sesi dicabut bila berubah)', body: OtorisasiBody, response: { 200: OtorisasiHasil, ...errors } } },
    async (req) => {
      const { hasil, dicabut, berubah } = await setOtorisasi(app.db, req.user!, req.body);
      const n = await umumkan(req.body.id_pengguna, keepOf(req.user!, req.body.id_pengguna), dicabut);
      return { message: berubah ? pesan(n) : t('admin', 'pesan.tidak_berubah'), sesi_dicabut: n, ...hasil };
    });
  app.patch('/pengguna/status', { config: { allow: ADMIN }, schema: { tags, summary: 'Aktifkan atau nonaktifkan akun (sesi diakhiri saat dinonaktifkan)', body: StatusBody, response: { 200: StatusHasil, ...errors } } },
    async (req) => {
      const { aktif, berubah, dicabut } = await setStatus(app.db, req.user!, req.body);
      const n = await umumkan(req.body.id_pengguna, null, dicabut);
      const message = !berubah ? t('admin', 'pesan.tidak_berubah') : aktif ? t('admin', 'pesan.diaktifkan') : t('admin', 'pesan.dinonaktifkan', { jumlah: n });
      return { message, id_user: req.body.id_pengguna, aktif, sesi_dicabut: n };
    });
  app.post('/pengguna/reset-password', { config: { allow: ADMIN }, schema: { tags, summary: 'Reset password: password sementara ditampilkan sekali, semua sesi diakhiri', body: ResetPasswordBody, response: { 200: ResetPasswordHasil, ...errors } } },
    async (req, reply) => {
      const { password, dicabut } = await resetPassword(app.db, req.user!, req.body);
      const n = await umumkan(req.body.id_pengguna, null, dicabut);
      // The temporary password must not stay in any cache between the server and the administrator.
      reply.header('Cache-Control', 'no-store');
      return { message: t('admin', 'pesan.password_direset'), id_user: req.body.id_pengguna, password_sementara: password, sesi_dicabut: n };
    });
  // Declared last so that the fixed paths above are never read as an id.
  app.get('/pengguna/:id_pengguna', { config: { allow: ADMIN }, schema: { tags, summary: 'Data seorang pengguna', params: PenggunaParams, response: { 200: PenggunaDetail, ...errors } } },
    async (req) => detailPengguna(app.db, req.params.id_pengguna));
}
