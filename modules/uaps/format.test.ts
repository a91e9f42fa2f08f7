import { describe, expect, it } from 'vitest';
import { daftarDalamKalimat, formatJam, formatNilai, formatPersen, formatRentangJam, formatWaktu } from './format';

describe('uaps display formats (domain-rules.md, Display)', () => {
  it('scores and shares use a decimal comma, never a point', () => {
    expect(formatNilai(80.67)).toBe('80,67');
    expect(formatNilai(80.1)).toBe('80,10');
    expect(formatNilai('76')).toBe('76,00');
    expect(formatNilai(null)).toBe('-');
    expect(formatPersen(66.67)).toBe('66,67%');
    expect(formatPersen(12.5)).toBe('12,5%');
    expect(formatPersen(100)).toBe('100%');
  });

  it('times as "14.05 WIB", timestamps with the long date', () => {
    expect(formatJam('08:00')).toBe('08.00');
    expect(formatJam('14:05:00')).toBe('14.05');
    expect(formatRentangJam('08:00', '10:00')).toBe('08.00–10.00 WIB');
    expect(formatRentangJam(null, '10:00')).toBe('-');
    expect(formatWaktu('2026-11-19 13:42', (d) => `<${d}>`)).toBe('<2026-11-19>, 13.42 WIB');
    expect(formatWaktu(null, (d) => d)).toBe('-');
  });

  it('a list ending a sentence never doubles its full stop', () => {
    expect(`Belum: ${daftarDalamKalimat(['Dr. Budi, M.Kom.', 'Ir. Yuni Pratama, M.T.'])}.`).toBe('Belum: Dr. Budi, M.Kom., Ir. Yuni Pratama, M.T.');
    expect(`Belum: ${daftarDalamKalimat(['Andi Wijaya'])}.`).toBe('Belum: Andi Wijaya.');
  });
});
