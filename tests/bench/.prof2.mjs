import { spawn } from 'node:child_process';
import { freshDatabase } from '/work/main/tests/bench/lib/server.mjs';
import { runFor, login } from '/work/main/tests/bench/lib/load.mjs';
const url = await freshDatabase('siakad_prof');
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', 'dist/server/main.js'], { env: { ...process.env, DATABASE_URL: url, SIAKAD_SEED: 'scale:500x40', PORT: '4555', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'inherit' });
const base = 'http://127.0.0.1:4555';
for (;;) { try { if ((await fetch(base + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
const token = await login(base, 'mhs00');
const p = process.argv[2] || '/api/menu';
const r = await runFor(6000, 16, async () => { const r = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } }); await r.arrayBuffer(); return r.status; });
console.log(p, r.perSecond.toFixed(0));
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
