import { defineClientModule } from '../../core/client/module';
import { lecturerManifest } from './manifest';

export default defineClientModule({
  manifest: lecturerManifest,
  pages: {
    'data-pribadi': () => import('./pages/DataPribadiDosenPage'),
  },
});
