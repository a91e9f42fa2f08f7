import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
/** Age after which a template lock is taken to be left by a run that died. */
const STALE_LOCK_MS = 150_000;

/**
 * A seeded demo-campus data folder for this build, made once per build and copied for each journey:
 * seeding the whole campus into PGlite costs tens of seconds, a copy a fraction of one. Made by
 * starting the product on it and stopping it cleanly; older builds' folders are removed. Journey
 * files run side by side, so one makes it (holding a lock folder) while the others wait for it.
 */
async function demoTemplate(): Promise<string> {
  const build = createHash('sha256').update(readFileSync(join(root, 'dist/server/main.js'))).digest('hex').slice(0, 16);
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

/**
 * Starts the built product (dist/server/main.js, built by `npm test` before the journeys) on a free
 * port with its own embedded database folder holding the demo campus (a copy of the build's seeded
 * template unless `env` picks other modules or another seed), and waits until /api/health is up.
 * `prepare` runs on the copied folder before the product starts (a journey's own starting state).
 */
export async function startProduct(env: Record<string, string> = {}, prepare?: (dataDir: string) => Promise<void>): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siakad-e2e-'));
  if (!env.SIAKAD_MODULES && !env.SIAKAD_SEED) cpSync(await demoTemplate(), dataDir, { recursive: true });
  if (prepare) await prepare(dataDir);
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
