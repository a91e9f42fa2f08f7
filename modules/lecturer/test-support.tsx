import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import { renderPage } from '../../core/client/test-support/render-page';
import type { UserType } from '../../core/contract/user-types';
import catalogue from '../../locales/id/lecturer.json';

/** Renders `page` with the lecturer and core catalogues at `path` (matched by `route`), with `userType` logged in. */
export const renderAt = (page: ReactNode, path: string, opts: { route?: string; userType?: UserType } = {}) => renderPage(page, {
  namespace: 'lecturer', catalogue, path, route: opts.route,
  session: { state: proxy({ token: 'x', claims: { id_group_user: opts.userType ?? 'dsn00', penugasan: [] } }) } as never,
});
