import type { HonorUjian, SlipGajiDenganStatus } from '../schemas';

const ORANG = {
  id_dosen: 1, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.', norekening: '7000007919', id_bkd: 'BKD-0101018001',
  nama_jabatan_fungsional: 'Lektor Kepala', nip: '198001012005011001', nidn: '0101018001',
};

export const SLIP: SlipGajiDenganStatus = {
  ...ORANG, bulan: '2026-10', nama_bulan: 'Oktober 2026',
  detail_gaji: {
    total_absen: 6, gaji_pokok: 5_000_000, jumlah_honor_absen: 800_000, honor_kelebihan_pengajaran: 300_000, jumlah_honor_penelitian: 1_000_000,
    jumlah_honor_pkm: 400_000, tunjangan_tambahan: 1_000_000, tunjangan_nidn: 750_000, tunjangan_akademik: 2_250_000, total_gaji: 11_500_000,
    potongan_lain: 150_000, pph_dua_satu: 575_000, potongan_bkd1: 0, potongan_bkd2: 100_000, total_penerimaan_bersih: 10_675_000, modul: 'Gaji Bulanan Dosen',
  },
  dasar: { sks_diampu: 15, kewajiban_sks: 12, pertemuan_tidak_terlaksana: 2, label_pph: 'PPh 21 (tarif flat 5 %)', total_potongan: 825_000 },
  status_slip: { ditutup: true, transfer: { tanggal_transfer: '2026-11-05', nama_bank: 'Bank Syariah Indonesia', norekening: '7000007919', jumlah: 10_675_000 } },
};

export const HONOR: HonorUjian = {
  ...ORANG, id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil',
  semester_tersedia: [{ id_semester_registrasi: 13, nama_semester_registrasi: '2026/2027 Ganjil' }, { id_semester_registrasi: 11, nama_semester_registrasi: '2025/2026 Genap' }],
  detail_honor: [
    { id_kelas: 5, kode_mata_kuliah: 'IF301', nama_mata_kuliah: 'Komputasi Awan', nama_kelas: 'A', sks: 3, ujian: ['UTS', 'UAS'], jumlah_mahasiswa: 30, honor_ujian: 300_000, honor_koreksi: 300_000, jumlah: 600_000 },
    { id_kelas: 6, kode_mata_kuliah: 'IF305', nama_mata_kuliah: 'Basis Data', nama_kelas: 'B', sks: 3, ujian: ['UTS'], jumlah_mahasiswa: 20, honor_ujian: 150_000, honor_koreksi: 100_000, jumlah: 250_000 },
  ],
  total_honor: 850_000, pph_dua_satu: 42_500, label_pph: 'PPh 21 (tarif flat 5 %)', total_penerimaan_bersih: 807_500, modul: 'Honor UTS/UAS Dosen',
};
