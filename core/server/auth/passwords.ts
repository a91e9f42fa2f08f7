import { availableParallelism } from 'node:os';
import { HashThreads } from './hash-threads';

/**
 * One argon2 thread per core. Four logins at once in libuv's pool (four threads) would queue every
 * static file read behind 19 MiB hashes, and crowd the event loop and PostgreSQL off the cores;
 * the logins past the limit wait in the threads' queues instead.
 */
export const HASH_LIMIT = Math.max(1, availableParallelism());
export const hashThreads = new HashThreads(HASH_LIMIT);

/** Hashes a password with argon2id (the library defaults: 19 MiB, 2 passes). */
export async function hashPassword(password: string): Promise<string> {
  return (await hashThreads.run({ op: 'hash', password })) as string;
}

/** Checks a password against its stored argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  return (await hashThreads.run({ op: 'verify', stored, password })) as boolean;
}
