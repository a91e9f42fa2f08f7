import { defineModule } from '../../core/contract/manifest';

/**
 * KRS (study plan), class schedule and exam card for the student (spec section 2, "Student
 * routes"), and the academic adviser's approval page for the lecturer (our path, see
 * docs/decisions/0005-krs-adviser-approval-path.md). Owns the enrolment-and-grade table.
 */
export const krsManifest = defineModule({
  id: 'krs',
  version: '0.1.0',
  requires: ['master-data'],
  routes: [
    { id: 'krs', path: '/data-akademik/krs', audience: ['mhs00'] },
    { id: 'jadwal-kuliah', path: '/data-akademik/jadwal-kuliah', audience: ['mhs00'] },
    { id: 'jadwal-kuliah-detail', path: '/data-akademik/jadwal-kuliah/detail', audience: ['mhs00'] },
    { id: 'kartu-ujian', path: '/data-akademik/kartu-ujian', audience: ['mhs00'] },
    { id: 'perwalian', path: '/akademik/perwalian', audience: ['dsn00'] },
  ],
  menu: [
    { route: 'krs', label: 'menu.krs', section: 'menu.data_akademik', icon: 'school', order: 200 },
    { route: 'jadwal-kuliah', label: 'menu.jadwal_kuliah', section: 'menu.data_akademik', icon: 'school', order: 210 },
    { route: 'kartu-ujian', label: 'menu.kartu_ujian', section: 'menu.data_akademik', icon: 'school', order: 220 },
    { route: 'perwalian', label: 'menu.perwalian', caption: 'menu.perwalian_keterangan', icon: 'check', order: 250 },
  ],
  notifications: [{ id: 'perwalian', audience: ['dsn00'] }],
  apiPrefixes: ['krs', 'jadwal-kuliah', 'ujian/'],
});
