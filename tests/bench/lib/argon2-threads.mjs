// Bare argon2 verification on one thread per core, each running `verifySync` from a queue of its own:
// the same shape as the product's hashing threads (core/server/auth/hash-threads.ts), without a
// server around it. On a machine where libuv's four pool threads verify more slowly than two threads
// on two cores, the library's own async `verify` would be a baseline the product beats by design.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData);
parentPort.on('message', ({ id, stored, password }) => parentPort.postMessage({ id, valid: argon2.verifySync(stored, password) }));`;

/** argon2id at the smallest cost the library takes (8 KiB, 1 pass): a hash that costs next to nothing. */
export const CHEAP_HASH = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/** Starts the threads; `verify(stored, password)` resolves with a boolean, `stop()` ends them. */
export function argon2Threads(size = availableParallelism()) {
  const library = createRequire(import.meta.url).resolve('@node-rs/argon2');
  let nextId = 0;
  const threads = Array.from({ length: size }, () => {
    const worker = new Worker(SOURCE, { eval: true, workerData: library });
    const pending = new Map();
    worker.on('message', ({ id, valid }) => {
      pending.get(id)(valid);
      pending.delete(id);
    });
    return { worker, pending };
  });
  return {
    verify(stored, password) {
      const thread = threads.reduce((best, t) => (t.pending.size < best.pending.size ? t : best));
      return new Promise((resolve) => {
        const id = nextId++;
        thread.pending.set(id, resolve);
        thread.worker.postMessage({ id, stored, password });
      });
    },
    stop: () => Promise.all(threads.map((t) => t.worker.terminate())),
  };
}
