import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import { renderPage } from '../../core/client/test-support/render-page';
import type { Portal } from '../../core/client/portal-context';
import catalogue from '../../locales/id/admin.json';

/** The administrator the pages see as logged in (id_user 1, adm00). */
export const ADMIN_CLAIMS = { id_user: 1, nama_user: 'Administrator', id_group_user: 'adm00', shift: 1, flags_kuesioner: 1, flags_telegram: 0, sudah_ubah_password: true, penugasan: [], sid: 's' };

/** Renders `page` with the admin and core catalogues, under a memory location at `path` matched by `route`, as ADMIN_CLAIMS. */
export function renderAt(page: ReactNode, route: string, path: string) {
  const session = { state: proxy({ token: 't', claims: ADMIN_CLAIMS }) } as unknown as Partial<Portal['session']>;
  return renderPage(page, { namespace: 'admin', catalogue, route, path, session });
}
