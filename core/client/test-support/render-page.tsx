import { Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import core from '../../../locales/id/core.json';
import { PortalProvider, type Portal } from '../portal-context';

/** Where and how `renderPage` mounts a page. */
export interface RenderPageOptions {
  /** The module's namespace and its catalogue (locales/id/<namespace>.json); core's is always loaded. */
  namespace: string;
  catalogue: Record<string, unknown>;
  /** The memory location's path (default '/'). */
  path?: string;
  /** The wouter pattern the page is mounted under (default: `path`). */
  route?: string;
  /** The portal's session as the page sees it (e.g. `{ refresh }`). */
  session?: Partial<Portal['session']>;
}

/**
 * Renders a module page for a unit test: a fresh i18next instance with the core and module
 * catalogues, Radix's Theme, a portal without modules, and a wouter memory location.
 */
export function renderPage(page: ReactNode, opts: RenderPageOptions) {
  const path = opts.path ?? '/';
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: 'id', resources: { id: { core, [opts.namespace]: opts.catalogue } }, ns: ['core', opts.namespace], defaultNS: 'core', initAsync: false, interpolation: { escapeValue: false },
  });
  const location = memoryLocation({ path, record: true });
  const portal = { modules: [], manifests: [], session: opts.session ?? {} } as unknown as Portal;
  const view = render(
    <PortalProvider value={portal}>
      <I18nextProvider i18n={i18n}>
        <Theme>
          <Router hook={location.hook}>
            <Route path={opts.route ?? path}>{page}</Route>
          </Router>
        </Theme>
      </I18nextProvider>
    </PortalProvider>,
  );
  return { ...view, location };
}
