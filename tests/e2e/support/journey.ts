import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProduct, type RunningServer, type StartOptions } from './server';
import { holdsSession, navigateInApp, openAs } from './session';

/** The product and the browser of one journey file, with a way to open a page as a demo user. */
export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * The tab of `username`, on `path`. The first call for a user opens a fresh context logged in
   * (openAs); later calls go on in that same tab, navigating inside the app (navigateInApp), as a
   * person does: a fresh context is a full start of the app, several times the CPU of a navigation
   * (decision 0048). Closing the tab's context, or a logout in it, makes the next call open a fresh one.
   */
  as(username: string, path: string): Promise<Page>;
}

/** Starts the product (startProduct's options) and Chromium (with `browserArgs`) before the file's tests and stops both after. */
export function useJourney(options: StartOptions & { browserArgs?: string[] } = {}): Journey {
  const { browserArgs = [], ...start } = options;
  const held: { server?: RunningServer; browser?: Browser } = {};
  const tabs = new Map<string, Page>();
  const tabOf = async (username: string, path: string): Promise<Page> => {
    const tab = tabs.get(username);
    if (tab && !tab.isClosed() && (await holdsSession(tab))) {
      await navigateInApp(tab, path);
      return tab;
    }
    if (tab && !tab.isClosed()) await tab.context().close();
    const page = await openAs(held.browser!, held.server!.url, username, path);
    tabs.set(username, page);
    return page;
  };
  beforeAll(async () => {
    held.server = await startProduct(start);
    held.browser = await launchBrowser(browserArgs);
  }, 180_000);
  afterAll(async () => {
    tabs.clear();
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
    as: tabOf,
  };
}
