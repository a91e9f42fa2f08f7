import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { LOGIN_PATH } from '../../contract/constants';
import { withDeferredAssets } from '../loading/deferred-assets';
import { LazyPage, PageSpinner } from '../loading/LazyPage';
import type { ClientModule, PageLoader } from '../module';
import { useAuth, usePortal, useRoutes } from '../portal-context';
import { guardRoute } from './guard';
import { RouteSwitch } from './RouteSwitch';

const loadLoggedInApp = () => import('./LoggedInApp');
/** The one page that renders with the first page's assets alone (everything else waits for the deferred ones). */
const LOGIN_PAGE = 'core:login';

/** Every module page by global id; all but the login page through `wrap`. */
function pageLoaders(modules: readonly ClientModule[], wrap: (loader: PageLoader) => PageLoader): Map<string, PageLoader> {
  const map = new Map<string, PageLoader>();
  for (const m of modules) {
    for (const [id, loader] of Object.entries(m.pages)) {
      const globalId = `${m.manifest.id}:${id}`;
      map.set(globalId, globalId === LOGIN_PAGE ? loader : wrap(loader));
    }
  }
  return map;
}

/** The page inside the portal's theme, loaded with it. */
const themed = (loader: PageLoader): PageLoader => () =>
  Promise.all([loader(), import('../layout/SiakadTheme')]).then(([page, theme]) => ({ default: theme.withSiakadTheme(page.default) }));

/**
 * The router of the portal: the guard decides redirects first, then a wouter <Switch> renders the
 * lazy page of the matching route of the user's type (or the public ones for a visitor), with the
 * not-found page as the fallback. Logged-in users get the layout shell and the session dialogs,
 * loaded as their own chunk with the same timeout and retry as pages.
 */
export function AppRoutes({ chunkTimeoutMs }: { chunkTimeoutMs?: number }) {
  const { modules, loadModules } = usePortal();
  const auth = useAuth();
  const routes = useRoutes();
  const [location] = useLocation();
  const { i18n } = useTranslation();
  const loaders = useMemo(() => pageLoaders(modules, (loader) => withDeferredAssets(loader, i18n)), [modules, i18n]);
  // A visitor's pages (other than the login page) bring the theme the logged-in shell provides.
  const visitorLoaders = useMemo(() => pageLoaders(modules, (loader) => withDeferredAssets(themed(loader), i18n)), [modules, i18n]);
  const loadShell = useMemo(() => withDeferredAssets(loadLoggedInApp, i18n), [i18n]);
  // Resolves once the modules arrived; by then the portal renders again without `loadModules`.
  const awaitModules = useMemo<PageLoader | null>(() => loadModules ? () => loadModules().then(() => ({ default: PageSpinner })) : null, [loadModules]);

  // Only a visitor's login page renders before the modules (start-portal.tsx). Keyed apart from the
  // shell's LazyPage below: reused in place, the shell's chunk arriving in the same transition left
  // the browser on this spinner (every journey that logged in through the form stopped there).
  if (awaitModules && (auth.claims || location !== LOGIN_PATH)) return <LazyPage key="modules" loader={awaitModules} timeoutMs={chunkTimeoutMs} />;

  const decision = guardRoute({ path: location, loggedIn: auth.loggedIn, routes });
  // Keyed by target: wouter's Redirect navigates once per mount, and /login -> / -> /beranda is two hops.
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  if (!auth.claims) return <RouteSwitch routes={routes} loaders={visitorLoaders} chunkTimeoutMs={chunkTimeoutMs} />;
  return <LazyPage loader={loadShell} timeoutMs={chunkTimeoutMs} props={{ claims: auth.claims, routes, loaders, chunkTimeoutMs }} />;
}
