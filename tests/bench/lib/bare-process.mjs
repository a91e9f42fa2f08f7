// Starts one of the bench's bare baseline servers (a plain Fastify process) and waits for the port
// it prints as `PORT <n>`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `tests/bench/<script>` with `args`; resolves with its URL, its pid and a stop function. */
export async function startBareProcess(script, args) {
  const child = spawn(process.execPath, [path.join(BENCH_DIR, script), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => { const m = /PORT (\d+)/.exec(d.toString()); if (m) resolve(Number(m[1])); });
    child.once('exit', (code) => reject(new Error(`bare server keluar (${code})`)));
  });
  // A process that already exited would never emit 'exit' again: stopping it must not wait for one.
  const stop = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}
