import { startPortal } from '../core/client';
import type { StartApp } from '../core/client/boot';

/**
 * The app the boot starts (app.client.ts): the core shell, with the installed modules in a chunk of
 * their own that a visitor's login page does not wait for (docs/decisions/0021).
 */
export const start: StartApp = (handOver) =>
  startPortal({ modules: () => import('./installed.client').then((m) => m.installedClientModules), handOver });
