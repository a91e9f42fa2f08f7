import { defineClientModule } from '../../core/client/module';
import { attendanceManifest } from './manifest';

/** Attendance pages, each its own lazy chunk (the scan page carries zxing, about 107 KB gz). */
export default defineClientModule({
  manifest: attendanceManifest,
  pages: {
    'generate-pertemuan': () => import('./pages/GeneratePertemuanPage'),
    'pertemuan-persemester': () => import('./pages/PertemuanPersemesterPage'),
    'presensi-mahasiswa': () => import('./pages/PresensiMahasiswaPage'),
    'pertemuan-kelas': () => import('./pages/PertemuanKelasPage'),
    'detail-pertemuan': () => import('./pages/DetailPertemuanPage'),
    presensi: () => import('./pages/PresensiPage'),
    'pertemuan-mahasiswa': () => import('./pages/PertemuanMahasiswaPage'),
    'scan-qr': () => import('./pages/ScanQrPage'),
    'presensi-manual': () => import('./pages/PresensiManualPage'),
    'level-1-2': () => import('./pages/Level12Page'),
    'jadwal-mengajar-pengganti': () => import('./pages/JadwalMengajarPenggantiPage'),
    'presensi-pengganti': () => import('./pages/PresensiPenggantiPage'),
    'validasi-presensi-manual-dosen': () => import('./pages/ValidasiPresensiManualDosenPage'),
    'validasi-presensi-manual': () => import('./pages/ValidasiPresensiManualPage'),
    'laporan-absensi': () => import('./pages/LaporanAbsensiPage'),
    'laporan-absensi-detail': () => import('./pages/RekapKelasDosenPage'),
    'detail-presensi-kelas': () => import('./pages/RekapKelasDosenPage'),
    'laporan-presensi': () => import('./pages/LaporanPresensiPage'),
    'laporan-presensi-dosen': () => import('./pages/LaporanPresensiDosenPage'),
    'laporan-presensi-kelas': () => import('./pages/LaporanPresensiKelasPage'),
  },
  notifications: {
    'pertemuan-hari-ini': () => import('./notifications/pertemuan-hari-ini'),
    'menunggu-validasi': () => import('./notifications/menunggu-validasi'),
  },
});
