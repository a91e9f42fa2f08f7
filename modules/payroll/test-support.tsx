import type { ReactNode } from 'react';
import { renderPage } from '../../core/client/test-support/render-page';
import catalogue from '../../locales/id/payroll.json';

/** Renders `page` with the payroll and core catalogues at `path`. */
export const renderAt = (page: ReactNode, path: string) => renderPage(page, { namespace: 'payroll', catalogue, path });
