import { defineModule } from '../../core/contract/manifest';

/**
 * Teaching (spec sections 1, 2 and 7, "Lecturer teaching"): the lecturer's teaching schedule and
 * grade entry. This slice builds GET jadwal-mengajar, GET/POST/PATCH input-nilai and GET
 * input-nilai/sinkron-presensi with their pages; teaching proof, materials, short semester,
 * priorities, teaching times and expertise are not built yet, so they have no routes or menu entries.
 * kor00 gets the same pages under its own spec paths (/jadwal-mengajar/jadwal and the grade input
 * `{paramURL}` = input-nilai).
 */
export const teachingManifest = defineModule({
  id: 'teaching',
  version: '0.1.0',
  requires: ['master-data', 'krs', 'attendance'],
  routes: [
    { id: 'jadwal', path: '/akademik/jadwal', audience: ['dsn00'] },
    { id: 'input-nilai', path: '/akademik/jadwal/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['dsn00'] },
    { id: 'jadwal-koordinator', path: '/jadwal-mengajar/jadwal', audience: ['kor00'] },
    { id: 'input-nilai-koordinator', path: '/jadwal-mengajar/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['kor00'] },
  ],
  menu: [
    { route: 'jadwal', label: 'menu.jadwal', caption: 'menu.jadwal_keterangan', icon: 'calendar', section: 'menu.akademik', order: 240 },
    { route: 'jadwal-koordinator', label: 'menu.jadwal', caption: 'menu.jadwal_keterangan', icon: 'calendar', order: 240 },
  ],
  notifications: [],
  apiPrefixes: ['jadwal-mengajar', 'input-nilai'],
});
