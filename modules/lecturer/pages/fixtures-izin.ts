import type { MengikutiKelasList, PengajuanIzin } from '../schemas-izin';

/** A leave request as GET absen-jalan/pengajuan-izin answers it; `over` changes fields. */
export const izin = (over: Partial<PengajuanIzin> = {}): PengajuanIzin => ({
  id_pengajuan_izin: 1, id_dosen: 7, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', nama_prodi: 'Teknik Informatika', jenis: 'tugas_luar',
  tanggal_mulai: '2026-12-01', tanggal_selesai: '2026-12-03', jumlah_hari: 3, alasan: 'Asesor akreditasi program studi di Universitas Brawijaya.',
  nama_jenis_lampiran: 'Surat Tugas', nama_berkas: 'surat-tugas.pdf', ukuran: 20480, status: 'diajukan', catatan: null, diputuskan_oleh: null,
  diputuskan_pada: null, dibuat: '2026-11-25 09:00', ...over,
});

export const halamanIzin = (data: PengajuanIzin[], peran: 'pemohon' | 'pemberi' = 'pemohon') => ({ data, current_page: 1, per_page: 7, total: data.length, peran });

export const PERTEMUAN: MengikutiKelasList = {
  tersedia: true, bisa_diubah: true,
  data: [{ id_pertemuan: 51, pertemuan_ke: 12, tanggal: '2026-12-02', jam_mulai: '08:00', jam_selesai: '10:30', kode_mata_kuliah: 'IF301',
    nama_mata_kuliah: 'Komputasi Awan', nama_kelas: 'A', cara: null, keterangan: null }],
};
