import { defineModule } from '../../core/contract/manifest';
import { PRODI_STAFF } from '../../core/contract/user-types';

const MHS = ['mhs00'] as const;
const DSN = ['dsn00'] as const;

/**
 * The final project (UAPS / tugas akhir). Only pages that work end to end are declared; the
 * reference lists under tugas-akhir/ stay with master-data, so the API prefixes here are precise.
 */
export const uapsManifest = defineModule({
  id: 'uaps',
  version: '0.1.0',
  requires: ['master-data'],
  routes: [
    { id: 'rekomendasi-pembimbing', path: '/ujian-akhir-program-studi/rekomendasi-pembimbing', audience: MHS },
    { id: 'proposal', path: '/ujian-akhir-program-studi/propsal-ujian-akhir', audience: MHS },
    { id: 'data-tugas-akhir', path: '/ujian-akhir-program-studi/data-tugas-akhir', audience: MHS },
    { id: 'bimbingan', path: '/ujian-akhir-program-studi/bimbingan', audience: MHS },
    { id: 'sidang-tugas-akhir', path: '/ujian-akhir-program-studi/sidang-tugas-akhir', audience: MHS },
    { id: 'perbaikan-tugas-akhir', path: '/ujian-akhir-program-studi/perbaikan-tugas-akhir', audience: MHS },
    { id: 'bimbingan-mahasiswa', path: '/ujian-akhir-program-studi/bimbingan-mahasiswa', audience: DSN },
    { id: 'data-mahasiswa', path: '/ujian-akhir-program-studi/data-mahasiswa', audience: DSN },
    { id: 'input-nilai-sidang', path: '/ujian-akhir-program-studi/input-nilai-sidang', audience: DSN },
    { id: 'validasi-perbaikan', path: '/ujian-akhir-program-studi/validasi-perbaikan', audience: DSN },
    { id: 'riwayat-membimbing', path: '/ujian-akhir-program-studi/riwayat-membimbing', audience: DSN },
    { id: 'ganti-uaps', path: '/ujian-akhir-program-studi/ganti-ujian-akhir-program-studi', audience: DSN },
    { id: 'validasi-ajuan', path: '/sidang-pra-uaps/validasi-ajuan', audience: PRODI_STAFF },
    { id: 'penugasan-pembimbing', path: '/sidang-pra-uaps/penugasan-pembimbing', audience: PRODI_STAFF },
    { id: 'validasi-sidang', path: '/sidang-uaps/validasi', audience: PRODI_STAFF },
    { id: 'jadwal-sidang', path: '/sidang-uaps/jadwal-sidang', audience: PRODI_STAFF },
    { id: 'validasi-nilai-sidang', path: '/sidang-uaps/validasi-nilai-sidang', audience: PRODI_STAFF },
    { id: 'nilai-sidang', path: '/sidang-uaps/nilai-sidang', audience: PRODI_STAFF },
    { id: 'validasi-ganti-pembimbing', path: '/ganti-dosen-pembimbing/validasi-ganti-pembimbing', audience: PRODI_STAFF },
    { id: 'ajuan-diterima', path: '/ganti-dosen-pembimbing/ajuan-diterima', audience: PRODI_STAFF },
    { id: 'validasi-undur-diri', path: '/dosen-undurkan-diri/validasi', audience: PRODI_STAFF },
    { id: 'tambahkan-pembimbing', path: '/dosen-undurkan-diri/tambahkan-pembimbing', audience: PRODI_STAFF },
    { id: 'kuota-bimbingan', path: '/data-laporan/kuota-bimbingan', audience: PRODI_STAFF },
    { id: 'kuota-bimbingan-detail', path: '/data-laporan/kuota-bimbingan/detail/:id_dosen', audience: PRODI_STAFF },
    { id: 'validasi-bimbingan-publik', path: '/validasi/s/bimbingan', audience: 'public' },
  ],
  menu: [
    { route: 'rekomendasi-pembimbing', label: 'menu.rekomendasi_pembimbing', icon: 'school', section: 'menu.seksi_uaps', order: 500 },
    { route: 'proposal', label: 'menu.proposal', icon: 'file', section: 'menu.seksi_uaps', order: 501 },
    { route: 'data-tugas-akhir', label: 'menu.data_tugas_akhir', icon: 'clipboard', section: 'menu.seksi_uaps', order: 502 },
    { route: 'bimbingan', label: 'menu.bimbingan', icon: 'book', section: 'menu.seksi_uaps', order: 503 },
    { route: 'sidang-tugas-akhir', label: 'menu.sidang_tugas_akhir', icon: 'calendar', section: 'menu.seksi_uaps', order: 504 },
    { route: 'perbaikan-tugas-akhir', label: 'menu.perbaikan_tugas_akhir', icon: 'file', section: 'menu.seksi_uaps', order: 505 },
    { route: 'bimbingan-mahasiswa', label: 'menu.bimbingan_mahasiswa', icon: 'book', section: 'menu.seksi_uaps', order: 500 },
    { route: 'data-mahasiswa', label: 'menu.data_mahasiswa', icon: 'users', section: 'menu.seksi_uaps', order: 501 },
    { route: 'input-nilai-sidang', label: 'menu.input_nilai_sidang', icon: 'clipboard', section: 'menu.seksi_uaps', order: 502 },
    { route: 'validasi-perbaikan', label: 'menu.validasi_perbaikan', icon: 'check', section: 'menu.seksi_uaps', order: 503 },
    { route: 'riwayat-membimbing', label: 'menu.riwayat_membimbing', icon: 'chart', section: 'menu.seksi_uaps', order: 504 },
    { route: 'ganti-uaps', label: 'menu.ganti_uaps', icon: 'swap', section: 'menu.seksi_uaps', order: 505 },
    { route: 'validasi-ajuan', label: 'menu.validasi_ajuan', icon: 'check', section: 'menu.seksi_pra_uaps', order: 500 },
    { route: 'penugasan-pembimbing', label: 'menu.penugasan_pembimbing', icon: 'users', section: 'menu.seksi_pra_uaps', order: 501 },
    { route: 'validasi-sidang', label: 'menu.validasi_sidang', icon: 'check', section: 'menu.seksi_sidang_uaps', order: 510 },
    { route: 'jadwal-sidang', label: 'menu.jadwal_sidang', icon: 'calendar', section: 'menu.seksi_sidang_uaps', order: 511 },
    { route: 'validasi-nilai-sidang', label: 'menu.validasi_nilai_sidang', icon: 'clipboard', section: 'menu.seksi_sidang_uaps', order: 512 },
    { route: 'nilai-sidang', label: 'menu.nilai_sidang', icon: 'chart', section: 'menu.seksi_sidang_uaps', order: 513 },
    { route: 'validasi-ganti-pembimbing', label: 'menu.validasi_ganti_pembimbing', icon: 'swap', section: 'menu.seksi_ganti_pembimbing', order: 515 },
    { route: 'ajuan-diterima', label: 'menu.ajuan_diterima', icon: 'users', section: 'menu.seksi_ganti_pembimbing', order: 516 },
    { route: 'validasi-undur-diri', label: 'menu.validasi_undur_diri', icon: 'swap', section: 'menu.seksi_undur_diri', order: 517 },
    { route: 'tambahkan-pembimbing', label: 'menu.tambahkan_pembimbing', icon: 'users', section: 'menu.seksi_undur_diri', order: 518 },
    { route: 'kuota-bimbingan', label: 'menu.kuota_bimbingan', icon: 'chart', section: 'menu.seksi_laporan', order: 520 },
  ],
  notifications: [
    { id: 'ajuan-prodi', audience: PRODI_STAFF },
    { id: 'ajuan-dosen', audience: DSN },
  ],
  apiPrefixes: [
    'tugas-akhir/rekomendasi/', 'tugas-akhir/pengajuan-proposal/', 'tugas-akhir/proposal/', 'tugas-akhir/validasi/',
    'tugas-akhir/mahasiswa', 'tugas-akhir/dt', 'tugas-akhir/penugasan-pembimbing', 'tugas-akhir/bimbingan', 'tugas-akhir/dashboard/',
    'tugas-akhir/pengajuan-sidang/', 'tugas-akhir/sidang/', 'tugas-akhir/penilaian', 'tugas-akhir/perbaikan-setelah-sidang',
    // Sibling paths named separately: a prefix covers a path only at a segment boundary.
    'tugas-akhir/mahasiswa-bimbingan', 'tugas-akhir/dt-csv', 'tugas-akhir/bimbingan-riwayat', 'tugas-akhir/penilaian-v2', 'tugas-akhir/penilaian-sidang',
    'tugas-akhir/kuota/', 'tugas-akhir/perubahan-pembimbing/',
    'tugas-akhir/riwayat/',
  ],
});
