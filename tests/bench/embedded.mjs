// Benchmark 7: the same KRS saves (PATCH /api/krs) through the built server on the embedded PGlite
// database (DATABASE_URL empty) and on native PostgreSQL, both seeded with the same small campus.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loginAll } from './krs-rush.mjs';
import { planRush } from './krs-sql.mjs';
import { call, runBounded } from './lib/load.mjs';
import { dropDatabase, freshDatabase, startProduct } from './lib/server.mjs';
import { log, median, verdict } from './lib/stats.mjs';

/** PGlite exposes no port: the plans are read from the native twin (same seed, same rows). */
export async function embedded({ seed, rounds, students, concurrency = 8, dbName = 'siakad_bench_embedded' }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'siakad-bench-pglite-'));
  const url = await freshDatabase(dbName);
  // Both seed at once (one core each); the measured rounds run one side at a time.
  const started = await Promise.allSettled([
    startProduct({ DATABASE_URL: url, SIAKAD_SEED: seed, PG_POOL_SIZE: '10' }),
    startProduct({ DATABASE_URL: '', SIAKAD_DATA_DIR: dataDir, SIAKAD_SEED: seed }),
  ]);
  const [native, lite] = started.map((s) => (s.status === 'fulfilled' ? s.value : null));
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const plans = await planRush(pool, students * rounds);
    const slices = Array.from({ length: rounds }, (_, r) => plans.slice(r * students, (r + 1) * students));
    const tokens = { native: [], lite: [] };
    for (const s of slices) {
      tokens.native.push(await loginAll(native.url, s));
      tokens.lite.push(await loginAll(lite.url, s));
    }
    const ratios = [];
    for (let r = 0; r < rounds; r++) {
      const run = async (server, toks) => {
        const res = await runBounded(slices[r], concurrency, async (p, i) => (await call(`${server.url}/api/krs`, { method: 'PATCH', token: toks[i], body: { id_kelas: p.ids } })).status);
        const bad = res.results.filter((s) => s !== 200 && s !== 409);
        if (bad.length) throw new Error(`simpan KRS menjawab ${JSON.stringify(bad.slice(0, 3))}`);
        return (students * 1000) / res.wallMs;
      };
      const order = r % 2 === 0 ? ['lite', 'native'] : ['native', 'lite'];
      const tps = {};
      for (const side of order) tps[side] = await run(side === 'lite' ? lite : native, tokens[side][r]);
      ratios.push(tps.lite / tps.native);
      log(`embedded ronde ${r + 1}: PGlite ${tps.lite.toFixed(0)} simpan/s | PostgreSQL ${tps.native.toFixed(0)} simpan/s`);
    }
    return { ratios, seedSeconds: { native: native.seedSeconds, lite: lite.seedSeconds }, verdicts: [verdict('embedded', median(ratios), '>=', 0.5)] };
  } finally {
    await pool.end();
    await native?.stop();
    await lite?.stop();
    await dropDatabase(dbName);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
