import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/student.json';
import { getKeuangan } from '../api';

/** One card for the student: how many bills are not fully paid, linking to /keuangan. */
const tagihan: NotificationProvider = async () => {
  const { data } = await getKeuangan();
  const count = data.semester.flatMap((s) => s.tagihan).filter((tg) => tg.status !== 'lunas').length;
  return [{ id: 'tagihan-belum-lunas', title: catalogue.notifikasi.tagihan, caption: catalogue.notifikasi.tagihan_keterangan, count, href: '/keuangan' }];
};

export default tagihan;
