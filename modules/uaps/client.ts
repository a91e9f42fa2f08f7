import { defineClientModule } from '../../core/client/module';
import { uapsManifest } from './manifest';

export default defineClientModule({
  manifest: uapsManifest,
  pages: {
    'rekomendasi-pembimbing': () => import('./pages/RekomendasiPembimbingPage'),
    proposal: () => import('./pages/ProposalPage'),
    'data-tugas-akhir': () => import('./pages/DataTugasAkhirPage'),
    bimbingan: () => import('./pages/BimbinganPage'),
    'sidang-tugas-akhir': () => import('./pages/SidangTugasAkhirPage'),
    'perbaikan-tugas-akhir': () => import('./pages/PerbaikanTugasAkhirPage'),
    'input-nilai-sidang': () => import('./pages/InputNilaiSidangPage'),
    'validasi-perbaikan': () => import('./pages/ValidasiPerbaikanPage'),
    'riwayat-membimbing': () => import('./pages/RiwayatMembimbingPage'),
    'validasi-sidang': () => import('./pages/ValidasiSidangPage'),
    'jadwal-sidang': () => import('./pages/JadwalSidangPage'),
    'validasi-nilai-sidang': () => import('./pages/ValidasiNilaiSidangPage'),
    'nilai-sidang': () => import('./pages/NilaiSidangPage'),
    'kuota-bimbingan': () => import('./pages/KuotaBimbinganPage'),
    'ganti-uaps': () => import('./pages/GantiUjianAkhirPage'),
    'validasi-ganti-pembimbing': () => import('./pages/ValidasiGantiPembimbingPage'),
    'ajuan-diterima': () => import('./pages/AjuanDiterimaPage'),
    'validasi-undur-diri': () => import('./pages/ValidasiUndurDiriPage'),
    'tambahkan-pembimbing': () => import('./pages/TambahkanPembimbingPage'),
    'kuota-bimbingan-detail': () => import('./pages/KuotaBimbinganDetailPage'),
    'bimbingan-mahasiswa': () => import('./pages/BimbinganMahasiswaPage'),
    'data-mahasiswa': () => import('./pages/DataMahasiswaPage'),
    'validasi-ajuan': () => import('./pages/ValidasiAjuanPage'),
    'penugasan-pembimbing': () => import('./pages/PenugasanPembimbingPage'),
    'validasi-bimbingan-publik': () => import('./pages/ValidasiBimbinganPublikPage'),
    'validasi-ganti-uaps': () => import('./pages/ValidasiGantiUapsPage'),
    'ganti-pembimbing': () => import('./pages/GantiPembimbingPage'),
  },
  notifications: {
    'ajuan-prodi': () => import('./notifications/ajuan-prodi'),
    'ajuan-dosen': () => import('./notifications/ajuan-dosen'),
  },
});
