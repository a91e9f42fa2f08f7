import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { DemoAccount } from '../../contract/api';
import type { ModuleManifest } from '../../contract/manifest';
import { PRERENDERED_PATH, type RenderLoginHtml } from '../../contract/prerender';
import { cachedDemoAccounts, demoAccountsScript } from '../accounts/demo-accounts';
import type { ShellExtras } from './spa';

/**
 * The build's login renderer (dist/ssr/login-html.js); null without a build, or when it does not
 * load (then the shell goes without the markup and the browser draws the page, as before).
 */
export async function loadLoginRenderer(file: string, warn: (message: string) => void = console.warn): Promise<RenderLoginHtml | null> {
  if (!fs.existsSync(file)) return null;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { renderLoginHtml?: unknown };
    if (typeof loaded.renderLoginHtml === 'function') return loaded.renderLoginHtml as RenderLoginHtml;
    warn(`[siakad] ${file} tidak mengekspor renderLoginHtml; halaman login digambar oleh browser.`);
  } catch (error) {
    warn(`[siakad] ${file} tidak termuat (${error instanceof Error ? error.message : String(error)}); halaman login digambar oleh browser.`);
  }
  return null;
}

/**
 * What the server adds to the HTML shell: the demo accounts in the head of every page, and for
 * GET /login the login page's markup in `#root` (docs/decisions/0014-login-page-painted-from-html.md).
 * The markup is rendered once per list of demo accounts; a renderer that fails leaves the shell
 * empty, as it was before, and the browser draws the page itself.
 */
export function loginShellExtras(db: Kysely<any>, manifests: readonly ModuleManifest[], render: RenderLoginHtml | null, warn: (error: unknown) => void):
  (pathname: string) => Promise<ShellExtras> {
  const accountsNow = cachedDemoAccounts(db);
  let last: { key: string; head: string; root: Promise<string | null> | null } | null = null;
  const extrasOf = (accounts: DemoAccount[]) => {
    const key = JSON.stringify(accounts);
    if (last?.key !== key) last = { key, head: demoAccountsScript(accounts), root: null };
    return last;
  };
  return async (pathname) => {
    const accounts = await accountsNow();
    if (!accounts) return { head: '' };
    const extras = extrasOf(accounts);
    if (!render || pathname !== PRERENDERED_PATH) return { head: extras.head };
    extras.root ??= render({ manifests, demoAccounts: accounts }).catch((error: unknown) => {
      warn(error);
      return null;
    });
    const root = await extras.root;
    return root === null ? { head: extras.head } : { head: extras.head, root };
  };
}
