import { sql, type Kysely } from 'kysely';
import { namaLengkapDosenSql, semesterAktif } from '../../master-data/public';
import {
  batasSksMahasiswa, gradesOf, ipk, ips, kodeSemesterBerikut, latestAttempts, semesterKe, weightedIndex, type EnrolmentGrade,
} from '../../krs/public';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import type { Akademik, Khs, KhsRow, PosisiSemester, PosisiSemesterItem, Rangkuman } from '../schemas';
import type { MahasiswaSaya } from './mahasiswa';
import { statusLunasPerSemester } from './keuangan.service';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Programme, faculty, adviser and status of a student, as printed on every document. */
export async function profilAkademik(db: Kysely<any>, idMahasiswa: number) {
  return db.selectFrom('master_data.mahasiswa as m')
    .innerJoin('master_data.prodi as p', 'p.id_prodi', 'm.id_prodi')
    .innerJoin('master_data.fakultas as f', 'f.id_fakultas', 'p.id_fakultas')
    .innerJoin('master_data.shift as sh', 'sh.id_shift', 'm.id_shift')
    .innerJoin('master_data.status_mahasiswa as st', 'st.id_status_mahasiswa', 'm.id_status_mahasiswa')
    .leftJoin('master_data.peminatan as pm', 'pm.id_peminatan', 'm.id_peminatan')
    .leftJoin('master_data.dosen as pa', 'pa.id_dosen', 'm.id_dosen_pa')
    .leftJoin('master_data.dosen as kp', 'kp.id_dosen', 'p.id_dosen_kaprodi')
    .select([
      'm.nim', 'm.nama_mahasiswa', 'm.angkatan', 'p.nama_prodi', 'p.jenjang', 'f.nama_fakultas', 'pm.nama_peminatan', 'sh.nama as shift',
      'st.kode as kode_status', 'st.nama as status_mahasiswa',
      sql<string | null>`case when pa.id_dosen is null then null else ${namaLengkapDosenSql('pa')} end`.as('dosen_pa'), 'pa.nidn as nidn_dosen_pa',
      sql<string | null>`case when kp.id_dosen is null then null else ${namaLengkapDosenSql('kp')} end`.as('kaprodi'), 'kp.nidn as nidn_kaprodi', 'kp.nip as nip_kaprodi',
    ])
    .where('m.id_mahasiswa', '=', idMahasiswa).executeTakeFirstOrThrow();
}

/** The student's study semester now (1-based), from the active semester or, without one, the latest enrolment. */
async function semesterKeSekarang(db: Kysely<any>, mhs: MahasiswaSaya, grades: EnrolmentGrade[]): Promise<number> {
  const aktif = await semesterAktif(db);
  const kode = aktif?.kode_semester ?? grades[grades.length - 1]?.kode_semester;
  if (!kode) return 1;
  return Math.max(1, semesterKe(mhs.angkatan, Number(kode.slice(0, 4)), Number(kode.slice(4)) as 1 | 2 | 3));
}

/** biodata/mahasiswa/akademik: programme, faculty, cohort, adviser, status, IPK and SKS so far. */
export async function akademik(db: Kysely<any>, mhs: MahasiswaSaya): Promise<Akademik> {
  const [profil, grades] = await Promise.all([profilAkademik(db, mhs.id_mahasiswa), gradesOf(db, mhs.id_mahasiswa)]);
  const counted = latestAttempts(grades);
  return {
    nim: profil.nim, nama_mahasiswa: profil.nama_mahasiswa, nama_prodi: profil.nama_prodi, jenjang: profil.jenjang, nama_fakultas: profil.nama_fakultas,
    nama_peminatan: profil.nama_peminatan, angkatan: Number(profil.angkatan), shift: profil.shift, dosen_pa: profil.dosen_pa,
    nidn_dosen_pa: profil.nidn_dosen_pa, status_mahasiswa: profil.status_mahasiswa,
    semester_ke: await semesterKeSekarang(db, mhs, grades),
    ipk: weightedIndex(counted), total_sks: counted.reduce((a, r) => a + r.sks, 0),
  };
}

