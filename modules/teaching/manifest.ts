import { defineModule } from '../../core/contract/manifest';

/**
 * Teaching (spec sections 1, 2 and 7, "Lecturer teaching"): the lecturer's teaching schedule and
 * grade entry, teaching materials (bahan ajar) and teaching proof (bukti mengajar). This slice
 * builds GET jadwal-mengajar, GET/POST/PATCH input-nilai, GET input-nilai/sinkron-presensi, GET
 * bahan-ajar (+ /get-file), GET/POST bukti-ajar (+ /detail) with their pages, and the short
 * semester (GET jadwal-mengajar/sp, semester-pendek proposals; the same pages in short-semester
 * mode), and the grade change after the deadline (perubahan-nilai: the open semesters' classes, then
 * one class's change page with reasons and history; the change itself is PATCH input-nilai with
 * `perubahan: true`), and grade validation (POST input-nilai/validasi/bukti from the grade input page:
 * the grades become final and the page shows the receipt, printable as an A4 PDF). kor00 states teaching preferences (times, course clusters,
 * course priorities, expertise) on four pages grouped in one menu section; dsn00 on the same pages
 * under /akademik/. kor00 gets the same pages under its own spec paths (/jadwal-mengajar/jadwal,
 * the grade input `{paramURL}` = input-nilai, and the proof detail's `{jadwal}` =
 * detail-bukti-mengajar). Materials and proof are reached from the schedule rows, not the menu.
 * The administrator (adm00) sets each semester's grade-entry window and change period on
 * /jadwal-nilai (GET/PATCH jadwal-nilai; decision 0023, not spec pages or calls). Programme staff
 * (aka00, aka01, aka02) read their programmes' lecturers' preferences on /preferensi-dosen (with an
 * XLSX export) and decide the short-semester proposals on /usulan-semester-pendek, opening a class
 * from an accepted course (decision 0026, not spec pages or calls). They also read the grade changes
 * of their programmes on /rekap-perubahan-nilai (XLSX export) and print the change form, which the
 * lecturer prints from the change page too (decision 0027, not spec pages or calls), follow which
 * classes have their grades validated on /rekap-validasi-nilai (decision 0045), and set the
 * classes' weekly meetings and rooms on /jadwal-kelas (decision 0029, written through master-data).
 */
