import { defineClientModule } from '../../core/client/module';
import { krsManifest } from './manifest';

export default defineClientModule({
  manifest: krsManifest,
  pages: {
    krs: () => import('./pages/KrsPage'),
    'jadwal-kuliah': () => import('./pages/JadwalKuliahPage'),
    'jadwal-kuliah-detail': () => import('./pages/JadwalKuliahDetailPage'),
    'kartu-ujian': () => import('./pages/KartuUjianPage'),
    perwalian: () => import('./pages/PerwalianPage'),
  },
  notifications: { perwalian: () => import('./notifications/perwalian') },
});
