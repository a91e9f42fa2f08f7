import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Three projects: client unit tests in happy-dom, server tests on a real database, browser journeys.
export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['core/client/**/*.test.{ts,tsx}', 'core/contract/**/*.test.ts', 'modules/*/pages/**/*.test.tsx', 'modules/*/*.test.{ts,tsx}'],
          setupFiles: ['tests/tools/setup-dom.ts'],
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
          fileParallelism: false,
        },
      },
    ],
  },
});
