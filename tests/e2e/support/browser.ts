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

/** Launches headless Chromium; `extraArgs` add e.g. the fake-camera flags. */
export async function launchBrowser(extraArgs: string[] = [], options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...BASE_ARGS, ...extraArgs], ...options });
}
