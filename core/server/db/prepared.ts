import { CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';

const SLOT = Symbol('prepared-parameter');

interface Slot {
  readonly [SLOT]: string;
}

const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/** The statement name of each prepared query's SQL, for the PostgreSQL client (`preparedName`). */
const statementNames = new Map<string, string>();

/**
 * The name under which a PostgreSQL connection keeps the statement `sqlText` parsed and planned,
 * when it is the SQL of a `prepare()` query; undefined for any other SQL. Read by the pg client of
 * `openPostgres` (PGlite's dialect keeps every row statement prepared by itself).
 */
export function preparedName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

/** Stands in for the parameters while the query is built once: `p.id_user` is a named placeholder. */
const placeholders = new Proxy({} as Record<string, Slot>, {
  get: (_target, name) => (typeof name === 'string' ? { [SLOT]: name } : undefined),
});

/** A raw `sql` statement as what a `prepare()` build returns (a RawBuilder compiles against a database). */
export function rawStatement<R>(db: Kysely<any>, statement: RawBuilder<R>): Compilable<R> {
  return { compile: () => statement.compile(db) };
}

/** A query built and compiled once, run with new parameter values each time. */
export interface Prepared<P, R> {
  /** Every row. */
  all(db: Kysely<any>, params: P): Promise<R[]>;
  /** The first row, or undefined. */
  first(db: Kysely<any>, params: P): Promise<R | undefined>;
  /** Rows written by an insert, update or delete (0 when the statement wrote none). */
  written(db: Kysely<any>, params: P): Promise<number>;
}

/**
 * A hot-path query: `build` runs once, with placeholders for `P`, and the compiled SQL is reused;
 * each call only maps the values into place. Building and compiling a Kysely query costs more CPU
 * than sending it (a third of the API process's time during the KRS rush, docs/performance.md).
 * On PostgreSQL each connection also keeps the statement parsed and planned under a name
 * (`preparedName`), so the server skips parsing and, once its plan is settled, planning.
 * Lists go in as one array parameter (`= any(${p.ids}::int[])`), never as `in (...)`, whose
 * placeholder count would change with the list's length; parts that vary are separate queries.
 *
 * Name the columns rather than `select *`: a kept statement fails once its table gains a column.
 *
 *   const headerOf = prepare<{ id_krs: number }>()((db, p) => db.selectFrom('krs.krs').select(['id_krs', 'status']).where('id_krs', '=', p.id_krs));
 *   const row = await headerOf.first(trx, { id_krs: 7 });
 */
export function prepare<P extends Record<string, unknown>>() {
  return <R>(build: (db: Kysely<any>, p: P) => Compilable<R>): Prepared<P, R> => {
    let compiled: { sql: string; parameters: readonly unknown[] } | null = null;
    const run = (db: Kysely<any>, params: P) => {
      if (!compiled) {
        compiled = build(db, placeholders as unknown as P).compile();
        if (!statementNames.has(compiled.sql)) statementNames.set(compiled.sql, `siakad_${statementNames.size + 1}`);
      }
      const parameters = compiled.parameters.map((v) => {
        if (!isSlot(v)) return v;
        const value = params[v[SLOT]];
        if (value === undefined) throw new Error(`prepared query: parameter '${v[SLOT]}' is missing`);
        return value;
      });
      return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
    };
    return {
      all: async (db, params) => (await run(db, params)).rows,
      first: async (db, params) => (await run(db, params)).rows[0],
      written: async (db, params) => Number((await run(db, params)).numAffectedRows ?? 0),
    };
  };
}
