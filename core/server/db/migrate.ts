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
