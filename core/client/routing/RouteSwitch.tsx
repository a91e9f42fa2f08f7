import { Route, Switch } from 'wouter';
import type { ResolvedRoute } from '../../contract/registry';
import { LazyPage } from '../loading/LazyPage';
import type { PageLoader } from '../module';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The routes as a wouter <Switch> of lazy pages, with the not-found page as the fallback. */
export function RouteSwitch({ routes, loaders, chunkTimeoutMs }: { routes: readonly ResolvedRoute[]; loaders: ReadonlyMap<string, PageLoader>; chunkTimeoutMs?: number }) {
  return (
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
}
