// The virtual students' HTTP/1.1 client: keep-alive sockets, one write per request, a response
// parser that knows only what the API answers (a status line, headers, a body by Content-Length or
// chunked). The load generator shares the two cores with the API process and PostgreSQL, so every
// microsecond it spends is taken from the product's side of a ratio (docs/performance.md);
// node:http's ClientRequest/IncomingMessage machinery cost several times this per request.
import net from 'node:net';

const idle = new Map(); // "host:port" -> idle sockets

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

/**
 * Sends one request on a free keep-alive socket to `url`'s origin and resolves with
 * { status, headers (lower-cased), body (Buffer) }; rejects when the connection fails or closes early.
 */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  const key = `${hostname}:${port}`;
  const pool = idle.get(key) ?? idle.set(key, []).get(key);
  const socket = pool.pop() ?? connect(hostname, Number(port), pool);
  const payload = body === undefined ? null : Buffer.from(body);
  let head = `${method} ${pathname}${search} HTTP/1.1\r\nHost: ${key}\r\nConnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (payload) head += `Content-Length: ${payload.length}\r\n`;
  head += '\r\n';
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let parsed = null;
    const done = (error, response) => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      if (error) {
        socket.destroy();
        reject(error);
        return;
      }
      if (response.headers.connection === 'close') socket.end();
      else pool.push(socket);
      resolve(response);
    };
    const onData = (chunk) => {
      received = received.length ? Buffer.concat([received, chunk]) : chunk;
      if (!parsed) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        parsed = { ...parseHead(received.subarray(0, end).toString('latin1')), start: end + 4 };
      }
      const rest = received.subarray(parsed.start);
      if (parsed.headers['transfer-encoding'] === 'chunked') {
        const decoded = unchunk(rest);
        if (decoded) done(null, { status: parsed.status, headers: parsed.headers, body: decoded });
        return;
      }
      const length = Number(parsed.headers['content-length'] ?? 0);
      if (rest.length >= length) done(null, { status: parsed.status, headers: parsed.headers, body: rest.subarray(0, length) });
    };
    const onError = (error) => done(error);
    const onClose = () => done(new Error(`koneksi ${key} tertutup sebelum jawaban lengkap`));
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
    socket.write(payload ? Buffer.concat([Buffer.from(head, 'latin1'), payload]) : head, 'latin1');
  });
}
