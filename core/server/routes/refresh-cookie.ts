import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE } from '../auth/sessions';

// The cookie's fixed attributes: HttpOnly, only sent to /api, never cross-site.
const ATTRIBUTES = 'Path=/api; HttpOnly; SameSite=Strict';

/**
 * The refresh cookie's value sent by the browser, if any. Only the session routes read a cookie,
 * so the cookie plugin parses nothing on any other request (it is registered without its hooks).
 */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[REFRESH_COOKIE] : undefined;
}

/**
 * Sets the refresh cookie, Secure over https. Its value is `<uuid>.<base64url>` (SessionStore), a
 * cookie value as it is, so the header is written without the cookie library's encoding pass.
 */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  reply.header('set-cookie', `${REFRESH_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; ${ATTRIBUTES}${request.protocol === 'https' ? '; Secure' : ''}`);
}

/** Removes the refresh cookie from the browser. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${REFRESH_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${ATTRIBUTES}${request.protocol === 'https' ? '; Secure' : ''}`);
}
