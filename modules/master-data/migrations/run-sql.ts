import { sql, type Kysely } from 'kysely';

/**
 * Runs DDL statements one by one: the PostgreSQL extended protocol (used by pg and PGlite through
 * Kysely) accepts a single statement per query.
 */
export async function runStatements(db: Kysely<any>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
