import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

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
 * Headless Chromium; `extraArgs` add e.g. the fake-camera flags. Without them the journey files of a
 * worker share one Chromium (a launch cost about 0.6 s of CPU per file): its `close()` closes the
 * contexts the file opened and leaves the browser to the next file; Playwright ends it with the worker.
 */
export async function launchBrowser(extraArgs: string[] = [], options: LaunchOptions = {}): Promise<Browser> {
  const launch = () => chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...BASE_ARGS, ...extraArgs], ...options });
  if (extraArgs.length || Object.keys(options).length) return launch();
  if (!shared) {
    shared = launch();
    void shared.then((b) => b.on('disconnected', () => (shared = null)), () => (shared = null));
  }
  const browser = await shared;
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'close') return async () => Promise.all(target.contexts().map((c) => c.close()));
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
