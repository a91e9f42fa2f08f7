import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { prepare } from '../../../core/server/db/prepared';
import { batasSks, gradeOf, indeksOfHuruf, semesterKe, weightedIndex, type GradeRow, type ScaleRow, type SksLimit } from '../rules';

// Read helpers over the enrolment table shared by the KRS services and other modules (public.ts).

/** A graded (or not yet graded) enrolment with its semester and course, numbers as numbers. */
export interface EnrolmentGrade extends GradeRow {
  id_krs_kelas: number;
  id_semester_registrasi: number;
  nama_semester_registrasi: string;
  periode: 1 | 2 | 3;
  id_kelas: number;
  nama_kelas: string;
  kode_mata_kuliah: string;
  nama_mata_kuliah: string;
  nilai_angka: number | null;
  nilai_huruf: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const gradesQuery = prepare<{ id_mahasiswa: number }>()((db, p) => db.selectFrom('krs.krs_kelas as kk')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kk.id_semester_registrasi')
    .innerJoin('master_data.kelas as k', 'k.id_kelas', 'kk.id_kelas')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'kk.id_mata_kuliah')
    .select([
      'kk.id_krs_kelas', 'kk.id_semester_registrasi', sql<string>`s.kode_semester::text`.as('kode_semester'), 's.nama_semester_registrasi', 's.periode',
      'kk.id_kelas', 'k.nama_kelas', 'kk.id_mata_kuliah', 'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah', 'kk.sks',
      'kk.nilai_angka', 'kk.nilai_huruf', 'kk.nilai_indeks',
    ])
    .where('kk.id_mahasiswa', '=', p.id_mahasiswa)
    .orderBy('s.kode_semester').orderBy('mk.kode_mata_kuliah'));

/** Every enrolment of a student, oldest semester first, with grades (null while ungraded). */
export async function gradesOf(db: Kysely<any>, idMahasiswa: number): Promise<EnrolmentGrade[]> {
  const rows = await gradesQuery.all(db, { id_mahasiswa: idMahasiswa });
  return rows.map((r: any) => ({ ...r, sks: Number(r.sks), periode: Number(r.periode), nilai_angka: num(r.nilai_angka), nilai_indeks: num(r.nilai_indeks) }));
}

const skalaQuery = prepare<{ id_prodi: number; tanggal: string }>()((db, p) => db.selectFrom('master_data.skala_nilai')
  .select(['nilai_huruf', 'batas_bawah', 'nilai_indeks', 'lulus'])
  .where('id_prodi', '=', p.id_prodi)
  .where(sql<boolean>`berlaku_mulai = (select max(berlaku_mulai) from master_data.skala_nilai where id_prodi = ${p.id_prodi} and berlaku_mulai <= ${p.tanggal}::date)`)
  .orderBy('batas_bawah', 'desc'));

/** The grade scale of a programme valid on `tanggal` (the latest berlaku_mulai on or before it). */
export async function skalaNilai(db: Kysely<any>, idProdi: number, tanggal: string): Promise<ScaleRow[]> {
  const rows = await skalaQuery.all(db, { id_prodi: idProdi, tanggal });
  return rows.map((r: any) => ({ nilai_huruf: r.nilai_huruf, batas_bawah: Number(r.batas_bawah), nilai_indeks: Number(r.nilai_indeks), lulus: r.lulus }));
}

const pengaturanQuery = prepare<{ id_prodi: number }>()((db, p) => db.selectFrom('master_data.pengaturan_prodi')
  .select(['sks_paket_maks', 'semester_paket_sampai', 'sks_semester_pendek_maks', 'nilai_minimal_lulus', 'min_kehadiran_persen'])
  .where('id_prodi', '=', p.id_prodi));
const bandsQuery = prepare<{ id_prodi: number }>()((db, p) => db.selectFrom('master_data.batas_sks').select(['ips_minimal', 'sks_maks']).where('id_prodi', '=', p.id_prodi));

/** The programme's KRS settings, SKS bands and minimum passing letter. */
export async function pengaturanKrs(db: Kysely<any>, idProdi: number) {
  const pengaturan = await pengaturanQuery.first(db, { id_prodi: idProdi });
  if (!pengaturan) throw new Error(`pengaturan_prodi ${idProdi} tidak ada`);
  const bands = await bandsQuery.all(db, { id_prodi: idProdi });
  return {
    pengaturan: {
      sks_paket_maks: Number(pengaturan.sks_paket_maks), semester_paket_sampai: Number(pengaturan.semester_paket_sampai),
      sks_semester_pendek_maks: Number(pengaturan.sks_semester_pendek_maks),
    },
    nilai_minimal_lulus: pengaturan.nilai_minimal_lulus as string,
    bands: bands.map((b: any) => ({ ips_minimal: Number(b.ips_minimal), sks_maks: Number(b.sks_maks) })),
  };
}

