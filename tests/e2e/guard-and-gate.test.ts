import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm } from './support/session';

const SAFARI_17 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME_70 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36';
const FIREFOX_88 = 'Mozilla/5.0 (X11; Linux x86_64; rv:88.0) Gecko/20100101 Firefox/88.0';

describe('browser gate, route guard and session end', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startProduct({ SIAKAD_ACCESS_TOKEN_TTL: '8' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('blocks an unsupported browser with "Browser tidak disupport"', async () => {
    const context = await browser.newContext({ userAgent: SAFARI_17 });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Browser tidak disupport').waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Username').count()).resolves.toBe(0);
    await context.close();
  });

  it.each([CHROME_70, FIREFOX_88])('blocks a too-old browser with "Browser usang" (%s)', async (userAgent) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('alertdialog').getByText('Browser usang').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('sends a visitor to /login from anything but the public paths', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/beranda`);
    await page.waitForURL(`${server.url}/login`);
    await page.goto(`${server.url}/data-pribadi`);
    await page.waitForURL(`${server.url}/login`);
    await page.goto(`${server.url}/validasi/s/bimbingan`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/validasi/s/bimbingan');
    await page.close();
  });

  it('redirects / to /beranda and a logged-in /login to /, and shows not-found for unknown paths', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, server.url, 'mhs00');
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/beranda`);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/beranda`);
    await page.goto(`${server.url}/tidak-ada-halaman-ini`);
    await page.getByText('Halaman tidak ditemukan').waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('logs out when the access token has expired and cannot be refreshed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughForm(page, server.url, 'dsn00');
    // The refresh credential is an HttpOnly cookie: without it the expired token cannot be renewed.
    await context.clearCookies();
    await page.waitForTimeout(9_000);
    await page.goto(`${server.url}/beranda`);
    await page.waitForURL(`${server.url}/login`, { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });
});
