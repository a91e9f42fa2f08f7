import { defineModule } from '../../core/contract/manifest';

/**
 * Student records (spec section 2, "Student routes"): biodata and study position, password page,
 * KHS, grade summary, finance, documents, service tickets, PMB file check and seminar
 * certificates. Grades are read from `krs` (its public.ts); the tuition-paid rule is registered
 * into krs's KRS_GATE. API prefixes are the spec's call paths; 'dokumen' is a string prefix in
 * the kernel's check, so the routes keep to `dokumen` itself and `dokumen/mahasiswa/...`, leaving
 * master-data's `dokumen/kategori` and the lecturer module's `dokumen/dosen` alone.
 */
export const studentManifest = defineModule({
  id: 'student',
  version: '0.1.0',
  requires: ['master-data', 'krs'],
  routes: [
    { id: 'data-pribadi', path: '/data-pribadi', audience: ['mhs00'], akun: 'data-pribadi' },
    { id: 'data-pribadi-detail', path: '/data-pribadi/detail', audience: ['mhs00'] },
    { id: 'ganti-password', path: '/data-pribadi/ganti-password', audience: ['mhs00'], akun: 'ganti-password' },
    { id: 'khs', path: '/data-akademik/khs', audience: ['mhs00'] },
    { id: 'rangkuman-nilai', path: '/data-akademik/rangkuman-nilai', audience: ['mhs00'] },
    { id: 'keuangan', path: '/keuangan', audience: ['mhs00'] },
    { id: 'sertifikat-seminar', path: '/sertifikat-seminar', audience: ['mhs00'] },
    { id: 'dokumen', path: '/dokumen', audience: ['mhs00'] },
  ],
  menu: [
    { route: 'data-pribadi', label: 'menu.profil', section: 'menu.data_pribadi', icon: 'user', order: 100 },
    { route: 'ganti-password', label: 'menu.ganti_password', section: 'menu.data_pribadi', icon: 'user', order: 110 },
    { route: 'khs', label: 'menu.khs', section: 'menu.hasil_studi', icon: 'chart', order: 230 },
    { route: 'rangkuman-nilai', label: 'menu.rangkuman_nilai', section: 'menu.hasil_studi', icon: 'chart', order: 240 },
    { route: 'keuangan', label: 'menu.keuangan', icon: 'money', order: 600 },
    { route: 'sertifikat-seminar', label: 'menu.sertifikat_seminar', icon: 'file', order: 610 },
    { route: 'dokumen', label: 'menu.dokumen', icon: 'file', order: 620 },
  ],
  notifications: [{ id: 'tagihan', audience: ['mhs00'] }],
  apiPrefixes: [
    'biodata/mahasiswa', 'presensi/semester-aktif', 'khs', 'rangkuman-nilai', 'keuangan', 'dokumen',
    'tiket-pelayanan', 'periksa/berkas-pmb', 'event/sertifikat',
  ],
});
