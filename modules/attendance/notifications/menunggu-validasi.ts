import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/attendance.json';
import { getPengganti, getPresensiManual } from '../api';

/** Validators: manual-attendance and substitute-teaching requests waiting for their own step. */
const menungguValidasi: NotificationProvider = async ({ claims }) => {
  const [manual, pengganti] = await Promise.all([getPresensiManual({ per_page: 1, menunggu: 1 }), getPengganti({ per_page: 1, menunggu: 1 })]);
  const href = claims.id_group_user === 'aka00' || claims.id_group_user === 'aka02' ? '/validasi-presensi-manual-dosen' : '/validasi-presensi-manual';
  return [{
    id: 'menunggu-validasi',
    title: catalogue.notifikasi.menunggu_validasi,
    caption: catalogue.notifikasi.menunggu_validasi_keterangan,
    count: manual.total + pengganti.total,
    href,
  }];
};

export default menungguValidasi;
