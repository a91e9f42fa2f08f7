import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE } from '../auth/sessions';

/** Sets the refresh cookie: HttpOnly, only sent to /api, never cross-site, Secure over https. */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  reply.setCookie(REFRESH_COOKIE, value, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

/** Removes the refresh cookie from the browser. */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/api', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
}
