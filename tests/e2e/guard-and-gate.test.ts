import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm } from './support/session';

const SAFARI_17 =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CHROME_70 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36';
const FIREFOX_88 = 'Mozilla/5.0 (X11; Linux x86_64; rv:88.0) Gecko/20100101 Firefox/88.0';

const APP_CHUNK = /\/assets\/app\.portal-[^/]+\.js$/;

// One server and browser for the file: the gate, the guard and the painted login page share them.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProduct({ env: { SIAKAD_ACCESS_TOKEN_TTL: '8' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('browser gate, route guard and session end', () => {
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

// The login page painted from HTML (docs/decisions/0014): usable before the app runs, taken over
// by React without being redrawn, and never shown to someone who is logged in.
describe('the login page painted from HTML', () => {
  /** A fresh page that records console errors and whether the app's chunk was asked for; `hold` keeps that chunk back until released. */
  async function visitor(hold = false) {
    // A held app chunk must stay held: page.route does not see what a service worker fetches, and a
    // worker that has installed and claimed the page would serve the chunk from its own cache.
    const context = await browser.newContext(hold ? { serviceWorkers: 'block' } : {});
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('401') && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    let release = () => {};
    if (hold) {
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(APP_CHUNK, async (route) => {
        await held;
        await route.continue();
      });
    }
    return { page, errors, release, close: () => context.close() };
  }

  const appStarted = (page: Page) =>
    page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((e) => /app\.portal-.*\.js$/.test(e.name) && e.initiatorType !== 'link'));

  it('shows the form and the demo accounts from the HTML, runs the app only once the visitor acts, and takes the same elements over', async () => {
    const { page, errors, close } = await visitor();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Masuk ke SIAKAD' }).waitFor();
    await page.getByText('mhs00', { exact: true }).waitFor();
    // The cursor waits in the username field, as on the page the app draws, and the app has not started.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 10_000 }).toBe('username');
    await page.waitForTimeout(600);
    expect(await appStarted(page)).toBe(false);
    // Marks the painted field: after the take-over it must be the same element, not a redrawn one.
    await page.evaluate(() => Object.assign(document.querySelector('input[name="username"]')!, { paintedByServer: true }));
    await page.getByLabel('Username').click();
    await expect.poll(() => appStarted(page), { timeout: 30_000 }).toBe(true);
    await page.getByLabel('Username').fill('mhs00');
    await page.getByLabel('Password').fill('siakad');
    await expect.poll(() => page.evaluate(() => (document.querySelector('input[name="username"]') as HTMLInputElement & { paintedByServer?: boolean }).paintedByServer === true), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${server.url}/beranda`, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps what was typed and sends the form pressed before the app had arrived', async () => {
    const { page, errors, release, close } = await visitor(true);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('mhs00');
    await page.getByLabel('Password').fill('siakad');
    await page.getByLabel('Password').press('Enter');
    await page.waitForTimeout(500);
    // Not sent as a plain HTML form: no password in any address.
    expect(page.url()).toBe(`${server.url}/login`);
    release();
    await page.waitForURL(`${server.url}/beranda`, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await close();
  });

  it('logs in when the form is filled and sent at once, before React has the typed values (as a password manager would)', async () => {
    const { page, errors, close } = await visitor();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('aka01');
    await page.getByLabel('Password').fill('siakad');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${server.url}/beranda`, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await close();
  });

  it('fills a demo account clicked before the app had arrived', async () => {
    const { page, errors, release, close } = await visitor(true);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: /aka01/ }).click();
    expect(await page.getByLabel('Username').inputValue()).toBe('aka01');
    release();
    await page.getByLabel('Password').fill('salah');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.getByRole('alert').getByText('Username atau password salah.').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Username').inputValue()).toBe('aka01');
    expect(errors).toEqual([]);
    await close();
  });

  it('starts the app at once for an auth parameter, which logs the student in', async () => {
    const { page, errors, close } = await visitor();
    const res = await page.context().request.post(`${server.url}/api/login`, { data: { username: 'mhs00', password: 'siakad' } });
    const { access_token: token } = (await res.json()) as { access_token: string };
    await page.goto(`${server.url}/login?auth=${encodeURIComponent(token)}`);
    await page.waitForURL(`${server.url}/beranda`, { timeout: 30_000 });
    expect(errors).toEqual([]);
    await close();
  });

  it('never paints the login form for someone logged in who opens /login', async () => {
    const { page, close } = await visitor();
    await loginThroughForm(page, server.url, 'mhs00');
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { rootAtStart: string }).rootAtStart = document.getElementById('root')!.innerHTML;
    }));
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/beranda`, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { rootAtStart: string }).rootAtStart)).toBe('');
    await close();
  });
});

// The journeys' contexts block the service worker (support/browser.ts); here it runs as for a user.
describe('the service worker', () => {
  it('installs on the first visit, keeps the shell in its cache, and opens the login page without a network', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Masuk ke SIAKAD' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const shellFiles = () => page.evaluate(async () => {
      const name = (await caches.keys()).find((k) => k.startsWith('siakad-shell-'));
      return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
    });
    await expect.poll(shellFiles, { timeout: 30_000 }).toContain('/index.html');
    expect((await shellFiles()).filter((p) => p.startsWith('/assets/')).length).toBeGreaterThanOrEqual(4);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Masuk ke SIAKAD' }).waitFor();
    await page.getByLabel('Username').waitFor();
    await context.close();
  });
});
