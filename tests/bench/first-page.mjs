// Benchmark 5: bytes the login route needs to run, gzipped: the stylesheet(s), entry script (the boot)
// and preloaded chunks of dist/public/index.html (the app's chunk among them), every chunk they import
// statically, and the lazily loaded login page chunk with its own static imports. Since the server
// paints /login from HTML (docs/decisions/0014) the paint itself needs only the stylesheet; the
// scripts are what the page needs to become the app, and the goal still counts them all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/server.mjs';
import { log, verdict } from './lib/stats.mjs';

const PUBLIC = path.join(ROOT, 'dist/public');
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

const fileOf = (url, from) => (url.startsWith('/') ? path.join(PUBLIC, url) : path.resolve(path.dirname(from), url));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The static import closure of `entry` (absolute paths). */
function closure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) closure(fileOf(m[1], entry), seen);
  return seen;
}

/** Sums the gzipped sizes; the goal is 125 KB (ratio = KB / 125). */
export function firstPage({ goalKb = 125 } = {}) {
  const html = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => fileOf(m[1], path.join(PUBLIC, 'index.html')));
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]
    .map((m) => fileOf(m[1], path.join(PUBLIC, 'index.html')));
  const js = new Set();
  for (const s of scripts) closure(s, js);
  const entryOnly = [...js];
  const loginChunk = readdirSync(path.join(PUBLIC, 'assets')).find((f) => /^LoginPage-.*\.js$/.test(f));
  if (loginChunk) closure(path.join(PUBLIC, 'assets', loginChunk), js);
  const kb = (files) => files.reduce((a, f) => a + gz(f), 0) / 1024;
  const cssKb = kb(css);
  const entryKb = kb(entryOnly);
  const totalKb = kb([...css, ...js]);
  for (const f of [...css, ...js]) log(`first-page: ${path.relative(PUBLIC, f)} ${(gz(f) / 1024).toFixed(1)} KB gz`);
  log(`first-page: CSS ${cssKb.toFixed(1)} KB, JS boot + aplikasi ${entryKb.toFixed(1)} KB, + halaman login = total ${totalKb.toFixed(1)} KB gz`);
  return { cssKb, entryKb, totalKb, files: [...css, ...js].map((f) => path.relative(PUBLIC, f)), verdicts: [verdict('first-page', totalKb / goalKb, '<=', 1)] };
}
