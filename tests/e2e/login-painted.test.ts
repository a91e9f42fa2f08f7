// The login page painted from the server's HTML (docs/decisions/0014): usable before the app runs,
// taken over by React without being redrawn, and never shown to someone who is logged in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { loginThroughForm } from './support/session';

const APP_CHUNK = /\/assets\/app\.portal-[^/]+\.js$/;

describe('the login page painted from HTML', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh page that records console errors and whether the app's chunk was asked for; `hold` keeps that chunk back until released. */
  async function visitor(hold = false) {
    const context = await browser.newContext();
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
    await page.waitForTimeout(1_000);
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
    for (const username of ['mhs00', 'aka01']) {
      const { page, errors, close } = await visitor();
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill('siakad');
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL(`${server.url}/beranda`, { timeout: 30_000 });
      expect(errors).toEqual([]);
      await close();
    }
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
