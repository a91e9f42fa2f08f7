import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TOKEN_STORAGE_KEY } from '../../contract/constants';
import { PRERENDERED_ATTRIBUTE } from '../../contract/prerender';

// Rollup names hashed files like `app-3f9a1c2b.js`: those never change and may be cached for a year.
const HASHED = /[-.][A-Za-z0-9_]{8,}\.(js|mjs|css|woff2?|png|svg|jpg|webp)$/;

/** What the server adds to the shell of one path: elements for the head, and markup for `#root`. */
export interface ShellExtras {
  head: string;
  root?: string;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Runs where the markup ends, before the browser paints it: a browser holding a session (or an
 * `auth` parameter to adopt) is not a visitor, so the login page's markup goes before anyone sees it
 * and the app draws that user's page instead (core/client/start-portal.tsx).
 */
export const PRERENDER_GUARD_SCRIPT =
  `(function(){var r=document.getElementById("root");try{if(!localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})&&!/[?&]auth=/.test(location.search))return}catch(e){}` +
  `r.removeAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)});r.replaceChildren()})()`;

/** The CSP source that lets the guard script run, and no other inline script. */
export const PRERENDER_GUARD_CSP = `'sha256-${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('base64')}'`;

const MODULE_PRELOAD = /\s*<link rel="modulepreload" href="([^"]+)" \/>/g;

/**
 * The shell with `extras` put in: the head's elements, and the prerendered markup with its guard.
 * A painted page runs its app only once the visitor acts (core/client/boot.ts), so its preloads
 * become a list the boot fetches after the first paint instead of downloads the paint waits behind.
 */
export function shellWith(html: string, pathname: string, extras: ShellExtras): string {
  // Replacer functions: the demo accounts' labels must never be read as `$&`-style patterns.
  const withHead = html.replace('</head>', () => `${extras.head}</head>`);
  if (extras.root === undefined || !withHead.includes(EMPTY_ROOT)) return withHead;
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${pathname}">${extras.root}</div><script>${PRERENDER_GUARD_SCRIPT}</script>`;
  const preloads = [...withHead.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const prefetch = preloads.length ? `<meta name="siakad-prefetch" content="${preloads.join(',')}">` : '';
  return withHead.replace(MODULE_PRELOAD, '').replace('</head>', () => `${prefetch}</head>`).replace(EMPTY_ROOT, () => root);
}

/** The built index.html with `<meta name="siakad-modules">` naming the enabled modules. */
export function injectModulesMeta(html: string, moduleIds: readonly string[]): string {
  const meta = `<meta name="siakad-modules" content="${moduleIds.join(',').replace(/[^a-z0-9,-]/g, '')}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}

/**
 * Serves the built single-page application from `publicDir` on the same origin as /api: files
 * by path (hashed assets cached for a year, index.html and sw.js never cached) and, for any other
 * GET outside /api, index.html (history routing) with what `extras` returns for the path put in.
 * Returns the function the not-found handler uses for that fallback, or null when there is no
 * build to serve.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string, moduleIds: readonly string[], extras: (pathname: string) => Promise<ShellExtras> = async () => ({ head: '' })):
  Promise<((reply: FastifyReply, pathname: string) => Promise<FastifyReply>) | null> {
  const indexFile = path.join(publicDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const html = injectModulesMeta(fs.readFileSync(indexFile, 'utf8'), moduleIds);
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each script and stylesheet (core/client/build/plugins.mjs).
    preCompressed: true,
    // The raw index.html lacks the module list: it is always answered by the fallback below.
    allowedPath: (pathname) => pathname !== '/index.html',
    setHeaders: (reply: any, filePath: string) => {
      const name = path.basename(filePath);
      const value = name === 'sw.js' || name.endsWith('.html') ? 'no-cache' : HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      if (typeof reply.header === 'function') reply.header('Cache-Control', value);
      else reply.setHeader('Cache-Control', value);
    },
  });
  const serveIndex = async (reply: FastifyReply, pathname: string) =>
    reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shellWith(html, pathname, await extras(pathname)));
  // The root is a folder to the static plugin (index: false), so it gets its own route.
  app.get('/', { schema: { hide: true } }, async (_request, reply) => serveIndex(reply, '/'));
  return serveIndex;
}
