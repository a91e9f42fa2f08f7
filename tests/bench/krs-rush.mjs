// Benchmark 1 (and 6): the start-of-semester rush. N logged-in students search classes and save a
// KRS at once through the product; the baseline runs the same SQL transaction (krs-sql.mjs) on a
// bare `pg` pool of the same size. Rounds alternate; every round uses students of its own.
import { bareSave, checkIntegrity, planRush } from './krs-sql.mjs';
import { call, login, runBounded } from './lib/load.mjs';
import { calibrate, cpuPer, cpuSnapshot, cpuSpent } from './lib/cpu.mjs';
import { rssMb } from './lib/server.mjs';
import { log, median, ms, percentile, verdict } from './lib/stats.mjs';

/** Logs every planned student in (4 at a time: argon2 is the cost) before any timing starts. */
export async function loginAll(url, students) {
  const { wallMs, results } = await runBounded(students, 4, (s) => login(url, s.username));
  const failed = results.filter((r) => r?.error);
  if (failed.length) throw failed[0].error;
  log(`${students.length} mahasiswa masuk dalam ${(wallMs / 1000).toFixed(1)} s`);
  return results;
}

/** One product round: every student searches (GET cari-kelas), then all save (PATCH krs) at once. */
export async function productRound(url, plans, tokens, pid) {
  const search = await runBounded(plans, plans.length, async (p, i) => (await call(`${url}/api/krs/cari-kelas?page=1`, { token: tokens[i] })).status);
  const afterSearch = cpuSnapshot(pid);
  const save = await runBounded(plans, plans.length, async (p, i) => {
    const r = await call(`${url}/api/krs`, { method: 'PATCH', token: tokens[i], body: { id_kelas: p.ids } });
    return r.status === 503 && !r.headers.get('retry-after') ? 'http 503 tanpa Retry-After' : r.status;
  });
  return { search, save, afterSearch, label: (s) => (s === 200 ? 'ok' : s === 409 ? 'penuh' : `http ${s}`) };
}

/** One baseline round: the same saves as bare SQL transactions. */
export async function baselineRound(pool, plans) {
  const save = await runBounded(plans, plans.length, (p) => bareSave(pool, p, p.ids));
  return { save };
}

const tally = (results, label = (x) => x) => results.reduce((acc, r) => {
  const k = r?.error ? `error: ${r.error.message}` : label(r);
  acc[k] = (acc[k] ?? 0) + 1;
  return acc;
}, {});

/**
 * Runs the rush: `rounds` product and `rounds` baseline rounds of `students` each, alternating.
 * Returns the verdict lines (throughput, p99, integrity, memory) and the numbers for the report.
 */
