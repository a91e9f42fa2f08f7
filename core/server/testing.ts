import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { fromPglite, openPostgres, type Database } from './db/connect';
import { migrateAll } from './db/migrate';
import { createKernel, enabledModules, type KernelOptions } from './kernel';
import { coreMigrations } from './migrations';
import type { ServerModule } from './module';
import { repoRoot } from './paths';
import { DEMO_SCALE, runSeeds } from './seed';
import { testDatabaseUrl, withAdmin } from './test-support/pg-admin';

/**
 * The databases the kernel's own tests, and the module tests that depend on how the database behaves
 * (concurrency, the read cache, the KRS rules), run on: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
export const TEST_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The database a module's other tests run on: PostgreSQL, a campus's server mode, when
 * TEST_DATABASE_URL is set, else PGlite. The same SQL through the same Kysely runs on both; what
 * differs (the PGlite dialect, one connection, in-process notifications) is what TEST_DATABASES
 * files test on both (decision 0054).
 */
export const MODULE_TEST_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/** A kernel on a private copy of a migrated (and seeded) template database. */
export interface TestKernel {
  app: FastifyInstance;
  db: Kysely<any>;
  /** NOTIFY subscription on the same database (a second kernel on it hears the first's invalidations). */
  listen: Database['listen'];
  /** Logs in through POST /api/login and returns the access token (throws with the answer otherwise). */
  login(username: string, password?: string): Promise<string>;
  inject: FastifyInstance['inject'];
  /** Closes the app and drops the private database. */
  close(): Promise<void>;
}

/** Options of `buildTestKernel`. */
export interface TestKernelOptions {
  modules: ServerModule[];
  database?: 'pglite' | 'postgres';
  /** Seed the demo campus (default true). */
  seed?: boolean;
  /** Revocation cache lifetime (default 0: every request asks the database). */
  sessionCacheTtlMs?: number;
  /** Read-page cache lifetime (default 0: off, so tests that write with SQL read fresh data). */
  readCacheTtlMs?: number;
  onApiRoute?: KernelOptions['onApiRoute'];
  eagerSchemas?: boolean;
}

const ARTIFACTS = () => path.join(repoRoot(), 'tests', '.artifacts');

// Files whose change must rebuild the templates: the kernel, the contract and every module's server side.
function sourceFiles(): string[] {
  const root = repoRoot();
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'pages' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
    }
  };
  walk(path.join(root, 'core', 'server'));
  walk(path.join(root, 'core', 'contract'));
  walk(path.join(root, 'modules'));
  return out.sort();
}

let sourceHash: string | null = null;

/** Names a template by its module set, seed flag and the current server sources. */
export function templateKey(modules: readonly ServerModule[], seed: boolean): string {
  if (!sourceHash) {
    const h = createHash('sha256');
    for (const file of sourceFiles()) h.update(file).update(fs.readFileSync(file));
    sourceHash = h.digest('hex');
  }
  const ids = modules.map((m) => m.manifest.id).sort().join(',');
  return createHash('sha256').update(`${ids}|${seed}|${sourceHash}`).digest('hex').slice(0, 16);
}

async function prepare(db: Kysely<any>, modules: ServerModule[], seed: boolean): Promise<void> {
  const { servers } = enabledModules(modules, null);
  await migrateAll(db, [{ id: 'core', migrations: coreMigrations }, ...servers.map((s) => ({ id: s.manifest.id, migrations: s.migrations }))]);
  if (seed) await runSeeds(db, servers, DEMO_SCALE);
}

/** Writes a PGlite data directory to `file` (uncompressed tar; atomic rename: safe across workers). */
async function writeDump(pglite: PGlite, file: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS(), { recursive: true });
  const dump = await pglite.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
}

const dumps = new Map<string, Blob>();

/** A dump's bytes, read once per process (the server and journey files share workers). */
function dumpBlob(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) dumps.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/**
 * A new, empty PGlite. It is a copy of one initdb kept per PGlite version: initdb costs two to four
 * seconds of CPU, a copy a fifth of that.
 */
export async function emptyPglite(): Promise<PGlite> {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot(), 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
  const file = path.join(ARTIFACTS(), `pglite-empty-${version}.tar`);
  if (!fs.existsSync(file)) {
    const fresh = await PGlite.create();
    try {
      await writeDump(fresh, file);
    } finally {
      await fresh.close();
    }
  }
  return PGlite.create({ loadDataDir: dumpBlob(file) });
}

