import { ofetch, type $Fetch, type FetchContext } from 'ofetch';
import { TOKEN_STORAGE_KEY } from '../../contract/constants';
import { notifyErrorBody } from '../notify/notify';

/** How a client instance reacts to failures. */
export interface ApiClientOptions {
  /** Show failed responses as red toasts (default true). */
  notifyErrors?: boolean;
  /** Treat a 401 as the end of the session: clear local storage and reload (default true). */
  logoutOn401?: boolean;
}

/** Ends the session the way the spec wants after a 401: all local storage cleared, full reload. */
export function endSession(): void {
  localStorage.clear();
  window.location.reload();
}

/** The bearer token of the stored login, or null. */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

/**
 * Creates an API client on ofetch: base /api, same-origin credentials (the refresh cookie), the
 * bearer token read from localStorage on every call, no automatic retry for writes (a repeated
 * POST could act twice), 401 -> logout, failures -> red toasts. The thrown FetchError keeps `data`
 * (the ErrorBody) so callers can store it as a list error.
 */
export function createApiClient(options: ApiClientOptions = {}): $Fetch {
  const { notifyErrors = true, logoutOn401 = true } = options;
  return ofetch.create({
    baseURL: '/api',
    credentials: 'same-origin',
    onRequest(context: FetchContext) {
      const token = storedToken();
      if (token) context.options.headers.set('authorization', `Bearer ${token}`);
      const method = (context.options.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD') context.options.retry = 0;
    },
    onRequestError() {
      // No response at all (offline, server down): the default text is all we can say.
      if (notifyErrors) notifyErrorBody(undefined);
    },
    onResponseError(context: FetchContext) {
      const status = context.response?.status;
      if (status === 401 && logoutOn401) {
        endSession();
        return;
      }
      if (notifyErrors) notifyErrorBody(context.response?._data);
    },
  });
}

/** The client every page uses: toasts on failure, logout on 401. */
export const api: $Fetch = createApiClient();

/** Same session handling as `api`, but the caller shows failures itself (forms, list errors). */
export const apiQuiet: $Fetch = createApiClient({ notifyErrors: false });
