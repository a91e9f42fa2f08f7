// Benchmark 4: POST /api/login through the product vs bare argon2id verification of the same kind of
// hash (@node-rs/argon2 defaults, as core/server/accounts/service.ts hashes) at the same concurrency.
// The judged baseline verifies on one thread per core (lib/argon2-threads.mjs), as the product
// hashes; the library's async `verify` on libuv's pool of four is logged beside it, not judged: on
// some machines four threads on two cores verify up to a fifth more slowly than two (session 13).
// A third side, logged and not judged either, is the HTTP floor (bare-login-server.mjs): a plain
// Fastify route verifying on threads of its own and answering a real login's bytes, so the log
// separates what HTTP itself costs beside the hash from what the product adds to it. Last, product and
// floor once more with a nearly free hash, to show what a login costs them on caches argon2 has not
// just swept (logged, not judged).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { argon2Threads, CHEAP_HASH } from './lib/argon2-threads.mjs';
import { startBareProcess } from './lib/bare-process.mjs';
import { cpuPer, cpuSnapshot, cpuSpent, threadSnapshot, threadsPer } from './lib/cpu.mjs';
import { runFor } from './lib/load.mjs';
import { fixedRequest, request } from './lib/http-client.mjs';
import { log, median, verdict } from './lib/stats.mjs';

/** `usernames` are seeded accounts with the demo password; each round runs `seconds`. */
export async function loginBench({ server, pool, usernames, rounds, seconds, concurrency = 4, warmUp = true }) {
  // The same parameters as the product (library defaults: argon2id, 19 MiB, 2 passes).
  const stored = await hash('siakad');
  const threads = argon2Threads();
  // Each account's request is built once: the load generator shares the cores with both sides.
  const loginAt = (base) => {
    const senders = usernames.map((username) => fixedRequest(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: 'siakad' }) }));
    return async (i) => String(await senders[i % senders.length]());
  };
  const floor = await startFloor(server.url, usernames[0]);
  const sides = {
    product: loginAt(server.url),
    bare: async () => String(await threads.verify(stored, 'siakad')),
    pool: async () => String(await verify(stored, 'siakad')),
    http: loginAt(floor.url),
  };
  const names = Object.keys(sides);
  try {
    // One unmeasured round per side first: a freshly started server runs its login path through V8's
    // interpreter until it has served some thousand logins; a production server has long been warm.
    // The smoke run (warmUp false) only proves the steps still work.
    if (warmUp) for (const name of names) await runFor(seconds * 1000, concurrency, sides[name]);
    const ratios = [];
    const poolRatios = [];
    const floorRatios = [];
    const httpRatios = [];
    for (let r = 0; r < rounds; r++) {
      const out = {};
      // Each round starts with another side, so none always runs first.
      for (const name of [...names.slice(r % names.length), ...names.slice(0, r % names.length)]) {
        // Where each login's CPU goes (API process with its hashing threads, PostgreSQL, the load
        // generator), and by thread within the process that hashes (the API's, or this one's).
        const hasher = name === 'product' ? server.pid : name === 'http' ? floor.pid : process.pid;
        const before = cpuSnapshot(name === 'http' ? floor.pid : server.pid);
        const threadsBefore = threadSnapshot(hasher);
        const run = await runFor(seconds * 1000, concurrency, sides[name]);
        out[name] = { run, cpu: cpuPer(cpuSpent(before, cpuSnapshot(name === 'http' ? floor.pid : server.pid)), run.count, 'login'), threads: threadsPer(threadsBefore, threadSnapshot(hasher), run.count, 'login') };
      }
      const { product, bare, pool, http } = out;
      for (const side of [product, http]) if (Object.keys(side.run.outcomes).some((k) => k !== '200')) throw new Error(`login menjawab ${JSON.stringify(side.run.outcomes)}`);
      ratios.push(product.run.perSecond / bare.run.perSecond);
      poolRatios.push(product.run.perSecond / pool.run.perSecond);
      floorRatios.push(product.run.perSecond / http.run.perSecond);
      httpRatios.push(http.run.perSecond / bare.run.perSecond);
      log(`login ronde ${r + 1}: produk ${product.run.perSecond.toFixed(1)} login/s | argon2 per core ${bare.run.perSecond.toFixed(1)} verifikasi/s | argon2 pool libuv ${pool.run.perSecond.toFixed(1)} verifikasi/s | lantai HTTP ${http.run.perSecond.toFixed(1)} login/s`);
      for (const name of names) log(`login ronde ${r + 1}: ${name} ${out[name].cpu} | ${out[name].threads}`);
    }
    log(`login: terhadap verify() di pool libuv (tidak dinilai) median ${median(poolRatios).toFixed(2)}`);
    log(`login: lantai HTTP terhadap argon2 per core (tidak dinilai) median ${median(httpRatios).toFixed(2)}; produk terhadap lantai HTTP median ${median(floorRatios).toFixed(2)}`);
    await withoutHashCost({ server, pool, usernames, seconds, concurrency, loginAt, warmUp });
    return { ratios, verdicts: [verdict('login', median(ratios), '>=', 0.9)] };
  } finally {
    await threads.stop();
    await floor.stop();
  }
}

/**
 * Logged, not judged: the same logins with a nearly free hash (the accounts' stored hashes swapped
 * for the cheapest argon2id, restored after), product against the floor. What each side costs per
 * login with its caches warm, to set beside the rounds above, where every core also runs argon2.
 */
async function withoutHashCost({ server, pool, usernames, seconds, concurrency, loginAt, warmUp }) {
  const saved = (await pool.query('select id_user, password_hash from core.pengguna where username = any($1)', [usernames])).rows;
  const cheap = await hash('siakad', CHEAP_HASH);
  await pool.query('update core.pengguna set password_hash = $1 where username = any($2)', [cheap, usernames]);
  const floor = await startFloor(server.url, usernames[0], 'murah');
  try {
    const sides = { produk: [loginAt(server.url), server.pid], lantai: [loginAt(floor.url), floor.pid] };
    if (warmUp) for (const [task] of Object.values(sides)) await runFor(seconds * 1000, concurrency, task);
    for (let r = 0; r < (warmUp ? 2 : 1); r++) {
      for (const [name, [task, pid]] of Object.entries(sides)) {
        const before = cpuSnapshot(pid);
        const threadsBefore = threadSnapshot(pid);
        const run = await runFor(seconds * 1000, concurrency, task);
        log(`login tanpa biaya hash (tidak dinilai) ronde ${r + 1}: ${name} ${run.perSecond.toFixed(0)} login/s | ${cpuPer(cpuSpent(before, cpuSnapshot(pid)), run.count, 'login')} | ${threadsPer(threadsBefore, threadSnapshot(pid), run.count, 'login')}`);
      }
    }
  } finally {
    await floor.stop();
    for (const { id_user, password_hash } of saved) await pool.query('update core.pengguna set password_hash = $1 where id_user = $2', [password_hash, id_user]);
  }
}

/** Starts the HTTP floor with the bytes of one real login of `username` through the product (`murah`: a nearly free hash). */
async function startFloor(productUrl, username, hashCost = 'produk') {
  const res = await request(`${productUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: 'siakad' }) });
  if (res.status !== 200) throw new Error(`login ${username} menjawab ${res.status}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'siakad-bench-')), 'login.json');
  writeFileSync(file, JSON.stringify({ body: res.body.toString('base64'), cookie: res.headers['set-cookie'] }));
  return startBareProcess('bare-login-server.mjs', [file, hashCost]);
}
