import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect';
import { createKernel } from '../kernel';
import { openTestDatabase } from '../testing';
import { fakeModule } from '../test-support/fake-modules';
import { cachedDemoAccounts, demoAccountsScript } from '../accounts/demo-accounts';
import { renderLoginHtml } from '../../client/ssr/login-html';
import { coreManifest } from '../../contract/core-manifest';
import { loadLoginRenderer, loginShellExtras } from './login-shell';
import { PRERENDER_GUARD_CSP, PRERENDER_GUARD_SCRIPT, shellWith } from './spa';

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
    app = await createKernel({ config: { modules: null, sessionCacheTtlMs: 0 }, modules: [fakeModule()], db: db.db, migrate: false, publicDir: dir, loginRenderer: renderLoginHtml });
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

  it('paints /login from HTML: the login form and its guard script, which the CSP lets run', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    const root = res.body.slice(res.body.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-siakad-prerendered="\/login"><div class="radix-themes"/);
    expect(root).toContain('<h1 class="rt-Heading rt-r-size-6">Masuk ke SIAKAD</h1>');
    expect(root).toMatch(/<input[^>]* name="username" value=""/);
    expect(root).toContain(`<script>${PRERENDER_GUARD_SCRIPT}</script>`);
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${PRERENDER_GUARD_CSP}`);
    expect(PRERENDER_GUARD_CSP).toBe(`'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`);
    // Every other path keeps an empty root for the app to draw.
    for (const url of ['/', '/beranda', '/login/lain']) expect((await app.inject({ method: 'GET', url })).body, url).toContain('<div id="root"></div>');
  });

  it('turns the preloads of a painted page into a list the boot fetches after the paint, and leaves other pages alone', () => {
    const shell = '<head><link rel="modulepreload" href="/assets/app.portal-1.js" />\n    <link rel="modulepreload" href="/assets/LoginPage-2.js" /><script type="module" src="/assets/boot-3.js"></script></head><body><div id="root"></div></body>';
    const painted = shellWith(shell, '/login', { head: '', root: '<form></form>' });
    expect(painted).not.toContain('modulepreload');
    expect(painted).toContain('<meta name="siakad-prefetch" content="/assets/app.portal-1.js,/assets/LoginPage-2.js"></head>');
    expect(painted).toContain('<div id="root" data-siakad-prerendered="/login"><form></form></div>');
    expect(shellWith(shell, '/beranda', { head: '<meta name="x">' })).toBe(shell.replace('</head>', '<meta name="x"></head>'));
    // A label is text, never a replacement pattern.
    expect(shellWith(shell, '/beranda', { head: "<b>$' $&</b>" })).toContain("<b>$' $&</b></head>");
  });

  it('renders the demo accounts the shell carries into the login markup', async () => {
    const html = await renderLoginHtml({ manifests: [coreManifest], demoAccounts: [{ username: 'mhs00', label: 'Mahasiswa <demo>', id_group_user: 'mhs00' }] });
    expect(html).toContain('<span class="rt-Text rt-r-size-2 rt-r-weight-bold">mhs00</span>');
    expect(html).toContain('Mahasiswa &lt;demo&gt;');
  });

  it('serves the shell without the demo accounts and without markup while the database does not answer', async () => {
    const unreachable = { withSchema: () => { throw new Error('koneksi ditolak'); } } as never;
    expect(await cachedDemoAccounts(unreachable)()).toBeNull();
    expect(await loginShellExtras(unreachable, [], renderLoginHtml, () => undefined)('/login')).toEqual({ head: '' });
  });

  it('goes without a renderer that is missing or does not load, saying why', async () => {
    const warnings: string[] = [];
    expect(await loadLoginRenderer(path.join(dir, 'tidak-ada.js'), (m) => warnings.push(m))).toBeNull();
    const broken = path.join(dir, 'rusak.mjs');
    fs.writeFileSync(broken, 'import "paket-yang-tidak-ada";');
    expect(await loadLoginRenderer(broken, (m) => warnings.push(m))).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('tidak termuat');
  });

  it('serves the shell without markup, and says so once, when the renderer fails', async () => {
    const warnings: unknown[] = [];
    const failing = async () => {
      throw new Error('render gagal');
    };
    const extras = loginShellExtras(db.db, [], failing, (error) => warnings.push(error));
    expect(await extras('/login')).toEqual({ head: demoAccountsScript([]) });
    expect(await extras('/login')).toEqual({ head: demoAccountsScript([]) });
    expect(warnings).toHaveLength(1);
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
