import { describe, expect, it } from 'vitest';
import { HashThreads } from './hash-threads';
import { HASH_LIMIT, hashPassword, hashThreads, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies what it hashed, and nothing else', async () => {
    const stored = await hashPassword('rahasia-1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'rahasia-1')).toBe(true);
    expect(await verifyPassword(stored, 'rahasia-2')).toBe(false);
  });

  it('answers every one of many checks at once with at most one thread per core', async () => {
    const stored = await hashPassword('rahasia-1');
    const tries = Array.from({ length: HASH_LIMIT * 3 + 1 }, (_, i) => (i % 3 === 0 ? 'salah' : 'rahasia-1'));
    const answers = await Promise.all(tries.map((p) => verifyPassword(stored, p)));
    expect(answers).toEqual(tries.map((p) => p === 'rahasia-1'));
    expect(hashThreads.started).toBeLessThanOrEqual(HASH_LIMIT);
  });

  it('rejects a malformed stored hash and goes on with the next check', async () => {
    const stored = await hashPassword('rahasia-1');
    const [bad, good] = await Promise.allSettled([verifyPassword('bukan-hash', 'rahasia-1'), verifyPassword(stored, 'rahasia-1')]);
    expect(bad.status).toBe('rejected');
    expect(good).toEqual({ status: 'fulfilled', value: true });
  });

  it('rejects the jobs of a thread that ended and starts a new one for the next', async () => {
    const threads = new HashThreads(1);
    const lost = threads.run({ op: 'hash', password: 'rahasia-1' });
    await threads.stop();
    await expect(lost).rejects.toThrow(/berhenti/);
    expect(threads.started).toBe(0);
    const stored = (await threads.run({ op: 'hash', password: 'rahasia-1' })) as string;
    expect(await threads.run({ op: 'verify', stored, password: 'rahasia-1' })).toBe(true);
    await threads.stop();
  });
});
