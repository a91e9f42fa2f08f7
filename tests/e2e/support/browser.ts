import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type LaunchOptions } from 'playwright-core';

/**
 * The journeys' browser: Debian's chromium-headless-shell (Chromium's headless build, the one
 * Playwright itself runs headless), else Debian's full Chromium; nothing is downloaded. The shell
 * renders with the same Blink and V8 and costs about 0.9 s less CPU per fresh context (decision 0048).
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_HEADLESS_SHELL, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell',
    process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium tidak ditemukan: jalankan `apt-get install -y chromium-headless-shell` atau set CHROMIUM_HEADLESS_SHELL.');
  return found;
}

const BASE_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

let shared: Promise<Browser> | null = null;

/**
 * What a journey's context is unless a test asks otherwise (decision 0048):
 * - without the app's service worker (`serviceWorkers: 'allow'` brings it back): every fresh context
 *   would install it, download the shell again for its cache and copy each script into it, about a
 *   tenth of the browser's CPU per context (decision 0047); the worker has its own journey
 *   (guard-and-gate);
 * - with the system's "reduce motion" preference, which the app honours as Radix Themes does (its
 *   dialogs open without animating, its spinners do not spin): Playwright waits for an element to
 *   stop moving before it clicks, and every animated frame is drawn twice over (renderer and
 *   compositor): a tenth of a journey's CPU.
 */
const JOURNEY_CONTEXT: BrowserContextOptions = { serviceWorkers: 'block', reducedMotion: 'reduce' };

const journeyBrowser = (browser: Browser, close?: () => Promise<unknown>): Browser =>
  new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return (options: BrowserContextOptions = {}) => target.newContext({ ...JOURNEY_CONTEXT, ...options });
      if (key === 'newPage') return async (options: BrowserContextOptions = {}) => {
        const context = await target.newContext({ ...JOURNEY_CONTEXT, ...options });
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
  if (extraArgs.length || Object.keys(options).length) return journeyBrowser(await launch());
  if (!shared) {
    shared = launch();
    void shared.then((b) => b.on('disconnected', () => (shared = null)), () => (shared = null));
  }
  const browser = await shared;
  return journeyBrowser(browser, async () => Promise.all(browser.contexts().map((c) => c.close())));
}
