import { sql, type Kysely } from 'kysely';

/** The PostgreSQL channel on which API processes tell each other which cached reads went stale. */
export const INVALIDATION_CHANNEL = 'siakad_cache';

interface Entry {
  value: unknown;
  tags: readonly string[];
  at: number;
}

/**
 * Per-process cache of read responses (a student's schedule, KHS), tagged by what they depend on
 * (`mahasiswa:<id>`, ...). Writers invalidate tags: locally after their commit, and in every other
 * API process through NOTIFY on `INVALIDATION_CHANNEL` (sent inside the writing transaction, so it
 * is delivered only if it commits). A read that overlapped any invalidation is not stored, so a
 * result computed from data older than a write never outlives that write. `ttlMs` bounds how long
 * an entry can serve a change made by a path that does not invalidate.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly limit = 50_000,
  ) {}

  /** The cached value of `key`, else computes it; stores it unless an invalidation happened meanwhile. */
  async through<T>(key: string, compute: () => Promise<{ value: T; tags: readonly string[] }>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value as T;
    const started = this.generation;
    const { value, tags } = await compute();
    if (this.ttlMs > 0 && started === this.generation) this.store(key, tags, value);
    return value;
  }

  /** Drops every entry carrying one of `tags`. */
  invalidate(tags: readonly string[]): void {
    this.generation++;
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      this.byTag.delete(tag);
      for (const key of keys) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, tags: readonly string[], value: unknown): void {
    if (this.entries.size >= this.limit) {
      this.entries.clear();
      this.byTag.clear();
    }
    this.entries.set(key, { value, tags, at: Date.now() });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }
}

/**
 * Tells the other API processes that reads tagged `tags` are stale. Call it with the writing
 * transaction: PostgreSQL delivers the notification only when that transaction commits.
 */
export async function notifyInvalidation(db: Kysely<any>, tags: readonly string[]): Promise<void> {
  if (tags.length) await sql`select pg_notify(${INVALIDATION_CHANNEL}, ${tags.join(' ')})`.execute(db);
}

/** The tags of a notification payload. */
export const tagsOf = (payload: string): string[] => payload.split(' ').filter(Boolean);
