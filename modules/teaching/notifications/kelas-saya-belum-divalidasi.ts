import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/teaching.json';
import { getJadwalMengajar } from '../api';
import { pathOf } from './path';

const n = catalogue.validasi.notifikasi;

/**
 * A lecturer (dsn00) or coordinator (kor00), while the active semester's grade-entry window is open:
 * their classes with students whose grades they have not validated yet (decision 0045), linking to
 * their teaching schedule, where each class's grades are entered and validated.
 */
const kelasSayaBelumDivalidasi: NotificationProvider = async ({ claims }) => {
  const { input_nilai, data } = await getJadwalMengajar();
  if (!input_nilai.dibuka) return [];
  return [{
    id: 'kelas-saya-belum-divalidasi',
    title: n.judul,
    caption: n.keterangan,
    count: data.filter((k) => k.jumlah_mahasiswa > 0 && !k.divalidasi).length,
    href: pathOf(claims.id_group_user === 'kor00' ? 'jadwal-koordinator' : 'jadwal'),
  }];
};

export default kelasSayaBelumDivalidasi;
