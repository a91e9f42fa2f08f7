import { describe, expect, it } from 'vitest';
import { initials } from './AccountMenu';

describe('avatar initials', () => {
  it('skips academic degrees before and after the name', () => {
    expect(initials('Dr. Ir. Budi Santoso, M.Kom.')).toBe('BS');
    expect(initials('Siti Rahmawati')).toBe('SR');
    expect(initials('Prof. Dr. Hendra')).toBe('H');
    expect(initials('')).toBe('?');
  });
});
