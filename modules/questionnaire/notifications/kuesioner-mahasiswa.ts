import type { NotificationProvider } from '../../../core/client';
import catalogue from '../../../locales/id/questionnaire.json';
import { getKuesioner } from '../api';
import { questionnaireManifest } from '../manifest';

/** The student's questionnaire page, as declared once in the manifest. */
const HALAMAN = questionnaireManifest.routes.find((r) => r.id === 'kuesioner-mahasiswa')!.path;

/**
 * One card for a student: how many classes of the active semester they have not rated yet (none:
 * no card), opening the questionnaire page, which has no menu entry (spec section 2).
 */
const kuesionerMahasiswa: NotificationProvider = async () => {
  const res = await getKuesioner();
  if (!res.kuesioner || res.belum_diisi === 0) return [];
  return [{ id: 'kuesioner', title: catalogue.notifikasi.kuesioner, caption: catalogue.notifikasi.kuesioner_keterangan, count: res.belum_diisi, href: HALAMAN }];
};

export default kuesionerMahasiswa;
