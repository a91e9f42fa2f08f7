import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/krs.json';
import { getPerwalianJumlahMenunggu } from '../api';

/** One card for the adviser: advisees whose KRS waits for approval. Texts from the catalogue (providers run outside React). */
const perwalian: NotificationProvider = async () => {
  const { jumlah } = await getPerwalianJumlahMenunggu();
  return [{ id: 'krs-menunggu', title: catalogue.notifikasi.perwalian, caption: catalogue.notifikasi.perwalian_keterangan, count: jumlah, href: '/akademik/perwalian' }];
};

export default perwalian;
