import { defineModule } from '../../core/contract/manifest';
import { USER_TYPES } from '../../core/contract/user-types';

/** The portal of linked applications (spec section 1 and 7). lbg205.1 has /beranda only (spec section 2). */
export const portalManifest = defineModule({
  id: 'portal',
  version: '0.1.0',
  requires: ['master-data'],
  routes: [{ id: 'aplikasi', path: '/aplikasi', audience: USER_TYPES.filter((t) => t !== 'lbg205.1') }],
  menu: [{ route: 'aplikasi', label: 'menu.aplikasi', icon: 'apps', order: 900 }],
  notifications: [],
  apiPrefixes: ['portal/'],
});
