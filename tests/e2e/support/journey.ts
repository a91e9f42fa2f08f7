import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, type RunningServer, type StartOptions } from './server';
import { openAs } from './session';

/** The product and the browser of one journey file, with a way to open a page as a demo user. */
export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh context logged in as `username` through the form, on `path`. */
  as(username: string, path: string): Promise<Page>;
}

/** Starts the product (startProduct's options) and Chromium (with `browserArgs`) before the file's tests and stops both after. */
export function useJourney(options: StartOptions & { browserArgs?: string[] } = {}): Journey {
  const { browserArgs = [], ...start } = options;
  const held: { server?: RunningServer; browser?: Browser } = {};
  beforeAll(async () => {
    held.server = await startProduct(start);
    held.browser = await launchBrowser(browserArgs);
  }, 180_000);
  afterAll(async () => {
    await held.browser?.close();
    await held.server?.stop();
  });
  return {
    get server() {
      return held.server!;
    },
    get browser() {
      return held.browser!;
    },
    as: (username, path) => openAs(held.browser!, held.server!.url, username, path),
  };
}
