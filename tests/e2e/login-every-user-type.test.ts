import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { USER_TYPES } from '../../core/contract/user-types';
import { launchBrowser } from './support/browser';
import { startProduct, type RunningServer } from './support/server';
import { expectDrawer, loginThroughForm, menuTitles } from './support/session';

// Journey: each of the 13 demo accounts logs in through the form, lands on /beranda inside its
// layout shell, sees in the drawer exactly the menu GET /api/menu gives it, and logs out.
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

  for (const code of USER_TYPES) {
    it(`${code} logs in, sees the menu of GET /api/menu, and logs out`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await loginThroughForm(page, server.url, code);

      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      expect(token).toBeTruthy();
      const menu = await (await fetch(`${server.url}/api/menu`, { headers: { authorization: `Bearer ${token}` } })).json();
      const expected = menuTitles(menu.data);
      expect(expected).toContain('Beranda');
      await expectDrawer(page, expected);

      await page.getByRole('button', { name: 'Akun' }).click();
      await page.getByRole('menuitem', { name: 'Keluar' }).click();
      await page.waitForURL(`${server.url}/login`);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      await context.close();
    });
  }
});
