// Answers of the questionnaire calls shared by the page tests.
export const INFO = { id_kuesioner: 1, jenis: 'mahasiswa' as const, judul: 'Evaluasi Dosen oleh Mahasiswa (EDOM) 2025/2026 Ganjil', petunjuk: 'Berilah nilai 1 sampai 5.', id_semester_registrasi: 9, nama_semester_registrasi: '2025/2026 Ganjil' };
export const SOAL = [
  { id_soal: 11, urutan: 1, tipe: 'likert' as const, kategori: 'Pedagogik', pertanyaan: 'Dosen menjelaskan materi dengan jelas.' },
  { id_soal: 12, urutan: 2, tipe: 'likert' as const, kategori: 'Profesional', pertanyaan: 'Dosen menguasai materi.' },
  { id_soal: 13, urutan: 3, tipe: 'likert' as const, kategori: 'Sosial', pertanyaan: 'Dosen mudah dihubungi.' },
];
/** A free-text question after the Likert ones (decision 0032). */
export const SOAL_KOMENTAR = { id_soal: 14, urutan: 4, tipe: 'komentar' as const, kategori: 'Saran', pertanyaan: 'Saran untuk dosen dan kelas ini.' };

// Answers of the administrator's calls (kuesioner/kelola).
const kelola = (id: number, jenis: 'mahasiswa' | 'dosen', idSemester: number, semester: string, status: 'draf' | 'terbit' | 'ditutup', jumlah_soal: number, jumlah_lembar: number) => ({
  id_kuesioner: id, jenis, id_semester_registrasi: idSemester, nama_semester_registrasi: semester, semester_aktif: idSemester === 13,
  judul: jenis === 'mahasiswa' ? `Evaluasi Dosen oleh Mahasiswa (EDOM) ${semester}` : `Kuesioner Dosen ${semester}`,
  petunjuk: 'Berilah nilai 1 sampai 5.', status, versi: 2, jumlah_soal, jumlah_lembar,
});
const RIWAYAT_KELOLA = [
  kelola(1, 'mahasiswa', 13, '2026/2027 Ganjil', 'terbit', 8, 240), kelola(2, 'dosen', 13, '2026/2027 Ganjil', 'terbit', 6, 8),
  kelola(3, 'mahasiswa', 11, '2025/2026 Genap', 'ditutup', 8, 120), kelola(4, 'dosen', 11, '2025/2026 Genap', 'ditutup', 6, 4),
];
export const DAFTAR_KELOLA = {
  data: RIWAYAT_KELOLA, current_page: 1, per_page: 7, total: RIWAYAT_KELOLA.length,
  sumber: RIWAYAT_KELOLA.map(({ id_kuesioner, jenis, judul, jumlah_soal }) => ({ id_kuesioner, jenis, judul, jumlah_soal })),
  semester: [
    { id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil', aktif: true },
    { id_semester_registrasi: 12, nama_semester_registrasi: '2025/2026 Pendek', aktif: false },
    { id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Genap', aktif: false },
  ],
};
export const DETAIL_DRAF = {
  ...kelola(9, 'dosen', 12, '2025/2026 Pendek', 'draf', 3, 0), versi: 1,
  soal: SOAL,
  riwayat: [{ dari: null, ke: 'draf' as const, nama_user: 'Administrator', waktu: '2026-11-26T09:05:00' }],
};

/** The survey pages' pickers (GET kuesioner/statistik `pilihan`): INFO's semester and one programme. */
export const PILIHAN = {
  semester: [{ id_semester_registrasi: INFO.id_semester_registrasi, nama_semester_registrasi: INFO.nama_semester_registrasi }],
  prodi: [{ id_prodi: 1, nama_prodi: 'S1 Teknik Informatika' }],
};
