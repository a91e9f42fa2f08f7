import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/master-data.json';
import { getInformasi } from '../api';
import { masterDataManifest } from '../manifest';

/** The announcements page, as declared once in the manifest. */
const PENGUMUMAN = masterDataManifest.routes.find((r) => r.id === 'pengumuman')!.path;

/**
 * One card: how many announcements currently apply to the user (the total of GET informasi), opening
 * the page that lists them.
 * Providers run outside React, so the texts come straight from the module's Indonesian catalogue.
 */
const informasi: NotificationProvider = async () => {
  const page = await getInformasi({ per_page: 1 });
  return [{
    id: 'pengumuman',
    title: catalogue.notifikasi.pengumuman,
    caption: catalogue.notifikasi.pengumuman_keterangan,
    count: page.total,
    href: PENGUMUMAN,
  }];
};

export default informasi;
