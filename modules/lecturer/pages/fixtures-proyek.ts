import type { PenugasanProyek } from '../schemas-proyek';

/** A project assignment as GET penugasan-proyek answers it; `over` changes fields. */
export const proyek = (over: Partial<PenugasanProyek> = {}): PenugasanProyek => ({
  id_ajuan_penugasan_proyek: 11, id_penugasan_proyek: null, id_dosen: 7, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nidn: '0412037501',
  nama_prodi: 'Teknik Informatika', judul: 'Penyusunan Modul Praktikum Basis Data', deskripsi: 'Menyusun modul praktikum delapan pertemuan beserta lembar kerja.',
  tenggat: '2026-12-15', status: 'diajukan', versi: 1, lampiran: { nama: 'surat-tugas.pdf', ukuran: 20480 }, soal: { nama: 'kerangka-acuan.docx', ukuran: 10240 },
  jawaban: null, alasan_penolakan: null, alasan_penarikan: null, ditarik_oleh: null, catatan_validasi: null, dibuat_oleh: 'Dr. Lestari Wulandari, M.Kom.', dibuat: '2026-11-20 09:00',
  riwayat: [{ langkah: 'pengajuan', catatan: null, versi: null, nama_user: 'Dr. Lestari Wulandari, M.Kom.', waktu: '2026-11-20 09:00' }],
  ...over,
});

/** An approved assignment with answer `versi` sent and now in `status`. */
export const dijawab = (status: PenugasanProyek['status'], over: Partial<PenugasanProyek> = {}) => proyek({
  id_ajuan_penugasan_proyek: 12, id_penugasan_proyek: 5, judul: 'Analisis Beban Server Portal Akademik', status,
  jawaban: { nama: 'laporan.pdf', ukuran: 30720, versi: 2, dikirim_pada: '2026-11-28 14:05', terlambat: false },
  riwayat: [
    { langkah: 'pengajuan', catatan: null, versi: null, nama_user: 'Rina Marlina, S.Kom.', waktu: '2026-11-20 09:00' },
    { langkah: 'persetujuan', catatan: null, versi: null, nama_user: 'Dr. Ir. Budi Santoso, M.Kom.', waktu: '2026-11-21 08:00' },
    { langkah: 'kirim_jawaban', catatan: 'Draf pertama.', versi: 1, nama_user: 'Dr. Ir. Budi Santoso, M.Kom.', waktu: '2026-11-25 10:00' },
    { langkah: 'kirim_jawaban', catatan: 'Sudah dengan grafik per jam.', versi: 2, nama_user: 'Dr. Ir. Budi Santoso, M.Kom.', waktu: '2026-11-28 14:05' },
  ],
  ...over,
});

export const halamanProyek = (data: PenugasanProyek[], peran: 'dosen' | 'staf' = 'dosen') => ({ data, current_page: 1, per_page: 7, total: data.length, peran });
