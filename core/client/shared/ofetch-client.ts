// The API client's own chunk (loaded by api.ts): ofetch with ufo and destr is not needed to paint
// the login page, so it stays out of the entry script.
import { ofetch, type $Fetch, type FetchContext } from 'ofetch';
import { notifyErrorBody } from '../notify/notify';
import { endSession, storedToken, type ApiClientOptions } from './api';

/**
 * An ofetch instance: base /api, same-origin credentials (the refresh cookie), the bearer token read
 * from localStorage on every call, no automatic retry for writes (a repeated POST could act twice),
 * 401 -> logout, failures -> red toasts. The thrown FetchError keeps `data` (the ErrorBody) so
 * callers can store it as a list error.
 */
export function createOfetchClient(options: ApiClientOptions = {}): $Fetch {
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
