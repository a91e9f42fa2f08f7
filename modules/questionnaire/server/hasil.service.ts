import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import type { DaftarKomentar, KuesionerInfo } from '../schemas';
import {
  MINIMAL_RESPONDEN, type HasilDosen, type HasilKelas, type HasilKomentarQuery, type HasilKomentarSemuaQuery, type HasilRingkasan, type SemesterHasil,
} from '../schemas-hasil';
import { dosenOf, kuesionerOf, tq } from './kuesioner.service';
import {
  halamanKomentar, jumlahKomentar, jumlahKomentarPer, RINGKASAN_KOSONG, ringkasanLembar, ringkasanPer, statistikPerSoal, statistikPerSoalPer, type Ringkasan,
} from './statistik.service';

// The lecturer's own results of the students' questionnaire (decision 0035). The numbers come from
// the staff statistics' own computations, narrowed to the sheets naming this lecturer.

/** The sheets of one class that name this lecturer (the lecturer at the time of answering). */
export const kelasSaya = (idDosen: number, idKelas: number): RawBuilder<boolean> => sql<boolean>`l.id_dosen = ${idDosen} and l.id_kelas = ${idKelas}`;
/** Every sheet of the questionnaire that names this lecturer. */
export const semuaSaya = (idDosen: number): RawBuilder<boolean> => sql<boolean>`l.id_dosen = ${idDosen}`;

/** A class is the lecturer's when master data says so or when its sheets name them. */
const milikDosen = (idDosen: number) => sql<boolean>`(kl.id_dosen = ${idDosen}
  or exists (select 1 from questionnaire.lembar l where l.id_kelas = kl.id_kelas and l.id_dosen = ${idDosen}))`;

interface KelasDosen extends Ringkasan { id_kelas: number; kode_mata_kuliah: string; nama_mata_kuliah: string; nama_kelas: string }

/** Semesters whose students' questionnaire is closed and in which the lecturer had a class, newest first. */
async function semesterDosen(db: Kysely<any>, idDosen: number): Promise<SemesterHasil[]> {
  return (await sql<SemesterHasil>`select s.id_semester_registrasi, s.nama_semester_registrasi from master_data.semester s
    where exists (select 1 from questionnaire.kuesioner k where k.id_semester_registrasi = s.id_semester_registrasi and k.jenis = 'mahasiswa' and k.status = 'ditutup')
      and exists (select 1 from master_data.kelas kl where kl.id_semester_registrasi = s.id_semester_registrasi and ${milikDosen(idDosen)})
    order by s.kode_semester desc`.execute(db)).rows;
}

/**
 * The lecturer's sheets grouped by class: the sheets of a class that name this lecturer are exactly
 * `kelasSaya`, so one grouped query per kind of number serves every class (decision 0042).
 */
export const perKelas = sql<number>`l.id_kelas`;

/**
 * The lecturer's classes of the questionnaire's semester with their sheet counts, and whether all
 * their sheets together may be shown: at least MINIMAL_RESPONDEN, and the sheets of the classes
 * hidden for too few respondents none or at least MINIMAL_RESPONDEN (else total minus shown = them).
 */
async function rincian(db: Kysely<any>, k: KuesionerInfo, idDosen: number) {
  const daftar = (await sql<{ id_kelas: number; kode_mata_kuliah: string; nama_mata_kuliah: string; nama_kelas: string }>`
    select kl.id_kelas, mk.kode_mata_kuliah, mk.nama_mata_kuliah, kl.nama_kelas
    from master_data.kelas kl join master_data.mata_kuliah mk on mk.id_mata_kuliah = kl.id_mata_kuliah
    where kl.id_semester_registrasi = ${k.id_semester_registrasi} and ${milikDosen(idDosen)}
    order by mk.kode_mata_kuliah, kl.nama_kelas, kl.id_kelas`.execute(db)).rows;
  const ringkasan = await ringkasanPer(db, k.id_kuesioner, semuaSaya(idDosen), perKelas);
  const kelas: KelasDosen[] = daftar.map((c) => ({ ...c, id_kelas: Number(c.id_kelas), ...(ringkasan.get(Number(c.id_kelas)) ?? RINGKASAN_KOSONG) }));
  const semua = await ringkasanLembar(db, k.id_kuesioner, semuaSaya(idDosen));
  const tersembunyi = semua.jumlah_lembar - kelas.filter((c) => c.jumlah_lembar >= MINIMAL_RESPONDEN).reduce((n, c) => n + c.jumlah_lembar, 0);
  const semuaCukup = semua.jumlah_lembar >= MINIMAL_RESPONDEN && (tersembunyi === 0 || tersembunyi >= MINIMAL_RESPONDEN);
  return { kelas, semua, semuaCukup };
}

