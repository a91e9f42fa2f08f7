// Two builds: the browser app (dist/public) and the API process (dist/server).
// The client build lives with the client shell: core/client/build/rollup.client.mjs (exports clientConfigs).
import typescript from '@rollup/plugin-typescript';
import json from '@rollup/plugin-json';
import { clientConfigs } from './core/client/build/rollup.client.mjs';

/** The API process: every package stays external (node_modules is present at run time). */
const serverConfig = {
  input: { main: 'modules/app.server.ts' },
  output: { dir: 'dist/server', format: 'esm', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  plugins: [
    json(),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      outDir: 'dist/server',
      declaration: false,
      sourceMap: true,
      // Type checking is its own step of `npm test` (tsc --noEmit); the build only transpiles.
      noEmitOnError: false,
      noCheck: true,
      include: ['core/**/*.ts', 'modules/**/*.ts', 'locales/**/*.json'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'core/client/**', 'modules/*/pages/**', 'modules/*/client.ts', 'modules/*/api.ts', 'modules/*/store.ts', 'modules/installed.client.ts', 'modules/app.client.ts', 'modules/app.portal.ts'],
    }),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
    warn(warning);
  },
};

export default [...clientConfigs, serverConfig];
