import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One argon2 computation for a hashing thread. */
export type HashJob = { op: 'hash'; password: string } | { op: 'verify'; stored: string; password: string };

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

// Plain CommonJS run with `eval`: the same source works from the TypeScript sources under the test
// runner and from the bundle in dist/server, where a worker file of its own would need a build step.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
parentPort.on('message', ({ id, job }) => {
  try {
    const value = job.op === 'verify' ? argon2.verifySync(job.stored, job.password) : argon2.hashSync(job.password);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

/** A thread that runs its jobs one after another, in the order they were given. */
class HashThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private dead = false;

  constructor(argon2Path: string, onDeath: (thread: HashThread) => void) {
    this.worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { argon2: argon2Path } });
    // An idle thread must not keep the process alive; a busy one must, or a script awaiting a hash exits.
    this.worker.unref();
    this.worker.on('message', ({ id, value, error }: { id: number; value?: string | boolean; error?: string }) => {
      const job = this.pending.get(id);
      if (!job) return;
      this.pending.delete(id);
      if (!this.pending.size) this.worker.unref();
      if (error !== undefined) job.reject(new Error(error));
      else job.resolve(value!);
    });
    const die = (reason: Error) => {
      if (this.dead) return;
      this.dead = true;
      for (const job of this.pending.values()) job.reject(reason);
      this.pending.clear();
      onDeath(this);
    };
    this.worker.on('error', die);
    this.worker.on('exit', (code) => die(new Error(`thread hash berhenti (kode ${code})`)));
  }

  get queued(): number {
    return this.pending.size;
  }

  run(job: HashJob): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, job });
    });
  }

  /** Ends the thread; its pending jobs are rejected. */
  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * argon2 in threads of its own, `size` of them, each with its own queue. A thread that finishes a
 * hash starts the next one queued to it at once, without waiting for the event loop to hand it
 * over; libuv's pool (which also reads the static files) stays free. A job goes to the thread with
 * the shortest queue; hashes cost the same, so the queues stay even.
 */
export class HashThreads {
  private readonly threads: HashThread[] = [];
  private readonly argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

  constructor(readonly size: number) {}

  /** Threads started so far (at most `size`). */
  get started(): number {
    return this.threads.length;
  }

  run(job: HashJob): Promise<string | boolean> {
    if (this.threads.length < this.size) this.threads.push(this.spawn());
    let best = this.threads[0];
    for (const thread of this.threads) if (thread.queued < best.queued) best = thread;
    return best.run(job);
  }

  /**
   * Stops every thread; the next job starts new ones. A process that ends by running out of work
   * calls it: even unreferenced, an idle thread was seen to hold Vitest's main process open.
   */
  async stop(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.stop()));
  }

  private spawn(): HashThread {
    return new HashThread(this.argon2Path, (dead) => {
      const at = this.threads.indexOf(dead);
      if (at >= 0) this.threads.splice(at, 1);
    });
  }
}
