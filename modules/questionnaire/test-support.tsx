import { Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PortalProvider, type Portal } from '../../core/client/portal-context';
import core from '../../locales/id/core.json';
import catalogue from '../../locales/id/questionnaire.json';

/** Renders `page` with the questionnaire and core catalogues at `path`, inside a portal whose session is `session`. */
export function renderAt(page: ReactNode, path: string, session: Partial<Portal['session']> = {}) {
  const i18n = i18next.createInstance();
  i18n.use(initReactI18next).init({
    lng: 'id', resources: { id: { core, questionnaire: catalogue } }, ns: ['core', 'questionnaire'], defaultNS: 'core', initAsync: false, interpolation: { escapeValue: false },
  });
  const location = memoryLocation({ path, record: true });
  const portal = { modules: [], manifests: [], session } as unknown as Portal;
  const view = render(
    <PortalProvider value={portal}>
      <I18nextProvider i18n={i18n}>
        <Theme>
          <Router hook={location.hook}>
            <Route path={path}>{page}</Route>
          </Router>
        </Theme>
      </I18nextProvider>
    </PortalProvider>,
  );
  return { ...view, location };
}
