import { useMemo } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { TokenClaims } from '../../contract/token';
import { AppShell } from '../layout/AppShell';
import { LazyPage } from '../loading/LazyPage';
import { SessionDialogs } from '../dialogs/SessionDialogs';
import type { PageLoader } from '../module';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useAuth, usePortal, useRoutes } from '../portal-context';
import { guardRoute } from './guard';

/**
 * The router of the portal: the guard decides redirects first, then a wouter <Switch> renders the
 * lazy page of the matching route of the user's type (or the public ones for a visitor), with the
 * not-found page as the fallback. Logged-in users get the layout shell and the session dialogs.
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
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;

  const page = (
    <Switch>
      {routes.map((route) => {
        const loader = loaders.get(route.globalId);
        return (
          <Route key={route.globalId} path={route.path}>
            {loader ? <LazyPage loader={loader} timeoutMs={chunkTimeoutMs} /> : <NotFoundPage />}
          </Route>
        );
      })}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
  if (!auth.claims) return page;
  return (
    <AppShell claims={auth.claims as TokenClaims}>
      <SessionDialogs claims={auth.claims as TokenClaims} />
      {page}
    </AppShell>
  );
}
