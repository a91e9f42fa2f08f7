import { describe, expect, it } from 'vitest';
import { formatIndeks, formatJam, formatRentangJam } from './format';

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
});
