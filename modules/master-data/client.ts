import { defineClientModule } from '../../core/client/module';
import { masterDataManifest } from './manifest';

/** Master data contributes the announcements card to /beranda and the bell, and the page they open. */
export default defineClientModule({
  manifest: masterDataManifest,
  pages: { pengumuman: () => import('./pages/PengumumanPage') },
  notifications: { informasi: () => import('./notifications/informasi') },
});
