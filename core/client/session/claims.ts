import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '../../contract/token';
import { isUserType } from '../../contract/user-types';

/** The claims of an access token, or null when it is not a decodable token of a known user type. */
export function decodeClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<TokenClaims>(token);
    if (!claims || !isUserType(claims.id_group_user)) return null;
    return { ...claims, penugasan: Array.isArray(claims.penugasan) ? claims.penugasan : [] };
  } catch {
    return null;
  }
}

/** True when the token's `exp` (seconds) is at or before `now` (milliseconds). Tokens without exp never expire here. */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, now: number): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
}

/**
 * Milliseconds from `now` until the token should be refreshed: a quarter of its lifetime (at most
 * one minute) before it expires, never negative. Null when the token carries no `exp`.
 */
export function refreshDelay(claims: Pick<TokenClaims, 'exp' | 'iat'>, now: number): number | null {
  if (typeof claims.exp !== 'number') return null;
  const expiresAt = claims.exp * 1000;
  const lifetime = typeof claims.iat === 'number' ? expiresAt - claims.iat * 1000 : 240_000;
  const margin = Math.min(60_000, Math.max(1_000, lifetime / 4));
  return Math.max(0, expiresAt - margin - now);
}
