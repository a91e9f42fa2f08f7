// Grade rules of domain-rules.md ("Academic year and credits"): IPS/IPK and the grade scale.

/** One graded course taken in one semester. */
export interface GradeRow {
  id_mata_kuliah: number;
  sks: number;
  /** Null while the class is not graded yet; such rows do not count. */
  nilai_indeks: number | null;
  /** Orders attempts of the same course: a later semester is a later attempt (kode YYYYS sorts). */
  kode_semester: string;
}

/** One row of a programme's grade scale (master_data.skala_nilai). */
export interface ScaleRow {
  nilai_huruf: string;
  batas_bawah: number;
  nilai_indeks: number;
  lulus: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** sum(sks x indeks) / sum(sks) over graded rows, two decimals; 0 when nothing is graded. E (indeks 0) counts. */
export function weightedIndex(rows: readonly Pick<GradeRow, 'sks' | 'nilai_indeks'>[]): number {
  let sks = 0;
  let bobot = 0;
  for (const r of rows) {
    if (r.nilai_indeks === null || r.nilai_indeks === undefined) continue;
    sks += r.sks;
    bobot += r.sks * Number(r.nilai_indeks);
  }
  return sks === 0 ? 0 : round2(bobot / sks);
}

/** IPS of one semester: every graded course of that semester. */
export function ips(rows: readonly GradeRow[], kodeSemester: string): number {
  return weightedIndex(rows.filter((r) => r.kode_semester === kodeSemester));
}

/** The attempt that counts for each course: the latest graded one (a retake replaces the earlier grade, even if lower). */
export function latestAttempts<R extends GradeRow>(rows: readonly R[]): R[] {
  const latest = new Map<number, R>();
  for (const r of rows) {
    if (r.nilai_indeks === null || r.nilai_indeks === undefined) continue;
    const seen = latest.get(r.id_mata_kuliah);
    if (!seen || r.kode_semester > seen.kode_semester) latest.set(r.id_mata_kuliah, r);
  }
  return [...latest.values()];
}

/** IPK up to and including `sampaiKodeSemester` (all when omitted): latest attempt of each course counts. */
export function ipk(rows: readonly GradeRow[], sampaiKodeSemester?: string): number {
  const upto = sampaiKodeSemester ? rows.filter((r) => r.kode_semester <= sampaiKodeSemester) : rows;
  return weightedIndex(latestAttempts(upto));
}

/** Total SKS that count towards IPK (latest attempts). */
export function sksKumulatif(rows: readonly GradeRow[]): number {
  return latestAttempts(rows).reduce((a, r) => a + r.sks, 0);
}

/** Indonesian display of an index, '3,60': the core's display form, kept in the rules' API. */
export { formatIndeks } from '../../../core/contract/format';

/** Letter and index of a score on a scale: the row with the highest lower bound <= angka. */
export function gradeOf(angka: number, scale: readonly ScaleRow[]): ScaleRow {
  const sorted = [...scale].sort((a, b) => Number(b.batas_bawah) - Number(a.batas_bawah));
  const found = sorted.find((s) => angka >= Number(s.batas_bawah));
  if (!found) throw new Error(`Skala nilai tidak mencakup nilai ${angka}.`);
  return found;
}

/** The index a letter stands for on a scale (the programme minimum 'C' -> 2.00), or null when unknown. */
export function indeksOfHuruf(huruf: string, scale: readonly ScaleRow[]): number | null {
  const row = scale.find((s) => s.nilai_huruf === huruf);
  return row ? Number(row.nilai_indeks) : null;
}

/** A course must be retaken when its counting grade is below the programme minimum (D and E always are). */
export function perluMengulang(nilaiIndeks: number, minimumIndeks: number): boolean {
  return nilaiIndeks < minimumIndeks;
}
