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
    // Short semester: the same pages in their short-semester mode.
    'jadwal-sp': () => import('./pages/JadwalPage').then((m) => ({ default: m.JadwalSemesterPendekPage })),
    'jadwal-sp-koordinator': () => import('./pages/JadwalPage').then((m) => ({ default: m.JadwalSemesterPendekPage })),
    'input-nilai-sp': () => import('./pages/InputNilaiPage').then((m) => ({ default: m.InputNilaiSemesterPendekPage })),
    'input-nilai-sp-koordinator': () => import('./pages/InputNilaiPage').then((m) => ({ default: m.InputNilaiSemesterPendekPage })),
    'bukti-mengajar-sp': () => import('./pages/BuktiMengajarPage').then((m) => ({ default: m.BuktiMengajarSemesterPendekPage })),
    'bukti-mengajar-sp-koordinator': () => import('./pages/BuktiMengajarPage').then((m) => ({ default: m.BuktiMengajarSemesterPendekPage })),
    'detail-bukti-mengajar-sp': () => import('./pages/DetailBuktiMengajarPage').then((m) => ({ default: m.DetailBuktiMengajarSemesterPendekPage })),
    'perubahan-nilai': () => import('./pages/PerubahanNilaiPage'),
    'perubahan-nilai-koordinator': () => import('./pages/PerubahanNilaiPage'),
    'input-perubahan-nilai': () => import('./pages/InputPerubahanNilaiPage'),
    'input-perubahan-nilai-koordinator': () => import('./pages/InputPerubahanNilaiPage'),
    'waktu-mengajar': () => import('./pages/WaktuMengajarPage'),
    'rumpun-mata-kuliah': () => import('./pages/RumpunMataKuliahPage'),
    'prioritas-mata-kuliah': () => import('./pages/PrioritasMataKuliahPage'),
    'bidang-keahlian': () => import('./pages/BidangKeahlianPage'),
    'waktu-mengajar-dosen': () => import('./pages/WaktuMengajarPage'),
    'rumpun-mata-kuliah-dosen': () => import('./pages/RumpunMataKuliahPage'),
    'prioritas-mata-kuliah-dosen': () => import('./pages/PrioritasMataKuliahPage'),
    'bidang-keahlian-dosen': () => import('./pages/BidangKeahlianPage'),
    'jadwal-nilai': () => import('./pages/JadwalNilaiPage'),
  },
});
