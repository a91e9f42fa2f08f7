import { defineClientModule } from '../../core/client/module';
import { lecturerManifest } from './manifest';

export default defineClientModule({
  manifest: lecturerManifest,
  pages: {
    'data-pribadi': () => import('./pages/DataPribadiDosenPage'),
    'izin-dosen': () => import('./pages/IzinDosenPage'),
    'persetujuan-izin-dosen': () => import('./pages/PersetujuanIzinDosenPage'),
  },
  notifications: {
    'izin-menunggu': () => import('./notifications/izin-menunggu'),
  },
});
