// Answers of the teaching calls shared by the page tests.
export const JADWAL = {
  semester: { id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' },
  input_nilai: { dibuka: true, mulai: '2026-11-19', selesai: '2027-04-08', alasan: null },
  data: [
    {
      id_kelas: 501, id_mata_kuliah: 40, id_semester_registrasi: 13, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3, nama_kelas: 'A',
      hari: 1, jam_mulai: '08:00', jam_selesai: '10:30', nama_ruang: 'R.301', jumlah_mahasiswa: 2, pertemuan_terlaksana: 1, pertemuan_direncanakan: 16, jumlah_dinilai: 0, nilai_lengkap: false,
    },
    {
      id_kelas: 502, id_mata_kuliah: 41, id_semester_registrasi: 13, kode_mata_kuliah: 'IF5102', nama_mata_kuliah: 'Data Mining', sks: 2, nama_kelas: 'B',
      hari: null, jam_mulai: null, jam_selesai: null, nama_ruang: null, jumlah_mahasiswa: 3, pertemuan_terlaksana: 0, pertemuan_direncanakan: 0, jumlah_dinilai: 3, nilai_lengkap: true,
    },
  ],
};

export const INPUT = {
  jumlah_pertemuan: 4,
  pertemuan_direncanakan: 16,
  mata_kuliah: { id_mata_kuliah: 40, kode_mata_kuliah: 'IF5101', nama_mata_kuliah: 'Komputasi Awan', sks: 3 },
  kelas: { id_kelas: 501, nama_kelas: 'A', id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' },
  input_nilai: { dibuka: true, mulai: '2026-11-19', selesai: '2027-04-08', alasan: null },
  mahasiswa: [
    { id_mahasiswa: 7, id_krs_kelas: 70, nim: '2023010100001', nama_mahasiswa: 'Andi Pratama', hadir: 4, persen_kehadiran: 100, nilai_angka: null, nilai_huruf: null, nilai_indeks: null },
    { id_mahasiswa: 8, id_krs_kelas: 80, nim: '2023010100002', nama_mahasiswa: 'Sari Dewi', hadir: 3, persen_kehadiran: 75, nilai_angka: null, nilai_huruf: null, nilai_indeks: null },
  ],
};