/** The semester code after `kode` (YYYYS): Ganjil -> Genap -> Pendek -> next year's Ganjil. */
export function kodeSemesterBerikut(kode: string): string {
  const tahun = Number(kode.slice(0, 4));
  const periode = Number(kode.slice(4));
  return periode === 3 ? `${tahun + 1}1` : `${tahun}${periode + 1}`;
}

// The graded enrolments of the latest regular (not short) semester before `kode_semester` with any
// grade: all the SKS limit needs, instead of the whole history (a rush reads it for every save).
const nilaiSemesterSebelumnya = prepare<{ id_mahasiswa: number; kode_semester: string }>()((db, p) => db.selectFrom('krs.krs_kelas as kk')
  .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kk.id_semester_registrasi')
  .select(['kk.sks', 'kk.nilai_indeks'])
  .where('kk.id_mahasiswa', '=', p.id_mahasiswa)
  .where('kk.nilai_indeks', 'is not', null)
  .where(sql<boolean>`s.kode_semester = (select max(s2.kode_semester) from krs.krs_kelas k2
    join master_data.semester s2 on s2.id_semester_registrasi = k2.id_semester_registrasi
    where k2.id_mahasiswa = ${p.id_mahasiswa} and k2.nilai_indeks is not null and s2.periode <> 3 and s2.kode_semester < ${p.kode_semester})`));

const prodiAngkatanQuery = prepare<{ id_mahasiswa: number }>()((db, p) => db.selectFrom('master_data.mahasiswa').select(['id_prodi', 'angkatan']).where('id_mahasiswa', '=', p.id_mahasiswa));

/**
 * The SKS limit of a student for the semester `kodeSemester` (YYYYS, need not exist yet): package
 * semesters, else the band of the IPS of the latest graded regular semester before it.
 */
export async function batasSksMahasiswa(db: Kysely<any>, idMahasiswa: number, kodeSemester: string): Promise<SksLimit & { semester_ke: number }> {
  const mhs = await prodiAngkatanQuery.first(db, { id_mahasiswa: idMahasiswa });
  if (!mhs) throw new Error(`mahasiswa ${idMahasiswa} tidak ada`);
  const { pengaturan, bands } = await pengaturanKrs(db, mhs.id_prodi);
  const previous = await nilaiSemesterSebelumnya.all(db, { id_mahasiswa: idMahasiswa, kode_semester: kodeSemester });
  const periode = Number(kodeSemester.slice(4)) as 1 | 2 | 3;
  const ke = semesterKe(Number(mhs.angkatan), Number(kodeSemester.slice(0, 4)), periode);
  const ipsSebelumnya = previous.length ? weightedIndex(previous.map((g: any) => ({ sks: Number(g.sks), nilai_indeks: Number(g.nilai_indeks) }))) : null;
  const limit = batasSks({ semesterKe: ke, periode, ipsSebelumnya, pengaturan, bands });
  return { ...limit, semester_ke: ke };
}

/** Students enrolled in a class (any KRS status), by NIM. */
export async function enrolledStudents(db: Kysely<any>, idKelas: number): Promise<Array<{ id_mahasiswa: number; id_user: number | null; nim: string; nama_mahasiswa: string; id_krs_kelas: number }>> {
  return db.selectFrom('krs.krs_kelas as kk')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'kk.id_mahasiswa')
    .select(['m.id_mahasiswa', 'm.id_user', 'm.nim', 'm.nama_mahasiswa', 'kk.id_krs_kelas'])
    .where('kk.id_kelas', '=', idKelas).orderBy('m.nim').execute() as any;
}

/** Whether the student holds a seat in the class. */
export async function isEnrolled(db: Kysely<any>, idMahasiswa: number, idKelas: number): Promise<boolean> {
  const row = await db.selectFrom('krs.krs_kelas').select('id_krs_kelas').where('id_mahasiswa', '=', idMahasiswa).where('id_kelas', '=', idKelas).executeTakeFirst();
  return !!row;
}

/** The classes a student is enrolled in for a semester. */
export async function classesOf(db: Kysely<any>, idMahasiswa: number, idSemesterRegistrasi: number): Promise<Array<{ id_kelas: number; id_mata_kuliah: number; sks: number }>> {
  const rows = await db.selectFrom('krs.krs_kelas').select(['id_kelas', 'id_mata_kuliah', 'sks'])
    .where('id_mahasiswa', '=', idMahasiswa).where('id_semester_registrasi', '=', idSemesterRegistrasi).orderBy('id_kelas').execute();
  return rows.map((r: any) => ({ ...r, sks: Number(r.sks) }));
}

