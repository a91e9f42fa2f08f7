import { sql, type Kysely } from 'kysely';
import { INVALIDATION_CHANNEL } from './read-cache';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD = 7_900;

/**
 * Sends the tags of this process's committed writes to the other API processes, batched: at most
 * one NOTIFY per `delayMs`, in its own small transaction, instead of one inside every writing
 * transaction. PostgreSQL serialises the commits of notifying transactions on one database-wide
 * lock (so that notifications arrive in commit order); a NOTIFY inside each KRS save made every
 * save of the start-of-semester rush commit one after another (docs/performance.md).
 */
export class InvalidationPublisher {
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<any>,
    private readonly delayMs = 100,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Queues `tags`; they leave with the next batch. */
  publish(tags: readonly string[]): void {
    for (const tag of tags) this.pending.add(tag);
    if (this.timer || this.pending.size === 0) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.timer.unref?.();
  }

  /** Sends what is queued now (also on shutdown); resolves when every batch so far has been sent. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size) {
      const payloads = chunk([...this.pending]);
      this.pending.clear();
      this.sending = this.sending.then(async () => {
        for (const payload of payloads) await sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`.execute(this.db);
      }).catch(this.onError);
    }
    return this.sending;
  }
}

/** Space-separated payloads under PostgreSQL's size limit. */
function chunk(tags: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const tag of tags) {
    if (current && current.length + 1 + tag.length > MAX_PAYLOAD) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${tag}` : tag;
  }
  if (current) out.push(current);
  return out;
}
