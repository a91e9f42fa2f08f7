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

/** Median performance score (0-100) of `rounds` Lighthouse runs against the built product's /login. */
export async function lighthouseScore({ rounds = 3, goal = 95 } = {}) {
  const chrome = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'siakad-lh-'));
  const server = await startProduct({ DATABASE_URL: '', SIAKAD_DATA_DIR: dataDir });
  const scores = [];
  try {
    for (let r = 0; r < rounds; r++) {
      const out = path.join(dataDir, `lh-${r}.json`);
      await run('npx', ['--yes', LIGHTHOUSE, `${server.url}/login`, '--only-categories=performance', '--form-factor=mobile', '--quiet',
        '--chrome-flags=--headless=new --no-sandbox', '--output=json', `--output-path=${out}`], { env: { ...process.env, CHROME_PATH: chrome }, timeout: 300_000 });
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
