import { availableParallelism } from 'node:os';
import { HashThreads } from './hash-threads';

/**
 * argon2 runs in one thread of its own per core (decision 0011), not in libuv's pool: four logins
 * at once there would queue every static file read behind 19 MiB hashes, and more hashes than
 * cores crowd the event loop and PostgreSQL off them. Logins past the limit wait in the queues.
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
