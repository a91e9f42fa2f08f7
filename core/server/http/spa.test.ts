import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect';
import { createKernel } from '../kernel';
import { openTestDatabase } from '../testing';
import { fakeModule } from '../test-support/fake-modules';
import { demoAccountsElement, demoAccountsScript } from '../accounts/demo-accounts';

describe('serving the built SPA', () => {
  let dir: string;
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siakad-spa-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>SIAKAD</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-3f9a1c2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    db = await openTestDatabase('pglite', [fakeModule()], false);
    app = await createKernel({ config: { modules: null, sessionCacheTtlMs: 0 }, modules: [fakeModule()], db: db.db, migrate: false, publicDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers client routes with index.html naming the enabled modules, never cached', async () => {
    for (const url of ['/', '/beranda', '/data-akademik/krs?x=1', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<meta name="siakad-modules" content="contoh">');
    }
  });

  it('carries the demo accounts into the shell for the login page, escaped so no label can end the element', async () => {
    const none = await app.inject({ method: 'GET', url: '/login' });
    expect(none.body).toContain('<script type="application/json" id="siakad-demo">[]</script></head>');
    expect(demoAccountsScript([{ username: 'mhs00', label: 'a</script><script>alert(1)', id_group_user: 'mhs00' }]))
      .toBe('<script type="application/json" id="siakad-demo">[{"username":"mhs00","label":"a\\u003c/script>\\u003cscript>alert(1)","id_group_user":"mhs00"}]</script>');
  });

  it('serves the shell without the demo accounts while the database does not answer', async () => {
    const unreachable = { withSchema: () => { throw new Error('koneksi ditolak'); } } as never;
    expect(await demoAccountsElement(unreachable)()).toBe('');
  });

  it('caches hashed assets for a year and never the service worker', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-3f9a1c2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('keeps /api answers in JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
