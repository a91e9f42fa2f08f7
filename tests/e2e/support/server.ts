import { spawn, type ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropLeftoverDatabases, testDatabaseUrl, withAdmin, withClient } from '../../../core/server/test-support/pg-admin';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const ARTIFACTS = join(root, 'tests', '.artifacts');

/** Names this build: a template seeded by another build's product may differ from this one's. */
function buildHash(): string {
  return createHash('sha256').update(readFileSync(join(root, 'dist/server/main.js'))).digest('hex').slice(0, 16);
}
/** Age after which a template lock is taken to be left by a run that died. */
const STALE_LOCK_MS = 150_000;

/**
 * A seeded demo-campus data folder for this build, made once per build and copied for each journey:
 * seeding the whole campus into PGlite costs tens of seconds, a copy a fraction of one. Made by
 * starting the product on it and stopping it cleanly; older builds' folders are removed. Journey
 * files run side by side, so one makes it (holding a lock folder) while the others wait for it.
 */
async function demoTemplate(): Promise<string> {
  const build = buildHash();
  const template = join(ARTIFACTS, `e2e-demo-${build}`);
  const lock = `${template}.lock`;
  // Past STALE_LOCK_MS, so a lock left by a run that died is taken over before giving up, and within
  // the journeys' hook timeout (180 s), so the reason is this message and not a bare timeout.
  const deadline = Date.now() + STALE_LOCK_MS + 20_000;
  mkdirSync(ARTIFACTS, { recursive: true });
  for (;;) {
    if (existsSync(template)) return template;
    if (tryLock(lock)) break;
    if (Date.now() > deadline) throw new Error(`Templat kampus demo tidak selesai dibuat dalam ${(STALE_LOCK_MS + 20_000) / 1000} detik (${lock})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  try {
    if (existsSync(template)) return template;
    for (const name of readdirSync(ARTIFACTS)) if (name.startsWith('e2e-demo-') && !name.startsWith(`e2e-demo-${build}`)) rmSync(join(ARTIFACTS, name), { recursive: true, force: true });
    const fresh = mkdtempSync(join(tmpdir(), 'siakad-e2e-template-'));
    const server = await launch(fresh, {});
    await server.stop(false);
    const tmp = `${template}.${process.pid}.tmp`;
    cpSync(fresh, tmp, { recursive: true });
    try {
      renameSync(tmp, template);
    } catch (error) {
      // A file that took over a lock it thought stale finished first: its copy serves as well.
      rmSync(tmp, { recursive: true, force: true });
      if (!existsSync(template)) throw error;
    }
    rmSync(fresh, { recursive: true, force: true });
    return template;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Takes the lock folder; a lock older than STALE_LOCK_MS (left by a run that died) is taken over. */
function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) {
        rmSync(lock, { recursive: true, force: true });
        mkdirSync(lock);
        return true;
      }
    } catch {
      // another file took it first, or it was released in between
    }
    return false;
  }
}

/** Runs SQL on a journey's database before the product starts on it. */
export type RunSql = (sql: string) => Promise<void>;

export interface StartOptions {
  /** Extra environment of the product (SIAKAD_MODULES or SIAKAD_SEED: an embedded database seeded afresh). */
  env?: Record<string, string>;
  /** A journey's own starting state, written into its copy of the demo campus before the product starts. */
  prepare?: (run: RunSql) => Promise<void>;
  /** Run on the embedded default (PGlite) even when a PostgreSQL server is there for the tests. */
  embedded?: boolean;
}

/**
 * Starts the built product (dist/server/main.js, built by `npm test` before the journeys) on a free
 * port with its own copy of the demo campus, and waits until /api/health is up. With
 * TEST_DATABASE_URL the copy is a PostgreSQL database (the server mode a campus runs; a copy and a
 * start take a fraction of the embedded database's), otherwise, or with `embedded`, a PGlite folder.
 */
export async function startProduct(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? {};
  const dataDir = mkdtempSync(join(tmpdir(), 'siakad-e2e-'));
  const fresh = Boolean(env.SIAKAD_MODULES || env.SIAKAD_SEED);
  if (!fresh && !options.embedded && process.env.TEST_DATABASE_URL) {
    const copy = await postgresCopy();
    try {
      if (options.prepare) await withClient(copy.url, (client) => options.prepare!(async (text) => void (await client.query(text))));
      const server = await launch(dataDir, { ...env, DATABASE_URL: copy.url });
      return { ...server, stop: async () => { await server.stop(); await copy.drop(); } };
    } catch (error) {
      await copy.drop();
      throw error;
    }
  }
  if (!fresh) cpSync(await demoTemplate(), dataDir, { recursive: true });
  if (options.prepare) {
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    try {
      await options.prepare(async (text) => void (await db.exec(text)));
    } finally {
      await db.close();
    }
  }
  return launch(dataDir, env);
}

const COPY_PREFIX = 'siakad_e2e_copy_';

/**
 * The PostgreSQL template of this build's demo campus, seeded once by the product itself and kept
 * for the next run of the same build; older builds' templates and copies left by dead runs go.
 * Journey files run side by side: an advisory lock lets one build it while the others wait.
 */
async function postgresTemplate(): Promise<string> {
  const name = `siakad_e2e_tpl_${buildHash()}`;
  return withAdmin(async (admin) => {
    const lockKey = parseInt(name.slice(-8), 16) | 0;
    await admin.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      await dropLeftoverDatabases(COPY_PREFIX, 'siakad_e2e_tpl_', name);
      if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return name;
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const seedDir = mkdtempSync(join(tmpdir(), 'siakad-e2e-template-'));
      const server = await launch(seedDir, { DATABASE_URL: testDatabaseUrl(building) });
      await server.stop();
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  });
}

/** A private copy of the demo campus on PostgreSQL, dropped (with any connection left) by `drop`. */
async function postgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${COPY_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const copy = async () => {
    const template = await postgresTemplate();
    await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  };
  // A run of another build may drop this build's template between the check and the copy: seed it again once.
  await copy().catch((error: { code?: string }) => {
    if (error.code !== '3D000') throw error;
    return copy();
  });
  return {
    url: testDatabaseUrl(name),
    drop: () => withAdmin(async (admin) => void (await admin.query(`drop database if exists ${name} with (force)`))),
  };
}

async function launch(dataDir: string, env: Record<string, string>): Promise<RunningServer & { stop(remove?: boolean): Promise<void> }> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', SIAKAD_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server berhenti saat mulai (kode ${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server tidak siap dalam 120 detik:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => log,
    async stop(remove = true) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (remove) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
