// Benchmark 3: schedule, KHS and menu through the product vs a bare Fastify process returning the
// same bytes (captured from the product first). Same client, same concurrency, alternating rounds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBareProcess } from './lib/bare-process.mjs';
import { runFor } from './lib/load.mjs';
import { log, median, verdict } from './lib/stats.mjs';

const PAGES = ['/api/jadwal-kuliah', '/api/khs', '/api/menu'];

async function startBare(pages) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'siakad-bench-')), 'pages.json');
  writeFileSync(file, JSON.stringify(pages));
  return startBareProcess('bare-server.mjs', [file]);
}

/** Requests per second over the three pages (round-robin) for `seconds`, with `concurrency` in flight. */
async function rate(base, token, seconds, concurrency) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const r = await runFor(seconds * 1000, concurrency, async (i) => {
    const res = await fetch(`${base}${PAGES[i % PAGES.length]}`, { headers });
    await res.arrayBuffer();
    return res.status;
  });
  return r;
}

/** Captures each page as the demo student sees it, then alternates product and bare rounds. */
export async function readPages({ server, token, rounds, seconds, concurrency = 16 }) {
  const pages = {};
  for (const p of PAGES) {
    const res = await fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${p} menjawab ${res.status}`);
    pages[p] = { type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()).toString('base64') };
    log(`read-pages: ${p} ${Buffer.from(pages[p].body, 'base64').length} byte`);
  }
  const bare = await startBare(pages);
  const ratios = [];
  const rows = [];
  try {
    await rate(server.url, token, 1, concurrency); // warm-up of both sides
    await rate(bare.url, null, 1, concurrency);
    for (let r = 0; r < rounds; r++) {
      const first = r % 2 === 0;
      const a = first ? await rate(server.url, token, seconds, concurrency) : null;
      const b = await rate(bare.url, null, seconds, concurrency);
      const product = a ?? (await rate(server.url, token, seconds, concurrency));
      rows.push({ product: product.perSecond, bare: b.perSecond, outcomes: product.outcomes });
      ratios.push(product.perSecond / b.perSecond);
      log(`read-pages ronde ${r + 1}: produk ${product.perSecond.toFixed(0)} req/s ${JSON.stringify(product.outcomes)} | dasar ${b.perSecond.toFixed(0)} req/s`);
    }
  } finally {
    await bare.stop();
  }
  const bad = rows.some((x) => Object.keys(x.outcomes).some((k) => k !== '200'));
  return { rows, verdicts: [verdict('read-pages', bad ? NaN : median(ratios), '>=', 0.6)] };
}
