import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/lecturer.json';
import { getPengajuanIzin } from '../api-izin';

/** Programme staff: lecturers' leave requests of their programmes still waiting for a decision. */
const izinMenunggu: NotificationProvider = async () => {
  const { total } = await getPengajuanIzin({ status: 'diajukan', per_page: 1 });
  return [{
    id: 'izin-menunggu',
    title: catalogue.izin.notifikasi.menunggu,
    caption: catalogue.izin.notifikasi.menunggu_keterangan,
    count: total,
    href: '/persetujuan-izin-dosen',
  }];
};

export default izinMenunggu;
