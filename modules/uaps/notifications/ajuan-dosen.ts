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
  ];
};

export default ajuanDosen;
