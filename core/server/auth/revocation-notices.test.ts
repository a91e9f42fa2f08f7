import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel } from '../kernel';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from '../testing';
import { fakeModule } from '../test-support/fake-modules';
import { SessionStore } from './sessions';
import { eventually } from '../test-support/eventually';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// Two API processes on one database, each trusting its session cache for a minute: a revocation in
// one must still reach the other at once, through the notice, not after the cache's minute.
describe.each(TEST_DATABASES)('revocation notices between API processes (%s)', (database) => {
  let a: TestKernel;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestKernel({ modules: [fakeModule()], database, sessionCacheTtlMs: 60_000 });
    b = await createKernel({ config: { modules: null, sessionCacheTtlMs: 60_000 }, modules: [fakeModule()], db: a.db, listen: a.listen, migrate: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const menuOn = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/menu', headers: bearer(token) });

  it('a logout in one process is refused by the other as soon as its notice arrives', async () => {
    const token = await a.login('lbg204.0');
    expect((await menuOn(b, token)).statusCode).toBe(200);
    await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect((await menuOn(a.app, token)).statusCode).toBe(401);
    expect(await eventually(async () => (await menuOn(b, token)).statusCode === 401)).toBe(true);
  });

  it('a password change ends the other sessions of the user in every process', async () => {
    const first = await a.login('lbg204.1');
    const second = await a.login('lbg204.1');
    expect((await menuOn(b, first)).statusCode).toBe(200);
    const change = await b.inject({ method: 'PATCH', url: '/api/password/update', headers: bearer(second), payload: { password_lama: 'siakad', password_baru: 'rahasia-baru-123', konfirmasi_password: 'rahasia-baru-123' } });
    expect(change.statusCode, change.body).toBe(200);
    expect((await menuOn(b, first)).statusCode).toBe(401);
    expect(await eventually(async () => (await menuOn(a.app, first)).statusCode === 401)).toBe(true);
  });

  it('takes a known session as active without asking the database while notices arrive', async () => {
    const token = await a.login('mhs00');
    expect((await menuOn(b, token)).statusCode).toBe(200);
    // Revoked behind the stores' backs (no notice): only a database read would see it.
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    await sql`update core.sesi set revoked_at = now() where id = ${sid}::uuid`.execute(a.db);
    expect((await menuOn(b, token)).statusCode).toBe(200);
    expect((await menuOn(a.app, token)).statusCode).toBe(200);
  });
});

describe('SessionStore without notices', () => {
  it('asks the database again once its cache entry is older than the TTL, and after a gap in the notices', () => {
    const store = new SessionStore(null as never, 3600, 1_000);
    store.remember('s1', true);
    expect(store.activeFromCache('s1')).toBe(true);
    store.noticesArrive(true);
    // Notices that came back after a gap: what was cached before it may have missed a revocation.
    store.noticesArrive(false);
    store.remember('s2', true);
    store.noticesArrive(true);
    expect(store.activeFromCache('s2')).toBeUndefined();
    store.remember('s3', false);
    store.noticesArrive(false);
    store.noticesArrive(true);
    expect(store.activeFromCache('s3')).toBe(false);
    store.revokedElsewhere(['mahasiswa:7', 'sesi:s4']);
    expect(store.activeFromCache('s4')).toBe(false);
  });
});
