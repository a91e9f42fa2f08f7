// Load generation without extra packages: Node's http client and a bounded pool of async workers.
import http from 'node:http';

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

// One keep-alive agent for every virtual client. Node's http client costs the load generator
// about a third of what fetch (undici with WHATWG streams) does per request, and the load
// generator shares the two cores with the API process and PostgreSQL (docs/performance.md).
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** A Headers-like view of node's lower-cased header object. */
const headerView = (raw) => ({ get: (name) => raw[name.toLowerCase()] ?? null });

/** JSON request helper: returns { status, body, headers } and never throws on HTTP errors. */
export function call(url, { method = 'GET', token, body, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sent = {
    ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: sent, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode, body: parsed, headers: headerView(res.headers) });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Logs in through the product and returns the access token (throws on anything but 200). */
export async function login(baseUrl, username, password = 'siakad') {
  const r = await call(`${baseUrl}/api/login`, { method: 'POST', body: { username, password } });
  if (r.status !== 200) throw new Error(`login ${username} gagal: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token;
}