/** The numbers of a set of sheets, or only their count when they may not be shown. */
function ringkas(r: Ringkasan, cukup: boolean, soal: HasilRingkasan['soal'], jumlah_komentar: number): HasilRingkasan {
  if (!cukup) return { jumlah_lembar: r.jumlah_lembar, cukup, rata_rata: null, soal: [], jumlah_komentar: 0 };
  return { jumlah_lembar: r.jumlah_lembar, cukup, rata_rata: r.rata_rata, soal, jumlah_komentar };
}

const kosong: HasilRingkasan = { jumlah_lembar: 0, cukup: false, rata_rata: null, soal: [], jumlah_komentar: 0 };

/**
 * GET kuesioner/hasil (dsn00, kor00): per class of the semester (default: the newest closed one) and
 * all together. A fixed number of statements whatever the number of classes: the per-class numbers
 * come from grouped queries over the classes shown (decision 0042).
 */
export async function hasilDosen(db: Kysely<any>, user: TokenClaims, idSemester?: number): Promise<HasilDosen> {
  const { id_dosen } = await dosenOf(db, user);
  const semester = await semesterDosen(db, id_dosen);
  const pilih = idSemester ?? semester[0]?.id_semester_registrasi;
  const k = pilih === undefined ? null : await kuesionerOf(db, 'mahasiswa', pilih, 'ditutup');
  if (!k) return { semester, kuesioner: null, minimal_responden: MINIMAL_RESPONDEN, kelas: [], semua: kosong };
  const r = await rincian(db, k, id_dosen);
  const saya = semuaSaya(id_dosen);
  const cukup = r.kelas.filter((c) => c.jumlah_lembar >= MINIMAL_RESPONDEN).map((c) => c.id_kelas);
  const soal = await statistikPerSoalPer(db, k.id_kuesioner, saya, perKelas, cukup);
  const komentar = cukup.length ? await jumlahKomentarPer(db, k.id_kuesioner, saya, perKelas) : new Map<number, number>();
  const kelas: HasilKelas[] = r.kelas.map(({ id_kelas, kode_mata_kuliah, nama_mata_kuliah, nama_kelas, ...n }) => ({
    id_kelas, kode_mata_kuliah, nama_mata_kuliah, nama_kelas, ...ringkas(n, soal.has(id_kelas), soal.get(id_kelas) ?? [], komentar.get(id_kelas) ?? 0),
  }));
  const semua = r.semuaCukup
    ? ringkas(r.semua, true, await statistikPerSoal(db, k.id_kuesioner, saya), await jumlahKomentar(db, k.id_kuesioner, saya))
    : ringkas(r.semua, false, [], 0);
  return { semester, kuesioner: k, minimal_responden: MINIMAL_RESPONDEN, kelas, semua };
}

/** The closed questionnaire of a semester, for a lecturer's comments: 403 while it is not closed. */
async function ditutup(db: Kysely<any>, idSemester: number): Promise<KuesionerInfo> {
  const k = await kuesionerOf(db, 'mahasiswa', idSemester, 'ditutup');
  if (!k) throw httpError(403, tq('galat.hasil_belum_ditutup'));
  return k;
}

const belumCukup = () => httpError(403, tq('hasil.belum_cukup', { minimal: MINIMAL_RESPONDEN }));

/**
 * GET kuesioner/hasil/{id_kelas}/komentar (dsn00, kor00): one page of the comments on one of the
 * lecturer's classes, text only. Another lecturer's class is a 404 (its existence is not confirmed);
 * a questionnaire not closed yet or a class under MINIMAL_RESPONDEN sheets is a 403.
 */
export async function hasilKomentar(db: Kysely<any>, user: TokenClaims, idKelas: number, q: HasilKomentarQuery): Promise<DaftarKomentar> {
  const { id_dosen } = await dosenOf(db, user);
  const [kelas] = (await sql<{ id_semester_registrasi: number }>`select kl.id_semester_registrasi from master_data.kelas kl
    where kl.id_kelas = ${idKelas} and ${milikDosen(id_dosen)}`.execute(db)).rows;
  if (!kelas) throw httpError(404, tq('galat.kelas_bukan_milik'));
  const k = await ditutup(db, kelas.id_semester_registrasi);
  const scope = kelasSaya(id_dosen, idKelas);
  if ((await ringkasanLembar(db, k.id_kuesioner, scope)).jumlah_lembar < MINIMAL_RESPONDEN) throw belumCukup();
  return halamanKomentar(db, k.id_kuesioner, scope, q.page ?? 1);
}

/** GET kuesioner/hasil/komentar (dsn00, kor00): the comments of all the lecturer's classes of a semester, under the same rule as `semua`. */
export async function hasilKomentarSemua(db: Kysely<any>, user: TokenClaims, q: HasilKomentarSemuaQuery): Promise<DaftarKomentar> {
  const { id_dosen } = await dosenOf(db, user);
  const k = await ditutup(db, q.id_semester_registrasi);
  if (!(await rincian(db, k, id_dosen)).semuaCukup) throw belumCukup();
  return halamanKomentar(db, k.id_kuesioner, semuaSaya(id_dosen), q.page ?? 1);
}
