import { defineClientModule } from '../../core/client/module';
import { masterDataManifest } from './manifest';

/** Master data has no pages; it contributes the announcements card to /beranda and the bell. */
export default defineClientModule({
  manifest: masterDataManifest,
  pages: {},
  notifications: { informasi: () => import('./notifications/informasi') },
});
