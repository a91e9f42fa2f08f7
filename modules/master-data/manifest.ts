import { defineModule } from '../../core/contract/manifest';
import { USER_TYPES } from '../../core/contract/user-types';

/**
 * Master data: the reference lists of spec section 7 and the academic core tables (faculties,
 * programmes, semesters, lecturers, students, courses, classes, rooms), and the one page that reads the
 * announcements of GET informasi: /pengumuman, for every user type, like the 'Pengumuman' card and the
 * bell that link to it. The spec's menus do not list it, so it has no menu entry; the card is the way in.
 * Prefixes are exact so that `tugas-akhir/`, `absen-jalan/`, `kegiatan-dosen-lvl/` and `dokumen`
 * stay with the modules that own the rest of those paths.
 */
export const masterDataManifest = defineModule({
  id: 'master-data',
  version: '0.1.0',
  requires: [],
  routes: [
    { id: 'pengumuman', path: '/pengumuman', audience: USER_TYPES },
    // The administrator's rooms (decision 0033, not a spec page).
    { id: 'ruang-kelas', path: '/ruang-kelas', audience: ['adm00'] },
  ],
  menu: [
    { route: 'ruang-kelas', label: 'menu.ruang_kelas', caption: 'menu.ruang_kelas_keterangan', icon: 'school', section: 'menu.data_master', order: 120 },
  ],
  notifications: [{ id: 'informasi', audience: USER_TYPES }],
  apiPrefixes: [
    'agama', 'kewarganegaraan', 'shift', 'fakultas', 'provinsi', 'semester', 'dokumen/kategori', 'informasi',
    'status-pernikahan', 'prodi', 'absen-jalan/jenis-lampiran-pengajuan', 'kegiatan-dosen-lvl/v2/pengajuan/sesi',
    'tugas-akhir/jenis-tugas-akhir', 'tugas-akhir/pengajuan-ta/syarat-berkas', 'tugas-akhir/matkul-kompre',
    'tugas-akhir/status-pengajuan', 'tugas-akhir/dosen-pembimbing', 'tugas-akhir/status-ta',
    'tugas-akhir/pengajuan-sidang/syarat-berkas', 'tugas-akhir/status-sidang', 'tugas-akhir/status-hasil-sidang',
    'tugas-akhir/status-kegiatan', 'tugas-akhir/komponen-penilaian', 'tugas-akhir/komponen-penilaian-v2', 'lokasi-kampus', 'gedung', 'ruang',
  ],
});
