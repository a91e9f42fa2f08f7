import { defineModule } from '../../core/contract/manifest';

/**
 * Administration of users (spec section 1, "Administrator functions"; section 2, "Administrator
 * routes"): the user list, a user's details with their groups (core.penugasan) and the programmes
 * a programme-staff user is authorised for (core.akses_prodi). Only adm00.
 */
export const adminManifest = defineModule({
  id: 'admin',
  version: '0.1.0',
  requires: ['master-data'],
  routes: [
    { id: 'pengguna', path: '/pengguna', audience: ['adm00'] },
    { id: 'pengguna-detail', path: '/pengguna/:id_pengguna/:username/:nama_pengguna', audience: ['adm00'] },
  ],
  menu: [{ route: 'pengguna', label: 'menu.pengguna', icon: 'users', order: 100 }],
  notifications: [],
  apiPrefixes: ['pengguna'],
});
