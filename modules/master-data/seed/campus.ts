/** The demo campus: Universitas Nusantara, Bandung. */
export const KAMPUS = { nama: 'Universitas Nusantara', domain: 'unusantara.ac.id' } as const;

export interface ProdiDef {
  kode: string;
  prefix: string;
  nama: string;
  jenjang: 'D3' | 'S1' | 'S2';
  akreditasi: string;
  /** Share of the student body. */
  bobot: number;
  peminatan: string[];
  /** Programme courses: `semester|sks|nama` with an optional `|prasyarat nama` and `*` after the name for comprehensive-exam courses. */
  matkul: string[];
}

export interface FakultasDef {
  kode: string;
  singkatan: string;
  nama: string;
  prodi: ProdiDef[];
}

/** General courses of every S1 programme (MKWU and final stages). */
export const MATKUL_UMUM_S1 = [
  '1|2|Pendidikan Agama', '1|2|Pancasila', '1|2|Bahasa Indonesia', '1|2|Bahasa Inggris I',
  '2|2|Pendidikan Kewarganegaraan', '2|2|Bahasa Inggris II|Bahasa Inggris I', '5|2|Kewirausahaan',
  '6|3|Metodologi Penelitian', '7|4|Kuliah Kerja Nyata', '7|2|Kerja Praktik', '8|6|Skripsi|Metodologi Penelitian',
];
export const MATKUL_UMUM_S2 = ['1|2|Filsafat Ilmu', '2|3|Metodologi Penelitian Lanjut', '4|6|Tesis|Metodologi Penelitian Lanjut'];

export const FAKULTAS: FakultasDef[] = [
  { kode: '01', singkatan: 'FIK', nama: 'Fakultas Ilmu Komputer', prodi: [
    { kode: '55201', prefix: 'TIF', nama: 'Teknik Informatika', jenjang: 'S1', akreditasi: 'Unggul', bobot: 20,
      peminatan: ['Rekayasa Perangkat Lunak', 'Kecerdasan Buatan', 'Jaringan dan Keamanan Komputer'],
      matkul: ['1|3|Algoritma dan Pemrograman*', '1|3|Matematika Diskrit', '2|3|Struktur Data*|Algoritma dan Pemrograman', '2|3|Kalkulus',
        '3|3|Basis Data*', '3|3|Pemrograman Berorientasi Objek|Struktur Data', '3|3|Sistem Operasi', '4|3|Jaringan Komputer*',
        '4|3|Rekayasa Perangkat Lunak*|Pemrograman Berorientasi Objek', '4|3|Statistika dan Probabilitas', '5|3|Kecerdasan Buatan|Statistika dan Probabilitas',
        '5|3|Pemrograman Web|Basis Data', '6|3|Pembelajaran Mesin|Kecerdasan Buatan', '6|3|Keamanan Informasi|Jaringan Komputer', '7|3|Komputasi Awan'] },
    { kode: '57201', prefix: 'SIF', nama: 'Sistem Informasi', jenjang: 'S1', akreditasi: 'Baik Sekali', bobot: 15,
      peminatan: ['Sistem Informasi Bisnis', 'Tata Kelola Teknologi Informasi'],
      matkul: ['1|3|Pengantar Sistem Informasi*', '1|3|Dasar Pemrograman', '2|3|Analisis Proses Bisnis', '2|3|Basis Data|Dasar Pemrograman',
        '3|3|Analisis dan Perancangan Sistem*|Pengantar Sistem Informasi', '3|3|Pemrograman Web', '4|3|Manajemen Proyek Sistem Informasi*',
        '4|3|Sistem Enterprise|Analisis Proses Bisnis', '5|3|Tata Kelola TI*', '5|3|Business Intelligence|Basis Data', '6|3|Audit Sistem Informasi|Tata Kelola TI',
        '6|3|E-Business'] },
  ] },
  { kode: '02', singkatan: 'FEB', nama: 'Fakultas Ekonomi dan Bisnis', prodi: [
    { kode: '61201', prefix: 'MNJ', nama: 'Manajemen', jenjang: 'S1', akreditasi: 'Baik Sekali', bobot: 18,
      peminatan: ['Manajemen Keuangan', 'Manajemen Pemasaran', 'Manajemen Sumber Daya Manusia'],
      matkul: ['1|3|Pengantar Manajemen*', '1|3|Pengantar Ekonomi Mikro', '2|3|Pengantar Ekonomi Makro', '2|3|Pengantar Akuntansi',
        '3|3|Manajemen Pemasaran*|Pengantar Manajemen', '3|3|Manajemen Keuangan*|Pengantar Akuntansi', '4|3|Manajemen Sumber Daya Manusia*|Pengantar Manajemen',
        '4|3|Manajemen Operasional', '5|3|Perilaku Konsumen|Manajemen Pemasaran', '5|3|Manajemen Investasi|Manajemen Keuangan', '6|3|Manajemen Strategik', '6|3|Studi Kelayakan Bisnis'] },
    { kode: '62201', prefix: 'AKT', nama: 'Akuntansi', jenjang: 'S1', akreditasi: 'Unggul', bobot: 14,
      peminatan: ['Akuntansi Keuangan', 'Perpajakan', 'Auditing'],
      matkul: ['1|3|Pengantar Akuntansi I*', '2|3|Pengantar Akuntansi II|Pengantar Akuntansi I', '2|3|Pengantar Bisnis', '3|3|Akuntansi Keuangan Menengah I*|Pengantar Akuntansi II',
        '3|3|Akuntansi Biaya', '4|3|Akuntansi Keuangan Menengah II|Akuntansi Keuangan Menengah I', '4|3|Perpajakan I*', '5|3|Auditing I*|Akuntansi Keuangan Menengah II',
        '5|3|Sistem Informasi Akuntansi', '6|3|Auditing II|Auditing I', '6|3|Akuntansi Sektor Publik'] },
    { kode: '61101', prefix: 'MMN', nama: 'Magister Manajemen', jenjang: 'S2', akreditasi: 'Baik Sekali', bobot: 3,
      peminatan: ['Manajemen Strategik', 'Manajemen Keuangan'],
      matkul: ['1|3|Manajemen Strategik Lanjut*', '1|3|Ekonomi Manajerial', '2|3|Manajemen Keuangan Lanjut*', '2|3|Kepemimpinan dan Perilaku Organisasi',
        '3|3|Manajemen Pemasaran Strategik', '3|3|Seminar Manajemen|Manajemen Strategik Lanjut'] },
  ] },
  { kode: '03', singkatan: 'FT', nama: 'Fakultas Teknik', prodi: [
    { kode: '22201', prefix: 'TSP', nama: 'Teknik Sipil', jenjang: 'S1', akreditasi: 'Baik Sekali', bobot: 10,
      peminatan: ['Struktur', 'Transportasi', 'Sumber Daya Air'],
      matkul: ['1|3|Matematika Teknik I', '1|2|Menggambar Teknik', '2|3|Mekanika Teknik I*|Matematika Teknik I', '2|3|Fisika Dasar',
        '3|3|Mekanika Teknik II|Mekanika Teknik I', '3|3|Mekanika Tanah I*', '4|3|Struktur Beton I*|Mekanika Teknik II', '4|3|Hidrologi',
        '5|3|Struktur Beton II|Struktur Beton I', '5|3|Rekayasa Transportasi', '6|3|Manajemen Konstruksi', '6|3|Struktur Baja'] },
    { kode: '20201', prefix: 'TEL', nama: 'Teknik Elektro', jenjang: 'S1', akreditasi: 'Baik', bobot: 8,
      peminatan: ['Sistem Tenaga Listrik', 'Elektronika dan Kendali'],
      matkul: ['1|3|Matematika Teknik I', '1|3|Rangkaian Listrik I*', '2|3|Rangkaian Listrik II|Rangkaian Listrik I', '2|3|Fisika Dasar',
        '3|3|Elektronika Dasar*', '3|3|Sinyal dan Sistem', '4|3|Sistem Kendali*|Sinyal dan Sistem', '4|3|Mesin Listrik',
        '5|3|Sistem Tenaga Listrik|Mesin Listrik', '5|3|Mikrokontroler|Elektronika Dasar', '6|3|Elektronika Daya', '6|3|Proteksi Sistem Tenaga'] },
  ] },
  { kode: '04', singkatan: 'FKIP', nama: 'Fakultas Keguruan dan Ilmu Pendidikan', prodi: [
    { kode: '86206', prefix: 'PGS', nama: 'Pendidikan Guru Sekolah Dasar', jenjang: 'S1', akreditasi: 'Unggul', bobot: 12,
      peminatan: ['Pendidikan Matematika SD', 'Pendidikan Bahasa SD'],
      matkul: ['1|3|Pengantar Pendidikan*', '1|3|Perkembangan Peserta Didik', '2|3|Belajar dan Pembelajaran*', '2|3|Konsep Dasar Matematika SD',
        '3|3|Pembelajaran Matematika SD|Konsep Dasar Matematika SD', '3|3|Pembelajaran Bahasa Indonesia SD', '4|3|Evaluasi Pembelajaran*|Belajar dan Pembelajaran',
        '4|3|Pembelajaran IPA SD', '5|3|Pembelajaran Tematik', '5|3|Penelitian Tindakan Kelas', '6|4|Pengenalan Lapangan Persekolahan|Evaluasi Pembelajaran'] },
  ] },
];

