// `npm run bench [-- --quick]`: every benchmark against its bare baseline in the same run, alternating
// rounds; ends with one line per benchmark: `<name>: ratio <x> (goal <op> <y>) PASS|FAIL`.
// `--json=<file>` also writes the verdicts and the machine's description as JSON (for
// docs/performance-history.json and its chart, tests/bench/chart.mjs).
// `--smoke` runs every step at a toy size, Lighthouse left out, so `npm test` sees the bench still
// works (tests/e2e/bench-smoke.test.ts); its ratios mean nothing, its integrity checks do.
// Needs `npm run build` first and PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { embedded } from './embedded.mjs';
import { firstPage } from './first-page.mjs';
import { krsRush } from './krs-rush.mjs';
import { lighthouseScore } from './lighthouse.mjs';
import { login } from './lib/load.mjs';
import { dropDatabase, freshDatabase, requireBuild, startProduct } from './lib/server.mjs';
import { waitForQuietMachine } from './lib/quiet.mjs';
import { log } from './lib/stats.mjs';
import { loginBench } from './login.mjs';
import { qrBurst } from './qr-burst.mjs';
import { readPages } from './read-pages.mjs';

const smoke = process.argv.includes('--smoke');
const quick = smoke || process.argv.includes('--quick');
// `--only krs-rush,read-pages` runs just those steps (named by their first verdict's prefix).
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = onlyArg ? onlyArg.split(',') : null;
const wanted = (names) => !only || names.some((n) => only.some((o) => n.startsWith(o)));
const SIZES = smoke
  ? { students: 300, classes: 30, rushStudents: 20, rushRounds: 1, seconds: 0.5, rounds: 1, warmUp: false, qr: { students: 40, classes: 2, windowS: 1, rounds: 1 }, embedded: { seed: 'scale:60x6', rounds: 1, students: 10 } }
  : quick
  ? { students: 3000, classes: 150, rushStudents: 100, rushRounds: 3, seconds: 2, rounds: 3, warmUp: true, qr: { students: 600, classes: 12, windowS: 15 }, embedded: { seed: 'scale:1500x60', rounds: 3, students: 40 } }
  : { students: 20000, classes: 1500, rushStudents: 500, rushRounds: 4, seconds: 5, rounds: 5, warmUp: true, qr: { students: 3000, classes: 60, windowS: 60 }, embedded: { seed: 'scale:3000x120', rounds: 5, students: 80 } };
const POOL = Number(process.env.PG_POOL_SIZE || 10);

const verdicts = [];
const failures = [];
/** Runs one benchmark; a crash becomes a FAIL line with the reason, the others still run. */
async function step(names, work) {
  if (!wanted(names)) return;
  try {
    const out = await work();
    verdicts.push(...out.verdicts);
  } catch (error) {
    console.error(error);
    failures.push(`${names.join(', ')}: ${error.message.split('\n')[0]}`);
    for (const name of names) verdicts.push({ name, line: `${name}: ratio n/a (goal see above) FAIL`, pass: false });
  }
}

const mode = smoke ? 'smoke' : quick ? 'quick' : 'full';
// The smoke run shares the machine with the rest of `npm test` by design; a measuring run waits.
if (!smoke) await waitForQuietMachine();
const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
log(`mode ${mode}; ${os.cpus().length} CPU (${os.cpus()[0]?.model}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, load ${load}, Node ${process.version}`);
requireBuild();

// BENCH_DB names the database (two runs on one PostgreSQL must not share one).
const dbName = process.env.BENCH_DB || `siakad_bench_${mode}`;
const serverSteps = ['krs-rush', 'memory', 'krs-overload', 'qr-burst', 'read-pages', 'login'];
if (wanted(serverSteps)) {
  const url = await freshDatabase(dbName);
  const seed = `scale:${SIZES.students}x${SIZES.classes}`;
  const seeder = await startProduct({ DATABASE_URL: url, SIAKAD_SEED: seed, PG_POOL_SIZE: String(POOL) });
  log(`seed ${seed}: ${seeder.seedSeconds} s`);
  // Loading a campus is a one-off; the rush meets a server started on a loaded database (the
  // process that seeded 20,000 students keeps some 45 MB of that work resident). The smoke run's
  // toy campus leaves nothing worth a restart.
  let server = seeder;
  if (!smoke) {
    await seeder.stop();
    server = await startProduct({ DATABASE_URL: url, SIAKAD_SEED: seed, PG_POOL_SIZE: String(POOL) });
  }
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  pool.on('error', (e) => log(`pool: ${e.message}`));
  try {
    await step(['krs-rush-throughput', 'krs-rush-p99', 'krs-rush-integrity', 'memory', 'krs-overload-goodput'], async () => {
      const out = await krsRush({ server, pool, students: SIZES.rushStudents, rounds: SIZES.rushRounds });
      log(`memory: RSS maksimum proses API ${out.maxRss.toFixed(0)} MB selama krs-rush`);
      return out;
    });
    await step(['qr-burst', 'qr-burst-integrity'], () => qrBurst({ server, pool, databaseUrl: url, ...SIZES.qr }));
    const usernames = (await pool.query(`select username from core.pengguna where default_group = 'mhs00' order by id_user limit 50`)).rows.map((r) => r.username);
    await step(['read-pages'], async () => readPages({ server, token: await login(server.url, 'mhs00'), rounds: SIZES.rounds, seconds: SIZES.seconds }));
    await step(['login'], () => loginBench({ server, pool, usernames, rounds: SIZES.rounds, seconds: SIZES.seconds, warmUp: SIZES.warmUp }));
  } finally {
    await pool.end();
    await server.stop();
    await dropDatabase(dbName);
  }
}
await step(['first-page'], async () => firstPage());
if (!smoke) await step(['lighthouse'], () => lighthouseScore({ rounds: quick ? 1 : 3 }));
await step(['embedded'], () => embedded({ ...SIZES.embedded, dbName: `${dbName}_embedded` }));

console.log(`\nSIAKAD bench (${mode}), ${os.cpus().length} CPU, load at start ${load}`);
for (const f of failures) console.log(`error: ${f}`);
for (const v of verdicts) console.log(v.line);
const jsonPath = process.argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);
if (jsonPath) {
  const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Number((os.totalmem() / 2 ** 30).toFixed(1)), node: process.version, loadAtStart: load };
  writeFileSync(jsonPath, `${JSON.stringify({ mode, date: new Date().toISOString(), machine, failures, verdicts: verdicts.map(({ name, ratio, op, goal, pass }) => ({ name, ratio, op, goal, pass })) }, null, 2)}\n`);
}
process.exit(0);
