import { startPortal } from '../core/client';
import type { StartApp } from '../core/client/boot';
import { installedClientModules } from './installed.client';

/** The app the boot starts (app.client.tsx): the core shell plus the installed modules. */
export const start: StartApp = (handOver) => startPortal({ modules: installedClientModules, handOver });
