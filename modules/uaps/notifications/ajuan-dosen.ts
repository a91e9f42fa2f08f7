import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/uaps.json';
import { getJumlahAjuanDosen } from '../api';

/** Lecturer cards: sessions to validate and students ready for defence approval (GET dashboard/dosen/jumlah-ajuan). */
const ajuanDosen: NotificationProvider = async () => {
  const { data } = await getJumlahAjuanDosen();
  const count = (kode: string) => data.find((d) => d.kode === kode)?.jumlah ?? 0;
  return [
    { id: 'bimbingan-menunggu', title: catalogue.notifikasi.bimbingan_menunggu, count: count('bimbingan_menunggu'), href: '/ujian-akhir-program-studi/bimbingan-mahasiswa' },
    { id: 'siap-sidang', title: catalogue.notifikasi.siap_sidang, count: count('siap_sidang'), href: '/ujian-akhir-program-studi/bimbingan-mahasiswa' },
    { id: 'nilai-belum-diisi', title: catalogue.notifikasi.nilai_belum_diisi, count: count('nilai_belum_diisi'), href: '/ujian-akhir-program-studi/input-nilai-sidang' },
    { id: 'perbaikan-menunggu', title: catalogue.notifikasi.perbaikan_menunggu, count: count('perbaikan_menunggu'), href: '/ujian-akhir-program-studi/validasi-perbaikan' },
  ];
};

export default ajuanDosen;
