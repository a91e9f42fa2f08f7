import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/payroll.json';
import { getPembayaran } from '../api-pengaturan';
import { payrollManifest } from '../manifest';

const n = catalogue.pembayaran.notifikasi;
const halaman = payrollManifest.routes.find((r) => r.id === 'pembayaran-gaji')!.path;

/**
 * The administrator: the lecturers of the latest closed payroll month who have an account and are in
 * no recorded transfer yet (decision 0046), linking to Pembayaran Gaji, where that month opens. Before
 * any month is closed the call is refused and there is no card.
 */
const gajiBelumDitransfer: NotificationProvider = async () => {
  let ringkasan;
  try {
    ringkasan = await getPembayaran({ per_page: 1 });
  } catch {
    return [];
  }
  return [{
    id: 'gaji-belum-ditransfer',
    title: n.judul,
    caption: n.keterangan.replace('{{bulan}}', ringkasan.nama_bulan),
    count: ringkasan.jumlah_dibayar,
    href: halaman,
  }];
};

export default gajiBelumDitransfer;
