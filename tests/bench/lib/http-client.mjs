// A lean JSON client for the benchmarks whose load generator runs many small requests on the same two
// cores as the product (login, QR scans): node:http with a keep-alive agent. Node's fetch (undici
// behind the WHATWG layer) cost about 2.5-3.5 ms of client CPU per login here, which the bare side
// (no HTTP at all) never pays; that CPU belongs to the load generator, not to the product.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POST `body` as JSON to `url` (with a bearer `token` when given); resolves { status, body }. */
export function postJson(url, body, token) {
  const payload = Buffer.from(JSON.stringify(body));
  const headers = { 'content-type': 'application/json', 'content-length': payload.length };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
