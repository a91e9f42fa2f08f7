import { defineModule } from '../../core/contract/manifest';
import { PRODI_STAFF } from '../../core/contract/user-types';

/**
 * The teaching-evaluation questionnaire (EDOM, spec sections 1, 2 and 7): students rate each class
 * of their KRS (GET and POST kuesioner), lecturers answer the lecturer questionnaire (GET kuesioner-dosen,
 * our POST kuesioner-dosen sets their `flags_kuesioner`), programme staff read the statistics and their
 * XLSX exports. The student's page path is ours (the spec lists none): /kuesioner-mahasiswa, without a
 * menu entry (the spec's student menu has none); the notification card on /beranda opens it. The
 * administrator writes the questionnaires on /kelola-kuesioner (ours, decision 0025).
 */
export const questionnaireManifest = defineModule({
  id: 'questionnaire',
  version: '0.2.0',
  requires: ['master-data', 'krs'],
  routes: [
    { id: 'kuesioner-mahasiswa', path: '/kuesioner-mahasiswa', audience: ['mhs00'] },
    { id: 'kuesioner-dosen', path: '/kuesioner-dosen', audience: ['dsn00', 'kor00'] },
    { id: 'kuesioner', path: '/kuesioner', audience: PRODI_STAFF },
    { id: 'survei-dosen', path: '/kuesioner/survei-kuesioner-dosen', audience: PRODI_STAFF },
    { id: 'survei-mahasiswa', path: '/kuesioner/survei-kuesioner-mahasiswa', audience: PRODI_STAFF },
    // Ours (the spec names no page to write questionnaires): list, create, edit, publish, close.
    { id: 'kelola', path: '/kelola-kuesioner', audience: ['adm00'] },
    { id: 'kelola-detail', path: '/kelola-kuesioner/:id_kuesioner', audience: ['adm00'] },
    // Ours (decision 0035): a lecturer's own results of the students' questionnaire, once closed.
    { id: 'hasil-kuesioner', path: '/hasil-kuesioner', audience: ['dsn00', 'kor00'] },
  ],
  menu: [
    // Spec section 2: kor00 has /kuesioner-dosen "hidden from menu"; dsn00's list shows it.
    { route: 'kuesioner-dosen', label: 'menu.kuesioner_dosen', icon: 'check', order: 150, hiddenFor: ['kor00'] },
    { route: 'kuesioner', label: 'menu.kuesioner', icon: 'chart', order: 150 },
    { route: 'hasil-kuesioner', label: 'menu.hasil', caption: 'menu.hasil_keterangan', icon: 'chart', order: 151 },
    { route: 'kelola', label: 'menu.kelola', caption: 'menu.kelola_keterangan', icon: 'clipboard', order: 120 },
  ],
  notifications: [{ id: 'kuesioner-mahasiswa', audience: ['mhs00'] }],
  apiPrefixes: ['kuesioner', 'kuesioner-dosen'],
});
