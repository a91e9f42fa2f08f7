import type { ReactNode } from 'react';
import type { Portal } from '../../core/client/portal-context';
import { renderPage } from '../../core/client/test-support/render-page';
import catalogue from '../../locales/id/questionnaire.json';

/** Renders `page` with the questionnaire and core catalogues at `path`, inside a portal whose session is `session`. */
export function renderAt(page: ReactNode, path: string, session: Partial<Portal['session']> = {}) {
  return renderPage(page, { namespace: 'questionnaire', catalogue, path, session });
}
