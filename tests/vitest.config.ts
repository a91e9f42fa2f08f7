import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LongestFirst } from './tools/longest-first';

const root = fileURLToPath(new URL('..', import.meta.url));

// Three projects: client unit tests in happy-dom, server tests on a real database, browser journeys.
export default defineConfig({
  root,
  test: {
    // At least two files at a time even on two cores (Vitest's default there is one): server tests
    // and journeys spend much of their time waiting on PostgreSQL, the product or the browser.
    // Every file has its own database and its own server, so they do not meet.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['core/client/**/*.test.{ts,tsx}', 'core/contract/**/*.test.ts', 'modules/*/pages/**/*.test.tsx', 'modules/*/*.test.{ts,tsx}'],
          setupFiles: ['tests/tools/setup-dom.ts'],
          // The unit files run beside the server project's on two cores; a page test that renders a
          // large table took 5.9 s there once, past Vitest's default of 5 s, and passes in 1 s alone.
          testTimeout: 20_000,
          // Files share a worker: a fresh process per file spent about 50 s of a 2-core run importing
          // React, Radix and happy-dom again. setup-dom.ts resets the project's own modules per file,
          // so each file's vi.mock of an api module reaches every page and hook that imports it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['core/server/**/*.test.ts', 'modules/*/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/tools/global-db-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share a worker process: importing the server's modules anew for every file cost
          // about 90 s of a 2-core run. A file must not leave fake timers or stubbed globals behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page that polls its data may take seconds on a busy 2-core machine; 1 s (the default) flaked.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          // Journey files share a worker process (each still starts its own product; the plain Chromium is
          // the worker's, see launchBrowser): a fresh process per file spent a second of CPU importing
          // Playwright and Vitest again.
          isolate: false,
        },
      },
    ],
  },
});
