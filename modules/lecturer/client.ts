import { defineClientModule } from '../../core/client/module';
import { lecturerManifest } from './manifest';

export default defineClientModule({
  manifest: lecturerManifest,
  pages: {
    'data-pribadi': () => import('./pages/DataPribadiDosenPage'),
    'kegiatan-dosen': () => import('./pages/KegiatanDosenPage'),
    'kegiatan-dosen-detail': () => import('./pages/DetailKegiatanPage'),
    'validasi-kegiatan-dosen': () => import('./pages/ValidasiKegiatanDosenPage'),
    'izin-dosen': () => import('./pages/IzinDosenPage'),
    'persetujuan-izin-dosen': () => import('./pages/PersetujuanIzinDosenPage'),
    'penugasan-proyek': () => import('./pages/PenugasanProyekPage'),
    'kelola-penugasan-proyek': () => import('./pages/KelolaPenugasanProyekPage'),
    'dokumen-dosen': () => import('./pages/DokumenDosenPage'),
  },
  notifications: {
    'kegiatan-menunggu': () => import('./notifications/kegiatan-menunggu'),
    'izin-menunggu': () => import('./notifications/izin-menunggu'),
    'proyek-menunggu-persetujuan': () => import('./notifications/proyek-menunggu-persetujuan'),
    'proyek-menunggu-validasi': () => import('./notifications/proyek-menunggu-validasi'),
  },
});
