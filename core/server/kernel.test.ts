import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel } from './kernel';
import type { Database } from './db/connect';
import { buildTestKernel, openEmptyDatabase, TEST_DATABASES, type TestKernel } from './testing';
import { fakeModule } from './test-support/fake-modules';
import { nameOf } from './http/errors';

const config = { modules: null, sessionCacheTtlMs: 0 };

describe.each(TEST_DATABASES)('kernel start-up on %s', (database) => {
  // One empty database for the whole block: a fresh one costs seconds, and none of these start-ups
  // migrates the module "lain", so the last test can still see that it was never migrated.
  let db: Database;
  beforeAll(async () => {
    db = await openEmptyDatabase(database);
  });
  afterAll(async () => db?.close());

  it('refuses a route outside the module prefixes', async () => {
    {
      const bad = fakeModule({ plugin: async (app) => void app.get('/lain/x', { config: { allow: 'public' } }, async () => ({})) });
      await expect(createKernel({ config, modules: [bad], db: db.db })).rejects.toThrow(/contoh.*\/api\/lain\/x.*di luar prefiks API/);
    }
  });

  it('refuses a route without config.allow', async () => {
    {
      const bad = fakeModule({ plugin: async (app) => void app.get('/contoh/x', async () => ({})) });
      await expect(createKernel({ config, modules: [bad], db: db.db })).rejects.toThrow(/tidak mendeklarasikan config\.allow/);
    }
  });

  it('refuses an invalid module set with every problem named', async () => {
    {
      const needsMissing = fakeModule({ id: 'lain', requires: ['tidak-ada'] });
      await expect(createKernel({ config, modules: [needsMissing], db: db.db })).rejects.toThrow(/membutuhkan modul "tidak-ada"/);
      await expect(createKernel({ config: { ...config, modules: ['hantu'] }, modules: [fakeModule()], db: db.db })).rejects.toThrow(/"hantu" tidak dikenal/);
    }
  });

  it('gives a disabled module no route, no migration and no menu entry', async () => {
    {
      const app = await createKernel({ config: { ...config, modules: ['contoh'] }, modules: [fakeModule(), fakeModule({ id: 'lain' })], db: db.db });
      const schemas = await sql<{ nspname: string }>`select nspname from pg_namespace where nspname in ('contoh', 'lain', 'core')`.execute(db.db);
      expect(schemas.rows.map((r) => r.nspname).sort()).toEqual(['contoh', 'core']);
      expect((await app.inject({ method: 'GET', url: '/api/lain/catatan' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/contoh/catatan' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/modules' })).json()).toEqual({ data: ['contoh'] });
      await app.close();
    }
  });
});

describe.each(TEST_DATABASES)('kernel routes on %s', (database) => {
  let k: TestKernel;
  beforeAll(async () => {
    k = await buildTestKernel({ modules: [fakeModule(), fakeModule({ id: 'lain', requires: ['contoh'] })], database });
  });
  afterAll(async () => k?.close());

  it('answers health and the module list', async () => {
    const health = await k.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect((await k.inject({ method: 'GET', url: '/api/modules' })).json()).toEqual({ data: ['contoh', 'lain'] });
  });

  it('answers unknown API paths with the Indonesian 404 shape', async () => {
    const res = await k.inject({ method: 'GET', url: '/api/tidak/ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
    expect((await k.inject({ method: 'POST', url: '/api/' })).json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
  });

  it('lists every route with its schemas in the OpenAPI document', async () => {
    const res = await k.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, any>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/login', '/api/refresh-token', '/api/logout', '/api/password/update', '/api/menu', '/api/grup-milik-pengguna', '/api/default-grup', '/api/health', '/api/contoh/catatan', '/api/lain/catatan']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(doc.paths['/api/contoh/catatan'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['page', 'per_page']);
  });

  it('translates validation errors into Indonesian field messages', async () => {
    const token = await k.login('mhs00');
    const res = await k.inject({ method: 'POST', url: '/api/contoh/catatan', headers: { authorization: `Bearer ${token}` }, payload: { judul: 'ab', jumlah: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Data yang dikirim tidak valid.',
      errors: { judul: ['Judul minimal 3 karakter.'], jumlah: ['Jumlah minimal 1.'] },
    });
    const missing = await k.inject({ method: 'POST', url: '/api/contoh/catatan', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(missing.json()).toEqual({ message: 'Data yang dikirim tidak valid.', errors: { judul: ['Judul wajib diisi.'], jumlah: ['Jumlah wajib diisi.'] } });
    const wrongType = await k.inject({ method: 'POST', url: '/api/contoh/catatan', headers: { authorization: `Bearer ${token}` }, payload: { judul: 'abcd', jumlah: 'x' } });
    expect(wrongType.json().errors).toEqual({ jumlah: ['Jumlah harus berupa bilangan bulat.'] });
    const ok = await k.inject({ method: 'POST', url: '/api/contoh/catatan', headers: { authorization: `Bearer ${token}` }, payload: { judul: 'Catatan baru', jumlah: 2 } });
    expect(ok.statusCode).toBe(200);
  });

  it('pages lists with a window count and refuses oversized pages', async () => {
    const token = await k.login('aka01');
    const auth = { authorization: `Bearer ${token}` };
    const first = await k.inject({ method: 'GET', url: '/api/lain/catatan', headers: auth });
    expect(first.json()).toMatchObject({ current_page: 1, per_page: 7, total: 12 });
    expect(first.json().data).toHaveLength(7);
    const last = await k.inject({ method: 'GET', url: '/api/lain/catatan?page=2', headers: auth });
    expect(last.json().data).toHaveLength(5);
    const beyond = await k.inject({ method: 'GET', url: '/api/lain/catatan?page=9', headers: auth });
    expect(beyond.json()).toMatchObject({ data: [], current_page: 9, total: 12 });
    const tooBig = await k.inject({ method: 'GET', url: '/api/lain/catatan?per_page=1000', headers: auth });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ per_page: ['Baris per halaman maksimal 100.'] });
  });

  it('answers /api with the security headers of an API: nothing kept by a browser, nothing rendered', async () => {
    const res = await k.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers everything outside /api with a CSP that admits the SPA', async () => {
    const res = await k.inject({ method: 'GET', url: '/halaman-apa-saja' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('field names in validation messages', () => {
  it('names a field without a title in words: its own, the catalogue\'s, or by its place in a list', () => {
    expect(nameOf('jam_mulai')).toBe('Jam mulai');
    expect(nameOf('id_kelas')).toBe('Kelas');
    expect(nameOf('id')).toBe('ID');
    expect(nameOf('per_page')).toBe('Baris per halaman');
    expect(nameOf('body')).toBe('Data');
    expect(nameOf('penguji.0')).toBe('Penguji ke-1');
    expect(nameOf('grup.2.id_group_user')).toBe('Grup pengguna');
  });
});
