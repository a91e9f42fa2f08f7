import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  const computing = (value: string, tags = ['mahasiswa:1']) => async () => ({ value, tags });

  it('computes once, then serves the stored value until a tag is invalidated', async () => {
    const cache = new ReadCache(60_000);
    expect(await cache.through('k', computing('satu'))).toBe('satu');
    expect(await cache.through('k', computing('dua'))).toBe('satu');
    cache.invalidate(['mahasiswa:2']);
    expect(await cache.through('k', computing('dua'))).toBe('satu');
    cache.invalidate(['mahasiswa:1']);
    expect(await cache.through('k', computing('dua'))).toBe('dua');
  });

  it('does not store a value computed while an invalidation happened', async () => {
    const cache = new ReadCache(60_000);
    let release!: () => void;
    const slow = cache.through('k', async () => {
      await new Promise<void>((r) => (release = r));
      return { value: 'lama', tags: ['mahasiswa:1'] };
    });
    await Promise.resolve();
    cache.invalidate(['mahasiswa:1']);
    release();
    expect(await slow).toBe('lama');
    expect(cache.size).toBe(0);
    expect(await cache.through('k', computing('baru'))).toBe('baru');
  });

  it('expires entries after the lifetime and stores nothing when the lifetime is 0', async () => {
    const short = new ReadCache(1);
    await short.through('k', computing('satu'));
    await new Promise((r) => setTimeout(r, 5));
    expect(await short.through('k', computing('dua'))).toBe('dua');
    const off = new ReadCache(0);
    await off.through('k', computing('satu'));
    expect(off.size).toBe(0);
  });
});
