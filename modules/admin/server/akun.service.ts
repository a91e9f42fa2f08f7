import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { hashPassword } from '../../../core/server/auth/passwords';
import { accountKey } from '../../../core/server/auth/throttle';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import type { ResetPasswordBody, StatusBody } from '../schemas';
import type { Dicabut } from './pengguna.service';

const msg = (key: string, vars?: Record<string, string | number>) => t('admin', key, vars);

// No 0/O, 1/l/I: the administrator reads the password out or writes it down for its owner.
const ALFABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PANJANG_SEMENTARA = 10;

/** A temporary password: ten characters from a cryptographic source (about 49 bits). */
export function passwordSementara(): string {
  let out = '';
  for (let i = 0; i < PANJANG_SEMENTARA; i++) out += ALFABET[randomInt(ALFABET.length)];
  return out;
}

/** Locks the account row for the change and returns it; 404 when it does not exist. */
async function kunciAkun(trx: Kysely<any>, idUser: number) {
  const u = await trx.withSchema('core').selectFrom('pengguna').select(['id_user', 'username', 'aktif']).where('id_user', '=', idUser).forUpdate().executeTakeFirst();
  if (!u) throw httpError(404, msg('galat.pengguna_tidak_ditemukan'));
  return u;
}

/** Ends every active session of the account inside the change's transaction. */
async function akhiriSesi(trx: Kysely<any>, idUser: number): Promise<string[]> {
  const rows = await trx.withSchema('core').updateTable('sesi').set({ revoked_at: sql`now()` }).where('id_user', '=', idUser).where('revoked_at', 'is', null).returning('id').execute();
  return rows.map((r) => String(r.id));
}

async function catat(trx: Kysely<any>, admin: TokenClaims, idUser: number, jenis: 'status' | 'password', sebelum: unknown, sesudah: unknown, sesi: number) {
  await trx.withSchema('admin').insertInto('riwayat_perubahan').values({
    id_user: idUser, id_admin: admin.id_user, jenis, sebelum: JSON.stringify(sebelum), sesudah: JSON.stringify(sesudah), sesi_dicabut: sesi,
  }).execute();
}

/**
 * PATCH pengguna/status (ours): an administrator activates or deactivates an account. A deactivated
 * account cannot log in (403 at login) and its sessions end in the same transaction; an
 * administrator never deactivates their own account. Setting the status it already has changes nothing.
 */
export async function setStatus(db: Kysely<any>, admin: TokenClaims, body: StatusBody): Promise<{ aktif: boolean; berubah: boolean; dicabut: Dicabut }> {
  if (!body.aktif && body.id_pengguna === admin.id_user) throw httpError(400, msg('galat.nonaktif_sendiri'));
  return db.transaction().execute(async (trx) => {
    const u = await kunciAkun(trx, body.id_pengguna);
    if (u.aktif === body.aktif) return { aktif: u.aktif, berubah: false, dicabut: { sids: [] } };
    await trx.withSchema('core').updateTable('pengguna').set({ aktif: body.aktif }).where('id_user', '=', body.id_pengguna).execute();
    const sids = body.aktif ? [] : await akhiriSesi(trx, body.id_pengguna);
    await catat(trx, admin, body.id_pengguna, 'status', { aktif: u.aktif }, { aktif: body.aktif }, sids.length);
    return { aktif: body.aktif, berubah: true, dicabut: { sids } };
  });
}

/**
 * POST pengguna/reset-password (ours): a forgotten password is replaced by a temporary one that the
 * administrator hands to its owner, who should change it after logging in (sudah_ubah_password
 * becomes false). Every session ends, and the account's failed logins are forgotten so a locked-out
 * owner can log in at once. Not for the administrator's own account: they change their own password.
 */
export async function resetPassword(db: Kysely<any>, admin: TokenClaims, body: ResetPasswordBody): Promise<{ password: string; dicabut: Dicabut }> {
  if (body.id_pengguna === admin.id_user) throw httpError(400, msg('galat.reset_sendiri'));
  const password = passwordSementara();
  // Hashed before the transaction: the row lock is not held across an argon2 computation.
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const u = await kunciAkun(trx, body.id_pengguna);
    await trx.withSchema('core').updateTable('pengguna').set({ password_hash: hash, sudah_ubah_password: false }).where('id_user', '=', body.id_pengguna).execute();
    await trx.withSchema('core').deleteFrom('login_gagal').where('kunci', '=', accountKey(u.username)).execute();
    const sids = await akhiriSesi(trx, body.id_pengguna);
    await catat(trx, admin, body.id_pengguna, 'password', {}, { direset: true }, sids.length);
    return { password, dicabut: { sids } };
  });
}
