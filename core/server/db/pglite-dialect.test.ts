import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyPglite } from '../testing';
import { PgliteDialect, PgliteSession } from './pglite-dialect';

// The embedded database keeps statements prepared: every answer must still be exactly what
// PGlite's own query() gives, after errors, evictions and schema changes too.
describe('PGlite dialect with kept statements', () => {
  let pglite: PGlite;
  let db: Kysely<any>;
  const kept = async () => (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

  beforeEach(async () => {
    pglite = await emptyPglite();
    db = new Kysely<any>({ dialect: new PgliteDialect(pglite) });
    await sql`create table mhs (id int primary key, nama text not null, ipk numeric(3,2), lahir date, data jsonb, nilai int[])`.execute(db);
    await sql`insert into mhs values (1, 'Ani', 3.50, '2004-05-06', '{"a":1}', '{80,90}'), (2, 'Budi', null, null, null, null)`.execute(db);
  });
  afterEach(async () => db.destroy());

  it('answers with the same rows and types as PGlite query()', async () => {
    const statement = 'select id, nama, ipk, lahir, data, nilai from mhs where id = any($1::int[]) and nama <> $2 order by id';
    const params = [[1, 2], 'x'];
    const mine = await sql.raw(statement.replace('$1', `'{1,2}'`).replace('$2', `'x'`)).execute(db);
    const built = await db.selectFrom('mhs').select(['id', 'nama', 'ipk', 'lahir', 'data', 'nilai'])
      .where(sql<boolean>`id = any(${[1, 2]}::int[])`).where('nama', '<>', 'x').orderBy('id').execute();
    const reference = await pglite.query(statement, params);
    expect(built).toEqual(reference.rows);
    expect(mine.rows).toEqual(reference.rows);
    expect(built[0]).toMatchObject({ id: 1, nama: 'Ani', data: { a: 1 }, nilai: [80, 90] });
    expect(built[0].lahir).toBeInstanceOf(Date);
    expect(built[1]).toMatchObject({ id: 2, ipk: null, lahir: null, data: null, nilai: null });
  });

  it('prepares a statement once and runs it again with new values', async () => {
    const before = await kept();
    const byId = (id: number) => db.selectFrom('mhs').select('nama').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ nama: 'Ani' });
    expect(await byId(2)).toEqual({ nama: 'Budi' });
    expect(await byId(3)).toBeUndefined();
    expect(await kept()).toBe(before + 1);
  });

  it('serialises parameters by their type: json, dates, arrays and null', async () => {
    await db.insertInto('mhs').values({ id: 3, nama: 'Citra', ipk: 3.25, lahir: new Date('2005-01-02T00:00:00Z'), data: JSON.stringify({ b: [1, 2] }), nilai: [70] }).execute();
    await db.insertInto('mhs').values({ id: 4, nama: 'Dedi', ipk: null, lahir: null, data: null, nilai: null }).execute();
    const rows = await db.selectFrom('mhs').selectAll().where('id', '>=', 3).orderBy('id').execute();
    expect(rows[0]).toMatchObject({ nama: 'Citra', ipk: '3.25', data: { b: [1, 2] }, nilai: [70] });
    expect((rows[0].lahir as Date).toISOString().slice(0, 10)).toBe('2005-01-02');
    expect(rows[1]).toMatchObject({ nama: 'Dedi', ipk: null, data: null, nilai: null });
  });

  it('reports written rows of inserts, updates and deletes', async () => {
    const updated = await db.updateTable('mhs').set({ nama: 'Ani S.' }).where('id', '=', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const none = await db.updateTable('mhs').set({ nama: 'X' }).where('id', '=', 99).executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const deleted = await db.deleteFrom('mhs').where('id', 'in', [1, 2]).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('keeps working after an error, and a failed transaction changes nothing', async () => {
    const insert = (id: number, nama: string) => db.insertInto('mhs').values({ id, nama }).execute();
    await expect(insert(1, 'Dobel')).rejects.toMatchObject({ code: '23505' });
    await expect(db.transaction().execute(async (trx) => {
      await trx.updateTable('mhs').set({ nama: 'Berubah' }).where('id', '=', 2).execute();
      await trx.insertInto('mhs').values({ id: 1, nama: 'Dobel' }).execute();
    })).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('mhs').select('nama').where('id', '=', 2).executeTakeFirst()).toEqual({ nama: 'Budi' });
    await insert(5, 'Eka');
    expect(await db.selectFrom('mhs').select('nama').where('id', '=', 5).executeTakeFirst()).toEqual({ nama: 'Eka' });
  });

  it('does not keep a statement that fails to parse', async () => {
    const before = await kept();
    await expect(sql`select nama from tidak_ada where id = ${1}`.execute(db)).rejects.toMatchObject({ code: '42P01' });
    expect(await kept()).toBe(before);
  });

  it('forgets kept statements when the schema changes, so select * sees the new column', async () => {
    expect(Object.keys((await db.selectFrom('mhs').selectAll().where('id', '=', 1).executeTakeFirst())!)).not.toContain('angkatan');
    await sql`alter table mhs add column angkatan int not null default 2024`.execute(db);
    expect(await db.selectFrom('mhs').selectAll().where('id', '=', 1).executeTakeFirst()).toMatchObject({ angkatan: 2024 });
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const session = new PgliteSession(pglite, 2);
    const run = (n: number) => session.executeQuery({ sql: `select ${n} + $1::int as v`, parameters: [1], query: null as never, queryId: null as never });
    const before = await kept();
    expect((await run(1)).rows).toEqual([{ v: 2 }]);
    await run(2);
    await run(1);
    await run(3);
    expect(session.preparedCount).toBe(2);
    expect(await kept()).toBe(before + 2);
    expect((await run(2)).rows).toEqual([{ v: 3 }]);
  });
});
