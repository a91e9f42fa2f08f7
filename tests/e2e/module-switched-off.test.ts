import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { drawerTitles, loginThroughForm } from './support/session';

// A university that does not enable the portal module: it disappears from menu, router and API.
describe('a module switched off by SIAKAD_MODULES', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startProduct({ env: { SIAKAD_MODULES: 'master-data' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is gone from the menu, the router and the API', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, server.url, 'mhs00');
    const titles = await drawerTitles(page);
    expect(titles).toContain('Beranda');
    expect(titles).not.toContain('Aplikasi');

    await page.goto(`${server.url}/aplikasi`);
    await page.getByText('Halaman tidak ditemukan').waitFor({ timeout: 15_000 });

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await fetch(`${server.url}/api/portal/aplikasi`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(404);
    const modules = await (await fetch(`${server.url}/api/modules`)).json();
    expect(modules.data).toEqual(['master-data']);
    await context.close();
  });
});
