import { defineClientModule } from '../../core/client/module';
import { questionnaireManifest } from './manifest';

export default defineClientModule({
  manifest: questionnaireManifest,
  pages: {
    'kuesioner-mahasiswa': () => import('./pages/KuesionerMahasiswaPage'),
    'kuesioner-dosen': () => import('./pages/KuesionerDosenPage'),
    kuesioner: () => import('./pages/KuesionerPage'),
    'survei-dosen': () => import('./pages/SurveiKuesionerDosenPage'),
    'survei-mahasiswa': () => import('./pages/SurveiKuesionerMahasiswaPage'),
    kelola: () => import('./pages/KelolaKuesionerPage'),
    'kelola-detail': () => import('./pages/KelolaKuesionerDetailPage'),
    'hasil-kuesioner': () => import('./pages/HasilKuesionerPage'),
  },
  notifications: { 'kuesioner-mahasiswa': () => import('./notifications/kuesioner-mahasiswa') },
});
