import { describe, expect, it } from 'vitest';
import { formatIndeks, formatJam, formatRentangJam, formatUkuran } from './format';

describe('display forms of numbers and times', () => {
  it('writes an index with two decimals and a comma, none as a dash', () => {
    expect(formatIndeks(3.6)).toBe('3,60');
    expect(formatIndeks(80.666)).toBe('80,67');
    expect(formatIndeks(0)).toBe('0,00');
    expect(formatIndeks(null)).toBe('-');
    expect(formatIndeks(undefined)).toBe('-');
  });

  it('writes times with a dot and spans in WIB', () => {
    expect(formatJam('14:05:00')).toBe('14.05');
    expect(formatJam('x')).toBe('-');
    expect(formatRentangJam('10:10', '12:40:00')).toBe('10.10–12.40 WIB');
    expect(formatRentangJam(null, '12:40')).toBe('-');
  });

  it('file sizes in KB (at least 1) and MB with a decimal comma', () => {
    expect(formatUkuran(10)).toBe('1 KB');
    expect(formatUkuran(12_345)).toBe('13 KB');
    expect(formatUkuran(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatUkuran(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
