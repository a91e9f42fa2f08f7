// Two builds: the browser app (dist/public) and the API process (dist/server).
// The client build lives with the client shell: core/client/build/rollup.client.mjs (exports clientConfigs).
import typescript from '@rollup/plugin-typescript';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { clientConfigs } from './core/client/build/rollup.client.mjs';

// Pure-ESM packages of hundreds of small modules, bundled into the API process: Node 20 has no compile
// cache, and resolving, reading and linking their ~1,000 files cost some 0.4 s of CPU at every start
// (0.1 s bundled; decision 0049). Every other package stays external (node_modules is there at run
// time): CommonJS, native addons and WebAssembly load as their authors ship them.
const BUNDLED = ['kysely', 'typebox', '@fastify/type-provider-typebox'];
const bundled = (id) => BUNDLED.some((name) => id === name || id.startsWith(`${name}/`));

/** The API process. */
const serverConfig = {
  input: { main: 'modules/app.server.ts' },
  output: { dir: 'dist/server', format: 'esm', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !bundled(id),
  plugins: [
    nodeResolve({ resolveOnly: BUNDLED, preferBuiltins: true }),
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
