import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPglite, type Database } from './connect';
import { migrateAll, type MigrationSet } from './migrate';
import { emptyPglite } from '../testing';

const table = (name: string): Migration => ({ up: async (db: Kysely<any>) => void (await sql`create table ${sql.table(name)} (id int)`.execute(db)) });

describe('migrateAll', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('applies every set once, then a migration added later, in order', async () => {
    database = fromPglite(await emptyPglite());
    const sets: MigrationSet[] = [{ id: 'core', migrations: { '001': table('core.a') } }, { id: 'modul-x', migrations: { '001': table('modul_x.b') } }];
    const migrator = vi.spyOn(Migrator.prototype, 'migrateToLatest');
    try {
      await migrateAll(database.db, sets);
      expect(migrator).toHaveBeenCalledTimes(2);
      // Everything recorded: the start reads the records and leaves the Migrator alone.
      await migrateAll(database.db, sets);
      expect(migrator).toHaveBeenCalledTimes(2);
      sets[1].migrations['002'] = table('modul_x.c');
      await migrateAll(database.db, sets);
      expect(migrator).toHaveBeenCalledTimes(4);
    } finally {
      migrator.mockRestore();
    }
    const { rows } = await sql<{ t: string }>`select table_schema || '.' || table_name as t from information_schema.tables
      where table_schema in ('core', 'modul_x') and table_name not like 'kysely%' order by 1`.execute(database.db);
    expect(rows.map((r) => r.t)).toEqual(['core.a', 'modul_x.b', 'modul_x.c']);
    const recorded = await sql<{ name: string }>`select name from modul_x.kysely_migration order by name`.execute(database.db);
    expect(recorded.rows.map((r) => r.name)).toEqual(['001', '002']);
  });

  it('names the module when the database holds a migration the code no longer has', async () => {
    database = fromPglite(await emptyPglite());
    await migrateAll(database.db, [{ id: 'modul-x', migrations: { '001': table('modul_x.b'), '002': table('modul_x.c') } }]);
    await expect(migrateAll(database.db, [{ id: 'modul-x', migrations: { '001': table('modul_x.b') } }])).rejects.toThrow(/Migrasi modul "modul-x"/);
  });
});
