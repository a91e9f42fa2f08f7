import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { moduleSchema } from '../../contract/manifest';

/** A set of migrations tracked in its own schema (the core's, or one module's). */
export interface MigrationSet {
  /** The module id ('core' for the kernel); its schema is moduleSchema(id). */
  id: string;
  migrations: Record<string, Migration>;
}

/**
 * Runs the sets in the given order (the core first, then the enabled modules in dependency order).
 * Each set gets its schema created and its own `kysely_migration` table inside it, so a module's
 * history is independent of the others and a disabled module's migrations never run.
 * Throws with the module id and migration name of the first failure.
 */
export async function migrateAll(db: Kysely<any>, sets: readonly MigrationSet[]): Promise<void> {
  if (await allApplied(db, sets)) return;
  for (const set of sets) {
    const schema = moduleSchema(set.id);
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => set.migrations },
      migrationTableSchema: schema,
    });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '?';
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migrasi modul "${set.id}" gagal pada "${failed}": ${reason}`);
    }
  }
}

/**
 * True when every set's recorded migrations are exactly its own: the usual start of a process on a
 * database already migrated. Two statements then replace the Migrator's per-set table look-ups and
 * locks (some 80 round trips, most of a start's second); anything else (a new migration, a missing
 * table, a recorded name the code no longer has) goes through the Migrator, which applies or reports it.
 */
async function allApplied(db: Kysely<any>, sets: readonly MigrationSet[]): Promise<boolean> {
  if (!sets.length) return true;
  const schemas = sets.map((s) => moduleSchema(s.id));
  const { rows: tables } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relname = 'kysely_migration' and n.nspname = any(${schemas}::text[])`.execute(db);
  if (tables.length !== schemas.length) return false;
  const { rows } = await sql<{ schema: string; name: string }>`${sql.join(
    schemas.map((schema) => sql`select ${schema}::text as schema, name from ${sql.table(`${schema}.kysely_migration`)}`),
    sql` union all `,
  )}`.execute(db);
  const recorded = new Map(schemas.map((schema) => [schema, new Set<string>()]));
  for (const row of rows) recorded.get(row.schema)!.add(row.name);
  return sets.every((set, i) => {
    const names = recorded.get(schemas[i])!;
    const own = Object.keys(set.migrations);
    return names.size === own.length && own.every((name) => names.has(name));
  });
}