/** Institute units; kode is the user-type stem (lbg204.0 -> lbg204). */
export const LEMBAGA = [
  { kode_lembaga: 'lbg204', singkatan: 'LP3', nama_lembaga: 'Lembaga Pengembangan Pendidikan dan Pembelajaran (LP3)' },
  { kode_lembaga: 'lbg205', singkatan: 'LPM', nama_lembaga: 'Lembaga Penjaminan Mutu (LPM)' },
  { kode_lembaga: 'lbg213', singkatan: 'LAK', nama_lembaga: 'Lembaga Administrasi Akademik dan Kemahasiswaan (LAK)' },
];

/** Grade scale of domain-rules.md, valid since the first seeded semester. */
export const SKALA_NILAI = [
  ['A', 80, 4.0, true], ['AB', 75, 3.5, true], ['B', 69, 3.0, true], ['BC', 60, 2.5, true],
  ['C', 55, 2.0, true], ['D', 44, 1.0, false], ['E', 0, 0, false],
] as const;

/** Maximum SKS by previous IPS (domain-rules.md). */
export const BATAS_SKS = [[3.0, 24], [2.5, 21], [2.0, 18], [1.5, 15], [0, 12]] as const;

/** Per-programme numbers of domain-rules.md. */
export const PENGATURAN_BAWAAN = {
  min_kehadiran_persen: 75,
  sks_paket_maks: 20,
  semester_paket_sampai: 2,
  sks_semester_pendek_maks: 9,
  nilai_minimal_lulus: 'C',
  pertemuan_per_semester: 16,
  qr_rotasi_detik: 15,
  kuota_pembimbing_utama: 10,
  min_bimbingan_sidang: 8,
  durasi_tugas_akhir_bulan: 6,
};