export async function krsRush({ server, pool, students, rounds, memoryGoalMb = 300 }) {
  // Per round: `students` for the product, as many for the baseline, twice as many for the overload.
  const perRound = students * 4;
  const plans = await planRush(pool, perRound * rounds);
  const slice = (r, from, n) => plans.slice(r * perRound + from, r * perRound + from + n);
  const slices = Array.from({ length: rounds }, (_, r) => ({ product: slice(r, 0, students), baseline: slice(r, students, students), overload: slice(r, students * 2, students * 2) }));
  // Product and overload students are logged in before any timing.
  const tokens = [];
  for (const s of slices) tokens.push({ product: await loginAll(server.url, s.product), overload: await loginAll(server.url, s.overload) });

  const rss = [];
  const sampler = setInterval(() => { const v = rssMb(server.pid); if (v !== null) rss.push(v); }, 100);
  const rows = [];
  try {
    for (let r = 0; r < rounds; r++) {
      // Alternate the order so neither drift on a busy machine nor classes filling up round by round
      // favours one side: the overload runs after its round's product run, then before it.
      const order = r % 2 === 0 ? ['product', 'baseline', 'overload'] : ['overload', 'baseline', 'product'];
      const row = { round: r + 1, calibration: {} };
      for (const side of order) {
        row.calibration[side] = calibrate();
        const cpu0 = cpuSnapshot(server.pid);
        if (side === 'product') {
          const res = await productRound(server.url, slices[r].product, tokens[r].product, server.pid);
          const outcomes = tally(res.save.results, res.label);
          row.product = { tps: (students * 1000) / res.save.wallMs, p99: percentile(res.save.latencies, 99), p50: median(res.save.latencies), outcomes,
            searchP99: percentile(res.search.latencies, 99), searchRps: (students * 1000) / res.search.wallMs, searchOutcomes: tally(res.search.results) };
          row.product.cpu = `${cpuPer(cpuSpent(cpu0, res.afterSearch), students, 'cari')}; ${cpuPer(cpuSpent(res.afterSearch, cpuSnapshot(server.pid)), students, 'simpan')}`;
        } else if (side === 'baseline') {
          const res = await baselineRound(pool, slices[r].baseline);
          row.baseline = { tps: (students * 1000) / res.save.wallMs, p99: percentile(res.save.latencies, 99), p50: median(res.save.latencies), outcomes: tally(res.save.results) };
          row.baseline.cpu = cpuPer(cpuSpent(cpu0, cpuSnapshot(server.pid)), students, 'simpan');
        } else {
          row.overload = await overloadRound(server, slices[r].overload, tokens[r].overload);
        }
      }
      log(`krs-rush ronde ${r + 1}: produk ${row.product.tps.toFixed(0)} simpan/s p99 ${ms(row.product.p99)} ${JSON.stringify(row.product.outcomes)} | dasar ${row.baseline.tps.toFixed(0)} simpan/s p99 ${ms(row.baseline.p99)} ${JSON.stringify(row.baseline.outcomes)} | cari p99 ${ms(row.product.searchP99)}`);
      log(`krs-rush ronde ${r + 1}: produk ${row.product.cpu} | dasar ${row.baseline.cpu}`);
      log(`krs-rush ronde ${r + 1}: beban ganda ${row.overload.goodput.toFixed(0)} keputusan/s = ${(row.overload.goodput / row.product.tps).toFixed(2)}x beban biasa ronde ini`);
      log(`krs-rush ronde ${r + 1}: kalibrasi CPU sebelum tiap sisi (ms) ${order.map((side) => `${side} ${row.calibration[side].toFixed(1)}`).join(', ')}`);
      rows.push(row);
    }
  } finally {
    clearInterval(sampler);
  }
  const best = Math.max(...rows.map((r) => r.product.tps));
  log(`krs-rush beban ganda: median ${median(rows.map((r) => r.overload.goodput)).toFixed(0)} keputusan/s vs ronde biasa terbaik ${best.toFixed(0)} simpan/s`);
  const integrity = await checkIntegrity(pool);
  const crashed = server.crashed();
  const bad = Object.values(integrity).reduce((a, b) => a + b, 0) + (crashed ? 1 : 0) + rows.reduce((n, r) => n + r.overload.unexpected, 0);
  const unexpected = rows.reduce((n, r) => n + Object.entries(r.product.outcomes).filter(([k]) => k !== 'ok' && k !== 'penuh').reduce((a, [, v]) => a + v, 0)
    + Object.entries(r.baseline.outcomes).filter(([k]) => k !== 'ok' && k !== 'penuh').reduce((a, [, v]) => a + v, 0), 0);
  log(`krs-rush integritas: ${JSON.stringify(integrity)}, jawaban tak terduga ${unexpected}, server ${crashed ? 'MATI' : 'hidup'}`);
  const maxRss = rss.length ? Math.max(...rss) : NaN;
  return {
    rows,
    integrity,
    maxRss,
    verdicts: [
      verdict('krs-rush-throughput', median(rows.map((r) => r.product.tps / r.baseline.tps)), '>=', 0.85),
      verdict('krs-rush-p99', median(rows.map((r) => r.product.p99 / r.baseline.p99)), '<=', 2),
      verdict('krs-rush-integrity', bad + unexpected, '<=', 0),
      verdict('memory', maxRss / memoryGoalMb, '<', 1),
      verdict('krs-overload-goodput', median(rows.map((r) => r.overload.goodput / r.product.tps)), '>=', 0.9),
    ],
  };
}

/**
 * A product round of twice the round size (the overload of goal 1): the same search, then the
 * same saves at once, so only the load differs from the round it is compared with. Every save
 * must be answered with a decision (saved, class full) or a quick 503 with Retry-After; goodput =
 * decisions per second of the save phase.
 */
async function overloadRound(server, plans, tokens) {
  const { search, save, afterSearch: cpu0 } = await productRound(server.url, plans, tokens, server.pid);
  const outcomes = tally(save.results, (s) => (s === 200 ? 'ok' : s === 409 ? 'penuh' : s === 503 ? 'ditolak 503' : `http ${s}`));
  const decided = (outcomes.ok ?? 0) + (outcomes.penuh ?? 0);
  const goodput = (decided * 1000) / save.wallMs;
  const shedLatencies = save.latencies.filter((_, i) => save.results[i] === 503);
  const unexpected = Object.entries(outcomes).filter(([k]) => !['ok', 'penuh', 'ditolak 503'].includes(k)).reduce((a, [, v]) => a + v, 0);
  log(`krs-rush beban ganda (${plans.length} sekaligus): cari ${JSON.stringify(tally(search.results))} p99 ${ms(percentile(search.latencies, 99))}`);
  log(`krs-rush beban ganda (${plans.length} sekaligus): ${goodput.toFixed(0)} keputusan/s ${JSON.stringify(outcomes)}, p99 ${ms(percentile(save.latencies, 99))}${shedLatencies.length ? `, 503 p99 ${ms(percentile(shedLatencies, 99))}` : ''}`);
  log(`krs-rush beban ganda: ${cpuPer(cpuSpent(cpu0, cpuSnapshot(server.pid)), decided, 'keputusan')}`);
  return { goodput, outcomes, unexpected };
}
