import type { KegiatanDetail, KegiatanDosen, MonitoringPage } from '../schemas';

const dasar = {
  id_dosen: 1, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nama_prodi: 'Teknik Informatika', id_sesi_kegiatan: 1, nama_sesi: 'Sesi 1',
  jam_mulai: '07:30', jam_selesai: '10:00', alasan_penolakan: null, dibuat: '2026-11-20 09:15',
};

export const MENUNGGU: KegiatanDosen = {
  ...dasar, id_kegiatan_dosen: 11, jenis: 'pengabdian', judul: 'Pelatihan Literasi Digital', tanggal: '2026-11-23', tempat: 'Balai Desa Cibiru Wetan', status: 'diajukan',
};
export const DITOLAK: KegiatanDosen = {
  ...dasar, id_kegiatan_dosen: 12, jenis: 'pengabdian', judul: 'Pendampingan Website UMKM', tanggal: '2026-10-26', tempat: 'Dago Pojok', status: 'ditolak',
  alasan_penolakan: 'Surat tugas dari LPPM belum dilampirkan.',
};
export const DISETUJUI: KegiatanDosen = {
  ...dasar, id_kegiatan_dosen: 13, jenis: 'penunjang', judul: 'Panitia PMB Gelombang II', tanggal: '2026-11-02', tempat: 'Gedung Rektorat', status: 'disetujui',
};

export const halaman = (data: KegiatanDosen[]) => ({ data, current_page: 1, per_page: 10, total: data.length });

export const DETAIL: KegiatanDetail = {
  ...DITOLAK, deskripsi: 'Pendampingan pembuatan katalog daring bagi delapan pelaku UMKM.',
  bukti: { nama: 'bukti-kegiatan.pdf', mime: 'application/pdf', ukuran: 20480 },
  riwayat: [
    { langkah: 'pengajuan', dari: null, ke: 'diajukan', catatan: null, nama_user: 'Budi Santoso', waktu: '2026-10-27 08:00' },
    { langkah: 'level_1', dari: 'diajukan', ke: 'ditolak', catatan: 'Surat tugas dari LPPM belum dilampirkan.', nama_user: 'Rina Marlina, S.Kom.', waktu: '2026-10-28 14:05' },
  ],
};

export const MONITORING: MonitoringPage = {
  data: [{ id_dosen: 1, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nama_prodi: 'Teknik Informatika', diajukan: 1, valid_prodi: 1, disetujui: 1, ditolak: 1, dibatalkan: 1, total: 5 }],
  current_page: 1, per_page: 10, total: 1,
  ringkasan: { diajukan: 2, valid_prodi: 2, disetujui: 1, ditolak: 1, dibatalkan: 1, total: 7 },
};

export const SESI = { data: [{ id: 1, kode: 'sesi1', nama: 'Sesi 1', urutan: 1, jam_mulai: '07:30', jam_selesai: '10:00' }, { id: 2, kode: 'sesi2', nama: 'Sesi 2', urutan: 2, jam_mulai: '10:10', jam_selesai: '12:40' }] };
