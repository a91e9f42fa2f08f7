import type { ErrorBody } from '../../contract/api';
import { decodeClaims } from './claims';

/** What to do with an `auth` query parameter (spec sections 2, 5 and 8). */
export type AuthParamDecision =
  | { action: 'none' }
  | { action: 'store'; token: string }
  | { action: 'error'; error: ErrorBody };

/**
 * Login from an `auth` query parameter: accepted only when nobody is logged in and only for a
 * student token (id_group_user 'mhs00'). A logged-in user's parameter is ignored; a token of
 * another type or an undecodable one becomes an error to show as red notifications.
 * `messages` are the Indonesian texts (from the core catalogue).
 */
export function decideAuthParam(
  token: string | null,
  loggedIn: boolean,
  messages: { invalid: string; studentOnly: string },
): AuthParamDecision {
  if (!token || loggedIn) return { action: 'none' };
  const claims = decodeClaims(token);
  if (!claims) return { action: 'error', error: { message: messages.invalid } };
  if (claims.id_group_user !== 'mhs00') return { action: 'error', error: { message: messages.studentOnly } };
  return { action: 'store', token };
}
