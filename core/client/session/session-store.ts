import { proxy } from 'valtio';
import type { $Fetch } from 'ofetch';
import type { LoginResponse } from '../../contract/api';
import { TOKEN_STORAGE_KEY } from '../../contract/constants';
import type { TokenClaims } from '../../contract/token';
import { createApiClient, reloadOnce } from '../shared/api';
import { failureBody, type LoadStatus } from '../shared/list-store';
import { decodeClaims, isExpired, refreshDelay } from './claims';

/** The session as the shell sees it. Logged in means a decodable token is present (spec section 4). */
export interface SessionState {
  token: string | null;
  claims: TokenClaims | null;
  /** State of the last login request; `error` is its failed response body. */
  status: LoadStatus;
  error: unknown;
}

/** Side effects of the session, injectable so tests need no real navigation. */
export interface SessionDeps {
  storage: Storage;
  /** Full page load of a path (fresh portal, fresh stores). */
  goTo: (path: string) => void;
  reload: () => void;
  now: () => number;
  /** Client for session calls: no toasts and no automatic logout (the store decides). */
  http: $Fetch;
}

/** The session store with its actions. Created once per portal start. */
export interface SessionStore {
  state: SessionState;
  /** POST /api/login; on success stores the token and opens /beranda. Returns whether it succeeded. */
  login(username: string, password: string): Promise<boolean>;
  /** POST /api/logout (failure ignored), then local storage cleared and a full reload. */
  logout(): Promise<void>;
  /** GET /api/refresh-token; stores the new access token. Returns whether it succeeded. */
  refresh(): Promise<boolean>;
  /** Makes sure the token is usable at start: an expired token is refreshed or the session ends. */
  ensureFresh(): Promise<boolean>;
  /** Refreshes shortly before expiry, again and again; returns the stop function. */
  keepFresh(): () => void;
  /** Stores a token given from outside (the `auth` parameter, a group switch) and opens `path`. */
  adoptToken(token: string, path: string): void;
  /** PATCH /api/default-grup; stores the returned token and reloads into the new area. */
  switchGroup(idGroupUser: string): Promise<void>;
  /** Clears local storage and reloads (spec: logout). */
  end(): void;
}

/** Creates the session store from the token in storage. */
export function createSessionStore(partial: Partial<SessionDeps> = {}): SessionStore {
  const deps: SessionDeps = {
    storage: partial.storage ?? localStorage,
    goTo: partial.goTo ?? ((path) => window.location.assign(path)),
    reload: partial.reload ?? reloadOnce,
    now: partial.now ?? (() => Date.now()),
    http: partial.http ?? createApiClient({ notifyErrors: false, logoutOn401: false }),
  };
  const token = deps.storage.getItem(TOKEN_STORAGE_KEY);
  const claims = decodeClaims(token);
  const state = proxy<SessionState>({ token: claims ? token : null, claims, status: 'idle', error: null });

  // Before a full page load only storage changes: updating the live state would re-render this
  // page as logged in (and redirect it) while the browser is already leaving it.
  const persist = (next: string) => deps.storage.setItem(TOKEN_STORAGE_KEY, next);
  const setToken = (next: string) => {
    persist(next);
    state.token = next;
    state.claims = decodeClaims(next);
  };
  const end = () => {
    deps.storage.clear();
    deps.reload();
  };
  const refresh = async () => {
    try {
      const res = await deps.http<LoginResponse>('/refresh-token', { method: 'GET' });
      if (!res?.access_token || !decodeClaims(res.access_token)) return false;
      setToken(res.access_token);
      return true;
    } catch {
      return false;
    }
  };

  return {
    state,
    async login(username, password) {
      state.status = 'loading';
      try {
        const res = await deps.http<LoginResponse>('/login', { method: 'POST', body: { username, password } });
        persist(res.access_token);
        state.error = null;
        state.status = 'success';
        deps.goTo('/beranda');
        return true;
      } catch (error) {
        state.error = failureBody(error);
        state.status = 'error';
        return false;
      }
    },
    async logout() {
      try {
        await deps.http('/logout', { method: 'POST' });
      } catch {
        // The server may already consider the session gone; the local logout must happen anyway.
      }
      end();
    },
    refresh,
    async ensureFresh() {
      if (!state.claims || !isExpired(state.claims, deps.now())) return true;
      if (await refresh()) return true;
      end();
      return false;
    },
    keepFresh() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const schedule = () => {
        if (stopped || !state.claims) return;
        const delay = refreshDelay(state.claims, deps.now());
        if (delay === null) return;
        timer = setTimeout(async () => {
          if (await refresh()) return schedule();
          if (stopped || !state.claims) return;
          // Refresh failed: an expired token ends the session; a still-valid one is retried at expiry.
          if (isExpired(state.claims, deps.now())) return end();
          const untilExpiry = (state.claims.exp ?? 0) * 1000 - deps.now();
          timer = setTimeout(async () => {
            if (await refresh()) schedule();
            else if (!stopped) end();
          }, Math.max(0, untilExpiry));
        }, delay);
      };
      schedule();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    adoptToken(next, path) {
      persist(next);
      deps.goTo(path);
    },
    async switchGroup(idGroupUser) {
      const res = await deps.http<LoginResponse>('/default-grup', { method: 'PATCH', body: { id_group_user: idGroupUser } });
      persist(res.access_token);
      deps.goTo('/beranda');
    },
    end,
  };
}
