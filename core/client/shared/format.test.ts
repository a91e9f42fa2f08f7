import { describe, expect, it } from 'vitest';
import { displayValue, formatRupiah, formatTanggal } from './format';

describe('display helpers (spec section 9, domain rules)', () => {
  it('formats dates as "Senin, 3 Maret 2025" in Asia/Jakarta', () => {
    expect(formatTanggal('2025-03-03')).toBe('Senin, 3 Maret 2025');
    // 20:00 UTC on 2 March is already 3 March in Jakarta (UTC+7).
    expect(formatTanggal('2025-03-02T20:00:00Z')).toBe('Senin, 3 Maret 2025');
    expect(formatTanggal('0000-00-00')).toBe('-');
    expect(formatTanggal(null)).toBe('-');
    expect(formatTanggal('bukan tanggal')).toBe('-');
  });

  it('formats money as "Rp 1.500.000", null as Rp 0, and strips non-digits from strings', () => {
    expect(formatRupiah(1_500_000)).toBe('Rp 1.500.000');
    expect(formatRupiah(null)).toBe('Rp 0');
    expect(formatRupiah('Rp 2.750.000,-')).toBe('Rp 2.750.000');
    expect(formatRupiah(-5000)).toBe('-Rp 5.000');
  });

  it('shows empty values as a dash', () => {
    expect(displayValue(null)).toBe('-');
    expect(displayValue('  ')).toBe('-');
    expect(displayValue(0)).toBe('0');
    expect(displayValue('Lektor')).toBe('Lektor');
  });
});
