import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { sha256 } from './hash';

const portal = (db: Kysely<any>) => db.withSchema('portal');
const msg = (key: string) => t('portal', `galat.${key}`);

async function settings(db: Kysely<any>) {
  return portal(db).selectFrom('pengaturan').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/** The active applications aimed at the caller's group (empty target = everyone), in display order. */
export function listAplikasi(db: Kysely<any>, user: TokenClaims) {
  return portal(db).selectFrom('aplikasi').select(['id_aplikasi', 'kode', 'nama', 'deskripsi', 'url', 'ikon'])
    .where('aktif', '=', true)
    .where(sql<boolean>`(cardinality(target) = 0 or ${user.id_group_user} = any(target))`)
    .orderBy('urutan').orderBy('id_aplikasi').execute();
}

async function aplikasiFor(db: Kysely<any>, user: TokenClaims, idAplikasi: number) {
  const app = await portal(db).selectFrom('aplikasi').select(['id_aplikasi', 'nama', 'url_login'])
    .where('id_aplikasi', '=', idAplikasi).where('aktif', '=', true)
    .where(sql<boolean>`(cardinality(target) = 0 or ${user.id_group_user} = any(target))`).executeTakeFirst();
  if (!app) throw httpError(404, msg('aplikasi_tidak_ditemukan'));
  return app;
}

/**
 * GET portal/aplikasi/login: a fresh one-time code (random 32 bytes, only its hash stored) valid
 * for `pengaturan.masa_berlaku_kode_detik`, and the application's login URL carrying it.
 */
export async function buatKodeLogin(db: Kysely<any>, user: TokenClaims, idAplikasi: number): Promise<{ url: string }> {
  const app = await aplikasiFor(db, user, idAplikasi);
  const { masa_berlaku_kode_detik } = await settings(db);
  const kode = randomBytes(32).toString('base64url');
  await portal(db).insertInto('kode_login').values({
    kode_hash: sha256(kode), id_aplikasi: app.id_aplikasi, id_user: user.id_user,
    kedaluwarsa: sql`now() + make_interval(secs => ${masa_berlaku_kode_detik})`,
  }).execute();
  // Expired codes are useless; clearing them here keeps the table small without a scheduler.
  await portal(db).deleteFrom('kode_login').where('kedaluwarsa', '<', sql<Date>`now() - interval '1 day'`).execute();
  const url = new URL(app.url_login);
  url.searchParams.set('kode', kode);
  return { url: url.toString() };
}

/** The identity of a user as a linked application sees it: username, name and campus e-mail. */
async function identitas(db: Kysely<any>, idUser: number) {
  const { domain_email } = await settings(db);
  const row = await db.withSchema('core').selectFrom('pengguna as u')
    .leftJoin('master_data.mahasiswa as m', 'm.id_user', 'u.id_user')
    .leftJoin('master_data.dosen as d', 'd.id_user', 'u.id_user')
    .select(['u.id_user', 'u.username', 'u.nama', sql<string | null>`coalesce(m.email, d.email)`.as('email')])
    .where('u.id_user', '=', idUser).executeTakeFirst();
  if (!row) throw httpError(404, msg('pengguna_tidak_ditemukan'));
  return { id_user: row.id_user as number, username: row.username as string, nama: row.nama as string, email: row.email ?? `${row.username}@${domain_email}` };
}

/** GET portal/aplikasi/user: the caller's account at the application. */
export async function akunAplikasi(db: Kysely<any>, user: TokenClaims, idAplikasi: number) {
  const app = await aplikasiFor(db, user, idAplikasi);
  return { id_aplikasi: app.id_aplikasi, nama_aplikasi: app.nama, ...(await identitas(db, user.id_user)) };
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST portal/aplikasi/tukar-kode: the linked application (authenticated by its secret) trades a
 * code for the user's identity. One conditional update marks the code used, so a code works once
 * even when two redemptions race; expired, used, unknown or foreign codes are all refused alike.
 */
export async function tukarKode(db: Kysely<any>, body: { kode_aplikasi: string; rahasia: string; kode: string }) {
  const app = await portal(db).selectFrom('aplikasi').select(['id_aplikasi', 'nama', 'rahasia_hash'])
    .where('kode', '=', body.kode_aplikasi).where('aktif', '=', true).executeTakeFirst();
  if (!app || !sameSecret(app.rahasia_hash, sha256(body.rahasia))) throw httpError(401, msg('aplikasi_tidak_sah'));
  const used = await portal(db).updateTable('kode_login').set({ dipakai_pada: sql`now()` })
    .where('kode_hash', '=', sha256(body.kode)).where('id_aplikasi', '=', app.id_aplikasi)
    .where('dipakai_pada', 'is', null).where('kedaluwarsa', '>', sql<Date>`now()`)
    .returning('id_user').executeTakeFirst();
  if (!used) throw httpError(400, msg('kode_tidak_berlaku'));
  return { id_aplikasi: app.id_aplikasi, nama_aplikasi: app.nama, ...(await identitas(db, used.id_user)) };
}

/**
 * GET portal/telegram/url: a one-time deep link `https://t.me/<bot>?start=<code>` for linking the
 * user's Telegram account; a new call replaces the previous code (only its hash is stored).
 */
export async function urlTelegram(db: Kysely<any>, user: TokenClaims): Promise<{ url: string }> {
  const { nama_bot_telegram, masa_berlaku_telegram_detik } = await settings(db);
  const kode = randomBytes(24).toString('base64url');
  const values = { kode_hash: sha256(kode), dibuat: sql`now()`, kedaluwarsa: sql`now() + make_interval(secs => ${masa_berlaku_telegram_detik})` };
  await portal(db).insertInto('tautan_telegram').values({ id_user: user.id_user, ...values })
    .onConflict((oc) => oc.column('id_user').doUpdateSet(values)).execute();
  return { url: `https://t.me/${encodeURIComponent(nama_bot_telegram)}?start=${kode}` };
}
