import type { ReactNode } from 'react';
import { renderPage } from '../../core/client/test-support/render-page';
import catalogue from '../../locales/id/lecturer.json';

/** Renders `page` with the lecturer and core catalogues at `path`. */
export const renderAt = (page: ReactNode, path: string) => renderPage(page, { namespace: 'lecturer', catalogue, path });
