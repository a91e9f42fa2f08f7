import { describe, expect, it } from 'vitest';
import { batasSks, findClashes, formatIndeks, gradeOf, ipk, ips, latestAttempts, missingPrerequisites, perluMengulang, semesterKe, type GradeRow } from './rules';

// Domain rules of guide/domain-rules.md as pure functions.

const row = (id: number, sks: number, indeks: number | null, kode: string): GradeRow => ({ id_mata_kuliah: id, sks, nilai_indeks: indeks, kode_semester: kode });
const SCALE = [
  { nilai_huruf: 'A', batas_bawah: 80, nilai_indeks: 4, lulus: true }, { nilai_huruf: 'AB', batas_bawah: 75, nilai_indeks: 3.5, lulus: true },
  { nilai_huruf: 'B', batas_bawah: 69, nilai_indeks: 3, lulus: true }, { nilai_huruf: 'BC', batas_bawah: 60, nilai_indeks: 2.5, lulus: true },
  { nilai_huruf: 'C', batas_bawah: 55, nilai_indeks: 2, lulus: true }, { nilai_huruf: 'D', batas_bawah: 44, nilai_indeks: 1, lulus: false },
  { nilai_huruf: 'E', batas_bawah: 0, nilai_indeks: 0, lulus: false },
];
const SETTINGS = { sks_paket_maks: 20, semester_paket_sampai: 2, sks_semester_pendek_maks: 9 };
const BANDS = [{ ips_minimal: 3, sks_maks: 24 }, { ips_minimal: 2.5, sks_maks: 21 }, { ips_minimal: 2, sks_maks: 18 }, { ips_minimal: 1.5, sks_maks: 15 }, { ips_minimal: 0, sks_maks: 12 }];

describe('IPS and IPK', () => {
  it('IPS is sum(sks x indeks) / sum(sks) of the semester, E counts, ungraded rows do not', () => {
    const rows = [row(1, 3, 4, '20241'), row(2, 2, 0, '20241'), row(3, 3, 3, '20241'), row(4, 3, null, '20241'), row(5, 3, 4, '20242')];
    expect(ips(rows, '20241')).toBe(2.63); // (12 + 0 + 9) / 8 = 2.625
    expect(ips(rows, '20251')).toBe(0);
  });

  it('IPK counts the latest attempt of a retaken course, even when lower', () => {
    const up = [row(1, 3, 0, '20231'), row(2, 3, 4, '20231'), row(1, 3, 3, '20241')];
    expect(latestAttempts(up).map((r) => r.nilai_indeks)).toEqual([3, 4]);
    expect(ipk(up)).toBe(3.5);
    const down = [row(1, 3, 3, '20231'), row(1, 3, 1, '20241')];
    expect(ipk(down)).toBe(1);
    expect(ipk(up, '20232')).toBe(2); // up to 2023/2024 Genap the E still counts
  });

  it('formats with two decimals and a comma', () => {
    expect(formatIndeks(3.6)).toBe('3,60');
    expect(formatIndeks(2.333)).toBe('2,33');
    expect(formatIndeks(0)).toBe('0,00');
  });

  it('maps a score to its letter on the scale and says when a course must be retaken', () => {
    expect(gradeOf(80, SCALE).nilai_huruf).toBe('A');
    expect(gradeOf(79.99, SCALE).nilai_huruf).toBe('AB');
    expect(gradeOf(54, SCALE).nilai_huruf).toBe('D');
    expect(gradeOf(0, SCALE).nilai_huruf).toBe('E');
    expect(perluMengulang(1, 2)).toBe(true);
    expect(perluMengulang(2, 2)).toBe(false);
  });
});

describe('SKS limit', () => {
  it('semesters 1-2 take the package (20)', () => {
    expect(batasSks({ semesterKe: 1, periode: 1, ipsSebelumnya: null, pengaturan: SETTINGS, bands: BANDS })).toEqual({ batas_sks: 20, dasar: 'paket', ips_sebelumnya: null });
    expect(batasSks({ semesterKe: 2, periode: 2, ipsSebelumnya: 1.2, pengaturan: SETTINGS, bands: BANDS }).batas_sks).toBe(20);
  });

  it.each([[4, 24], [3, 24], [2.99, 21], [2.5, 21], [2.49, 18], [2, 18], [1.99, 15], [1.5, 15], [1.49, 12], [0, 12]])('IPS %s gives %s SKS', (ipsValue, sks) => {
    expect(batasSks({ semesterKe: 3, periode: 1, ipsSebelumnya: ipsValue, pengaturan: SETTINGS, bands: BANDS })).toEqual({ batas_sks: sks, dasar: 'ips', ips_sebelumnya: ipsValue });
  });

  it('a short semester has its own cap; no graded semester falls back to the package', () => {
    expect(batasSks({ semesterKe: 4, periode: 3, ipsSebelumnya: 3.9, pengaturan: SETTINGS, bands: BANDS }).batas_sks).toBe(9);
    expect(batasSks({ semesterKe: 5, periode: 1, ipsSebelumnya: null, pengaturan: SETTINGS, bands: BANDS }).dasar).toBe('paket');
  });

  it('counts study semesters from the intake year', () => {
    expect(semesterKe(2023, 2023, 1)).toBe(1);
    expect(semesterKe(2023, 2023, 2)).toBe(2);
    expect(semesterKe(2023, 2026, 1)).toBe(7);
  });
});

describe('schedule clash', () => {
  const m = (id_kelas: number, hari: number, jam_mulai: string, jam_selesai: string) => ({ id_kelas, hari, jam_mulai, jam_selesai });
  it('finds overlapping meetings on the same day', () => {
    const clashes = findClashes([m(1, 1, '07:30', '10:00'), m(2, 1, '09:00', '10:40'), m(3, 2, '07:30', '10:00')]);
    expect(clashes.map((c) => [c.a.id_kelas, c.b.id_kelas])).toEqual([[1, 2]]);
  });
  it('touching ranges, other days and meetings of one class do not clash', () => {
    expect(findClashes([m(1, 1, '07:30', '10:10'), m(2, 1, '10:10:00', '12:40:00'), m(3, 2, '07:30', '10:10'), m(3, 2, '08:00', '09:00')])).toEqual([]);
  });
  it('finds a clash with a long class that spans several later ones', () => {
    expect(findClashes([m(1, 3, '07:30', '12:00'), m(2, 3, '08:00', '09:00'), m(3, 3, '10:00', '11:00')]).length).toBe(2);
  });
});

describe('prerequisites', () => {
  const links = [{ id_mata_kuliah: 10, id_mata_kuliah_prasyarat: 1 }, { id_mata_kuliah: 10, id_mata_kuliah_prasyarat: 2 }, { id_mata_kuliah: 11, id_mata_kuliah_prasyarat: 3 }];
  it('lists the prerequisites not passed per wanted course', () => {
    expect([...missingPrerequisites([10, 11, 12], links, new Set([1, 3]))]).toEqual([[10, [2]]]);
  });
  it('nothing is missing when all are passed or the course has none', () => {
    expect(missingPrerequisites([10, 11], links, new Set([1, 2, 3])).size).toBe(0);
    expect(missingPrerequisites([12], links, new Set()).size).toBe(0);
  });
});
