// `npm test`: builds the app (the browser journeys run against the built product), then runs the
// unit + server projects and the end-to-end project, and closes with one plain summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = `${root}tests/.artifacts`;
mkdirSync(artifacts, { recursive: true });

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

/** Starts a command without waiting; resolves with its exit status. */
function started(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function vitest(projects, reportName) {
  const report = `${artifacts}/${reportName}.json`;
  const args = ['vitest', 'run', '--config', 'tests/vitest.config.ts', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const status = run('npx', args);
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    // numFailedTestSuites also counts describe blocks; a file that fails to load shows as status != 0 below.
    failed = json.numFailedTests ?? 0;
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { status, passed, failed };
}

/** Debian packages the journeys need; installed here so `npm test` alone works on a fresh machine. */
function ensureSystemPackages() {
  const wanted = [['chromium-headless-shell', 'chromium-headless-shell'], ['ffmpeg', 'ffmpeg'], ['pdftotext', 'poppler-utils']];
  const has = (bin) => spawnSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' }).status === 0;
  const missing = wanted.filter(([bin]) => !has(bin)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    console.error(`Paket sistem belum terpasang: ${missing.join(', ')}. Pasang dengan: sudo apt-get install -y ${missing.join(' ')}`);
    return;
  }
  console.log(`Memasang paket sistem: ${missing.join(', ')}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing]);
}

ensureSystemPackages();
const totals = { passed: 0, failed: 0 };
const steps = [];
// Types are checked once here, beside the build (the builds only transpile): on two cores the two
// together take little more than the build alone.
const typechecking = started('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
const built = await started('npm', ['run', 'build']);
const typecheck = await typechecking;
if (built !== 0) {
  console.error('Build gagal: tes tidak dijalankan.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
steps.push(`typecheck: ${typecheck === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
if (typecheck === 0) totals.passed += 1;
else totals.failed += 1;
for (const [name, projects] of [['unit-server', ['unit', 'server']], ['e2e', ['e2e']]]) {
  const r = vitest(projects, name);
  totals.passed += r.passed;
  totals.failed += r.failed;
  steps.push(`${name}: ${r.passed} passed, ${r.failed} failed`);
}
for (const s of steps) console.log(s);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