/**
 * Path of the PGlite template of this module set, building it when missing. The dump is an
 * uncompressed tar: PGlite's own gunzip doubled the cost of every copy.
 */
export async function pgliteTemplate(modules: ServerModule[], seed: boolean): Promise<string> {
  const file = path.join(ARTIFACTS(), `pglite-${templateKey(modules, seed)}.tar`);
  if (fs.existsSync(file)) return file;
  const pglite = await emptyPglite();
  const database = fromPglite(pglite);
  try {
    await prepare(database.db, modules, seed);
    await writeDump(pglite, file);
  } finally {
    await database.close();
  }
  return file;
}

/** The PGlite template's bytes (built when missing). */
export async function pgliteTemplateBlob(modules: ServerModule[], seed: boolean): Promise<Blob> {
  return dumpBlob(await pgliteTemplate(modules, seed));
}

/** Name of the PostgreSQL template database of this module set, building it once under an advisory lock. */
export async function postgresTemplate(modules: ServerModule[], seed: boolean): Promise<string> {
  const name = `siakad_template_${templateKey(modules, seed)}`;
  return withAdmin(async (client) => {
    const lockKey = parseInt(name.slice(-8), 16) | 0;
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_build`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const database = openPostgres(testDatabaseUrl(building), 4);
      try {
        await prepare(database.db, modules, seed);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  });
}

/**
 * A private copy of the template of `modules` (migrated, seeded unless `seed` is false), for tests
 * that build the kernel themselves (start-up failures, several processes on one database).
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres', modules: ServerModule[], seed = true): Promise<Database> {
  return openCopy(kind, modules, seed);
}

/** An empty, unmigrated database of the given kind (closed and dropped by `close()`). */
export async function openEmptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') return fromPglite(await emptyPglite());
  const name = `siakad_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const database = openPostgres(testDatabaseUrl(name), 5);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function openCopy(kind: 'pglite' | 'postgres', modules: ServerModule[], seed: boolean): Promise<Database> {
  if (kind === 'pglite') {
    return fromPglite(await PGlite.create({ loadDataDir: await pgliteTemplateBlob(modules, seed) }));
  }
  const copy = await copyPostgresTemplate(modules, seed);
  const database = openPostgres(copy.url, 5);
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A private PostgreSQL database copied from the template of `modules` (the journeys start the built
 * product on one); `drop` removes it with any connection left.
 */
export async function copyPostgresTemplate(modules: ServerModule[], seed: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL tidak diisi: tes PostgreSQL tidak dapat berjalan.');
  const name = `siakad_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const copy = async () => {
    const template = await postgresTemplate(modules, seed);
    await withAdmin((client) => client.query(`create database ${name} template ${template}`));
  };
  // Another run's clean-up may drop an older template between the check and the copy: build it again once.
  await copy().catch((error: { code?: string }) => {
    if (error.code !== '3D000') throw error;
    return copy();
  });
  return {
    url: testDatabaseUrl(name),
    drop: async () => void (await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`))),
  };
}

/**
 * Boots the kernel with `modules` (all enabled) on a private copy of a prepared template: migrated
 * and, unless `seed: false`, seeded with the demo campus. Templates are cached per module set
 * and source version (tests/.artifacts for PGlite, `siakad_template_*` databases for PostgreSQL),
 * so a test file pays about half a second for its database.
 */
export async function buildTestKernel(opts: TestKernelOptions): Promise<TestKernel> {
  const database = await openCopy(opts.database ?? 'pglite', opts.modules, opts.seed ?? true);
  let app: FastifyInstance;
  try {
    app = await createKernel({
      config: { modules: null, sessionCacheTtlMs: opts.sessionCacheTtlMs ?? 0, readCacheTtlMs: opts.readCacheTtlMs ?? 0 },
      modules: opts.modules,
      db: database.db,
      listen: database.listen,
      migrate: false,
      onApiRoute: opts.onApiRoute,
      eagerSchemas: opts.eagerSchemas,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    db: database.db,
    listen: database.listen,
    inject: app.inject.bind(app),
    async login(username, password = 'siakad') {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`Login ${username} gagal (${res.statusCode}): ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
