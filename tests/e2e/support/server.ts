import { spawn, type ChildProcess } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withClient } from '../../../core/server/test-support/pg-admin';
import { copyPostgresTemplate, pgliteTemplateBlob } from '../../../core/server/testing';
import { installedServerModules } from '../../../modules/installed.server';

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
 * port with its own copy of the demo campus, and waits until /api/health is up. The copy comes from
 * the server tests' template of all installed modules (the same migrations and demo seed, built once
 * per source version): with TEST_DATABASE_URL a PostgreSQL database (the server mode a campus runs; a
 * copy and a start take a fraction of the embedded database's), otherwise, or with `embedded`, a
 * PGlite folder unpacked from the template's dump.
 */
export async function startProduct(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? {};
  const dataDir = mkdtempSync(join(tmpdir(), 'siakad-e2e-'));
  const fresh = Boolean(env.SIAKAD_MODULES || env.SIAKAD_SEED);
  if (fresh && options.prepare) throw new Error('prepare menulis ke salinan kampus demo; dengan SIAKAD_MODULES atau SIAKAD_SEED produk membuat datanya sendiri.');
  if (!fresh && !options.embedded && process.env.TEST_DATABASE_URL) {
    const copy = await copyPostgresTemplate(installedServerModules, true);
    try {
      if (options.prepare) await withClient(copy.url, (client) => options.prepare!(async (text) => void (await client.query(text))));
      const server = await launch(dataDir, { ...env, DATABASE_URL: copy.url });
      return { ...server, stop: async () => { await server.stop(); await copy.drop(); } };
    } catch (error) {
      await copy.drop();
      throw error;
    }
  }
  if (!fresh) {
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: await pgliteTemplateBlob(installedServerModules, true) });
    try {
      if (options.prepare) await options.prepare(async (text) => void (await db.exec(text)));
    } finally {
      await db.close();
    }
  }
  return launch(dataDir, env);
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
    await new Promise((r) => setTimeout(r, 100));
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
