import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { USER_TYPES } from '../../core/contract/user-types';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { expectDrawer, loginThroughForm, menuTitles } from './support/session';

// Journey: each of the 13 demo accounts logs in through the form, lands on /beranda inside its
// layout shell, sees in the drawer exactly the menu GET /api/menu gives it, and logs out. They take
// turns at one browser tab, as on a campus lab computer: each logs in on the login page the one
// before left, so nothing of a previous user's menu or session may survive a logout.
describe('every demo account logs in and sees its menu', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // On the embedded default (PGlite), as `npm start` runs it; most journeys use PostgreSQL.
    server = await startProduct({ embedded: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the demo accounts on the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    for (const code of USER_TYPES) await page.getByText(code, { exact: true }).first().waitFor({ timeout: 15_000 });
    await page.close();
  });

  let page: Page;
  for (const [turn, code] of USER_TYPES.entries()) {
    it(`${code} logs in, sees the menu of GET /api/menu, and logs out`, async () => {
      if (turn === 0) {
        page = await browser.newPage();
        await loginThroughForm(page, server.url, code);
      } else {
        // The page the previous account's logout left: the form, without loading the app again.
        expect(page.url()).toBe(`${server.url}/login`);
        await page.getByLabel('Username').fill(code);
        await page.getByLabel('Password').fill('siakad');
        await page.getByRole('button', { name: 'Masuk' }).click();
        await page.waitForURL(`${server.url}/beranda`, { timeout: 30_000 });
      }

      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      expect(token).toBeTruthy();
      const menu = await (await fetch(`${server.url}/api/menu`, { headers: { authorization: `Bearer ${token}` } })).json();
      const expected = menuTitles(menu.data);
      expect(expected).toContain('Beranda');
      await expectDrawer(page, expected);

      await page.getByRole('button', { name: /^Akun/ }).click();
      await page.getByRole('menuitem', { name: 'Keluar' }).click();
      await page.waitForURL(`${server.url}/login`);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      if (turn === USER_TYPES.length - 1) await page.close();
    });
  }
});
