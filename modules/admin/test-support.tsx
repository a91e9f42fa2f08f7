import { Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import core from '../../locales/id/core.json';
import catalogue from '../../locales/id/admin.json';

/** Renders `page` with the admin and core catalogues, under a memory location at `path` matched by `route`. */
export function renderAt(page: ReactNode, route: string, path: string) {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: 'id', resources: { id: { core, admin: catalogue } }, ns: ['core', 'admin'], defaultNS: 'core', initAsync: false, interpolation: { escapeValue: false },
  });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Theme>
        <Router hook={location.hook}>
          <Route path={route}>{page}</Route>
        </Router>
      </Theme>
    </I18nextProvider>,
  );
  return { ...view, location };
}
