import { describe, expect, it } from 'vitest';
import { gated, HASH_LIMIT, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('never runs more hashes at once than there are cores, and a failing one frees its slot', async () => {
    let running = 0;
    let most = 0;
    const task = (fail: boolean) => gated(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      if (fail) throw new Error('gagal');
      return 'ok';
    });
    const results = await Promise.allSettled(Array.from({ length: HASH_LIMIT * 3 + 1 }, (_, i) => task(i % 3 === 0)));
    expect(most).toBe(HASH_LIMIT);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(results.length - Math.ceil(results.length / 3));
    expect(await task(false)).toBe('ok');
  });

  it('verifies what it hashed, and nothing else', async () => {
    const stored = await hashPassword('rahasia-1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'rahasia-1')).toBe(true);
    expect(await verifyPassword(stored, 'rahasia-2')).toBe(false);
  });
});
