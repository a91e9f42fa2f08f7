import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Rollup names hashed files like `app-3f9a1c2b.js`: those never change and may be cached for a year.
const HASHED = /[-.][A-Za-z0-9_]{8,}\.(js|mjs|css|woff2?|png|svg|jpg|webp)$/;

/** The built index.html with `<meta name="siakad-modules">` naming the enabled modules. */
export function injectModulesMeta(html: string, moduleIds: readonly string[]): string {
  const meta = `<meta name="siakad-modules" content="${moduleIds.join(',').replace(/[^a-z0-9,-]/g, '')}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}

/**
 * Serves the built single-page application from `publicDir` on the same origin as /api: files
 * by path (hashed assets cached for a year, index.html and sw.js never cached) and, for any other
 * GET outside /api, index.html (history routing) with what `headExtra` returns put into its head.
 * Returns the function the not-found handler uses for that fallback, or null when there is no
 * build to serve.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string, moduleIds: readonly string[], headExtra: () => Promise<string> = async () => ''):
  Promise<((reply: FastifyReply) => Promise<FastifyReply>) | null> {
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
  const serveIndex = async (reply: FastifyReply) =>
    reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html.replace('</head>', `${await headExtra()}</head>`));
  // The root is a folder to the static plugin (index: false), so it gets its own route.
  app.get('/', { schema: { hide: true } }, async (_request, reply) => serveIndex(reply));
  return serveIndex;
}
