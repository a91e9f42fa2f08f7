import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { te } from '../i18n';
import { verifyAccessToken } from './tokens';
import type { TokenClaims } from '../../contract/token';

/**
 * Tokens already verified by this process: a student's app sends the same token with every call
 * for 15 minutes, so its signature is checked once (per kernel secret). Expiry is checked on every use; the session
 * check (revocation) still runs per request.
 */
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, TokenClaims>>();
const VERIFIED_LIMIT = 50_000;

function verifyCached(token: string, secret: Uint8Array): TokenClaims {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known && typeof known.exp === 'number' && known.exp > Date.now() / 1000) return known;
  const claims = verifyAccessToken(token, secret);
  if (verified.size >= VERIFIED_LIMIT) verified.clear();
  verified.set(token, claims);
  return claims;
}

async function claimsOf(app: FastifyInstance, request: FastifyRequest): Promise<TokenClaims | 'invalid' | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return 'invalid';
  try {
    const claims = verifyCached(match[1], app.kernel.settings.jwtSecret);
    const { sessions } = app.kernel;
    // A route that checks the session in its own statement is spared the read, not the cached answer.
    const active = request.routeOptions.config?.sesiDiperiksaRute ? sessions.activeFromCache(claims.sid!) ?? true : await sessions.isActive(claims.sid!);
    if (!active) return 'invalid';
    return claims;
  } catch {
    return 'invalid';
  }
}

/**
 * The one permission hook of every /api route: verifies the bearer token (HS256, expiry, session
 * not revoked) into `request.user`, then applies the route's `config.allow`: 'public' lets anyone
 * in, a missing/invalid/expired token is 401, a user type outside the list is 403 and a route
 * without `allow` is denied (the kernel also refuses such a route at start).
 */
export function installPermissionHook(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    const url = request.routeOptions.url;
    // The SPA, static files and the not-found handler are not API routes.
    if (!url || !url.startsWith('/api/') || request.is404) return;
    const allow = request.routeOptions.config?.allow;
    const claims = await claimsOf(app, request);
    if (claims && claims !== 'invalid') request.user = claims;
    if (allow === 'public') return;
    if (!claims || claims === 'invalid') throw new HttpError(401, te(claims === 'invalid' ? 'auth.token_tidak_valid' : 'auth.perlu_login'));
    if (allow === 'authenticated') return;
    if (!allow || !allow.includes(claims.id_group_user)) throw new HttpError(403, te('auth.dilarang'));
  });
}
