import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * At most one argon2 computation per core at a time. Hashes run in libuv's pool (four threads),
 * which also reads the static files and compresses: four logins at once on a 2-core machine
 * would fill the pool and queue every file read behind 19 MiB hashes, and crowd the event loop
 * and PostgreSQL off the cores. The logins past the limit wait their turn here instead.
 */
export const HASH_LIMIT = Math.max(1, availableParallelism());
let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when fewer than HASH_LIMIT hashes are running (exported for its test). */
export async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_LIMIT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, so `running` never drops below what is in use.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes a password with argon2id (the library defaults: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return gated(() => hash(password));
}

/** Checks a password against its stored argon2 hash. */
export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return gated(() => verify(stored, password));
}