export const teachingManifest = defineModule({
  id: 'teaching',
  version: '0.9.0',
  requires: ['master-data', 'krs', 'attendance'],
  routes: [
    { id: 'jadwal', path: '/akademik/jadwal', audience: ['dsn00'] },
    { id: 'input-nilai', path: '/akademik/jadwal/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['dsn00'] },
    { id: 'jadwal-koordinator', path: '/jadwal-mengajar/jadwal', audience: ['kor00'] },
    { id: 'input-nilai-koordinator', path: '/jadwal-mengajar/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['kor00'] },
    { id: 'bahan-ajar', path: '/akademik/jadwal/bahan-ajar/:idMataKuliah', audience: ['dsn00'] },
    { id: 'bukti-mengajar', path: '/akademik/jadwal/bukti-mengajar/:idMataKuliah/:idKelas/:hari/:idSemester', audience: ['dsn00'] },
    { id: 'detail-bukti-mengajar', path: '/akademik/jadwal/bukti-mengajar/detail-bukti-mengajar/:idMataKuliah/:idKelas/:idPertemuan/:hari/:idSemester', audience: ['dsn00'] },
    { id: 'bahan-ajar-koordinator', path: '/jadwal-mengajar/jadwal/bahan-ajar/:idMataKuliah', audience: ['kor00'] },
    { id: 'bukti-mengajar-koordinator', path: '/jadwal-mengajar/jadwal/bukti-mengajar/:idMataKuliah/:idKelas/:hari/:idSemester', audience: ['kor00'] },
    { id: 'detail-bukti-mengajar-koordinator', path: '/jadwal-mengajar/jadwal/bukti-mengajar/:jadwal/:idMataKuliah/:idKelas/:idPertemuan/:hari/:idSemester', audience: ['kor00'] },
    // Short semester: the same pages in short-semester mode (JadwalPage also lists the proposals).
    { id: 'jadwal-sp', path: '/akademik/jadwal-semester-pendek', audience: ['dsn00'] },
    { id: 'input-nilai-sp', path: '/akademik/jadwal-semester-pendek/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['dsn00'] },
    { id: 'bukti-mengajar-sp', path: '/akademik/bukti-mengajar-sp/:idMataKuliah/:idKelas/:hari/:idSemester', audience: ['dsn00'] },
    { id: 'detail-bukti-mengajar-sp', path: '/akademik/bukti-mengajar-sp/detail-bukti-mengajar-sp/:idMataKuliah/:idKelas/:idPertemuan/:hari/:idSemester', audience: ['dsn00'] },
    { id: 'jadwal-sp-koordinator', path: '/jadwal-mengajar/jadwal-semester-pendek', audience: ['kor00'] },
    { id: 'input-nilai-sp-koordinator', path: '/jadwal-mengajar/jadwal-semester-pendek/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['kor00'] },
    { id: 'bukti-mengajar-sp-koordinator', path: '/jadwal-mengajar/bukti-mengajar-sp/:idMataKuliah/:idKelas/:hari/:idSemester', audience: ['kor00'] },
    // Grade change after the deadline (decision 0019): the list of classes, then one class's change page.
    { id: 'perubahan-nilai', path: '/akademik/perubahan-nilai', audience: ['dsn00'] },
    { id: 'input-perubahan-nilai', path: '/akademik/perubahan-nilai/input-perubahan-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['dsn00'] },
    { id: 'perubahan-nilai-koordinator', path: '/jadwal-mengajar/perubahan-nilai', audience: ['kor00'] },
    { id: 'input-perubahan-nilai-koordinator', path: '/jadwal-mengajar/input-perubahan-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas', audience: ['kor00'] },
    { id: 'waktu-mengajar', path: '/waktu-mengajar', audience: ['kor00'] },
    { id: 'rumpun-mata-kuliah', path: '/rumpun-mata-kuliah', audience: ['kor00'] },
    { id: 'prioritas-mata-kuliah', path: '/prioritas-mata-kuliah', audience: ['kor00'] },
    { id: 'bidang-keahlian', path: '/bidang-keahlian', audience: ['kor00'] },
    // dsn00 has the same four under /akademik/ (spec section 2, "prioritan" spelled as there).
    { id: 'waktu-mengajar-dosen', path: '/akademik/waktu-mengajar', audience: ['dsn00'] },
    { id: 'rumpun-mata-kuliah-dosen', path: '/akademik/rumpun-mata-kuliah', audience: ['dsn00'] },
    { id: 'prioritas-mata-kuliah-dosen', path: '/akademik/prioritan-mata-kuliah', audience: ['dsn00'] },
    { id: 'bidang-keahlian-dosen', path: '/akademik/bidang-keahlian', audience: ['dsn00'] },
    // The administrator sets each semester's grade periods (decision 0023; the spec names no such page).
    { id: 'jadwal-nilai', path: '/jadwal-nilai', audience: ['adm00'] },
    // Programme staff read the lecturers' preferences and decide the short-semester proposals (decision 0026; not spec pages).
    { id: 'preferensi-dosen', path: '/preferensi-dosen', audience: ['aka00', 'aka01', 'aka02'] },
    { id: 'usulan-semester-pendek', path: '/usulan-semester-pendek', audience: ['aka00', 'aka01', 'aka02'] },
    // Programme staff read (and print) the grade changes after the deadline (decision 0027; not a spec page).
    { id: 'rekap-perubahan-nilai', path: '/rekap-perubahan-nilai', audience: ['aka00', 'aka01', 'aka02'] },
    { id: 'rekap-validasi-nilai', path: '/rekap-validasi-nilai', audience: ['aka00', 'aka01', 'aka02'] },
    // Programme staff set the classes' weekly meetings and rooms (decision 0029; not a spec page).
    { id: 'jadwal-kelas', path: '/jadwal-kelas', audience: ['aka00', 'aka01', 'aka02'] },
  ],
  menu: [
    { route: 'jadwal', label: 'menu.jadwal', caption: 'menu.jadwal_keterangan', icon: 'calendar', section: 'menu.akademik', order: 240 },
    { route: 'jadwal-koordinator', label: 'menu.jadwal', caption: 'menu.jadwal_keterangan', icon: 'calendar', order: 240 },
    { route: 'jadwal-sp', label: 'menu.jadwal_sp', icon: 'calendar', section: 'menu.akademik', order: 245 },
    { route: 'jadwal-sp-koordinator', label: 'menu.jadwal_sp', icon: 'calendar', order: 241 },
    { route: 'perubahan-nilai', label: 'menu.perubahan', caption: 'menu.perubahan_keterangan', icon: 'swap', section: 'menu.akademik', order: 246 },
    { route: 'perubahan-nilai-koordinator', label: 'menu.perubahan', caption: 'menu.perubahan_keterangan', icon: 'swap', order: 242 },
    { route: 'waktu-mengajar', label: 'menu.waktu', icon: 'clipboard', section: 'menu.preferensi', order: 250 },
    { route: 'rumpun-mata-kuliah', label: 'menu.rumpun', icon: 'clipboard', section: 'menu.preferensi', order: 251 },
    { route: 'prioritas-mata-kuliah', label: 'menu.prioritas', icon: 'clipboard', section: 'menu.preferensi', order: 252 },
    { route: 'bidang-keahlian', label: 'menu.bidang', icon: 'clipboard', section: 'menu.preferensi', order: 253 },
    { route: 'waktu-mengajar-dosen', label: 'menu.waktu', icon: 'clipboard', section: 'menu.akademik', order: 241 },
    { route: 'rumpun-mata-kuliah-dosen', label: 'menu.rumpun', icon: 'clipboard', section: 'menu.akademik', order: 242 },
    { route: 'prioritas-mata-kuliah-dosen', label: 'menu.prioritas', icon: 'clipboard', section: 'menu.akademik', order: 243 },
    { route: 'bidang-keahlian-dosen', label: 'menu.bidang', icon: 'clipboard', section: 'menu.akademik', order: 244 },
    { route: 'jadwal-nilai', label: 'menu.jadwal_nilai', caption: 'menu.jadwal_nilai_keterangan', icon: 'calendar', order: 110 },
    { route: 'preferensi-dosen', label: 'menu.preferensi_dosen', caption: 'menu.preferensi_dosen_keterangan', icon: 'clipboard', section: 'menu.perencanaan', order: 250 },
    { route: 'usulan-semester-pendek', label: 'menu.usulan_sp', caption: 'menu.usulan_sp_keterangan', icon: 'calendar', section: 'menu.perencanaan', order: 251 },
    { route: 'rekap-perubahan-nilai', label: 'menu.rekap_perubahan', caption: 'menu.rekap_perubahan_keterangan', icon: 'swap', section: 'menu.perencanaan', order: 252 },
    { route: 'rekap-validasi-nilai', label: 'menu.rekap_validasi', caption: 'menu.rekap_validasi_keterangan', icon: 'check', section: 'menu.perencanaan', order: 254 },
    { route: 'jadwal-kelas', label: 'menu.jadwal_kelas', caption: 'menu.jadwal_kelas_keterangan', icon: 'calendar', section: 'menu.perencanaan', order: 255 },
  ],
  notifications: [{ id: 'kelas-belum-divalidasi', audience: ['aka00', 'aka01', 'aka02'] }, { id: 'kelas-saya-belum-divalidasi', audience: ['dsn00', 'kor00'] }],
  apiPrefixes: ['jadwal-mengajar', 'input-nilai', 'bahan-ajar', 'bukti-ajar', 'rumpun-matkul-dosen', 'prioritas-mata-kuliah', 'waktu-mengajar', 'bidang-keahlian', 'semester-pendek', 'jadwal-nilai', 'preferensi-dosen', 'rekap-perubahan-nilai', 'rekap-validasi-nilai', 'jadwal-kelas'],
});
