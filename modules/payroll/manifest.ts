import { defineModule } from '../../core/contract/manifest';

/**
 * Payroll (spec sections 1, 2 and 7): the lecturer's monthly salary slip and exam (UTS/UAS)
 * honorarium, each with its A4 print, for dsn00 and kor00 under /laporan. Amounts are computed
 * from master-data (rank, classes), attendance (meetings held) and krs (exams, enrolments).
 * The administrator (adm00) keeps the payroll settings under "Penggajian" (decision 0024, not spec
 * pages or calls): rates and rank tariffs by the month they apply from, bank accounts, monthly extras,
 * the month closing (tutup buku, decision 0028) that freezes a month's slips, and the bank payment
 * file of a closed month (decision 0031).
 */
export const payrollManifest = defineModule({
  id: 'payroll',
  version: '0.1.0',
  requires: ['master-data', 'krs', 'attendance'],
  routes: [
    { id: 'gaji-bulanan', path: '/laporan/gaji-bulanan', audience: ['dsn00', 'kor00'] },
    { id: 'honor-uts-uas', path: '/laporan/honor-uts-uas', audience: ['dsn00', 'kor00'] },
    { id: 'pengaturan-gaji', path: '/pengaturan-gaji', audience: ['adm00'] },
    { id: 'rekening-dosen', path: '/pengaturan-gaji/rekening', audience: ['adm00'] },
    { id: 'komponen-bulanan', path: '/pengaturan-gaji/komponen-bulanan', audience: ['adm00'] },
    { id: 'tutup-buku', path: '/pengaturan-gaji/tutup-buku', audience: ['adm00'] },
    { id: 'pembayaran-gaji', path: '/pengaturan-gaji/pembayaran', audience: ['adm00'] },
  ],
  menu: [
    // The same "Laporan" group as attendance's Absensi (sections with one title merge across modules).
    { route: 'gaji-bulanan', label: 'menu.gaji_bulanan', caption: 'menu.gaji_bulanan_keterangan', icon: 'money', section: 'menu.laporan', order: 610 },
    { route: 'honor-uts-uas', label: 'menu.honor_uts_uas', caption: 'menu.honor_uts_uas_keterangan', icon: 'money', section: 'menu.laporan', order: 620 },
    { route: 'pengaturan-gaji', label: 'menu.tarif_gaji', caption: 'menu.tarif_gaji_keterangan', icon: 'settings', section: 'menu.penggajian', order: 130 },
    { route: 'komponen-bulanan', label: 'menu.komponen_bulanan', caption: 'menu.komponen_bulanan_keterangan', icon: 'money', section: 'menu.penggajian', order: 131 },
    { route: 'rekening-dosen', label: 'menu.rekening_dosen', caption: 'menu.rekening_dosen_keterangan', icon: 'users', section: 'menu.penggajian', order: 132 },
    { route: 'tutup-buku', label: 'menu.tutup_buku', caption: 'menu.tutup_buku_keterangan', icon: 'settings', section: 'menu.penggajian', order: 133 },
    { route: 'pembayaran-gaji', label: 'menu.pembayaran', caption: 'menu.pembayaran_keterangan', icon: 'money', section: 'menu.penggajian', order: 134 },
  ],
  notifications: [{ id: 'gaji-belum-ditransfer', audience: ['adm00'] }],
  apiPrefixes: ['slip-gaji/dosen', 'pengaturan-gaji'],
});
