import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Penugasan, TokenClaims } from '../../contract/token';
import { isUserType, type UserType } from '../../contract/user-types';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Signs an access token (HS256) carrying exactly the claims of core/contract/token.ts plus
 * `sid`, `iat` and `exp` (= now + ttlSeconds). node:crypto's HMAC, like the verification below.
 */
export async function signAccessToken(claims: TokenClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  const { iat: _iat, exp: _exp, ...body } = claims;
  const now = Math.floor(Date.now() / 1000);
  const payload = Buffer.from(JSON.stringify({ ...body, iat: now, exp: now + ttlSeconds })).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/**
 * Verifies signature, algorithm and expiry; returns the claims or throws. Synchronous HMAC from
 * node:crypto: every API request verifies a token, and jose's WebCrypto path (an async key import
 * plus a thread-pool job per call) cost a third of the CPU of a cheap read page.
 */
export function verifyAccessToken(token: string, secret: Uint8Array): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('token tidak berbentuk JWT');
  const [head, body, signature] = parts;
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown; crit?: unknown };
  if (header.alg !== 'HS256' || header.crit !== undefined) throw new Error('algoritme token tidak diterima');
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('tanda tangan token tidak sah');
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) throw new Error('token kedaluwarsa');
  if (typeof payload.nbf === 'number' && payload.nbf > now) throw new Error('token belum berlaku');
  if (typeof payload.id_user !== 'number' || !isUserType(payload.id_group_user) || typeof payload.sid !== 'string') {
    throw new Error('klaim token tidak lengkap');
  }
  return payload as unknown as TokenClaims;
}

/** The account fields a token is built from. */
export interface AccountRow {
  id_user: number;
  username: string;
  nama: string;
  password_hash: string;
  default_group: UserType;
  shift: number;
  flags_kuesioner: number;
  flags_telegram: number;
  sudah_ubah_password: boolean;
  aktif: boolean;
}

/** Reads one active-or-not account by id. */
export async function findAccountById(db: Kysely<any>, id_user: number): Promise<AccountRow | undefined> {
  return (await db.withSchema('core').selectFrom('pengguna').selectAll().where('id_user', '=', id_user).executeTakeFirst()) as AccountRow | undefined;
}

const PENUGASAN_FIELDS = ['idp', 'id_group_user', 'id_level', 'kode_penugasan', 'sebagai_ketua_prodi', 'nama_prodi', 'nama_lembaga', 'nama_fakultas'] as const;

/** Assignment rows as read (JSON or driver values) to the token's shape (ids as numbers). */
function toPenugasan(rows: readonly Record<string, unknown>[]): Penugasan[] {
  return rows.map((r) => ({ ...r, idp: Number(r.idp), id_level: Number(r.id_level) }) as Penugasan);
}

/** The assignments of a user in creation order, with the 8 fields of spec section 3. */
export async function loadPenugasan(db: Kysely<any>, id_user: number): Promise<Penugasan[]> {
  const rows = await db.withSchema('core').selectFrom('penugasan').select([...PENUGASAN_FIELDS]).where('id_user', '=', id_user).orderBy('idp').execute();
  return toPenugasan(rows);
}

/** SQL: the same assignments as one JSON array, for a caller that reads them inside its own statement (login). */
export function penugasanJsonSql(idUser: RawBuilder<unknown>): RawBuilder<unknown> {
  const fields = sql.join(PENUGASAN_FIELDS.flatMap((f) => [sql.lit(f), sql.ref(`x.${f}`)]));
  return sql`coalesce((select json_agg(json_build_object(${fields}) order by x.idp) from core.penugasan x where x.id_user = ${idUser}), '[]'::json)`;
}

/** Parses what penugasanJsonSql returned (PGlite and pg both hand JSON back parsed; a string is parsed here). */
export function penugasanFromJson(value: unknown): Penugasan[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
  return toPenugasan(rows);
}

/** The claims of a user for an active group and session (`penugasan` when the caller has just read them). */
export async function buildClaims(db: Kysely<any>, account: AccountRow, group: UserType, sid: string, penugasan?: Penugasan[]): Promise<TokenClaims> {
  return {
    id_user: account.id_user,
    nama_user: account.nama,
    id_group_user: group,
    shift: account.shift,
    flags_kuesioner: account.flags_kuesioner,
    flags_telegram: account.flags_telegram,
    sudah_ubah_password: account.sudah_ubah_password,
    penugasan: penugasan ?? (await loadPenugasan(db, account.id_user)),
    sid,
  };
}

/**
 * The group a login starts in: the stored default when the user still holds it, else the first
 * assignment's group. The spec's groups are the distinct `id_group_user` of the assignments.
 */
export function pickGroup(account: AccountRow, penugasan: readonly Penugasan[]): UserType {
  const groups = penugasan.map((p) => p.id_group_user);
  if (groups.includes(account.default_group) || !groups.length) return account.default_group;
  return groups[0];
}
