// Benchmark 4: POST /api/login through the product vs bare argon2id verification of the same kind of
// hash (@node-rs/argon2 defaults, as core/server/accounts/service.ts hashes) at the same concurrency.
import { hash, verify } from '@node-rs/argon2';
import { cpuPer, cpuSnapshot, cpuSpent, threadSnapshot, threadsPer } from './lib/cpu.mjs';
import { call, runFor } from './lib/load.mjs';
import { log, median, verdict } from './lib/stats.mjs';

/** `usernames` are seeded accounts with the demo password; each round runs `seconds`. */
export async function loginBench({ server, usernames, rounds, seconds, concurrency = 4 }) {
  // The same parameters as the product (library defaults: argon2id, 19 MiB, 2 passes).
  const stored = await hash('siakad');
  // One unmeasured round per side first: a freshly started server runs its login path through V8's
  // interpreter until it has served some thousand logins; a production server has long been warm.
  const productLogin = async (i) => (await call(`${server.url}/api/login`, { method: 'POST', body: { username: usernames[i % usernames.length], password: 'siakad' } })).status;
  const bareVerify = async () => String(await verify(stored, 'siakad'));
  await runFor(seconds * 1000, concurrency, productLogin);
  await runFor(seconds * 1000, concurrency, bareVerify);
  const ratios = [];
  for (let r = 0; r < rounds; r++) {
    const cpu = {};
    const threads = {};
    // Where each login's CPU goes (API process with its hashing threads, PostgreSQL, the load generator),
    // and by thread within the process that hashes (the API's, or this one's for the bare verification).
    const measured = (side, run) => async () => {
      const hasher = side === 'product' ? server.pid : process.pid;
      const before = cpuSnapshot(server.pid);
      const threadsBefore = threadSnapshot(hasher);
      const out = await run();
      cpu[side] = cpuPer(cpuSpent(before, cpuSnapshot(server.pid)), out.count, 'login');
      threads[side] = threadsPer(threadsBefore, threadSnapshot(hasher), out.count, 'login');
      return out;
    };
    const productRun = measured('product', () => runFor(seconds * 1000, concurrency, productLogin));
    const bareRun = measured('bare', () => runFor(seconds * 1000, concurrency, bareVerify));
    const [product, bare] = r % 2 === 0 ? [await productRun(), await bareRun()] : (([b, p]) => [p, b])([await bareRun(), await productRun()]);
    if (Object.keys(product.outcomes).some((k) => k !== '200')) throw new Error(`login menjawab ${JSON.stringify(product.outcomes)}`);
    ratios.push(product.perSecond / bare.perSecond);
    log(`login ronde ${r + 1}: produk ${product.perSecond.toFixed(1)} login/s | argon2 ${bare.perSecond.toFixed(1)} verifikasi/s`);
    log(`login ronde ${r + 1}: produk ${cpu.product} | argon2 ${cpu.bare}`);
    log(`login ronde ${r + 1}: produk ${threads.product} | argon2 ${threads.bare}`);
  }
  return { ratios, verdicts: [verdict('login', median(ratios), '>=', 0.9)] };
}
