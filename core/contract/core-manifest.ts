import { LOGIN_PATH } from './constants';
import { defineModule } from './manifest';
import { USER_TYPES } from './user-types';

/**
 * The core's own routes and menu entry, always on: the login page, /beranda for every user type,
 * and the API prefixes of the session calls (module-map.md).
 */
export const coreManifest = defineModule({
  id: 'core',
  version: '0.1.0',
  requires: [],
  routes: [
    { id: 'login', path: LOGIN_PATH, audience: 'public' },
    { id: 'beranda', path: '/beranda', audience: USER_TYPES },
    // Every user type changes a password (PATCH password/update); students at the spec's
    // /data-pribadi/ganti-password (the student module's route), everyone else here, from the account menu.
    { id: 'ganti-password', path: '/ganti-password', audience: USER_TYPES.filter((u) => u !== 'mhs00'), akun: 'ganti-password' },
  ],
  menu: [{ route: 'beranda', label: 'menu.beranda', icon: 'home', order: 0 }],
  notifications: [],
  apiPrefixes: ['login', 'logout', 'refresh-token', 'menu', 'grup-milik-pengguna', 'default-grup', 'password/', 'health', 'docs', 'modules', 'pesan/'],
});
