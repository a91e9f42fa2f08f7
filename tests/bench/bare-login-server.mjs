// The HTTP floor of the login bench: a plain Fastify process whose POST /api/login verifies the
// password on argon2 threads of its own (one per core, as the product's) and answers with the bytes
// of a real product login (body and Set-Cookie, read from the file named in argv[2]). No database,
// no session, no token signing: what any HTTP server with the same hash costs on this machine.
import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import Fastify from 'fastify';
import { argon2Threads, CHEAP_HASH } from './lib/argon2-threads.mjs';

const answer = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(answer.body, 'base64');
// The same parameters as the product (library defaults: argon2id, 19 MiB, 2 passes); `murah` as
// argv[3] makes the hash nearly free, for login-overhead.mjs to see the HTTP cost alone.
const stored = await hash('siakad', process.argv[3] === 'murah' ? CHEAP_HASH : undefined);
const threads = argon2Threads();
const app = Fastify({ logger: false });
app.post('/api/login', async (request, reply) => {
  if (!(await threads.verify(stored, request.body.password))) return reply.code(401).send({ message: 'Username atau password salah.' });
  return reply.header('set-cookie', answer.cookie).type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${app.server.address().port}`);