/**
 * biodata/mahasiswa/posisi-semester: every semester since the intake year's Ganjil up to the active
 * one (short semesters only when taken) with the study semester number, status (aktif = has a KRS
 * with classes; belum_krs = active semester without classes; cuti; tidak_aktif), SKS, IPS, IPK and
 * whether that semester's bills are paid.
 */
export async function posisiSemester(db: Kysely<any>, mhs: MahasiswaSaya): Promise<PosisiSemester> {
  const [profil, grades, aktif, lunas] = await Promise.all([
    profilAkademik(db, mhs.id_mahasiswa), gradesOf(db, mhs.id_mahasiswa), semesterAktif(db), statusLunasPerSemester(db, mhs.id_mahasiswa),
  ]);
  const taken = new Set(grades.map((g) => g.id_semester_registrasi));
  let q = db.selectFrom('master_data.semester')
    .select(['id_semester_registrasi', sql<string>`kode_semester::text`.as('kode_semester'), 'nama_semester_registrasi', 'tahun_ajaran', 'periode'])
    .where('tahun_ajaran', '>=', mhs.angkatan).orderBy('kode_semester');
  if (aktif) q = q.where('kode_semester', '<=', aktif.kode_semester);
  const semesters = (await q.execute()).filter((s: any) => Number(s.periode) !== 3 || taken.has(s.id_semester_registrasi));
  const riwayat: PosisiSemesterItem[] = semesters.map((s: any) => {
    const rows = grades.filter((g) => g.id_semester_registrasi === s.id_semester_registrasi);
    const graded = rows.some((g) => g.nilai_indeks !== null);
    const isAktif = aktif?.id_semester_registrasi === s.id_semester_registrasi;
    const status: PosisiSemesterItem['status'] = rows.length ? 'aktif'
      : isAktif && profil.kode_status === 'cuti' ? 'cuti' : isAktif ? 'belum_krs' : 'tidak_aktif';
    return {
      id_semester_registrasi: s.id_semester_registrasi, nama_semester_registrasi: s.nama_semester_registrasi, kode_semester: s.kode_semester,
      semester_ke: semesterKe(mhs.angkatan, Number(s.tahun_ajaran), Number(s.periode) as 1 | 2 | 3), status,
      sks: rows.reduce((a, r) => a + r.sks, 0),
      ips: graded ? ips(grades, s.kode_semester) : null, ipk: graded ? ipk(grades, s.kode_semester) : null,
      lunas: lunas.get(s.id_semester_registrasi) ?? true,
    };
  });
  return {
    semester_ke: await semesterKeSekarang(db, mhs, grades),
    status_mahasiswa: profil.status_mahasiswa,
    semester_aktif: aktif ? { id_semester_registrasi: aktif.id_semester_registrasi, nama_semester_registrasi: aktif.nama_semester_registrasi } : null,
    riwayat,
  };
}

/** The next regular semester's code after `kode` (short semesters have their own cap and are skipped). */
function semesterRegulerBerikut(kode: string): string {
  const next = kodeSemesterBerikut(kode);
  return next.endsWith('3') ? kodeSemesterBerikut(next) : next;
}

/**
 * khs: the courses of one semester with angka, huruf, indeks and SKS x indeks, IPS of the semester,
 * IPK up to it (latest attempt of a retaken course counts) and the SKS limit of the next regular
 * semester (krs rules). Without `id_semester_registrasi`, the latest semester with a graded course.
 */
