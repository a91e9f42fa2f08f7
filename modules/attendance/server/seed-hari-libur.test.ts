import { describe, expect, it } from 'vitest';
import { semesterPlan } from '../../master-data/seed/semesters';
import { liburKampus, liburNasional } from '../seed/hari-libur';
import { hariAntara, tambahHari } from './jadwal-libur';

// The demo's holiday seed for a demo started on any day: the active semester (master-data's plan
// for that day) has holidays inside it, and the campus breaks never push a class's 16 meetings past
// the end of lectures (national holidays alone may: an Idulfitri semester has Mondays to spare for none).
const hariIso = (t: string) => ((new Date(`${t}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('the holiday seed, for every start day from 2024 to 2027', () => {
  const hari = Array.from({ length: hariAntara('2024-01-01', '2027-12-31') }, (_, i) => tambahHari('2024-01-01', i));

  it('the campus breaks lie in the coming weeks of the active semester and leave their weekdays room for 16 meetings', () => {
    for (const today of hari) {
      const aktif = semesterPlan(today).find((s) => s.aktif)!;
      const nasional = liburNasional(2022, Number(aktif.kuliah_selesai.slice(0, 4)));
      const kampus = liburKampus(aktif, nasional, 16, 1);
      const dalam = (t: string) => t >= aktif.kuliah_mulai && t <= aktif.kuliah_selesai;
      const hariKuliah = Array.from({ length: hariAntara(aktif.kuliah_mulai, aktif.kuliah_selesai) }, (_, i) => tambahHari(aktif.kuliah_mulai, i));
      const bebasPada = (h: number, libur: Set<string>) => hariKuliah.filter((t) => hariIso(t) === h && !libur.has(t)).length;
      expect([...nasional.filter((l) => dalam(l.tanggal)), ...kampus].length, today).toBeGreaterThanOrEqual(1);
      // No break only when national holidays already leave no weekday a week to spare (an Idulfitri semester).
      if (!kampus.length) {
        const nas = new Set(nasional.map((l) => l.tanggal));
        for (const h of [1, 2, 3, 4, 5]) expect(bebasPada(h, nas), `${today} hari ${h}`).toBeLessThanOrEqual(16);
      }
      for (const l of kampus) {
        expect(l.tanggal > tambahHari(today, 14) && l.tanggal <= aktif.kuliah_selesai, `${today} ${l.tanggal}`).toBe(true);
        expect(nasional.some((n) => n.tanggal === l.tanggal), `${today} ${l.tanggal}`).toBe(false);
      }
      const libur = new Set([...nasional, ...kampus].map((l) => l.tanggal));
      for (const h of new Set(kampus.map((l) => hariIso(l.tanggal)))) expect(bebasPada(h, libur), `${today} hari ${h}`).toBeGreaterThanOrEqual(16);
    }
  });

  it('puts the Dies Natalis on the demo class\'s weekday when it can, and the sports week on Thursday and Friday', () => {
    const masa = { kuliah_mulai: '2093-09-07', kuliah_selesai: '2094-01-11' };
    expect(liburKampus(masa, [], 16, 2).map((l) => [l.tanggal, l.nama])).toEqual([
      ['2093-10-13', 'Dies Natalis Universitas Nusantara'],
      ['2093-11-19', 'Pekan Olahraga dan Seni Mahasiswa'],
      ['2093-11-20', 'Pekan Olahraga dan Seni Mahasiswa'],
    ]);
    // Tuesdays already lose two weeks to holidays: the Dies Natalis goes to Wednesday instead.
    const selasa = [{ tanggal: '2093-09-15', nama: 'A', jenis: 'libur_nasional' as const }, { tanggal: '2093-12-01', nama: 'B', jenis: 'libur_nasional' as const }];
    expect(liburKampus(masa, selasa, 16, 2)[0].tanggal).toBe('2093-10-14');
  });
});
