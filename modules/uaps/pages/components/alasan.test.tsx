import { describe, expect, it, vi } from 'vitest';
import { alasanCukup, mintaAlasan } from './alasan';

describe('reasons of a reject or return', () => {
  it('needs at least five non-space characters', () => {
    expect(alasanCukup(undefined)).toBe(false);
    expect(alasanCukup('')).toBe(false);
    expect(alasanCukup('     ')).toBe(false);
    expect(alasanCukup(' ok ')).toBe(false);
    expect(alasanCukup('Tidak hadir')).toBe(true);
  });

  it('asks again on an empty reason, returns the trimmed one, or null when cancelled', () => {
    const prompt = vi.fn<(text: string, value?: string) => string | null>().mockReturnValueOnce('').mockReturnValueOnce('  ').mockReturnValueOnce('  Tidak hadir  ');
    expect(mintaAlasan('Alasan penolakan:', 'Alasan wajib diisi.', prompt)).toBe('Tidak hadir');
    expect(prompt).toHaveBeenCalledTimes(3);
    expect(prompt.mock.calls[1][0]).toBe('Alasan wajib diisi.\nAlasan penolakan:');
    const cancel = vi.fn<(text: string, value?: string) => string | null>().mockReturnValueOnce('x').mockReturnValueOnce(null);
    expect(mintaAlasan('Alasan penolakan:', 'Alasan wajib diisi.', cancel)).toBeNull();
  });
});