export async function khs(db: Kysely<any>, mhs: MahasiswaSaya, idSemester?: number): Promise<Khs> {
  const grades = await gradesOf(db, mhs.id_mahasiswa);
  const tersedia = [...new Map(grades.map((g) => [g.id_semester_registrasi, {
    id_semester_registrasi: g.id_semester_registrasi, kode_semester: g.kode_semester, nama_semester_registrasi: g.nama_semester_registrasi,
  }])).values()].reverse();
  let semester = tersedia.find((s) => s.id_semester_registrasi === idSemester);
  if (idSemester !== undefined && !semester) {
    const row = await db.selectFrom('master_data.semester')
      .select(['id_semester_registrasi', sql<string>`kode_semester::text`.as('kode_semester'), 'nama_semester_registrasi'])
      .where('id_semester_registrasi', '=', idSemester).executeTakeFirst();
    if (!row) throw httpError(404, t('student', 'galat.semester_tidak_ditemukan'));
    semester = row as typeof tersedia[number];
  }
  if (idSemester === undefined) {
    const lastGraded = [...grades].reverse().find((g) => g.nilai_indeks !== null);
    semester = tersedia.find((s) => s.id_semester_registrasi === lastGraded?.id_semester_registrasi) ?? tersedia[0];
  }
  if (!semester) {
    return { semester: null, semester_tersedia: [], mata_kuliah: [], total_sks: 0, total_sks_x_indeks: null, ips: null, ipk: null, batas_sks_berikutnya: null };
  }
  const rows = grades.filter((g) => g.id_semester_registrasi === semester.id_semester_registrasi);
  const mataKuliah: KhsRow[] = rows.map((g) => ({
    id_mata_kuliah: g.id_mata_kuliah, kode_mata_kuliah: g.kode_mata_kuliah, nama_mata_kuliah: g.nama_mata_kuliah, nama_kelas: g.nama_kelas,
    sks: g.sks, nilai_angka: g.nilai_angka, nilai_huruf: g.nilai_huruf, nilai_indeks: g.nilai_indeks,
    sks_x_indeks: g.nilai_indeks === null ? null : round2(g.sks * g.nilai_indeks),
  }));
  const nextKode = semesterRegulerBerikut(semester.kode_semester);
  // As on the semester position: a semester without any grade has no IPS yet (not 0,00), and no
  // IPK either while nothing up to it is graded.
  const graded = rows.some((g) => g.nilai_indeks !== null);
  const gradedSoFar = grades.some((g) => g.nilai_indeks !== null && g.kode_semester <= semester.kode_semester);
  const limit = graded ? await batasSksMahasiswa(db, mhs.id_mahasiswa, nextKode) : null;
  return {
    semester, semester_tersedia: tersedia, mata_kuliah: mataKuliah,
    total_sks: rows.reduce((a, r) => a + r.sks, 0),
    total_sks_x_indeks: graded ? round2(mataKuliah.reduce((a, r) => a + (r.sks_x_indeks ?? 0), 0)) : null,
    ips: graded ? ips(grades, semester.kode_semester) : null, ipk: gradedSoFar ? ipk(grades, semester.kode_semester) : null,
    batas_sks_berikutnya: limit ? { batas_sks: limit.batas_sks, dasar: limit.dasar, kode_semester: nextKode } : null,
  };
}

/** rangkuman-nilai: every course once (the latest graded attempt counts), with attempts, total SKS and IPK. */
export async function rangkumanNilai(db: Kysely<any>, mhs: MahasiswaSaya): Promise<Rangkuman> {
  const grades = await gradesOf(db, mhs.id_mahasiswa);
  const attempts = new Map<number, number>();
  for (const g of grades) if (g.nilai_indeks !== null) attempts.set(g.id_mata_kuliah, (attempts.get(g.id_mata_kuliah) ?? 0) + 1);
  const counted = latestAttempts(grades).sort((a, b) => a.kode_semester.localeCompare(b.kode_semester) || a.kode_mata_kuliah.localeCompare(b.kode_mata_kuliah));
  const mataKuliah = counted.map((g) => ({
    id_mata_kuliah: g.id_mata_kuliah, kode_mata_kuliah: g.kode_mata_kuliah, nama_mata_kuliah: g.nama_mata_kuliah, sks: g.sks,
    nama_semester_registrasi: g.nama_semester_registrasi, nilai_angka: g.nilai_angka, nilai_huruf: g.nilai_huruf ?? '',
    nilai_indeks: g.nilai_indeks ?? 0, sks_x_indeks: round2(g.sks * (g.nilai_indeks ?? 0)), jumlah_ambil: attempts.get(g.id_mata_kuliah) ?? 1,
  }));
  return {
    mata_kuliah: mataKuliah,
    total_sks: mataKuliah.reduce((a, r) => a + r.sks, 0),
    total_sks_x_indeks: round2(mataKuliah.reduce((a, r) => a + r.sks_x_indeks, 0)),
    ipk: weightedIndex(counted),
  };
}