/** Tag of the cached reads (schedule, KHS) that depend on a student's enrolments and grades. */
export const tagMahasiswa = (idMahasiswa: number) => `mahasiswa:${idMahasiswa}`;

/** One score of a class's grade sheet: 0-100, at most two decimals (numeric(5,2)). */
export interface NilaiMasukan {
  id_mahasiswa: number;
  nilai_angka: number;
}

/** A stored grade: the score and the letter and index the programme's scale gave it. */
export interface NilaiTersimpan extends NilaiMasukan {
  id_krs_kelas: number;
  nilai_huruf: string;
  nilai_indeks: number;
}

/** A grade as stored on the enrolment: score, letter, index. */
export interface NilaiLama {
  nilai_angka: number;
  nilai_huruf: string;
  nilai_indeks: number;
}

/** A grade written by `simpanNilaiKelas` with the grade it replaced (null: the student had none). */
export interface NilaiDiganti extends NilaiTersimpan {
  lama: NilaiLama | null;
}

/**
 * Work a caller runs inside the grade save's transaction, after the write and before the commit,
 * with each written grade and the one it replaced (e.g. a grade-change history row). Throwing rolls
 * the whole save back: nothing is stored and no cached read is dropped.
 */
export type DalamTransaksiNilai = (trx: Kysely<any>, nilai: readonly NilaiDiganti[]) => Promise<void>;

/** Where committed grade changes are announced: the kernel's `readCache` (its `changed`). */
export interface PerubahanCache {
  changed(tags: readonly string[]): void;
}

/**
 * What `simpanNilaiKelas` answers: the stored grades, or why nothing was stored. `bukan_peserta`:
 * students not enrolled in the class; `sudah_dinilai`: students already graded (mode 'baru' only);
 * `tanpa_skala`: students whose programme has no grade scale valid on the date.
 */
export type HasilSimpanNilai =
  | { ok: true; nilai: NilaiTersimpan[] }
  | { ok: false; alasan: 'bukan_peserta' | 'sudah_dinilai' | 'tanpa_skala'; id_mahasiswa: number[] };

/**
 * Stores the scores of some students of one class, all or nothing, in one transaction; the grade
 * entry of the `teaching` module is its caller. Letter and index come from the scale of each
 * student's programme valid on `tanggal` (master_data.skala_nilai, the latest berlaku_mulai on or
 * before it), never from the caller. Mode 'baru' (first entry) refuses students already graded;
 * 'ubah' sets or changes any enrolled student's grade.
 *
 * The class's rows of these students are locked in id order before anything is checked, so two
 * saves of one class queue behind each other instead of deadlocking, and the later one sees the
 * earlier one's grades (a second 'baru' is refused; an 'ubah' wins per student). After the commit
 * every affected student's cached reads (KHS, grade summary: `tagMahasiswa`) are dropped through
 * `cache.changed`. Callers validate the range and the duplicates of `nilai` beforehand.
 * `dalamTransaksi` (optional) runs inside the same transaction after the write, seeing each
 * student's previous grade (teaching's grade change records its history there, so the history and
 * the grades commit together or not at all).
 */
