import type { Kysely } from 'kysely';
import { extensionPoint } from '../../core/server/extensions';

/**
 * What other modules may use of `krs` (declare `requires: ['krs']`).
 *
 * Tables (schema `krs`, read them freely, write only through the helpers below):
 * - `krs.krs`: the KRS header, one per (id_mahasiswa, id_semester_registrasi); status
 *   'draft' | 'diajukan' | 'disetujui' | 'dikembalikan', catatan_pa, id_dosen_penyetuju.
 * - `krs.krs_kelas`: enrolment and grade, one row per (id_mahasiswa, id_kelas), with id_krs,
 *   id_semester_registrasi, id_mata_kuliah, sks, nilai_angka, nilai_huruf, nilai_indeks (null
 *   until graded), dinilai_pada. Unique (id_mahasiswa, id_semester_registrasi, id_mata_kuliah).
 *   Grades are written only by `simpanNilaiKelas` (one class, all or nothing, cache tags dropped;
 *   a caller's `dalamTransaksi` runs in the same transaction, seeing each replaced grade).
 * - `krs.kelas_kuota`: seats per class (kuota, terisi); `hapusKuotaKelasKosong` drops an unused
 *   class's counter before the class is deleted.
 * - `krs.jadwal_ujian`: UTS/UAS date, time and room per class; `ikutiJadwalPertemuan` moves an
 *   exam to the day and hours of the meeting that holds it (attendance, when meetings move).
 * - `krs.riwayat_krs`: status history.
 *
 * Demo campus: mhs00 has a saved (draft) KRS in the active semester that contains one class
 * taught by dsn00 with a weekly meeting; `demoKelasDosen(db)` returns it.
 */
export const KRS_TABLES = {
  krs: 'krs.krs',
  krsKelas: 'krs.krs_kelas',
  kelasKuota: 'krs.kelas_kuota',
  jadwalUjian: 'krs.jadwal_ujian',
  riwayat: 'krs.riwayat_krs',
} as const;

/** Who and which semester a KRS check is about. */
export interface KrsSubject {
  id_mahasiswa: number;
  id_semester_registrasi: number;
}

/**
 * A condition for editing the KRS (e.g. tuition paid, registered by `student`). Returns null when
 * satisfied, otherwise a refusal with a code and an Indonesian message shown to the student.
 */
export type KrsGate = (db: Kysely<any>, subject: KrsSubject) => Promise<null | { kode: string; pesan: string }>;

/** Every registered gate is asked by PATCH krs and krs/validasi-edit; any refusal stops the edit. */
export const KRS_GATE = extensionPoint<KrsGate>('krs.gate');

/** Exam eligibility of one class for one student (e.g. attendance >= 75 %). */
export interface ExamEligibilityResult {
  eligible: boolean;
  persen: number;
  alasan?: string;
}

/** Eligibility of each of the student's classes in the semester, keyed by id_kelas; missing classes count as eligible. */
export type ExamEligibility = (db: Kysely<any>, subject: KrsSubject) => Promise<Map<number, ExamEligibilityResult>>;

/** Registered by `attendance`; the exam card (ujian/{jenis_ujian} and its PDF) shows not-eligible courses. */
export const EXAM_ELIGIBILITY = extensionPoint<ExamEligibility>('krs.exam-eligibility');

export {
  gradesOf, skalaNilai, pengaturanKrs, batasSksMahasiswa, kodeSemesterBerikut, enrolledStudents, isEnrolled, classesOf,
  simpanNilaiKelas, demoKelasDosen, tagMahasiswa, type EnrolmentGrade, type NilaiMasukan, type NilaiTersimpan, type HasilSimpanNilai, type PerubahanCache,
  type NilaiLama, type NilaiDiganti, type DalamTransaksiNilai,
} from './server/record.service';

export { hapusKuotaKelasKosong } from './server/kuota-kelas';

export { ikutiJadwalPertemuan, type UjianPertemuan } from './server/jadwal-ujian.service';

/** Pure domain rules: IPS/IPK, grade scale, SKS limit, clash, prerequisites. */
export * from './rules';
