import type { FastifyInstance } from 'fastify';
import { te } from '../i18n';
import { HttpError } from './errors';

/** Limits of the admission gate of heavy write routes (`config: { antrian: true }`). */
export interface AdmissionLimits {
  /** Requests of gated routes executing at once in this process. */
  inFlight: number;
  /** Requests that may wait for a slot; beyond it the server answers 503 at once. */
  queue: number;
  /** Longest wait for a slot before the request is answered 503. */
  maxWaitMs: number;
}

/**
 * A counting gate with a bounded FIFO queue. Past the sustainable load (the database pool busy
 * with the start-of-semester rush), queueing more requests only stretches everybody's latency
 * until clients time out and retry; answering the excess 503 with Retry-After at once keeps the
 * admitted requests fast and the goodput near its best.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: Array<{ admit: () => void; timer: NodeJS.Timeout }> = [];
  shed = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Resolves with a release function once admitted; rejects with 503 when full or waited too long. */
  enter(): Promise<() => void> {
    if (this.running < this.limits.inFlight) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.queue) return Promise.reject(this.refusal());
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          this.running++;
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(this.refusal());
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.running--;
      this.waiting.shift()?.admit();
    };
  }

  private refusal(): HttpError {
    this.shed++;
    const seconds = Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000));
    return new HttpError(503, te('umum.sibuk', { detik: seconds }), undefined, { 'Retry-After': String(seconds) });
  }
}

/**
 * Puts every route declaring `config: { antrian: true }` behind one gate per process. Runs after
 * the permission hook, so refused callers never take a slot; the slot is freed when the response
 * is finished or the connection closes.
 */
export function installAdmission(app: FastifyInstance, limits: AdmissionLimits): AdmissionGate {
  const gate = new AdmissionGate(limits);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config?.antrian) return;
    const release = await gate.enter();
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  });
  return gate;
}
