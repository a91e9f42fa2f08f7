import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/master-data.json';
import { getInformasi } from '../api';

/**
 * One card: how many announcements currently apply to the user (the total of GET informasi).
 * Providers run outside React, so the texts come straight from the module's Indonesian catalogue.
 */
const informasi: NotificationProvider = async () => {
  const page = await getInformasi({ per_page: 1 });
  return [{
    id: 'pengumuman',
    title: catalogue.notifikasi.pengumuman,
    caption: catalogue.notifikasi.pengumuman_keterangan,
    count: page.total,
    href: '/beranda',
  }];
};

export default informasi;
