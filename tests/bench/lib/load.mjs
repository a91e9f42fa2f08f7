// Load generation without extra packages: a lean HTTP/1.1 client and a bounded pool of async workers.
import { request } from './http-client.mjs';

/**
 * Runs `task(item, index)` for every item with at most `concurrency` in flight. Returns the wall
 * time, each task's latency in ms and its result (a thrown error is kept as { error }).
 */
export async function runBounded(items, concurrency, task) {
  const latencies = new Array(items.length);
  const results = new Array(items.length);
  let next = 0;
  const started = performance.now();
  async function worker() {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      const t0 = performance.now();
      try {
        results[i] = await task(items[i], i);
      } catch (error) {
        results[i] = { error };
      }
      latencies[i] = performance.now() - t0;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { wallMs: performance.now() - started, latencies, results };
}

/**
 * Keeps `concurrency` workers calling `task(i)` for `durationMs`; returns how many finished,
 * their latencies and the counts per outcome (the task returns a label such as a status code).
 */
export async function runFor(durationMs, concurrency, task) {
  const latencies = [];
  const outcomes = {};
  let i = 0;
  const started = performance.now();
  const end = started + durationMs;
  async function worker() {
    while (performance.now() < end) {
      const t0 = performance.now();
      let label;
      try {
        label = await task(i++);
      } catch (error) {
        label = `error:${error.code ?? error.message}`;
      }
      latencies.push(performance.now() - t0);
      outcomes[label] = (outcomes[label] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - started;
  return { wallMs, count: latencies.length, perSecond: (latencies.length * 1000) / wallMs, latencies, outcomes };
}

/** A Headers-like view of a lower-cased header object. */
const headerView = (raw) => ({ get: (name) => raw[name.toLowerCase()] ?? null });

/** JSON request helper: returns { status, body, headers } and never throws on HTTP errors. */
export async function call(url, { method = 'GET', token, body, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sent = {
    ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...headers,
  };
  const res = await request(url, { method, headers: sent, body: payload });
  const text = res.body.toString('utf8');
  let parsed = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, body: parsed, headers: headerView(res.headers) };
}

/** Logs in through the product and returns the access token (throws on anything but 200). */
export async function login(baseUrl, username, password = 'siakad') {
  const r = await call(`${baseUrl}/api/login`, { method: 'POST', body: { username, password } });
  if (r.status !== 200) throw new Error(`login ${username} gagal: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token;
}
