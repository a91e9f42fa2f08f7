import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/attendance.json';
import { getPertemuanHariIni } from '../api';

/** dsn00: how many of the lecturer's meetings are scheduled today and not closed yet. */
const pertemuanHariIni: NotificationProvider = async () => {
  const { data } = await getPertemuanHariIni();
  return [{
    id: 'pertemuan-hari-ini',
    title: catalogue.notifikasi.pertemuan_hari_ini,
    caption: catalogue.notifikasi.pertemuan_hari_ini_keterangan,
    count: data.filter((p) => p.status !== 'ditutup').length,
    href: '/presensi/presensi-mahasiswa',
  }];
};

export default pertemuanHariIni;
