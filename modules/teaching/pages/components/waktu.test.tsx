import { describe, expect, it } from 'vitest';
import { formatWaktu } from './waktu';

describe('formatWaktu', () => {
  it('shows an instant as the other pages do, in Jakarta time, on Jakarta\'s date', () => {
    expect(formatWaktu('2026-11-26T07:05:00.000Z')).toBe('Kamis, 26 November 2026, 14.05 WIB');
    // 17.30 UTC is already the next day in Jakarta.
    expect(formatWaktu('2026-11-26T17:30:00.000Z')).toBe('Jumat, 27 November 2026, 00.30 WIB');
    expect(formatWaktu('2026-11-26T14:05:00+07:00')).toBe('Kamis, 26 November 2026, 14.05 WIB');
  });
});
