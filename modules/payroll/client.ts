import { defineClientModule } from '../../core/client/module';
import { payrollManifest } from './manifest';

export default defineClientModule({
  manifest: payrollManifest,
  pages: {
    'gaji-bulanan': () => import('./pages/GajiBulananPage'),
    'honor-uts-uas': () => import('./pages/HonorUtsUasPage'),
    'pengaturan-gaji': () => import('./pages/PengaturanGajiPage'),
    'rekening-dosen': () => import('./pages/RekeningDosenPage'),
    'komponen-bulanan': () => import('./pages/KomponenBulananPage'),
    'tutup-buku': () => import('./pages/TutupBukuPage'),
    'pembayaran-gaji': () => import('./pages/PembayaranGajiPage'),
  },
  notifications: {
    'gaji-belum-ditransfer': () => import('./notifications/gaji-belum-ditransfer'),
  },
});
