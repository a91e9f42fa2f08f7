import { defineClientModule } from '../../core/client/module';
import { masterDataManifest } from './manifest';

/** Master data contributes the announcements card to /beranda and the bell, the page they open, and the administrator's rooms page. */
export default defineClientModule({
  manifest: masterDataManifest,
  pages: { pengumuman: () => import('./pages/PengumumanPage'), 'ruang-kelas': () => import('./pages/RuangKelasPage') },
  notifications: { informasi: () => import('./notifications/informasi') },
});
