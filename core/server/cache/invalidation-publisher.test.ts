import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/connect';
import { openEmptyDatabase, TEST_DATABASES } from '../testing';
import { InvalidationPublisher } from './invalidation-publisher';
import { INVALIDATION_CHANNEL, ReadCache, tagsOf } from './read-cache';

// Writers' invalidations reach the other API processes in batches sent after commit, never as a
// NOTIFY inside the writing transaction (which would serialise every commit of the rush).
describe.each(TEST_DATABASES)('InvalidationPublisher on %s', (kind) => {
  let database: Database;
  let received: string[];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    database = await openEmptyDatabase(kind);
    stop = await database.listen(INVALIDATION_CHANNEL, (payload) => received.push(payload));
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  it('sends the tags published within one delay as one notification', async () => {
    received = [];
    const publisher = new InvalidationPublisher(database.db, 20);
    publisher.publish(['mahasiswa:1']);
    publisher.publish(['mahasiswa:2', 'mahasiswa:1']);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 3000, interval: 10 });
    expect(new Set(tagsOf(received[0]))).toEqual(new Set(['mahasiswa:1', 'mahasiswa:2']));
    await new Promise((r) => setTimeout(r, 60));
    expect(received).toHaveLength(1);
  });

  it('splits a large batch into payloads PostgreSQL accepts and loses no tag', async () => {
    received = [];
    const publisher = new InvalidationPublisher(database.db, 1_000);
    const tags = Array.from({ length: 3_000 }, (_, i) => `mahasiswa:${100_000 + i}`);
    publisher.publish(tags);
    await publisher.flush();
    await vi.waitFor(() => expect(received.flatMap(tagsOf)).toHaveLength(3_000), { timeout: 3000, interval: 10 });
    expect(received.length).toBeGreaterThan(1);
    for (const payload of received) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(new Set(received.flatMap(tagsOf))).toEqual(new Set(tags));
  });

  it('is what ReadCache.changed publishes to, after dropping the local entries', async () => {
    received = [];
    const publisher = new InvalidationPublisher(database.db, 5);
    const cache = new ReadCache(60_000, (tags) => publisher.publish(tags));
    await cache.through('k', async () => ({ value: 'lama', tags: ['mahasiswa:7'] }));
    cache.changed(['mahasiswa:7']);
    expect(cache.size).toBe(0);
    await vi.waitFor(() => expect(received).toEqual(['mahasiswa:7']), { timeout: 3000, interval: 10 });
  });
});
