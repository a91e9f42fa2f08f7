import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run and by `npm test`); nothing is downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium tidak ditemukan: jalankan `apt-get install -y chromium` atau set CHROMIUM_PATH.');
  return found;
}

const BASE_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

let shared: Promise<Browser> | null = null;

/**
 * Contexts run without the app's service worker unless a test asks for it (`serviceWorkers: 'allow'`):
 * every fresh context would install it, download the shell again for its cache and copy each script
 * into it, about a tenth of the browser's CPU per context (decision 0047). The worker has its own
 * journey (guard-and-gate).
 */
const withoutServiceWorker = (browser: Browser, close?: () => Promise<unknown>): Browser =>
  new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return (options: BrowserContextOptions = {}) => target.newContext({ serviceWorkers: 'block', ...options });
      if (key === 'newPage') return async (options: BrowserContextOptions = {}) => {
        const context = await target.newContext({ serviceWorkers: 'block', ...options });
        const page = await context.newPage();
        page.once('close', () => void context.close());
        return page;
      };
      if (key === 'close' && close) return close;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/**
 * Headless Chromium; `extraArgs` add e.g. the fake-camera flags. Without them the journey files of a
 * worker share one Chromium (a launch cost about 0.6 s of CPU per file): its `close()` closes the
 * contexts the file opened and leaves the browser to the next file; Playwright ends it with the worker.
 */
export async function launchBrowser(extraArgs: string[] = [], options: LaunchOptions = {}): Promise<Browser> {
  const launch = () => chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...BASE_ARGS, ...extraArgs], ...options });
  if (extraArgs.length || Object.keys(options).length) return withoutServiceWorker(await launch());
  if (!shared) {
    shared = launch();
    void shared.then((b) => b.on('disconnected', () => (shared = null)), () => (shared = null));
  }
  const browser = await shared;
  return withoutServiceWorker(browser, async () => Promise.all(browser.contexts().map((c) => c.close())));
}
