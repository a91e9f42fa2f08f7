import { defineClientModule } from '../../core/client/module';
import { portalManifest } from './manifest';

export default defineClientModule({
  manifest: portalManifest,
  pages: { aplikasi: () => import('./pages/AplikasiPage') },
});
