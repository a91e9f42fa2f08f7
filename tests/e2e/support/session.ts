import { expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../../core/contract/constants';

/** Logs in through the real form, as a person would, and waits for /beranda. */
export async function loginThroughForm(page: Page, baseUrl: string, username: string, password = 'siakad'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${baseUrl}/beranda`, { timeout: 30_000 });
}

/** The menu titles shown in the left drawer (top-level and nested), once the menu has loaded. */
export async function drawerTitles(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await nav.getByRole('link', { name: 'Beranda' }).waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** Waits until the drawer shows exactly `expected` (in any order). */
export async function expectDrawer(page: Page, expected: string[]): Promise<void> {
  await expect.poll(async () => [...(await drawerTitles(page))].sort(), { timeout: 15_000 }).toEqual([...expected].sort());
}

/** Flattens a GET /api/menu answer to the titles of entries that have a path. */
export function menuTitles(items: Array<{ title: string; path?: string; children?: unknown[] }>): string[] {
  return items.flatMap((i) => [...(i.path ? [i.title] : []), ...menuTitles((i.children ?? []) as typeof items)]);
}

/**
 * A fresh browser context logged in as `username`, on `path`. The login is the request the form
 * sends, made from the context (its refresh cookie lands in the context's jar), and the token is
 * put where the form puts it; the page then opens straight on `path`. Through the form it cost two
 * more full page loads of the app per call; the form has journeys of its own (loginThroughForm).
 */
export async function openAs(browser: Browser, baseUrl: string, username: string, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const res = await context.request.post(`${baseUrl}/api/login`, { data: { username, password: 'siakad' } });
  if (!res.ok()) throw new Error(`Login ${username} gagal (${res.status()}): ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const page = await context.newPage();
  // A same-origin document without the app, only to reach the origin's localStorage.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/**
 * Goes to `path` inside the running app, as a click on one of its links does: the shell's router
 * follows history.pushState, so the app is not started again. On the page it already shows, the
 * page is reloaded instead (the router would not mount it again), as a user presses F5 to see it anew.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const here = await page.evaluate(() => location.pathname + location.search);
  if (here === path) await page.reload();
  else await page.evaluate((to) => history.pushState(null, '', to), path);
}

/** Whether the app in `page` still holds a session (the token the login put in localStorage). */
export async function holdsSession(page: Page): Promise<boolean> {
  return page.evaluate((key) => Boolean(localStorage.getItem(key)), TOKEN_STORAGE_KEY);
}
