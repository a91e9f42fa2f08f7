// Answers of the questionnaire calls shared by the page tests.
export const INFO = { id_kuesioner: 1, jenis: 'mahasiswa' as const, judul: 'Evaluasi Dosen oleh Mahasiswa (EDOM) 2025/2026 Ganjil', petunjuk: 'Berilah nilai 1 sampai 5.', id_semester_registrasi: 9, nama_semester_registrasi: '2025/2026 Ganjil' };
export const SOAL = [
  { id_soal: 11, urutan: 1, kategori: 'Pedagogik', pertanyaan: 'Dosen menjelaskan materi dengan jelas.' },
  { id_soal: 12, urutan: 2, kategori: 'Profesional', pertanyaan: 'Dosen menguasai materi.' },
  { id_soal: 13, urutan: 3, kategori: 'Sosial', pertanyaan: 'Dosen mudah dihubungi.' },
];
