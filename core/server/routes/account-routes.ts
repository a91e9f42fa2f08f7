import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { sql, type Kysely } from 'kysely';
import Type from 'typebox';
import { menuFor } from '../../contract/registry';
import type { TokenClaims } from '../../contract/token';
import { isUserType, type UserType } from '../../contract/user-types';
import { accountKey } from '../auth/throttle';
import { buildClaims, findAccountById, signAccessToken } from '../auth/tokens';
import { ErrorSchema, HttpError } from '../http/errors';
import { t, te } from '../i18n';
import { AccessTokenSchema, MenuItemSchema } from './schemas';

/** The groups of a user: the groups of their assignments (first assignment first), plus the stored default. */
export async function userGroups(db: Kysely<any>, id_user: number): Promise<Array<{ id_group_user: UserType; nama_group: string }>> {
  const rows = await sql<{ id_group_user: UserType; nama_group: string }>`
    select g.id_group_user, g.nama_group
    from core.grup g
    join (
      select id_group_user, min(idp) as urut from core.penugasan where id_user = ${id_user} group by id_group_user
      union all
      select default_group, 2147483647 from core.pengguna where id_user = ${id_user}
    ) m on m.id_group_user = g.id_group_user
    group by g.id_group_user, g.nama_group
    order by min(m.urut), g.id_group_user`.execute(db);
  return rows.rows;
}

/** The password rules of `password/update`, one Indonesian message per broken rule and field. */
export function passwordProblems(input: { baru: string; konfirmasi: string; lama: string; username: string }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(te(key));
  if (input.baru.length < 8) add('password_baru', 'password.terlalu_pendek');
  if (!/\p{L}/u.test(input.baru) || !/\p{Nd}/u.test(input.baru)) add('password_baru', 'password.huruf_dan_angka');
  if (input.baru.toLowerCase() === input.username.toLowerCase()) add('password_baru', 'password.sama_username');
  if (input.baru === input.lama) add('password_baru', 'password.sama_lama');
  if (input.konfirmasi !== input.baru) add('konfirmasi_password', 'password.konfirmasi_beda');
  return errors;
}

function me(user: TokenClaims | null): TokenClaims {
  // The permission hook already refused visitors on these routes.
  if (!user) throw new HttpError(401, te('auth.perlu_login'));
  return user;
}

/** Password change, menu, the user's groups and the group switch. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { sessions, settings, throttle, enabled } = app.kernel;

  r.patch('/password/update', {
    config: { allow: 'authenticated' },
    schema: {
      tags: ['akun'],
      summary: 'Ganti password (sesi lain dicabut)',
      body: Type.Object({ password_lama: Type.String({ minLength: 1, maxLength: 200 }), password_baru: Type.String({ maxLength: 200 }), konfirmasi_password: Type.String({ maxLength: 200 }) }),
      response: { 200: Type.Object({ message: Type.String(), access_token: Type.String() }), 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
    },
  }, async (request) => {
    const user = me(request.user);
    const account = await findAccountById(app.db, user.id_user);
    if (!account || !account.aktif) throw new HttpError(401, te('auth.token_tidak_valid'));
    const key = accountKey(account.username);
    const wait = await throttle.waitSeconds([key]);
    if (wait > 0) throw new HttpError(429, te('auth.terlalu_banyak_percobaan', { detik: wait }), undefined, { 'Retry-After': String(wait) });
    const { password_lama, password_baru, konfirmasi_password } = request.body;
    if (!(await verifyPassword(account.password_hash, password_lama))) {
      // A wrong old password is a password guess like a failed login.
      await throttle.fail([key]);
      throw new HttpError(400, te('validasi.umum'), { password_lama: [te('password.lama_salah')] });
    }
    const problems = passwordProblems({ baru: password_baru, konfirmasi: konfirmasi_password, lama: password_lama, username: account.username });
    if (Object.keys(problems).length) throw new HttpError(400, te('validasi.umum'), problems);

    await app.db
      .withSchema('core')
      .updateTable('pengguna')
      .set({ password_hash: await hashPassword(password_baru), sudah_ubah_password: true })
      .where('id_user', '=', account.id_user)
      .execute();
    await sessions.revokeOthers(account.id_user, user.sid ?? null);
    const claims = await buildClaims(app.db, { ...account, sudah_ubah_password: true }, user.id_group_user, user.sid!);
    return { message: te('password.berhasil'), access_token: await signAccessToken(claims, settings.jwtSecret, settings.accessTokenTtlSeconds) };
  });

  // The menu depends only on the user type while the process runs (modules are fixed at start).
  const menus = new Map<string, ReturnType<typeof menuFor>>();
  const menuOf = (group: string) => {
    let menu = menus.get(group);
    if (!menu) menus.set(group, (menu = menuFor(enabled, group as Parameters<typeof menuFor>[1], (ns, key) => t(ns, key))));
    return menu;
  };
  r.get('/menu', {
    config: { allow: 'authenticated' },
    schema: { tags: ['akun'], summary: 'Menu pengguna sesuai grup aktif', response: { 200: Type.Object({ data: Type.Array(MenuItemSchema) }) } },
  }, async (request) => ({ data: menuOf(me(request.user).id_group_user) }));

  r.get('/grup-milik-pengguna', {
    config: { allow: 'authenticated' },
    schema: {
      tags: ['akun'],
      summary: 'Grup yang dimiliki pengguna',
      // `is_default` is the contract's name (core/contract/api.ts UserGroupOption); `aktif` says the same.
      response: { 200: Type.Object({ data: Type.Array(Type.Object({ id_group_user: Type.String(), nama_group: Type.String(), aktif: Type.Boolean(), is_default: Type.Boolean() })) }) },
    },
  }, async (request) => {
    const user = me(request.user);
    const groups = await userGroups(app.db, user.id_user);
    return { data: groups.map((g) => ({ ...g, aktif: g.id_group_user === user.id_group_user, is_default: g.id_group_user === user.id_group_user })) };
  });

  r.patch('/default-grup', {
    config: { allow: 'authenticated' },
    schema: {
      tags: ['akun'],
      summary: 'Pindah grup aktif (dan jadikan grup bawaan)',
      body: Type.Object({ id_group_user: Type.String({ minLength: 1, maxLength: 20 }) }),
      response: { 200: AccessTokenSchema, 400: ErrorSchema, 403: ErrorSchema },
    },
  }, async (request) => {
    const user = me(request.user);
    const wanted = request.body.id_group_user;
    if (!isUserType(wanted)) throw new HttpError(400, te('validasi.umum'), { id_group_user: [te('grup.tidak_dikenal')] });
    const groups = await userGroups(app.db, user.id_user);
    if (!groups.some((g) => g.id_group_user === wanted)) throw new HttpError(403, te('grup.bukan_milik'));
    await app.db.withSchema('core').updateTable('pengguna').set({ default_group: wanted }).where('id_user', '=', user.id_user).execute();
    await sessions.setGroup(user.sid!, wanted);
    const account = await findAccountById(app.db, user.id_user);
    if (!account) throw new HttpError(401, te('auth.token_tidak_valid'));
    const claims = await buildClaims(app.db, account, wanted, user.sid!);
    return { access_token: await signAccessToken(claims, settings.jwtSecret, settings.accessTokenTtlSeconds) };
  });
}
