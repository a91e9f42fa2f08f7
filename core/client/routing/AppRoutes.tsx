import { useMemo } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LazyPage } from '../loading/LazyPage';
import type { PageLoader } from '../module';
import { useAuth, usePortal, useRoutes } from '../portal-context';
import { guardRoute } from './guard';
import { RouteSwitch } from './RouteSwitch';

const loadLoggedInApp = () => import('./LoggedInApp');

/**
 * The router of the portal: the guard decides redirects first, then a wouter <Switch> renders the
 * lazy page of the matching route of the user's type (or the public ones for a visitor), with the
 * not-found page as the fallback. Logged-in users get the layout shell and the session dialogs,
 * loaded as their own chunk with the same timeout and retry as pages.
 */
export function AppRoutes({ chunkTimeoutMs }: { chunkTimeoutMs?: number }) {
  const { modules } = usePortal();
  const auth = useAuth();
  const routes = useRoutes();
  const [location] = useLocation();
  const loaders = useMemo(() => {
    const map = new Map<string, PageLoader>();
    for (const m of modules) for (const [id, loader] of Object.entries(m.pages)) map.set(`${m.manifest.id}:${id}`, loader);
    return map;
  }, [modules]);

  const decision = guardRoute({ path: location, loggedIn: auth.loggedIn, routes });
  // Keyed by target: wouter's Redirect navigates once per mount, and /login -> / -> /beranda is two hops.
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  if (!auth.claims) return <RouteSwitch routes={routes} loaders={loaders} chunkTimeoutMs={chunkTimeoutMs} />;
  return <LazyPage loader={loadLoggedInApp} timeoutMs={chunkTimeoutMs} props={{ claims: auth.claims, routes, loaders, chunkTimeoutMs }} />;
}
