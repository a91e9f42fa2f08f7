import { defineClientModule } from '../../core/client/module';
import { teachingManifest } from './manifest';

export default defineClientModule({
  manifest: teachingManifest,
  pages: {
    jadwal: () => import('./pages/JadwalPage'),
    'input-nilai': () => import('./pages/InputNilaiPage'),
    'jadwal-koordinator': () => import('./pages/JadwalPage'),
    'input-nilai-koordinator': () => import('./pages/InputNilaiPage'),
  },
});
