import type { UsulanSemesterPendek } from '../schemas';
import type { UsulanProdi } from '../schemas-prodi';

// Answers of the teaching calls shared by the page tests.
export const JADWAL = {
  semester: { id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' },
  input_nilai: { dibuka: true, mulai: '2026-11-19', selesai: '2027-04-08', alasan: null },
  data: [
    {
      id_kelas: 501, id_mata_kuliah: 40, id_semester_registrasi: 13, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3, nama_kelas: 'A',
      hari: 1, jam_mulai: '08:00', jam_selesai: '10:30', nama_ruang: 'R.301', jumlah_mahasiswa: 2, pertemuan_terlaksana: 1, pertemuan_direncanakan: 16, jumlah_dinilai: 0, nilai_lengkap: false, divalidasi: false,
    },
    {
      id_kelas: 502, id_mata_kuliah: 41, id_semester_registrasi: 13, kode_mata_kuliah: 'IF5102', nama_mata_kuliah: 'Data Mining', sks: 2, nama_kelas: 'B',
      hari: null, jam_mulai: null, jam_selesai: null, nama_ruang: null, jumlah_mahasiswa: 3, pertemuan_terlaksana: 0, pertemuan_direncanakan: 0, jumlah_dinilai: 3, nilai_lengkap: true, divalidasi: false,
    },
    {
      id_kelas: 503, id_mata_kuliah: 42, id_semester_registrasi: 13, kode_mata_kuliah: 'IF3101', nama_mata_kuliah: 'Basis Data', sks: 3, nama_kelas: 'A',
      hari: 3, jam_mulai: '13:00', jam_selesai: '15:30', nama_ruang: 'R.204', jumlah_mahasiswa: 4, pertemuan_terlaksana: 2, pertemuan_direncanakan: 16, jumlah_dinilai: 4, nilai_lengkap: true, divalidasi: true,
    },
  ],
};

export const INPUT = {
  jumlah_pertemuan: 4,
  pertemuan_direncanakan: 16,
  mata_kuliah: { id_mata_kuliah: 40, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3 },
  kelas: { id_kelas: 501, nama_kelas: 'A', id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' },
  input_nilai: { dibuka: true, mulai: '2026-11-19', selesai: '2027-04-08', alasan: null },
  perubahan_nilai: { dibuka: false, mulai: '2027-04-09', selesai: '2027-05-08', alasan: 'masa perubahan nilai semester ini baru dibuka 9 April 2027.' },
  validasi: null,
  mahasiswa: [
    { id_mahasiswa: 7, id_krs_kelas: 70, nim: '2023010100001', nama_mahasiswa: 'Andi Pratama', hadir: 4, persen_kehadiran: 100, nilai_angka: null, nilai_huruf: null, nilai_indeks: null },
    { id_mahasiswa: 8, id_krs_kelas: 80, nim: '2023010100002', nama_mahasiswa: 'Sari Dewi', hadir: 3, persen_kehadiran: 75, nilai_angka: null, nilai_huruf: null, nilai_indeks: null },
  ],
};

/** The receipt of INPUT's class once validated (decision 0020). */
export const BUKTI_VALIDASI = {
  mata_kuliah: {
    id_mata_kuliah: 40, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3, id_kelas: 501, nama_kelas: 'A',
    id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil', jumlah_mahasiswa: 2, rata_rata_nilai: 77.75,
    distribusi_nilai: [{ nilai_huruf: 'A', nilai_indeks: 4, jumlah: 1 }, { nilai_huruf: 'B', nilai_indeks: 3, jumlah: 1 }],
  },
  biodata: { id_dosen: 1, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nidn: '0050777891', nip: '197707052007041000', nama_prodi: 'S1 Teknik Informatika' },
  tanggal: '2026-11-26T14:05:09+07:00',
};

/** INPUT with every student graded. */
export const INPUT_LENGKAP = {
  ...INPUT,
  mahasiswa: [
    { ...INPUT.mahasiswa[0], nilai_angka: 85.5, nilai_huruf: 'A', nilai_indeks: 4 },
    { ...INPUT.mahasiswa[1], nilai_angka: 70, nilai_huruf: 'B', nilai_indeks: 3 },
  ],
};

export const BAHAN = {
  id_mata_kuliah: 40, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3,
  content: 'Mata kuliah Komputasi Awan (3 SKS).\n\nTopik mingguan:\n1. Pengantar dan kontrak kuliah\n2. Pokok bahasan 1',
  file_rps: { nama: 'RPS IF5101 Komputasi Awan.pdf', mime: 'application/pdf', ukuran: 12_345 },
};

const pertemuan = (id: number, ke: number, tanggal: string, o: object = {}) => ({
  id_pertemuan: id, pertemuan_ke: ke, jenis: 'kuliah', tanggal, jam_mulai: '08:00', jam_selesai: '10:30', terlaksana: false, topik: null, jumlah_bukti: 0, bisa_unggah: false, ...o,
});

export const BUKTI = {
  mata_kuliah: INPUT.mata_kuliah,
  kelas: INPUT.kelas,
  maks_bukti: 5,
  maks_ukuran: 5 * 1024 * 1024,
  data: [
    pertemuan(901, 1, '2026-11-19', { terlaksana: true, topik: 'Pengantar', jumlah_bukti: 1, bisa_unggah: true }),
    pertemuan(902, 2, '2026-11-26', { bisa_unggah: true }),
    pertemuan(903, 3, '2026-12-03'),
  ],
};

export const DETAIL = {
  mata_kuliah: INPUT.mata_kuliah,
  kelas: INPUT.kelas,
  pertemuan: BUKTI.data[0],
  jumlah_mahasiswa: 30,
  jumlah_hadir: 27,
  bukti: [
    { id_bukti_mengajar: 71, topik: 'Pengantar', nama: 'Foto Kelas.png', mime: 'image/png', ukuran: 2048, diunggah_pada: '2026-11-19T03:30:00.000Z' },
  ],
};

// Teaching preferences (kor00).
const mk = (id: number, kode: string, nama: string, semester: number, rumpun: string | null, dipilih = true) =>
  ({ id_mata_kuliah: id, kode_mata_kuliah: kode, nama_mata_kuliah: nama, sks: 3, semester_paket: semester, nama_rumpun: rumpun, rumpun_dipilih: dipilih });
const RPL = 'Pemrograman dan Rekayasa Perangkat Lunak';
const SJK = 'Sistem dan Jaringan Komputer';
export const PILIHAN_MK = [
  mk(11, 'TIF101', 'Algoritma dan Pemrograman', 1, RPL), mk(17, 'TIF303', 'Sistem Operasi', 3, SJK, false),
  mk(19, 'TIF402', 'Rekayasa Perangkat Lunak', 4, RPL), mk(22, 'TIF502', 'Pemrograman Web', 5, RPL), mk(25, 'TIF701', 'Komputasi Awan', 7, SJK),
];
export const PRIORITAS = {
  maks: 5,
  data: [{ urutan: 1, ...PILIHAN_MK[2] }, { urutan: 2, ...PILIHAN_MK[3] }, { urutan: 3, ...PILIHAN_MK[4] }],
  pilihan: PILIHAN_MK,
};
export const WAKTU = {
  pengaturan: { hari: [1, 2, 3, 4, 5, 6], jam_buka: '07:00', jam_tutup: '21:00', durasi_minimal_menit: 50 },
  data: [{ hari: 1, jam_mulai: '08:00', jam_selesai: '12:00' }, { hari: 3, jam_mulai: '08:00', jam_selesai: '15:00' }],
};
const tanpaRumpun = ({ nama_rumpun: _, rumpun_dipilih: __, ...m }: ReturnType<typeof mk>) => m;
export const RUMPUN = {
  nama_prodi: 'Teknik Informatika',
  data: [
    { id_rumpun_mata_kuliah: 3, nama_rumpun: 'Kecerdasan Buatan dan Sains Data', dipilih: false, mata_kuliah: [tanpaRumpun(mk(20, 'TIF501', 'Kecerdasan Buatan', 5, null))] },
    { id_rumpun_mata_kuliah: 5, nama_rumpun: RPL, dipilih: true, mata_kuliah: [PILIHAN_MK[0], PILIHAN_MK[2], PILIHAN_MK[3]].map(tanpaRumpun) },
    { id_rumpun_mata_kuliah: 6, nama_rumpun: SJK, dipilih: true, mata_kuliah: [PILIHAN_MK[1], PILIHAN_MK[4]].map(tanpaRumpun) },
  ],
};
export const BIDANG = {
  data: [
    { id_bidang_keahlian: 1, nama_bidang_keahlian: 'Rekayasa Perangkat Lunak', kelompok: 'Ilmu Komputer' },
    { id_bidang_keahlian: 2, nama_bidang_keahlian: 'Kecerdasan Buatan', kelompok: 'Ilmu Komputer' },
    { id_bidang_keahlian: 3, nama_bidang_keahlian: 'Sains Data', kelompok: 'Ilmu Komputer' },
    { id_bidang_keahlian: 10, nama_bidang_keahlian: 'Manajemen Keuangan', kelompok: 'Ekonomi dan Bisnis' },
  ],
};
export const BIDANG_DOSEN = { maks: 2, data: [BIDANG.data[0]] };

// Short semester (dsn00).
export const JADWAL_SP = {
  semester: { id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Pendek' },
  input_nilai: { dibuka: false, mulai: '2026-07-08', selesai: '2026-09-03', alasan: 'batas input nilai semester ini sudah lewat (3 September 2026). Nilai yang sudah diberikan dapat diubah melalui Perubahan Nilai selama masa perubahan nilai.' },
  data: [{ ...JADWAL.data[0], id_kelas: 601, id_semester_registrasi: 12, jumlah_mahasiswa: 8, pertemuan_terlaksana: 0, pertemuan_direncanakan: 0, jumlah_dinilai: 8, nilai_lengkap: true }],
};
export const USULAN_SP = {
  semester: { kode_semester: '20263', nama_semester: '2026/2027 Pendek' },
  sks_maks: 9,
  data: [{ id_mata_kuliah: 40, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3, diusulkan_pada: '2026-11-20T09:15:00', keputusan: null }] as UsulanSemesterPendek['data'],
  pilihan: [
    { id_mata_kuliah: 41, kode_mata_kuliah: 'IF5102', nama_mata_kuliah: 'Data Mining', sks: 2 },
    { id_mata_kuliah: 42, kode_mata_kuliah: 'IF3101', nama_mata_kuliah: 'Basis Data', sks: 3 },
  ],
};

// Grade change after the deadline (dsn00).
export const PERUBAHAN = {
  data: [{
    semester: { id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Genap' },
    perubahan_nilai: { dibuka: true, mulai: '2026-07-15', selesai: '2027-01-14', alasan: null },
    kelas: [
      { id_kelas: 295, id_mata_kuliah: 33, id_semester_registrasi: 11, kode_mata_kuliah: 'IF4203', nama_mata_kuliah: 'Keamanan Informasi', sks: 3, nama_kelas: 'A', jumlah_mahasiswa: 4, jumlah_dinilai: 4, jumlah_perubahan: 1 },
      { id_kelas: 296, id_mata_kuliah: 34, id_semester_registrasi: 11, kode_mata_kuliah: 'IF4204', nama_mata_kuliah: 'Data Mining', sks: 2, nama_kelas: 'B', jumlah_mahasiswa: 3, jumlah_dinilai: 3, jumlah_perubahan: 0 },
    ],
  }],
  berikutnya: { semester: { id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' }, mulai: '2027-04-09', selesai: '2027-05-08' },
};

export const INPUT_PERUBAHAN = {
  ...INPUT,
  kelas: { id_kelas: 295, nama_kelas: 'A', id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Genap' },
  mata_kuliah: { id_mata_kuliah: 33, kode_mata_kuliah: 'IF4203', nama_mata_kuliah: 'Keamanan Informasi', sks: 3 },
  input_nilai: { dibuka: false, mulai: '2026-02-15', selesai: '2026-07-14', alasan: 'batas input nilai semester ini sudah lewat (14 Juli 2026).' },
  perubahan_nilai: { dibuka: true, mulai: '2026-07-15', selesai: '2027-01-14', alasan: null },
  mahasiswa: [
    { ...INPUT.mahasiswa[0], nilai_angka: 63, nilai_huruf: 'BC', nilai_indeks: 2.5 },
    { ...INPUT.mahasiswa[1], nilai_angka: 70.5, nilai_huruf: 'B', nilai_indeks: 3 },
  ],
};

export const RIWAYAT = {
  data: [{
    id_riwayat_perubahan_nilai: 5, id_mahasiswa: 8, nim: '2023010100002', nama_mahasiswa: 'Sari Dewi',
    nilai_angka_lama: 64.5, nilai_huruf_lama: 'BC', nilai_indeks_lama: 2.5, nilai_angka_baru: 70.5, nilai_huruf_baru: 'B', nilai_indeks_baru: 3,
    alasan: 'Koreksi nilai UAS: jawaban halaman terakhir belum terhitung.', diubah_oleh: 'Dr. Budi Santoso, M.Kom.', diubah_pada: '2026-07-16T03:00:00.000Z',
  }],
};

// Programme staff (decision 0026).
export const PREFERENSI_DOSEN = {
  data: [{
    id_dosen: 2, nama_dosen: 'Hendra Gunawan, M.T.', nidn: '0412038801', nama_prodi: 'S1 Teknik Informatika',
    waktu_mengajar: [{ hari: 1, jam_mulai: '08:00', jam_selesai: '12:00' }, { hari: 3, jam_mulai: '13:00', jam_selesai: '15:30' }],
    prioritas: [{ urutan: 1, kode_mata_kuliah: 'IF3201', nama_mata_kuliah: 'Rekayasa Perangkat Lunak' }, { urutan: 2, kode_mata_kuliah: 'IF2202', nama_mata_kuliah: 'Pemrograman Web' }],
    rumpun: ['Pemrograman dan Rekayasa Perangkat Lunak'], bidang_keahlian: ['Rekayasa Perangkat Lunak'], jumlah_kelas: 3, jumlah_sks: 9,
  }, {
    id_dosen: 7, nama_dosen: 'Siti Aminah, M.Kom.', nidn: null, nama_prodi: 'S1 Teknik Informatika',
    waktu_mengajar: [], prioritas: [], rumpun: [], bidang_keahlian: [], jumlah_kelas: 0, jumlah_sks: 0,
  }],
  current_page: 1, per_page: 7, total: 9, akses_prodi: [1, 2],
  semester: { id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' },
  semester_pilihan: [{ id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' }, { id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Pendek' }],
  prodi: [{ id_prodi: 2, nama_prodi: 'S1 Sistem Informasi' }, { id_prodi: 1, nama_prodi: 'S1 Teknik Informatika' }],
};

export const USULAN_PRODI: UsulanProdi = {
  semester: { kode_semester: '20263', nama_semester: '2026/2027 Pendek' },
  akses_prodi: [1],
  prodi: [{ id_prodi: 1, nama_prodi: 'S1 Teknik Informatika' }],
  data: [{
    id_mata_kuliah: 40, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3, nama_prodi: 'S1 Teknik Informatika', kuota_terakhir: 30,
    pengusul: [{ id_dosen: 1, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', diusulkan_pada: '2026-11-20T09:15:00' }, { id_dosen: 2, nama_dosen: 'Hendra Gunawan, M.T.', diusulkan_pada: '2026-11-21T10:00:00' }],
    keputusan: null,
  }, {
    id_mata_kuliah: 41, kode_mata_kuliah: 'IF5102', nama_mata_kuliah: 'Data Mining', sks: 2, nama_prodi: 'S1 Teknik Informatika', kuota_terakhir: null,
    pengusul: [{ id_dosen: 2, nama_dosen: 'Hendra Gunawan, M.T.', diusulkan_pada: '2026-11-19T08:00:00' }],
    keputusan: { status: 'ditolak', alasan: 'Peminat terlalu sedikit.', id_kelas: null, nama_kelas: null, pengampu: null, diputuskan_oleh: 'Dedi Kurniawan, S.T.', diputuskan_pada: '2026-11-22T08:00:00' },
  }],
};
