import type { BiodataDosen, DokumenDosen, RiwayatMengajar, SemesterMengajar } from '../schemas';

export const BIODATA: BiodataDosen = {
  id_dosen: 1, nama_dosen: 'Budi Santoso', gelar_depan_dosen: 'Dr. Ir.', gelar_belakang_dosen: 'M.Kom.', nama_lengkap: 'Dr. Ir. Budi Santoso, M.Kom.',
  nuptk: '0000112345678901', nidn: '0101018001', nip: '198001012005011001', jenis_kelamin: 'L', tempat_lahir: 'Bandung', tanggal_lahir: '1980-01-01',
  no_sk_dosen: '045/SK/REK/UNUS/III/2005', tanggal_sk: '2005-03-01', nama_prodi: 'Teknik Informatika', jenjang: 'S1', nama_fakultas: 'Fakultas Ilmu Komputer',
  nama_jabatan_fungsional: 'Lektor Kepala', aktif: true, email: 'budi.santoso1@unusantara.ac.id', hp: '081234567890',
  alamat: 'Jl. Dipati Ukur No. 35, Kota Bandung', punya_foto: false,
  keluarga_dosen: [
    { id_keluarga_dosen: 1, hubungan: 'istri', nama: 'Sri Wahyuni, S.Pd.', tempat_lahir: 'Garut', tanggal_lahir: '1982-06-14', pekerjaan: 'Guru' },
    { id_keluarga_dosen: 2, hubungan: 'anak', nama: 'Rizky Pratama Santoso', tempat_lahir: 'Bandung', tanggal_lahir: '2008-09-02', pekerjaan: null },
  ],
  penugasan: [
    { idp: 1, id_group_user: 'dsn00', kode_penugasan: 'dsn', sebagai_ketua_prodi: false, nama_prodi: 'Teknik Informatika', nama_fakultas: 'Fakultas Ilmu Komputer', nama_lembaga: null },
    { idp: 2, id_group_user: 'aka02', kode_penugasan: 'prd', sebagai_ketua_prodi: true, nama_prodi: 'Teknik Informatika', nama_fakultas: 'Fakultas Ilmu Komputer', nama_lembaga: null },
  ],
  kepangkatan: [{ id_kepangkatan: 1, golongan: 'IV/a', pangkat: 'Pembina', nomor_sk: '203/SK/YPN/2018', tmt: '2018-10-01' }],
  fungsional: [{ id_fungsional: 1, nama_jabatan_fungsional: 'Lektor Kepala', nomor_sk: '12345/M/KPT/2016', tmt: '2016-10-01', angka_kredit: 400.5 }],
  pendidikan: [{ id_pendidikan: 1, jenjang: 'S3', gelar: 'Dr.', bidang_studi: 'Ilmu Komputer', perguruan_tinggi: 'Universitas Indonesia', tahun_lulus: 2014 }],
  sertifikasi: [],
  riwayat_penelitian: [{ id_penelitian: 1, judul: 'Deteksi Dini Mahasiswa Berisiko Putus Studi', tahun: 2022, peran: 'ketua', sumber_dana: 'Hibah Penelitian Dasar', jumlah_dana: 75_000_000 }],
};

export const MENGAJAR: RiwayatMengajar[] = [
  { id_kelas: 5, id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil', kode_mata_kuliah: 'IF301', nama_mata_kuliah: 'Komputasi Awan', nama_kelas: 'A', sks: 3, nama_prodi: 'Teknik Informatika' },
];

export const SEMESTER: SemesterMengajar[] = [
  { id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil', aktif: true },
  { id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Genap', aktif: false },
];

/** A page of the teaching history as the server answers it. */
export const halamanMengajar = (total = MENGAJAR.length, current_page = 1) => ({ data: MENGAJAR, current_page, per_page: 10, total, semester: SEMESTER });

export const DOKUMEN: DokumenDosen[] = [
  { id_dokumen_dosen: 7, jenis: 'sk', nama_kategori: 'Surat Keputusan (SK)', judul: 'SK Pengangkatan Dosen Tetap', nomor: '045/SK/REK/UNUS/III/2005', tanggal: '2005-03-01', nama_berkas: 'SK-Pengangkatan-Dosen-Tetap.pdf', ukuran: 24_576 },
];
