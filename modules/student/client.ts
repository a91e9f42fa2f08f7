import { defineClientModule } from '../../core/client/module';
import { studentManifest } from './manifest';

export default defineClientModule({
  manifest: studentManifest,
  pages: {
    'data-pribadi': () => import('./pages/DataPribadiPage'),
    'data-pribadi-detail': () => import('./pages/BiodataDetailPage'),
    // The form is the core's (every user type changes a password); the spec gives students this path.
    'ganti-password': () => import('../../core/client/pages/GantiPasswordPage'),
    khs: () => import('./pages/KhsPage'),
    'rangkuman-nilai': () => import('./pages/RangkumanNilaiPage'),
    keuangan: () => import('./pages/KeuanganPage'),
    'sertifikat-seminar': () => import('./pages/SertifikatSeminarPage'),
    dokumen: () => import('./pages/DokumenPage'),
  },
  notifications: { tagihan: () => import('./notifications/tagihan') },
});
