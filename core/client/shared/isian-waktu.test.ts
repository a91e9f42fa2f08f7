import { describe, expect, it } from 'vitest';
import { hariIniJakarta } from '../../contract/format';
import { bacaBulan, bacaJam, bacaTanggal, halamanKalender, langkahKalender, tombolKalender, tulisBulan, tulisJam, tulisTanggal } from './isian-waktu';

describe('the date, time and month forms of the fields', () => {
  it('reads a date the Indonesian way or as ISO, only when the day exists', () => {
    expect(bacaTanggal('17/08/2026')).toBe('2026-08-17');
    expect(bacaTanggal(' 7-8-2026 ')).toBe('2026-08-07');
    expect(bacaTanggal('07.08.2026')).toBe('2026-08-07');
    expect(bacaTanggal('17082026')).toBe('2026-08-17');
    expect(bacaTanggal('2026-08-17')).toBe('2026-08-17');
    expect(bacaTanggal('29/02/2028')).toBe('2028-02-29');
    expect(bacaTanggal('29/02/2026')).toBeNull();
    expect(bacaTanggal('31/04/2026')).toBeNull();
    expect(bacaTanggal('17/13/2026')).toBeNull();
    expect(bacaTanggal('17/08/26')).toBeNull();
    expect(bacaTanggal('08/17')).toBeNull();
    expect(tulisTanggal('2026-08-07')).toBe('07/08/2026');
    expect(tulisTanggal('')).toBe('');
  });

  it('reads a time on the 24-hour clock', () => {
    expect(bacaJam('14.05')).toBe('14:05');
    expect(bacaJam('14:05')).toBe('14:05');
    expect(bacaJam('1405')).toBe('14:05');
    expect(bacaJam('7.30')).toBe('07:30');
    expect(bacaJam('7')).toBe('07:00');
    expect(bacaJam('08:00:00')).toBe('08:00');
    expect(bacaJam('24.00')).toBeNull();
    expect(bacaJam('14.60')).toBeNull();
    expect(bacaJam('2 PM')).toBeNull();
    expect(tulisJam('08:00:00')).toBe('08.00');
  });

  it('reads a month by name, by number or as ISO', () => {
    expect(bacaBulan('Agustus 2026')).toBe('2026-08');
    expect(bacaBulan('agu 2026')).toBe('2026-08');
    expect(bacaBulan('08/2026')).toBe('2026-08');
    expect(bacaBulan('2026-8')).toBe('2026-08');
    expect(bacaBulan('Ma 2026')).toBeNull();
    expect(bacaBulan('Smarch 2026')).toBeNull();
    expect(bacaBulan('13/2026')).toBeNull();
    expect(tulisBulan('2026-11')).toBe('November 2026');
  });

  it('lays a month out Monday first', () => {
    // 1 November 2026 is a Sunday: six empty cells before it.
    const nov = halamanKalender(2026, 11);
    expect(nov.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(nov.at(-1)).toBe('2026-11-30');
    // 1 June 2026 is a Monday.
    expect(halamanKalender(2026, 6)[0]).toBe('2026-06-01');
    expect(halamanKalender(2028, 2).filter(Boolean)).toHaveLength(29);
  });

  it('takes today in Jakarta', () => {
    expect(hariIniJakarta(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    expect(hariIniJakarta(new Date('2026-11-26T16:59:00Z'))).toBe('2026-11-26');
  });

  it('moves the calendar by key a day, a week, to either end of the week, a month or a year, within min and max', () => {
    // 2026-11-26 is a Thursday.
    expect(langkahKalender('2026-11-26', 'ArrowLeft', false)).toBe('2026-11-25');
    expect(langkahKalender('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(langkahKalender('2026-11-26', 'ArrowUp', false)).toBe('2026-11-19');
    expect(langkahKalender('2026-12-29', 'ArrowDown', false)).toBe('2027-01-05');
    expect(langkahKalender('2026-11-26', 'Home', false)).toBe('2026-11-23');
    expect(langkahKalender('2026-11-26', 'End', false)).toBe('2026-11-29');
    expect(langkahKalender('2026-11-29', 'Home', false)).toBe('2026-11-23');
    expect(langkahKalender('2026-11-23', 'End', false)).toBe('2026-11-29');
    expect(langkahKalender('2026-01-31', 'PageDown', false)).toBe('2026-02-28');
    expect(langkahKalender('2026-01-15', 'PageUp', false)).toBe('2025-12-15');
    expect(langkahKalender('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(langkahKalender('2026-11-26', 'PageUp', true)).toBe('2025-11-26');
    expect(langkahKalender('2026-11-05', 'ArrowUp', false, '2026-11-03')).toBe('2026-11-03');
    expect(langkahKalender('2026-11-26', 'PageDown', false, undefined, '2026-12-10')).toBe('2026-12-10');
    expect(tombolKalender('PageDown')).toBe(true);
    expect(tombolKalender('Enter')).toBe(false);
  });
});