export async function simpanNilaiKelas(
  db: Kysely<any>,
  cache: PerubahanCache,
  input: { id_kelas: number; tanggal: string; mode: 'baru' | 'ubah'; nilai: readonly NilaiMasukan[]; dalamTransaksi?: DalamTransaksiNilai },
): Promise<HasilSimpanNilai> {
  const ids = input.nilai.map((n) => n.id_mahasiswa);
  const hasil = await db.transaction().execute(async (trx): Promise<HasilSimpanNilai> => {
    const { rows } = await sql<{ id_krs_kelas: number; id_mahasiswa: number; id_prodi: number; dinilai: boolean; nilai_angka: string | null; nilai_huruf: string | null; nilai_indeks: string | null }>`
      select kk.id_krs_kelas, kk.id_mahasiswa, m.id_prodi, kk.nilai_angka is not null as dinilai, kk.nilai_angka, kk.nilai_huruf, kk.nilai_indeks
      from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
      where kk.id_kelas = ${input.id_kelas} and kk.id_mahasiswa = any(${ids}::int[])
      order by kk.id_krs_kelas for update of kk`.execute(trx);
    const baris = new Map(rows.map((r) => [r.id_mahasiswa, r]));
    const bukanPeserta = ids.filter((id) => !baris.has(id));
    if (bukanPeserta.length) return { ok: false, alasan: 'bukan_peserta', id_mahasiswa: bukanPeserta };
    const sudah = rows.filter((r) => r.dinilai).map((r) => r.id_mahasiswa);
    if (input.mode === 'baru' && sudah.length) return { ok: false, alasan: 'sudah_dinilai', id_mahasiswa: sudah };
    const skala = new Map<number, ScaleRow[]>();
    for (const prodi of new Set(rows.map((r) => r.id_prodi))) skala.set(prodi, await skalaNilai(trx, prodi, input.tanggal));
    const tanpaSkala = rows.filter((r) => !skala.get(r.id_prodi)!.some((s) => s.batas_bawah <= 0)).map((r) => r.id_mahasiswa);
    if (tanpaSkala.length) return { ok: false, alasan: 'tanpa_skala', id_mahasiswa: tanpaSkala };
    const nilai = input.nilai.map((n): NilaiTersimpan => {
      const r = baris.get(n.id_mahasiswa)!;
      const g = gradeOf(n.nilai_angka, skala.get(r.id_prodi)!);
      return { ...n, id_krs_kelas: r.id_krs_kelas, nilai_huruf: g.nilai_huruf, nilai_indeks: Number(g.nilai_indeks) };
    });
    await sql`update krs.krs_kelas kk
      set nilai_angka = v.angka, nilai_huruf = v.huruf, nilai_indeks = v.indeks, dinilai_pada = now()
      from unnest(${nilai.map((n) => n.id_krs_kelas)}::int[], ${nilai.map((n) => n.nilai_angka)}::numeric[],
        ${nilai.map((n) => n.nilai_huruf)}::text[], ${nilai.map((n) => n.nilai_indeks)}::numeric[]) as v(id, angka, huruf, indeks)
      where kk.id_krs_kelas = v.id`.execute(trx);
    if (input.dalamTransaksi) {
      await input.dalamTransaksi(trx, nilai.map((n) => {
        const r = baris.get(n.id_mahasiswa)!;
        const lama = r.dinilai ? { nilai_angka: Number(r.nilai_angka), nilai_huruf: r.nilai_huruf!, nilai_indeks: Number(r.nilai_indeks) } : null;
        return { ...n, lama };
      }));
    }
    return { ok: true, nilai };
  });
  if (hasil.ok) cache.changed(hasil.nilai.map((n) => tagMahasiswa(n.id_mahasiswa)));
  return hasil;
}

/**
 * The demo class: taught by dsn00 in the active semester and in mhs00's KRS (the seed guarantees
 * it has a weekly meeting). Undefined on a database without the demo campus.
 */
export async function demoKelasDosen(db: Kysely<any>): Promise<{ id_kelas: number; id_mata_kuliah: number; id_semester_registrasi: number } | undefined> {
  return db.selectFrom('krs.krs_kelas as kk')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'kk.id_mahasiswa')
    .innerJoin('core.pengguna as um', 'um.id_user', 'm.id_user')
    .innerJoin('master_data.kelas as k', 'k.id_kelas', 'kk.id_kelas')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'k.id_dosen')
    .innerJoin('core.pengguna as ud', 'ud.id_user', 'd.id_user')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kk.id_semester_registrasi')
    .select(['kk.id_kelas', 'kk.id_mata_kuliah', 'kk.id_semester_registrasi'])
    .where('um.username', '=', 'mhs00').where('ud.username', '=', 'dsn00').where('s.aktif', '=', true)
    .orderBy('kk.id_kelas').executeTakeFirst() as any;
}

/**
 * The student's latest graded attempt of the course of class `k` in a semester before
 * `kode_semester`, as lateral subquery `lalu` (nilai_huruf_lalu, nilai_indeks_lalu, semester_lalu):
 * a student's enrolments are unique per semester and course, so this is an index lookup.
 */
export function latestEarlierGrade(eb: ExpressionBuilder<any, any>, p: { id_mahasiswa: number; kode_semester: string }) {
  return eb.selectFrom('krs.krs_kelas as kl').innerJoin('master_data.semester as sl', 'sl.id_semester_registrasi', 'kl.id_semester_registrasi')
    .select(['kl.nilai_huruf as nilai_huruf_lalu', 'kl.nilai_indeks as nilai_indeks_lalu', 'sl.nama_semester_registrasi as semester_lalu'])
    .where('kl.id_mahasiswa', '=', p.id_mahasiswa).whereRef('kl.id_mata_kuliah', '=', 'k.id_mata_kuliah')
    .where('kl.nilai_indeks', 'is not', null).where(sql<boolean>`sl.kode_semester < ${p.kode_semester}`)
    .orderBy('sl.kode_semester', 'desc').limit(1).as('lalu');
}

/** The index of the programme's minimum passing letter on the scale valid on `tanggal` (0 when the letter is unknown). */
export async function minimumIndeks(db: Kysely<any>, idProdi: number, tanggal: string): Promise<number> {
  const { nilai_minimal_lulus } = await pengaturanKrs(db, idProdi);
  return indeksOfHuruf(nilai_minimal_lulus, await skalaNilai(db, idProdi, tanggal)) ?? 0;
}
