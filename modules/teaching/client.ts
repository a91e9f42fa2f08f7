import { defineClientModule } from '../../core/client/module';
import { teachingManifest } from './manifest';

export default defineClientModule({
  manifest: teachingManifest,
  pages: {
    jadwal: () => import('./pages/JadwalPage'),
    'input-nilai': () => import('./pages/InputNilaiPage'),
    'jadwal-koordinator': () => import('./pages/JadwalPage'),
    'input-nilai-koordinator': () => import('./pages/InputNilaiPage'),
    'bahan-ajar': () => import('./pages/BahanAjarPage'),
    'bukti-mengajar': () => import('./pages/BuktiMengajarPage'),
    'detail-bukti-mengajar': () => import('./pages/DetailBuktiMengajarPage'),
    'bahan-ajar-koordinator': () => import('./pages/BahanAjarPage'),
    'bukti-mengajar-koordinator': () => import('./pages/BuktiMengajarPage'),
    'detail-bukti-mengajar-koordinator': () => import('./pages/DetailBuktiMengajarPage'),
    'waktu-mengajar': () => import('./pages/WaktuMengajarPage'),
    'rumpun-mata-kuliah': () => import('./pages/RumpunMataKuliahPage'),
    'prioritas-mata-kuliah': () => import('./pages/PrioritasMataKuliahPage'),
    'bidang-keahlian': () => import('./pages/BidangKeahlianPage'),
    'waktu-mengajar-dosen': () => import('./pages/WaktuMengajarPage'),
    'rumpun-mata-kuliah-dosen': () => import('./pages/RumpunMataKuliahPage'),
    'prioritas-mata-kuliah-dosen': () => import('./pages/PrioritasMataKuliahPage'),
    'bidang-keahlian-dosen': () => import('./pages/BidangKeahlianPage'),
  },
});
