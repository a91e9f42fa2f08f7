import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../testing';
import type { Database } from './connect';
import { eventually } from '../test-support/eventually';

// The cache invalidations and session revocations of the other API processes arrive on one LISTEN
// connection: when PostgreSQL drops it, the process must know (it then trusts no cache) and get it back.
describe.skipIf(!process.env.TEST_DATABASE_URL)('LISTEN on PostgreSQL', () => {
  let database: Database;
  const states: boolean[] = [];
  const heard: string[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await openEmptyDatabase('postgres');
    stop = await database.listen('siakad_uji', (payload) => heard.push(payload), (listening) => states.push(listening));
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  it('reports a lost connection, opens it again and hears notifications after it', async () => {
    expect(states).toEqual([true]);
    await sql`select pg_notify('siakad_uji', 'pertama')`.execute(database.db);
    expect(await eventually(() => heard.includes('pertama'))).toBe(true);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen "siakad_uji"'`.execute(database.db);
    expect(await eventually(() => states.length >= 3)).toBe(true);
    expect(states.slice(0, 3)).toEqual([true, false, true]);
    await sql`select pg_notify('siakad_uji', 'kedua')`.execute(database.db);
    expect(await eventually(() => heard.includes('kedua'))).toBe(true);
  });
});
