import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers for `options`, computed once. @fastify/helmet builds a new helmet middleware
 * (re-parsing the CSP directives) on every request, which cost more than a cached read page itself.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (error?: unknown) => { failure = error; });
  if (failure) throw failure;
  return headers;
}

/**
 * The headers of an /api answer (OWASP's set for REST services): JSON and files fetched by the app
 * with a bearer token, never rendered as a page, so a page's policy (scripts, styles, camera) means
 * nothing there, while tokens, grades and personal data must not be kept by a browser or proxy on
 * a shared campus computer.
 */
export function apiHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(page['strict-transport-security'] ? { 'strict-transport-security': page['strict-transport-security'] } : {}),
  };
}

/** Sets the page's security headers on every response, and the API's on every /api answer. */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const page = securityHeaders(options);
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
    done();
  });
}
