import { parse, protocol, type messages, type PGlite, type Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

type BackendMessage = messages.BackendMessage;
const { serialize } = protocol;

/** Statements that only read or write rows: these are kept prepared. Everything else runs once. */
const ROW_STATEMENT = /^\s*(select|insert|update|delete|with|values|merge)\b/i;
/** Statements after which a kept plan could describe a table that no longer looks the same. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|grant|revoke)\b/i;

/** How many prepared statements the connection keeps; the least recently used one is closed first. */
export const PGLITE_STATEMENT_LIMIT = 256;

/** Statement names are unique in the process, so two sessions on one PGlite never collide. */
let statementCounter = 0;

interface Statement {
  name: string;
  paramTypes: number[];
  /** Column description from Describe, or undefined for statements that return no rows. */
  columns: BackendMessage | undefined;
}

function joinMessages(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function toQueryResult<R>(result: Results<any>): QueryResult<R> {
  const rows = result.rows as R[];
  return result.affectedRows ? { rows, numAffectedRows: BigInt(result.affectedRows) } : { rows };
}

/**
 * The one PGlite session, with a cache of named prepared statements. PGlite's own `query()` sends
 * Parse, Describe, Bind, Describe, Execute and Sync as six calls into WebAssembly and plans the
 * statement every time; a kept statement needs one call (Bind, Execute, Sync) and reuses its plan.
 * That is most of the CPU of a KRS save in embedded mode (docs/performance.md, "Embedded mode").
 */
export class PgliteSession implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #limit: number;
  /** By SQL text; Map order is use order (a hit moves the entry to the end). */
  readonly #statements = new Map<string, Statement>();

  constructor(pglite: PGlite, limit = PGLITE_STATEMENT_LIMIT) {
    this.#pglite = pglite;
    this.#limit = limit;
  }

  /** How many statements are kept prepared (for tests). */
  get preparedCount(): number {
    return this.#statements.size;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!ROW_STATEMENT.test(compiled.sql)) {
      // Transaction control and schema changes: the simple protocol (one call) when there is nothing to bind.
      const result = compiled.parameters.length
        ? await this.#pglite.query(compiled.sql, [...compiled.parameters])
        : (await this.#pglite.exec(compiled.sql)).at(-1) ?? { rows: [], fields: [] };
      if (SCHEMA_CHANGE.test(compiled.sql)) await this.#forgetAll();
      return toQueryResult<R>(result);
    }
    return this.#exclusive(() => this.#runKept<R>(compiled.sql, compiled.parameters));
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiled);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }

  /** The same locks PGlite's `query()` takes, so LISTEN and other callers never interleave with a statement. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.#pglite._runExclusiveTransaction(() => this.#pglite._runExclusiveQuery(work));
  }

  async #send(parts: Uint8Array[]): Promise<BackendMessage[]> {
    const { messages } = await this.#pglite.execProtocol(joinMessages(parts), { syncToFs: false });
    const ready = messages[messages.length - 1] as { name: string; status?: string } | undefined;
    // Outside a transaction the write is final: let file systems that buffer (IndexedDB, OPFS) persist it.
    if (ready?.name === 'readyForQuery' && ready.status === 'I') await this.#pglite.syncToFs();
    return messages;
  }

  async #runKept<R>(sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
    } else {
      statement = await this.#prepare(sql);
    }
    const kept = statement;
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#pglite.serializers[kept.paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await this.#send([serialize.bind({ statement: kept.name, values }), serialize.execute({}), serialize.sync()]);
    } catch (error) {
      // "cached plan must not change result type": the table changed under the statement; prepare it again next time.
      if ((error as { code?: string }).code === '0A000') this.#statements.delete(sql);
      throw error;
    }
    const [result] = parse.parseResults(kept.columns ? [kept.columns, ...messages] : messages, this.#pglite.parsers);
    return toQueryResult<R>(result);
  }

  async #prepare(sql: string): Promise<Statement> {
    const parts: Uint8Array[] = [];
    if (this.#statements.size >= this.#limit) {
      const [oldestSql, oldest] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldestSql);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `siakad_${++statementCounter}`;
    parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    const messages = await this.#send(parts);
    const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement: Statement = {
      name,
      paramTypes: description?.dataTypeIDs ?? [],
      columns: messages.find((m) => m.name === 'rowDescription'),
    };
    this.#statements.set(sql, statement);
    return statement;
  }

  async #forgetAll(): Promise<void> {
    if (this.#statements.size === 0) return;
    this.#statements.clear();
    await this.#pglite.exec('deallocate all');
  }
}

/** Kysely's driver over one PGlite session: one query at a time, transactions hold the session. */
class PgliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #session: PgliteSession;
  #busy = false;
  readonly #waiting: Array<(session: PgliteSession) => void> = [];

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#session = new PgliteSession(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) {
      this.#busy = true;
      return this.#session;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#session);
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

/** Kysely's PostgreSQL dialect on an embedded PGlite database, with kept prepared statements. */
export class PgliteDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.#pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
