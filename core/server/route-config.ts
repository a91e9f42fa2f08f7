import type { TokenClaims } from '../contract/token';
import type { UserType } from '../contract/user-types';

/**
 * Who may call a route: 'public' (no token needed), 'authenticated' (any logged-in user) or a list
 * of user-type codes (the active group of the token). Every route declares it; undeclared = denied.
 */
export type Allow = 'public' | 'authenticated' | readonly UserType[];

declare module 'fastify' {
  interface FastifyContextConfig {
    allow?: Allow;
    /** Behind the admission gate of heavy writes (http/admission.ts): 503 + Retry-After past the sustainable load. */
    antrian?: boolean;
    /**
     * The handler checks that the session is still active inside its own statement
     * (`sessionActiveSql`) and answers 401 when it is not, so the permission hook does not read the
     * session first when its cache cannot answer. Only for a route whose every path checks it.
     */
    sesiDiperiksaRute?: boolean;
  }
  interface FastifyRequest {
    /** The verified token claims, or null for a visitor. */
    user: TokenClaims | null;
  }
}

export {};
