import type { $Fetch } from 'ofetch';
import { TOKEN_STORAGE_KEY } from '../../contract/constants';
import { notifyErrorBody } from '../notify/notify';

/** How a client instance reacts to failures. */
export interface ApiClientOptions {
  /** Show failed responses as red toasts (default true). */
  notifyErrors?: boolean;
  /** Treat a 401 as the end of the session: clear local storage and reload (default true). */
  logoutOn401?: boolean;
}

let reloading = false;

/**
 * Reloads the page, once: a logout's own reload and a 401 of a request still in flight when the
 * logout revoked the session both end here, and a second reload would abort the first.
 */
export function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** Ends the session the way the spec wants after a 401: all local storage cleared, full reload. */
export function endSession(): void {
  localStorage.clear();
  reloadOnce();
}

/** The bearer token of the stored login, or null. */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

type OfetchChunk = typeof import('./ofetch-client');

/** Starts loading the API client's chunk (startPortal calls it so the first request does not wait). */
export const preloadApiClient = (): Promise<OfetchChunk> => import('./ofetch-client');

/** A $Fetch whose every call waits for `instance()` and then forwards to it. */
function forwardingFetch(instance: () => Promise<$Fetch>): $Fetch {
  const client = ((request, options) => instance().then((f) => f(request, options))) as $Fetch;
  client.raw = ((request, options) => instance().then((f) => f.raw(request, options))) as $Fetch['raw'];
  client.native = (input, init) => instance().then((f) => f.native(input, init));
  client.create = (defaults, globalOptions) => forwardingFetch(() => instance().then((f) => f.create(defaults, globalOptions)));
  return client;
}

/**
 * Creates an API client (ofetch-client.ts has what it does). ofetch arrives in its own chunk, so the
 * client forwards each call once the chunk is there. A chunk that does not load fails the call like
 * an unreachable server (red toast with the default text when `notifyErrors`) and is tried again on
 * the next call. `load` is for tests.
 */
export function createApiClient(options: ApiClientOptions = {}, load: () => Promise<OfetchChunk> = preloadApiClient): $Fetch {
  let instance: Promise<$Fetch> | undefined;
  return forwardingFetch(
    () =>
      (instance ??= load().then(
        (chunk) => chunk.createOfetchClient(options),
        (error: unknown) => {
          instance = undefined;
          if (options.notifyErrors ?? true) notifyErrorBody(undefined);
          throw error;
        },
      )),
  );
}

/** The client every page uses: toasts on failure, logout on 401. */
export const api: $Fetch = createApiClient();

/** Same session handling as `api`, but the caller shows failures itself (forms, list errors). */
export const apiQuiet: $Fetch = createApiClient({ notifyErrors: false });
