import { describe, expect, it } from 'vitest';
import { geserDariHariLibur, tambahHari, type PertemuanTerjadwal } from './jadwal-libur';

// The holiday rule for existing meetings, on plain data (no database, no today).
const SENIN = '2093-09-07';
const minggu = (w: number, hari = 0) => tambahHari(SENIN, (w - 1) * 7 + hari);
/** Meetings 1..n weekly from week 1, meeting `ke` at week `ke` unless `minggu` says otherwise. */
const kelas = (n: number, opsi: { tetap?: number[]; pada?: Record<number, string> } = {}): PertemuanTerjadwal[] =>
  Array.from({ length: n }, (_, i) => ({
    id_pertemuan: 100 + i + 1, pertemuan_ke: i + 1, tanggal: opsi.pada?.[i + 1] ?? minggu(i + 1), tetap: opsi.tetap?.includes(i + 1) ?? false,
  }));
const hasil = (p: PertemuanTerjadwal[], libur: string[]) =>
  Object.fromEntries([...geserDariHariLibur(p, new Set(libur))].map(([id, t]) => [id - 100, t]));

describe('geserDariHariLibur', () => {
  it('moves a meeting on a holiday one week on and every later meeting with it', () => {
    expect(hasil(kelas(6), [minggu(3)])).toEqual({ 3: minggu(4), 4: minggu(5), 5: minggu(6), 6: minggu(7) });
  });

  it('skips consecutive holiday weeks and leaves a class whose days are free alone', () => {
    expect(hasil(kelas(4), [minggu(2), minggu(3)])).toEqual({ 2: minggu(4), 3: minggu(5), 4: minggu(6) });
    expect(hasil(kelas(4), [minggu(2, 1), minggu(3, 2)])).toEqual({});
  });

  it('never moves a held (or past, or arranged) meeting, even on a holiday, and moves nobody onto its day', () => {
    expect(hasil(kelas(4, { tetap: [2] }), [minggu(2)])).toEqual({});
    // Meeting 3 moved off week 3 would land on week 4, where meeting 5 was held (moved there by hand): it goes to week 5.
    expect(hasil(kelas(5, { tetap: [5], pada: { 4: minggu(6), 5: minggu(4) } }), [minggu(3)])).toEqual({ 3: minggu(5) });
  });

  it('stops the cascade at a gap: a meeting already after the moved one keeps its day', () => {
    // Meeting 4 was put on week 6 by hand: meeting 3 moving to week 4 leaves it (and 5 after it) alone.
    expect(hasil(kelas(5, { pada: { 4: minggu(6), 5: minggu(7) } }), [minggu(3)])).toEqual({ 3: minggu(4) });
  });

  it('keeps a later meeting moved by hand to another weekday, still after the moved one, where it is', () => {
    expect(hasil(kelas(4, { pada: { 3: minggu(3, 2) } }), [minggu(2)])).toEqual({ 2: minggu(3) });
  });
});
