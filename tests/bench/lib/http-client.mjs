// The virtual students' HTTP/1.1 client: keep-alive sockets, one write per request, a response
// parser that knows only what the API answers (a status line, headers, a body by Content-Length or
// chunked). The load generator shares the two cores with the API process and PostgreSQL, so every
// microsecond it spends is taken from the product's side of a ratio (docs/performance.md);
// node:http's ClientRequest/IncomingMessage machinery cost several times this per request.
import net from 'node:net';

const idle = new Map(); // "host:port" -> idle sockets
const LAST_CHUNK = Buffer.from('0\r\n\r\n', 'latin1');

/** A parsed response: status, lower-cased headers, body bytes. */
function parseHead(text) {
  const lines = text.split('\r\n');
  const status = Number(lines[0].split(' ')[1]);
  const headers = {};
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':');
    if (colon > 0) headers[lines[i].slice(0, colon).trim().toLowerCase()] = lines[i].slice(colon + 1).trim();
  }
  return { status, headers };
}

/** The status and body length of a response head (latin1 text up to its blank line); chunked: length -1. */
function headFacts(text) {
  const status = Number(text.slice(9, 12));
  const lower = text.toLowerCase();
  const close = lower.includes('\r\nconnection: close');
  if (lower.includes('\r\ntransfer-encoding: chunked')) return { status, length: -1, close };
  const at = lower.indexOf('\r\ncontent-length:');
  const length = at < 0 ? 0 : parseInt(text.slice(at + 17, text.indexOf('\r\n', at + 17)), 10);
  return { status, length, close };
}

/** Decodes a complete chunked body, or returns null while it is incomplete. */
function unchunk(buffer) {
  const parts = [];
  let at = 0;
  for (;;) {
    const end = buffer.indexOf('\r\n', at);
    if (end < 0) return null;
    const size = parseInt(buffer.subarray(at, end).toString('latin1'), 16);
    if (size === 0) return buffer.length >= end + 4 ? Buffer.concat(parts) : null;
    if (buffer.length < end + 2 + size + 2) return null;
    parts.push(buffer.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

/** A new keep-alive connection that leaves the idle pool when the server closes it. */
function connect(host, port, pool) {
  const socket = net.connect({ host, port, noDelay: true });
  socket.setKeepAlive(true);
  socket.on('error', () => undefined); // reported to the request in flight, if any
  socket.on('close', () => {
    const i = pool.indexOf(socket);
    if (i >= 0) pool.splice(i, 1);
  });
  return socket;
}

/** The request line and headers of `url` up to (without) the blank line, and the origin's pool key. */
function requestHead(url, method, headers, payload) {
  const { hostname, port, pathname, search } = new URL(url);
  const key = `${hostname}:${port}`;
  let head = `${method} ${pathname}${search} HTTP/1.1\r\nHost: ${key}\r\nConnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (payload) head += `Content-Length: ${payload.length}\r\n`;
  return { origin: { host: hostname, port: Number(port), key }, head };
}

/**
 * Writes `bytes` on a free keep-alive socket of `origin` and hands everything received so far to
 * `take`, which returns { value, close } once the answer is complete (undefined before). Resolves
 * with the value; rejects when the connection fails or closes early.
 */
function exchange(origin, bytes, take) {
  const pool = idle.get(origin.key) ?? idle.set(origin.key, []).get(origin.key);
  const socket = pool.pop() ?? connect(origin.host, origin.port, pool);
  return new Promise((resolve, reject) => {
    let received = null;
    const finish = (error, outcome) => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      if (error) {
        socket.destroy();
        reject(error);
        return;
      }
      if (outcome.close) socket.end();
      else pool.push(socket);
      resolve(outcome.value);
    };
    const onData = (chunk) => {
      received = received ? Buffer.concat([received, chunk]) : chunk;
      const outcome = take(received);
      if (outcome) finish(null, outcome);
    };
    const onError = (error) => finish(error);
    const onClose = () => finish(new Error(`koneksi ${origin.key} tertutup sebelum jawaban lengkap`));
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
    socket.write(bytes);
  });
}

/**
 * Sends one request on a free keep-alive socket to `url`'s origin and resolves with
 * { status, headers (lower-cased), body (Buffer) }; rejects when the connection fails or closes early.
 */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? null : Buffer.from(body);
  const { origin, head } = requestHead(url, method, headers, payload);
  const start = Buffer.from(`${head}\r\n`, 'latin1');
  let parsed = null;
  return exchange(origin, payload ? Buffer.concat([start, payload]) : start, (received) => {
    if (!parsed) {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return undefined;
      parsed = { ...parseHead(received.subarray(0, end).toString('latin1')), start: end + 4 };
    }
    const rest = received.subarray(parsed.start);
    const close = parsed.headers.connection === 'close';
    if (parsed.headers['transfer-encoding'] === 'chunked') {
      const decoded = unchunk(rest);
      return decoded ? { value: { status: parsed.status, headers: parsed.headers, body: decoded }, close } : undefined;
    }
    const length = Number(parsed.headers['content-length'] ?? 0);
    return rest.length >= length ? { value: { status: parsed.status, headers: parsed.headers, body: rest.subarray(0, length) }, close } : undefined;
  });
}

/**
 * A request whose bytes are built once (`url`, `method`, `headers`, `body` as for `request`); the
 * returned function sends them again and resolves with the status alone, once the whole answer has
 * arrived. For a load generator repeating one request, where parsing every header and the body
 * into objects would cost more than the request itself.
 */
export function fixedRequest(url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? null : Buffer.from(body);
  const { origin, head } = requestHead(url, method, headers, payload);
  const bytes = Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), payload ?? Buffer.alloc(0)]);
  return () => {
    let facts = null;
    let bodyStart = 0;
    return exchange(origin, bytes, (received) => {
      if (!facts) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return undefined;
        facts = headFacts(received.toString('latin1', 0, end + 2));
        bodyStart = end + 4;
      }
      // A chunked answer (without trailers) ends with its empty last chunk.
      const complete = facts.length >= 0 ? received.length - bodyStart >= facts.length : received.subarray(-5).equals(LAST_CHUNK);
      return complete ? { value: facts.status, close: facts.close } : undefined;
    });
  };
}
