import { createContext, useContext, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { DemoAccount } from '../contract/api';
import type { ModuleManifest } from '../contract/manifest';
import { routesFor, type ResolvedRoute } from '../contract/registry';
import { lecturerRingType, roleLabels, type TokenClaims } from '../contract/token';
import type { UserType } from '../contract/user-types';
import type { ClientModule } from './module';
import type { SessionStore } from './session/session-store';

/** Everything the shell knows after start: the enabled modules (core first) and the session. */
export interface Portal {
  /** Enabled client modules in dependency order, the core's own first. */
  modules: readonly ClientModule[];
  manifests: readonly ModuleManifest[];
  session: SessionStore;
  /** The demo accounts the HTML shell carries (the login page paints them at once); absent: the page asks the API. */
  demoAccounts?: readonly DemoAccount[] | null;
  /**
   * Present while the modules' chunk is still loading (`modules` is then the core's alone): loads
   * it, and the portal renders again with every enabled module; a failed load may be retried.
   */
  loadModules?: () => Promise<void>;
  /** True once when the visitor sent the painted login form before the app ran (boot.ts); the page then sends it. */
  takePendingSubmit?: () => boolean;
}

const PortalContext = createContext<Portal | null>(null);

/** Provides the portal to the shell and to module pages. */
export const PortalProvider = PortalContext.Provider;

/** The portal of the current tree; throws outside startPortal/renderPortal. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() dipakai di luar portal SIAKAD.');
  return portal;
}

/** A read-only view of the session for pages: who is logged in, with derived labels, and the session actions. */
export interface AuthView {
  loggedIn: boolean;
  token: string | null;
  claims: TokenClaims | null;
  userType: UserType | null;
  /** Role labels of spec section 3 ('Lecturer', 'KAPRODI …', …). */
  roleLabels: string[];
  /** The lecturer ring type (id_level of the dsn00 assignment, 0 if none). */
  ringType: number;
  logout: () => Promise<void>;
  switchGroup: (idGroupUser: string) => Promise<void>;
}

/** The session snapshot plus role labels and ring type; re-renders when the session changes. */
export function useAuth(): AuthView {
  const { session } = usePortal();
  const snap = useSnapshot(session.state);
  const claims = snap.claims as TokenClaims | null;
  return useMemo(
    () => ({
      loggedIn: claims !== null,
      token: snap.token,
      claims,
      userType: claims?.id_group_user ?? null,
      roleLabels: claims ? roleLabels(claims.penugasan) : [],
      ringType: claims ? lecturerRingType(claims.penugasan) : 0,
      logout: session.logout,
      switchGroup: session.switchGroup,
    }),
    [claims, snap.token, session],
  );
}

/** The routes the current user (or visitor) may open, from the enabled manifests. */
export function useRoutes(): ResolvedRoute[] {
  const { manifests } = usePortal();
  const { userType } = useAuth();
  return useMemo(() => routesFor(manifests, userType), [manifests, userType]);
}

/** Fills `:name` segments of a route path; a missing parameter leaves the path unusable (null). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string | null {
  let missing = false;
  const filled = path.replace(/:([A-Za-z0-9_]+)\??/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : filled;
}

/**
 * The link to another module's route by its global id ('uaps:bimbingan'), filled with `params`.
 * Null when the target module is disabled, the route is not open to this user, or a parameter is
 * missing: callers then show no link (style.md item 5).
 */
export function useRouteHref(globalRouteId: string, params: Record<string, string | number> = {}): string | null {
  const routes = useRoutes();
  const route = routes.find((r) => r.globalId === globalRouteId);
  return route ? fillPath(route.path, params) : null;
}
