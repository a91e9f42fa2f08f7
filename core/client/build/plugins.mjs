// Rollup plugins of the client build. Kept beside the client shell so the bundler knows nothing
// the shell does not need.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const GLOB_CALL = /import\.meta\.glob(?:<[^>]*>)?\(\s*(['"])([^'"]+)\1\s*,\s*\{[^}]*eager\s*:\s*true[^}]*\}\s*\)/g;

/**
 * `import.meta.glob('dir/*.ext', { eager: true, import: 'default' })`, the one form the client uses
 * (core/client/i18n.ts): replaced by static default imports, keyed like Vite keys them (the pattern's
 * relative spelling), so tests (Vite) and the build agree.
 */
export function eagerGlob() {
  return {
    name: 'siakad-eager-glob',
    transform(code, id) {
      if (!code.includes('import.meta.glob')) return null;
      const imports = [];
      const out = code.replace(GLOB_CALL, (_, __, pattern) => {
        const star = pattern.lastIndexOf('*');
        const dirPattern = pattern.slice(0, pattern.lastIndexOf('/', star));
        const suffix = pattern.slice(star + 1);
        const prefix = pattern.slice(dirPattern.length + 1, star);
        const dir = resolve(dirname(id), dirPattern);
        const files = readdirSync(dir).filter((f) => f.startsWith(prefix) && f.endsWith(suffix)).sort();
        const entries = files.map((f) => {
          const name = `__glob_${imports.length}`;
          const file = join(dir, f);
          this.addWatchFile(file);
          imports.push(`import ${name} from ${JSON.stringify(file)};`);
          return `${JSON.stringify(`${dirPattern}/${f}`)}: ${name}`;
        });
        return `{ ${entries.join(', ')} }`;
      });
      return { code: `${imports.join('\n')}\n${out}`, map: null };
    },
  };
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Emits dist/public/index.html from the template with the hashed entry script, its preloaded
 * static imports and the stylesheet (the critical one when there is one); texts come from locales/id/core.json. Also records
 * in `shell` the build id and the files of the app shell for the service worker build.
 */
export function htmlShell({ template, catalogue, shell, appChunk = 'app.portal', firstRouteChunk = 'LoginPage' }) {
  return {
    name: 'siakad-html-shell',
    generateBundle(_options, bundle) {
      const texts = JSON.parse(readFileSync(catalogue, 'utf8'));
      const files = Object.values(bundle);
      const entry = files.find((f) => f.type === 'chunk' && f.isEntry);
      if (!entry) this.error('Tidak ada entry chunk untuk index.html.');
      const styles = files.filter((f) => f.type === 'asset' && f.fileName.endsWith('.css')).map((f) => f.fileName);
      // With a critical stylesheet (critical-css.mjs) the page links only it and names the full one
      // for the client to load behind the login page.
      const critical = styles.find((f) => f.startsWith('assets/critical-'));
      const full = styles.filter((f) => f !== critical);
      // The app's chunk (started by the boot, the entry) and the login page's chunk, with their
      // imports, are fetched beside the entry instead of after it has run: the login route is the
      // first page of every visit without a session.
      const byName = new Map(files.filter((f) => f.type === 'chunk').map((c) => [c.fileName, c]));
      const app = files.find((f) => f.type === 'chunk' && f.name === appChunk);
      if (!app) this.error(`Chunk aplikasi "${appChunk}" tidak ada: index.html tidak dapat memuatnya lebih awal.`);
      const preloads = [];
      const visit = (chunk) => {
        if (!chunk || chunk.isEntry || entry.imports.includes(chunk.fileName) || preloads.includes(chunk.fileName)) return;
        preloads.push(chunk.fileName);
        for (const dep of chunk.imports) visit(byName.get(dep));
      };
      visit(app);
      visit(files.find((f) => f.type === 'chunk' && f.name === firstRouteChunk));
      const tags = [
        ...(critical ? [`<link rel="stylesheet" href="/${critical}" />`, ...full.map((href) => `<meta name="siakad-styles" content="/${href}" />`)] : full.map((href) => `<link rel="stylesheet" href="/${href}" />`)),
        ...[...entry.imports, ...preloads].map((href) => `<link rel="modulepreload" href="/${href}" />`),
        `<script type="module" src="/${entry.fileName}"></script>`,
      ];
      const html = readFileSync(template, 'utf8')
        .replace('<!-- siakad:assets -->', tags.join('\n    '))
        .replace('%APP_TITLE%', escapeHtml(`${texts.app.nama} · ${texts.app.namaLengkap}`))
        .replace('%APP_DESCRIPTION%', escapeHtml(texts.app.namaLengkap))
        .replace('%NOSCRIPT%', escapeHtml(texts.app.noscript));
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });

      const appFiles = [app.fileName, ...app.imports.filter((f) => f !== entry.fileName && !entry.imports.includes(f))];
      shell.assets = [...styles, entry.fileName, ...entry.imports, ...appFiles].map((f) => `/${f}`);
      shell.buildId = createHash('sha256').update(files.map((f) => f.fileName).sort().join('\n')).digest('hex').slice(0, 12);
    },
  };
}

/**
 * Puts the lazy code of each module in its own chunk group `mod-<id>` (pages, stores, api), so a
 * module ships and caches on its own. A module's client.ts and manifest.ts stay with the entry: they
 * are the static part the shell reads at start.
 */
export function moduleChunks(root) {
  return (id) => {
    const rel = relative(root, id).split('\\').join('/');
    const match = /^modules\/([^/]+)\/(.+)$/.exec(rel);
    if (!match) return undefined;
    if (/^(client|manifest|index)\.tsx?$/.test(match[2])) return undefined;
    return `mod-${match[1]}`;
  };
}

const COMPRESSIBLE = /\.(js|css|json|svg|webmanifest)$/;

/**
 * Emits `<file>.br` and `<file>.gz` beside every script and stylesheet; the server sends them to
 * browsers that accept them (@fastify/static `preCompressed`), so the first page travels at a
 * quarter of its size without compressing on every request.
 */
export function precompress() {
  return {
    name: 'siakad-precompress',
    async generateBundle(_options, bundle) {
      const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (source.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }) });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(source, { level: 9 }) });
      }
    },
  };
}
