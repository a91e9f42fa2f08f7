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
 * (`mahasiswa:<id>`, ...). After a write commits, its route calls `changed(tags)`: the entries go
 * here at once and `publish` (the kernel's InvalidationPublisher) tells the other API processes
 * through NOTIFY on `INVALIDATION_CHANNEL`, which arrive at `invalidate`. A read that overlapped
 * any invalidation is not stored, so a result computed from data older than a write never outlives
 * that write. `ttlMs` bounds how long an entry can serve a change made by a path that does not
 * invalidate.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly publish: (tags: readonly string[]) => void = () => undefined,
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

  /** After a committed write: drops the entries of `tags` here and tells the other processes. */
  changed(tags: readonly string[]): void {
    this.invalidate(tags);
    this.publish(tags);
  }

  /** Drops every entry carrying one of `tags` (here only). */
  invalidate(tags: readonly string[]): void {
    this.generation++;
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      this.byTag.delete(tag);
      for (const key of keys) this.entries.delete(key);
    }
  }

  /** Drops every entry (here only): after a gap in the invalidation notices. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byTag.clear();
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
 * Tells the other API processes that reads tagged `tags` are stale, inside the writing transaction
 * (delivered only if it commits). For rare writes without access to the kernel only: a notifying
 * transaction commits under a database-wide lock, so hot paths use `ReadCache.changed` after
 * commit instead (batched by InvalidationPublisher).
 */
export async function notifyInvalidation(db: Kysely<any>, tags: readonly string[]): Promise<void> {
  if (tags.length) await sql`select pg_notify(${INVALIDATION_CHANNEL}, ${tags.join(' ')})`.execute(db);
}

/** The tags of a notification payload. */
export const tagsOf = (payload: string): string[] => payload.split(' ').filter(Boolean);
