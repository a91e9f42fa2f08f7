import { coreManifest } from '../contract/core-manifest';
import { defineClientModule } from './module';

/** The core's own pages, bound to the routes of coreManifest; lazy so the entry stays small. */
export const coreClientModule = defineClientModule({
  manifest: coreManifest,
  pages: {
    login: () => import('./pages/LoginPage'),
    beranda: () => import('./pages/BerandaPage'),
    'ganti-password': () => import('./pages/GantiPasswordPage'),
  },
});
