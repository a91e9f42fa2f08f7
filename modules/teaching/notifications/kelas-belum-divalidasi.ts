import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/teaching.json';
import { getRekapValidasi } from '../api-rekap-validasi';
import { pathOf } from './path';

const n = catalogue.rekap_validasi.notifikasi;

/**
 * Programme staff, while the active semester's grade-entry window is open: the classes of their
 * programmes whose grades the lecturer has not validated yet (decision 0045). Outside the window
 * no card: before it nothing can be validated, after it the changes go through Perubahan Nilai.
 */
const kelasBelumDivalidasi: NotificationProvider = async () => {
  const { total, jendela } = await getRekapValidasi({ status: 'belum', per_page: 1 });
  if (!jendela?.dibuka) return [];
  return [{
    id: 'kelas-belum-divalidasi',
    title: n.judul,
    caption: n.keterangan,
    count: total,
    href: pathOf('rekap-validasi-nilai'),
  }];
};

export default kelasBelumDivalidasi;
