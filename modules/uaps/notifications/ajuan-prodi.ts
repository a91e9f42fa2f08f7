import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/uaps.json';
import { getJumlahAjuanProdi } from '../api';

/** Staff cards: proposals waiting for validation and projects without a main supervisor (GET dashboard/prodi/jumlah-ajuan). */
const ajuanProdi: NotificationProvider = async () => {
  const { data } = await getJumlahAjuanProdi();
  const count = (kode: string) => data.find((d) => d.kode === kode)?.jumlah ?? 0;
  return [
    { id: 'proposal-diajukan', title: catalogue.notifikasi.proposal_diajukan, count: count('proposal_diajukan'), href: '/sidang-pra-uaps/validasi-ajuan' },
    { id: 'tanpa-pembimbing', title: catalogue.notifikasi.tanpa_pembimbing, count: count('tanpa_pembimbing'), href: '/sidang-pra-uaps/penugasan-pembimbing' },
    { id: 'sidang-diajukan', title: catalogue.notifikasi.sidang_diajukan, count: count('sidang_diajukan'), href: '/sidang-uaps/validasi' },
    { id: 'sidang-belum-dijadwalkan', title: catalogue.notifikasi.sidang_belum_dijadwalkan, count: count('sidang_belum_dijadwalkan'), href: '/sidang-uaps/jadwal-sidang' },
    { id: 'nilai-menunggu', title: catalogue.notifikasi.nilai_menunggu, count: count('nilai_menunggu'), href: '/sidang-uaps/validasi-nilai-sidang' },
  ];
};

export default ajuanProdi;
