import { defineModule } from '../../core/contract/manifest';

/**
 * The lecturer's personal data (spec sections 1, 2, 3 and 7, "Lecturer data"): biodata with the
 * spec's lists (keluarga_dosen, penugasan, kepangkatan, fungsional, pendidikan, sertifikasi,
 * riwayat_penelitian), the photo, the family, and the teaching / supervision / examining history,
 * on /data-pribadi for dsn00 and kor00 (the student module owns /data-pribadi for mhs00: routes
 * are keyed by user type and path). The supervision and examining history comes from `uaps`
 * when that module is enabled (read through modules/uaps/public.ts); without it the two lists
 * answer `tersedia: false`, so `uaps` is not a requirement. Lecturer activities (kegiatan-dosen-lvl/v2):
 * submitted on /kegiatan-dosen, validated by the programme then the faculty on /validasi-kegiatan-dosen.
 * Leave (absen-jalan): /izin-dosen and /persetujuan-izin-dosen. Project assignments (penugasan-proyek):
 * programme staff assign on /kelola-penugasan-proyek, the lecturer approves and answers on /penugasan-proyek.
 * Lecturers' documents (dokumen-dosen): the administrator files them on /dokumen-dosen (decision 0030).
 */
export const lecturerManifest = defineModule({
  id: 'lecturer',
  version: '0.1.0',
  requires: ['master-data'],
  routes: [
    { id: 'data-pribadi', path: '/data-pribadi', audience: ['dsn00', 'kor00'], akun: 'data-pribadi' },
    // Lecturer activities (kegiatan-dosen-lvl/v2): the spec names no path for the lecturer's pages.
    { id: 'kegiatan-dosen', path: '/kegiatan-dosen', audience: ['dsn00', 'kor00'] },
    { id: 'kegiatan-dosen-detail', path: '/kegiatan-dosen/:id', audience: ['dsn00', 'kor00'] },
    { id: 'validasi-kegiatan-dosen', path: '/validasi-kegiatan-dosen', audience: ['aka00', 'aka02', 'fak00'] },
    { id: 'izin-dosen', path: '/izin-dosen', audience: ['dsn00', 'kor00'] },
    { id: 'persetujuan-izin-dosen', path: '/persetujuan-izin-dosen', audience: ['aka00', 'aka02'] },
    // Project assignments (penugasan-proyek): the spec names no page paths.
    { id: 'penugasan-proyek', path: '/penugasan-proyek', audience: ['dsn00', 'kor00'] },
    { id: 'kelola-penugasan-proyek', path: '/kelola-penugasan-proyek', audience: ['aka00', 'aka02'] },
    // Lecturers' documents filed by the administrator, the personnel office of this product (decision 0030).
    { id: 'dokumen-dosen', path: '/dokumen-dosen', audience: ['adm00'] },
  ],
  menu: [
    // Spec section 2: dsn00's list shows /data-pribadi; kor00 has it "(hidden)". Both reach it from the account menu.
    { route: 'data-pribadi', label: 'menu.data_pribadi', icon: 'user', order: 160, hiddenFor: ['kor00'] },
    { route: 'kegiatan-dosen', label: 'menu.kegiatan_dosen', icon: 'clipboard', order: 170 },
    { route: 'izin-dosen', label: 'menu.izin_dosen', icon: 'calendar', order: 171 },
    { route: 'validasi-kegiatan-dosen', label: 'menu.validasi_kegiatan_dosen', icon: 'check', order: 410 },
    { route: 'persetujuan-izin-dosen', label: 'menu.persetujuan_izin_dosen', icon: 'check', order: 411 },
    { route: 'penugasan-proyek', label: 'menu.penugasan_proyek', icon: 'file', order: 172 },
    { route: 'kelola-penugasan-proyek', label: 'menu.kelola_penugasan_proyek', icon: 'file', order: 412 },
    { route: 'dokumen-dosen', label: 'menu.dokumen_dosen', icon: 'file', order: 140 },
  ],
  notifications: [{ id: 'kegiatan-menunggu', audience: ['aka00', 'aka02', 'fak00'] }, { id: 'izin-menunggu', audience: ['aka00', 'aka02'] },
    { id: 'proyek-menunggu-persetujuan', audience: ['dsn00', 'kor00'] }, { id: 'proyek-menunggu-validasi', audience: ['aka00', 'aka02'] }],
  apiPrefixes: ['biodata/dosen', 'dokumen/dosen', 'surat-tugas', 'kegiatan-dosen-lvl/v2', 'absen-jalan/pengajuan-izin', 'absen-jalan/pemberian-izin', 'absen-jalan/mengikuti-kelas', 'penugasan-proyek', 'dokumen-dosen'],
});
