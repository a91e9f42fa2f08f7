import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import Type from 'typebox';
import { SessionStore } from '../auth/sessions';
import { accountKey, addressKey } from '../auth/throttle';
import { readForLogin } from '../auth/login-read';
import { buildClaims, findAccountById, pickGroup, signAccessToken } from '../auth/tokens';
import { ErrorSchema, HttpError } from '../http/errors';
import { te } from '../i18n';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { AccessTokenSchema } from './schemas';

// Verified against when the username is unknown, so the answer takes as long as a real check.
let dummyHash: Promise<string> | null = null;

/** Login, token refresh (rotation with reuse detection) and logout. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { sessions, throttle, settings } = app.kernel;
  dummyHash ??= hashPassword('siakad-dummy-password');

  r.post('/login', {
    config: { allow: 'public' },
    schema: {
      tags: ['sesi'],
      summary: 'Masuk dengan username dan password',
      body: Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }), password: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: { 200: AccessTokenSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
    },
  }, async (request, reply) => {
    const { username, password } = request.body;
    const keys: [string, string] = [accountKey(username), addressKey(request.ip)];
    const draft = sessions.draft({ userAgent: request.headers['user-agent'], ip: request.ip });
    // One statement reads the throttle, the account and its assignments, and stores the draft session
    // when the account may log in: the hash is the cost of a login.
    const { wait, account, penugasan, failuresRecorded, sessionStored } = await readForLogin(app.db, username, keys, draft);
    let handedOut = false;
    try {
      if (wait > 0) throw new HttpError(429, te('auth.terlalu_banyak_percobaan', { detik: wait }), undefined, { 'Retry-After': String(wait) });

      const valid = account ? await verifyPassword(account.password_hash, password) : (await verifyPassword(await dummyHash!, password), false);
      if (!account || !valid) {
        await throttle.fail(keys);
        throw new HttpError(401, te('auth.login_salah'));
      }
      // A successful login clears the account's failures; without any there is nothing to delete.
      if (failuresRecorded) await throttle.clear(keys[0]);
      if (!account.aktif) throw new HttpError(403, te('auth.akun_nonaktif'));

      // The statement stores the draft for exactly the accounts that get this far.
      if (!sessionStored) throw new Error('sesi login tidak tersimpan');
      const group = pickGroup(account, penugasan);
      // The draft was stored in the default group; an account that no longer holds it starts elsewhere.
      if (group !== account.default_group) await sessions.setGroup(draft.sid, group);
      const session = sessions.opened(draft, account.id_user, group);
      const claims = await buildClaims(app.db, account, group, session.sid, penugasan);
      const token = await signAccessToken(claims, settings.jwtSecret, settings.accessTokenTtlSeconds);
      setRefreshCookie(request, reply, session.cookie, settings.refreshTokenTtlSeconds);
      handedOut = true;
      return { access_token: token };
    } finally {
      // A stored draft whose login failed was never seen outside this process: nothing may keep it.
      if (sessionStored && !handedOut) await sessions.discard(draft.sid);
    }
  });

  r.get('/refresh-token', {
    config: { allow: 'public' },
    schema: {
      tags: ['sesi'],
      summary: 'Tukar cookie refresh dengan token akses baru (rotasi)',
      response: { 200: AccessTokenSchema, 401: ErrorSchema },
    },
  }, async (request, reply) => {
    const result = await sessions.rotate(refreshCookieOf(request));
    if (typeof result === 'string') {
      clearRefreshCookie(request, reply);
      const key = result === 'missing' ? 'auth.refresh_tidak_ada' : result === 'reused' ? 'auth.refresh_dipakai_ulang' : 'auth.refresh_tidak_valid';
      throw new HttpError(401, te(key));
    }
    const account = await findAccountById(app.db, result.id_user);
    if (!account || !account.aktif) {
      await sessions.revoke(result.sid);
      clearRefreshCookie(request, reply);
      throw new HttpError(401, te('auth.refresh_tidak_valid'));
    }
    const claims = await buildClaims(app.db, account, result.id_group_user, result.sid);
    setRefreshCookie(request, reply, result.cookie, settings.refreshTokenTtlSeconds);
    return { access_token: await signAccessToken(claims, settings.jwtSecret, settings.accessTokenTtlSeconds) };
  });

  r.post('/logout', {
    // Public so that a user whose access token already expired can still end the session by cookie.
    config: { allow: 'public' },
    schema: { tags: ['sesi'], summary: 'Keluar: cabut sesi dan hapus cookie refresh', response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const sids = new Set<string>();
    const fromCookie = SessionStore.sidOf(refreshCookieOf(request));
    if (fromCookie) sids.add(fromCookie);
    if (request.user?.sid) sids.add(request.user.sid);
    for (const sid of sids) await sessions.revoke(sid);
    clearRefreshCookie(request, reply);
    return reply.status(204).send(null);
  });
}
