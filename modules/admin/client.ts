import { defineClientModule } from '../../core/client/module';
import { adminManifest } from './manifest';

export default defineClientModule({
  manifest: adminManifest,
  pages: {
    pengguna: () => import('./pages/PenggunaPage'),
    'pengguna-detail': () => import('./pages/PenggunaDetailPage'),
  },
});
