import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, TEST_DATABASES } from '../testing';
import type { Database } from './connect';
import { prepare } from './prepared';

// A prepared query is built once and must still answer every call with that call's values.
describe.each(TEST_DATABASES)('prepare on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyDatabase(kind);
    await sql`create table kursi (id int primary key, kuota int not null, terisi int not null default 0)`.execute(database.db);
    await sql`insert into kursi (id, kuota) values (1, 1), (2, 5), (3, 5)`.execute(database.db);
  });
  afterAll(async () => database?.close());

  const byIds = prepare<{ ids: number[] }>()((db, p) => db.selectFrom('kursi').select(['id', 'kuota']).where(sql<boolean>`id = any(${p.ids}::int[])`).orderBy('id'));
  const take = prepare<{ id: number }>()((db, p) => db.updateTable('kursi').set({ terisi: sql`terisi + 1` }).where('id', '=', p.id).where(sql<boolean>`terisi < kuota`));

  it('runs the same compiled statement with each call\'s values, lists of any length included', async () => {
    expect(await byIds.all(database.db, { ids: [2] })).toEqual([{ id: 2, kuota: 5 }]);
    expect((await byIds.all(database.db, { ids: [3, 1] })).map((r) => r.id)).toEqual([1, 3]);
    expect(await byIds.all(database.db, { ids: [] })).toEqual([]);
    expect(await byIds.first(database.db, { ids: [9] })).toBeUndefined();
  });

  it('reports the rows an update wrote, inside a transaction too', async () => {
    expect(await take.written(database.db, { id: 1 })).toBe(1);
    expect(await take.written(database.db, { id: 1 })).toBe(0);
    await expect(database.db.transaction().execute(async (trx) => {
      expect(await take.written(trx, { id: 2 })).toBe(1);
      throw new Error('batal');
    })).rejects.toThrow('batal');
    expect((await byIds.first(database.db, { ids: [2] }))!.kuota).toBe(5);
    const terisi = await sql<{ terisi: number }>`select terisi from kursi where id = 2`.execute(database.db);
    expect(terisi.rows[0].terisi).toBe(0);
  });

  it('keeps the statement parsed on the connection that ran it, under one name for every call', async () => {
    const kept = await database.db.transaction().execute(async (trx) => {
      await take.written(trx, { id: 3 });
      await take.written(trx, { id: 3 });
      return (await sql<{ name: string; parameter_types: string }>`select name, parameter_types::text from pg_prepared_statements
        where statement like 'update "kursi" set "terisi" = terisi + 1%'`.execute(trx)).rows;
    });
    expect(kept).toHaveLength(1);
    expect(kept[0].name).not.toBe('');
  });

  it('refuses a call that leaves a parameter out instead of sending null', async () => {
    await expect(take.written(database.db, {} as { id: number })).rejects.toThrow("parameter 'id' is missing");
  });
});
