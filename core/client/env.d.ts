// Ambient declarations for the client build: stylesheets are bundled by rollup-plugin-import-css,
// and `import.meta.glob` is provided by Vite in tests and by core/client/build/glob-plugin.mjs in
// the production build (only the eager, default-import form is supported).
declare module '*.css';

interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
}
