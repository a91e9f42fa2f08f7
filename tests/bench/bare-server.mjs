// The bare baseline of read-pages: a Fastify process with nothing but routes returning fixed bytes.
// Reads { "/api/path": { type, body(base64) } } from the file named in argv[2]; prints its port.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const pages = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const [path, page] of Object.entries(pages)) {
  const body = Buffer.from(page.body, 'base64');
  app.get(path, (request, reply) => reply.type(page.type).send(body));
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${app.server.address().port}`);
