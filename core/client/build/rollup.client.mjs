// The client build: the single-page app into dist/public (hashed, code-split, minified) and the
// service worker into dist/public/sw.js. Imported by the root rollup.config.mjs (clientConfigs).
// The two configs run in order: the app build records the shell files the worker precaches.
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import css from 'rollup-plugin-import-css';
import { criticalStyles } from './critical-css.mjs';
import { eagerGlob, htmlShell, moduleChunks, precompress } from './plugins.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const at = (path) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** Filled by the app build, read by the service-worker build. */
const shell = { buildId: '', assets: [] };

const extensions = ['.mjs', '.js', '.json', '.ts', '.tsx'];

// Type checking is `npm run typecheck`; here TypeScript only transpiles (faster, no duplicate errors).
const transpile = (outDir = 'dist/public') =>
  typescript({
    tsconfig: at('tsconfig.json'),
    noEmit: false,
    noEmitOnError: false,
    declaration: false,
    sourceMap: true,
    outDir: at(outDir),
    include: ['core/**/*.ts', 'core/**/*.tsx', 'modules/**/*.ts', 'modules/**/*.tsx'],
    exclude: ['**/*.test.ts', '**/*.test.tsx', 'core/server/**', 'modules/*/server/**', 'modules/app.server.ts', 'modules/installed.server.ts'],
    noCheck: true,
  });

const production = () => replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } });

/**
 * The app: entry modules/app.client.ts (the boot), the app itself as the chunk of modules/app.portal.ts,
 * page chunks per module, CSS extracted, index.html generated.
 */
const appConfig = {
  input: { boot: at('modules/app.client.ts') },
  output: {
    dir: at('dist/public'),
    format: 'esm',
    sourcemap: true,
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    manualChunks: moduleChunks(root),
    // Only the files moduleChunks names go to mod-<id>; their shared dependencies (react, the core)
    // stay where Rollup puts them instead of being dragged into the first module chunk.
    onlyExplicitManualChunks: true,
  },
  preserveEntrySignatures: false,
  plugins: [
    production(),
    eagerGlob(),
    css({ minify: true }),
    json(),
    nodeResolve({ browser: true, extensions }),
    commonjs(),
    transpile(),
    terser({ format: { comments: false } }),
    criticalStyles(),
    htmlShell({ template: at('core/client/index.html'), catalogue: at('locales/id/core.json'), shell }),
    precompress(),
  ],
  onwarn(warning, warn) {
    // React's and Radix's "use client" directives mean nothing in a client-only bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
    warn(warning);
  },
};

/** The service worker: one classic script, not hashed, knowing the build id and the shell files. */
const swConfig = {
  input: at('core/client/sw.ts'),
  output: { file: at('dist/public/sw.js'), format: 'iife', sourcemap: false },
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        __SIAKAD_BUILD_ID__: () => {
          if (!shell.buildId) throw new Error('Service worker dibangun sebelum aplikasi: urutan clientConfigs salah.');
          return JSON.stringify(shell.buildId);
        },
        __SIAKAD_SHELL_ASSETS__: () => JSON.stringify(shell.assets),
      },
    }),
    typescript({ tsconfig: at('tsconfig.json'), noEmit: false, declaration: false, rootDir: root, outDir: at('dist/public'), include: ['core/client/sw.ts'], noCheck: true }),
    terser({ format: { comments: false } }),
  ],
};

/**
 * The login page's server-side renderer for the API process (docs/decisions/0014): the client's own
 * components compiled for Node, packages left to node_modules as in the server build.
 */
const ssrConfig = {
  input: { 'login-html': at('core/client/ssr/login-html.tsx') },
  output: { dir: at('dist/ssr'), format: 'esm', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  plugins: [eagerGlob(), json(), transpile('dist/ssr')],
  onwarn: appConfig.onwarn,
};

/** The client builds in the order they must run. */
export const clientConfigs = [appConfig, swConfig, ssrConfig];
