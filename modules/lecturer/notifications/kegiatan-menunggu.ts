import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/lecturer.json';
import { getKegiatan } from '../api';

/** Validators (programme: level 1, faculty: level 2): lecturer activities waiting for their level. */
const kegiatanMenunggu: NotificationProvider = async () => {
  const res = await getKegiatan({ per_page: 1, menunggu: 1 });
  return [{
    id: 'kegiatan-menunggu',
    title: catalogue.kegiatan.notifikasi.menunggu,
    caption: catalogue.kegiatan.notifikasi.menunggu_keterangan,
    count: res.total,
    href: '/validasi-kegiatan-dosen',
  }];
};

export default kegiatanMenunggu;
