// A diagnostic side of benchmark 2: a Fastify process whose one route runs the bare scan statement
// on a `pg` pool, to show what an HTTP hop alone adds to the bare insert on the same machine.
// argv[2]: the database URL; prints its port.
import Fastify from 'fastify';
import pg from 'pg';
import { BARE_SCAN } from './scan-sql.mjs';

const pool = new pg.Pool({ connectionString: process.argv[2], max: Number(process.env.PG_POOL_SIZE || 10) });
const app = Fastify({ logger: false });
app.post('/scan', async (request) => ({ tercatat: (await pool.query(BARE_SCAN, [request.body.p, request.body.m])).rows.length === 1 }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${app.server.address().port}`);
