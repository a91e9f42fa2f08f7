import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PgliteDialect } from './pglite-dialect';
import { preparedName } from './prepared';

/** An open database: the Kysely handle and how to close everything underneath it. */
export interface Database {
  db: Kysely<any>;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding a database-wide lock, so several API processes starting together
   * migrate and seed one after the other. PGlite has one process by construction: no lock needed.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Calls `onMessage` with the payload of every NOTIFY on `channel`; resolves to a stop function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Advisory lock key of start-up work (migrations, first seed): an arbitrary constant. */
const STARTUP_LOCK_KEY = 7_414_2025;

/** Wraps an already-open PGlite instance (tests load prepared templates into one). */
export function fromPglite(pglite: PGlite): Database {
  const db = new Kysely<any>({ dialect: new PgliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(),
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * A pg client that sends the SQL of `prepare()` queries as named statements: each connection
 * parses and plans them once instead of on every call (the KRS save runs about twenty statements,
 * and PostgreSQL's parse and plan were a large part of its CPU per statement, docs/performance.md).
 * Kysely calls `query(text, values)`; everything else passes through unchanged.
 */
class PreparingClient extends pg.Client {}
const plainQuery = pg.Client.prototype.query;
PreparingClient.prototype.query = function query(this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  const name = typeof config === 'string' && Array.isArray(values) ? preparedName(config) : undefined;
  if (name) return (plainQuery as Function).call(this, { name, text: config, values }, callback);
  return (plainQuery as Function).call(this, config, values, callback);
} as typeof plainQuery;

/**
 * Opens a PostgreSQL server through a pg Pool of `poolSize` connections. The pool's `error` handler
 * keeps the process alive when the server drops idle connections (for example on a restart).
 */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
  pool.on('error', (error) => {
    console.error(`[db] koneksi PostgreSQL terputus: ${error.message}`);
  });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async exclusive(work) {
      // A dedicated client: the lock must not occupy a pool connection the work itself needs.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        await client.end();
      }
    },
    async listen(channel, onMessage) {
      // LISTEN holds its connection for good: a dedicated client, not one of the pool's.
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.error(`[db] koneksi LISTEN terputus: ${error.message}`));
      client.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      return () => client.end();
    },
    close: () => db.destroy(),
  };
}

/** Opens (creating when missing) the embedded PGlite database in `<dataDir>/pglite`. */
export async function openPglite(dataDir: string): Promise<Database> {
  const folder = path.join(dataDir, 'pglite');
  fs.mkdirSync(folder, { recursive: true });
  return fromPglite(await PGlite.create({ dataDir: folder }));
}

/** Opens the configured database: PostgreSQL when a URL is given, else the embedded PGlite. */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; pgPoolSize: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.pgPoolSize) : openPglite(opts.dataDir);
}
