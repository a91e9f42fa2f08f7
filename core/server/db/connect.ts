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
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`; resolves to a stop function.
   * `onState(true)` once notifications arrive, `onState(false)` when the subscription is lost
   * (notifications sent meanwhile are gone) and `onState(true)` again once it is back.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
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
    // In-process: the subscription cannot be lost.
    async listen(channel, onMessage, onState) {
      const stop = await pglite.listen(channel, onMessage);
      onState?.(true);
      return stop;
    },
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
    listen: (channel, onMessage, onState) => listenWithReconnect(url, channel, onMessage, onState ?? (() => undefined)),
    close: () => db.destroy(),
  };
}

/** First wait before a lost LISTEN connection is opened again; it doubles up to 30 s. */
const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a dedicated client (it holds its connection for good, so not one of the pool's). A
 * lost connection (PostgreSQL restarted, the network dropped it) is reported through `onState` and
 * opened again with growing pauses; the first connection's failure is the caller's.
 */
async function listenWithReconnect(url: string, channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void) {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let pause = LISTEN_RETRY_MS;
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => void open().catch(again), pause);
    retry.unref?.();
    pause = Math.min(pause * 2, 30_000);
  };
  const open = async () => {
    const client = new pg.Client({ connectionString: url });
    const lost = (error?: Error) => {
      if (current !== client) return;
      current = null;
      if (error) console.error(`[db] koneksi LISTEN terputus: ${error.message}`);
      client.end().catch(() => undefined);
      onState(false);
      again();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end());
    current = client;
    pause = LISTEN_RETRY_MS;
    onState(true);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) await client.end();
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
