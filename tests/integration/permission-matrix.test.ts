import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allow } from '../../core/server/route-config';
import { USER_TYPES, type UserType } from '../../core/contract/user-types';
import { buildClaims, findAccountById, signAccessToken, type AccountRow } from '../../core/server/auth/tokens';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../core/server/testing';
import { installedServerModules } from '../../modules/installed.server';

interface ApiRoute {
  method: string;
  url: string;
  allow: Allow;
  module: string;
}

// Answers the permission hook gives; a handler's own refusals (an object-level 404, a refresh
// without a cookie) carry other messages and do not count as the hook denying the route.
const HOOK_401 = ['Silakan login terlebih dahulu.', 'Sesi Anda tidak berlaku lagi. Silakan login kembali.'];
const HOOK_403 = 'Anda tidak berhak mengakses data ini.';

function expected(allow: Allow, caller: UserType | null): 'allow' | 401 | 403 {
  if (allow === 'public') return 'allow';
  if (caller === null) return 401;
  if (allow === 'authenticated' || allow.includes(caller)) return 'allow';
  return 403;
}

// Path parameters become '1'; wildcards too.
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, '1');
}

describe.each(MODULE_TEST_DATABASES)('permission matrix on %s', (database) => {
  const routes: ApiRoute[] = [];
  let k: TestKernel;
  const accounts = new Map<UserType, AccountRow>();

  beforeAll(async () => {
    k = await buildTestKernel({
      modules: installedServerModules,
      database,
      onApiRoute: (route) => {
        if (route.method !== 'HEAD') routes.push(route as ApiRoute);
      },
    });
    // The demo seed creates one account per user type (username = code); make any that is missing.
    for (const code of USER_TYPES) {
      let row = await k.db.withSchema('core').selectFrom('pengguna').select('id_user').where('username', '=', code).executeTakeFirst();
      if (!row) {
        const id = await k.app.accounts.create({
          username: code,
          nama: `Uji ${code}`,
          penugasan: [{ id_group_user: code, id_level: 0, kode_penugasan: code.slice(0, 3), sebagai_ketua_prodi: false, nama_prodi: null, nama_fakultas: null, nama_lembaga: null }],
        });
        row = { id_user: id };
      }
      accounts.set(code, (await findAccountById(k.db, Number(row.id_user)))!);
    }
  });
  afterAll(async () => k?.close());

  // A route that writes may end the session it is called with (logout, a password change), so a
  // write gets a fresh session; reads share one per user type (creating sessions was half the file).
  const readTokens = new Map<UserType, string>();
  async function tokenFor(code: UserType, write: boolean): Promise<string> {
    if (write) return newToken(code);
    let token = readTokens.get(code);
    if (!token) readTokens.set(code, (token = await newToken(code)));
    return token;
  }
  async function newToken(code: UserType): Promise<string> {
    const account = accounts.get(code)!;
    const session = await k.app.kernel.sessions.create(account.id_user, code, {});
    const claims = await buildClaims(k.db, account, code, session.sid);
    return signAccessToken(claims, k.app.kernel.settings.jwtSecret, 300);
  }

  it('every demo account logs in for real', async () => {
    for (const code of USER_TYPES) expect(await k.login(code)).toMatch(/^ey/);
  });

  it('collects the routes of the core and every installed module', () => {
    const modules = new Set(routes.map((r) => r.module));
    expect(modules).toContain('core');
    for (const m of installedServerModules) expect(modules, m.manifest.id).toContain(m.manifest.id);
  });

  // One test per module: each keeps its own time limit as modules add routes, and a failure names its module.
  it.each(['core', ...installedServerModules.map((m) => m.manifest.id)])('allows and denies every route of %s for every user type and visitors exactly as declared', async (moduleId) => {
    const mismatches: string[] = [];
    const own = routes.filter((r) => r.module === moduleId);
    for (const route of own) {
      const url = concrete(route.url);
      for (const caller of [null, ...USER_TYPES] as Array<UserType | null>) {
        const want = expected(route.allow, caller);
        const write = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
        const headers: Record<string, string> = caller ? { authorization: `Bearer ${await tokenFor(caller, route.method !== 'GET')}` } : {};
        const res = await k.inject({ method: route.method as 'GET', url, headers, ...(write ? { payload: {} } : {}) });
        let message = '';
        try {
          message = (res.json() as { message?: string }).message ?? '';
        } catch {
          // Binary downloads and empty answers carry no message.
        }
        const deniedByHook = (res.statusCode === 401 && HOOK_401.includes(message)) || (res.statusCode === 403 && message === HOOK_403);
        const ok = want === 'allow' ? !deniedByHook : res.statusCode === want;
        if (!ok) {
          mismatches.push(`${route.method} ${route.url} as ${caller ?? 'visitor'}: expected ${want}, got ${res.statusCode} ${message}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(own.length).toBeGreaterThan(0);
  });
});
