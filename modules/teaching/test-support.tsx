import { Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { proxy } from 'valtio';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserType } from '../../core/contract/user-types';
import { PortalProvider, type Portal } from '../../core/client/portal-context';
import core from '../../locales/id/core.json';
import catalogue from '../../locales/id/teaching.json';
import { teachingManifest } from './manifest';

/**
 * Renders `page` at `path` (matched by `pattern`, so the page reads its parameters) with the
 * teaching and core catalogues, inside a portal where `userType` is logged in and this module is
 * enabled (its links resolve).
 */
export function renderAt(page: ReactNode, path: string, pattern = path, userType: UserType = 'dsn00') {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: 'id', resources: { id: { core, teaching: catalogue } }, ns: ['core', 'teaching'], defaultNS: 'core', initAsync: false, interpolation: { escapeValue: false },
  });
  const location = memoryLocation({ path, record: true });
  const session = { state: proxy({ token: 'x', claims: { id_group_user: userType, penugasan: [] } }) };
  const portal = { modules: [], manifests: [teachingManifest], session } as unknown as Portal;
  const view = render(
    <PortalProvider value={portal}>
      <I18nextProvider i18n={i18n}>
        <Theme>
          <Router hook={location.hook}>
            <Route path={pattern}>{page}</Route>
          </Router>
        </Theme>
      </I18nextProvider>
    </PortalProvider>,
  );
  return { ...view, location };
}
