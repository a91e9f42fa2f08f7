// Starts the built API process (dist/server/main.js) the way production does, with its own database.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { log } from './stats.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MAIN = path.join(ROOT, 'dist/server/main.js');
/** Node's options of `npm run serve` (the heap cap): the bench runs the API process as production does. */
export const SERVE_FLAGS = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve.split(/\s+/).filter((a) => a.startsWith('--'));
/** Where PostgreSQL listens; BENCH_PG_URL points elsewhere (without a database name). */
export const PG_BASE = (process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');

/** Fails early with a clear message when the product was not built. */
export function requireBuild() {
  if (!existsSync(MAIN) || !existsSync(path.join(ROOT, 'dist/public/index.html'))) {
    throw new Error('dist/ belum ada: jalankan `npm run build` sebelum `npm run bench`.');
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Creates an empty database `name` (dropping a leftover of an aborted run) and returns its URL. */
export async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return `${PG_BASE}/${name}`;
}

/** Drops a database created by freshDatabase. */
export async function dropDatabase(name) {
  const admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Resident memory of a process in MB, from /proc (null when it is gone). */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Starts `node <SERVE_FLAGS> dist/server/main.js` with `env` added to the environment, waits until
 * GET /api/health answers 200 (seeding happens before listening, so this can take minutes for
 * a large campus), and returns { url, pid, seedSeconds, stop }.
 */
export async function startProduct(env, { timeoutMs = 30 * 60_000 } = {}) {
  const port = await freePort();
  const started = Date.now();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API process there (read it with Chrome DevTools).
  const args = [...SERVE_FLAGS, ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), MAIN];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let seedSeconds = null;
  const keep = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    const m = /dalam ([\d.]+) s/.exec(text);
    if (m) seedSeconds = Number(m[1]);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.once('exit', (code, signal) => { exited = { code, signal }; });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error(`server berhenti saat mulai (${JSON.stringify(exited)}):\n${output}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server tidak siap dalam ${timeoutMs / 1000} s:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  const startSeconds = (Date.now() - started) / 1000;
  log(`server pid ${child.pid} siap di ${url} dalam ${startSeconds.toFixed(1)} s${seedSeconds !== null ? ` (seed ${seedSeconds} s)` : ''}`);
  return {
    url,
    pid: child.pid,
    seedSeconds,
    startSeconds,
    output: () => output,
    crashed: () => exited,
    async stop() {
      if (exited) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
