// Benchmark 5b: the Lighthouse performance score of the login route (mobile profile, Debian's
// Chromium). Lighthouse is not a dependency (it would weigh on every `npm ci`); the bench fetches
// lighthouse@12 (13 needs Node 22) from the npm registry with npx on first use.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startProduct } from './lib/server.mjs';
import { log, median, verdict } from './lib/stats.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const run = promisify(execFile);

/**
 * One Lighthouse run into `out`. Lighthouse sometimes fails to record its own trace ("Runtime error
 * encountered: ... (NO_NAVSTART)", seen in session 13): that run measured nothing, so it is run
 * once more; any other failure, or a second one, ends the benchmark as before.
 */
async function measure(url, chrome, out) {
  const args = ['--yes', LIGHTHOUSE, `${url}/login`, '--only-categories=performance', '--form-factor=mobile', '--quiet',
    '--chrome-flags=--headless=new --no-sandbox', '--output=json', `--output-path=${out}`];
  const options = { env: { ...process.env, CHROME_PATH: chrome }, timeout: 300_000 };
  try {
    await run('npx', args, options);
  } catch (error) {
    if (!/Runtime error encountered/.test(String(error.stderr ?? ''))) throw error;
    log(`lighthouse: Lighthouse tidak merekam jejaknya (${String(error.stderr).trim().split('\n')[0]}); diulang sekali`);
    await run('npx', args, options);
  }
}

/** Median performance score (0-100) of `rounds` Lighthouse runs against the built product's /login. */
export async function lighthouseScore({ rounds = 3, goal = 95 } = {}) {
  const chrome = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'siakad-lh-'));
  const server = await startProduct({ DATABASE_URL: '', SIAKAD_DATA_DIR: dataDir });
  const scores = [];
  try {
    for (let r = 0; r < rounds; r++) {
      const out = path.join(dataDir, `lh-${r}.json`);
      await measure(server.url, chrome, out);
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const score = Math.round(report.categories.performance.score * 100);
      const a = report.audits;
      log(`lighthouse ronde ${r + 1}: skor ${score} (FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue})`);
      scores.push(score);
    }
  } finally {
    await server.stop();
  }
  const score = median(scores);
  return { score, verdicts: [verdict('lighthouse', score / 100, '>=', goal / 100)] };
}
