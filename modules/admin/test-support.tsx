import type { ReactNode } from 'react';
import { renderPage } from '../../core/client/test-support/render-page';
import catalogue from '../../locales/id/admin.json';

/** Renders `page` with the admin and core catalogues, under a memory location at `path` matched by `route`. */
export function renderAt(page: ReactNode, route: string, path: string) {
  return renderPage(page, { namespace: 'admin', catalogue, route, path });
}
