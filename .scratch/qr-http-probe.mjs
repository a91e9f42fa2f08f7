import { spawn } from 'node:child_process';
import pg from 'pg';
import { call } from '../tests/bench/lib/load.mjs';
import { freshDatabase, dropDatabase, startProduct } from '../tests/bench/lib/server.mjs';
import { percentile, median } from '../tests/bench/lib/stats.mjs';
const BARE = `with baru as (
  insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via) values ($1, $2, 'hadir', 'qr')
  on conflict (id_pertemuan, id_mahasiswa) do nothing returning id_mahasiswa)
insert into attendance.pemindaian_qr (nonce, id_mahasiswa, id_pertemuan) select gen_random_uuid(), id_mahasiswa, $1 from baru returning id_mahasiswa`;
const url = await freshDatabase('siakad_qrprobe');
const seeder = await startProduct({ DATABASE_URL: url, SIAKAD_SEED: 'scale:3000x120' });
await seeder.stop();
const pool = new pg.Pool({ connectionString: url, max: 10 });
const pairs = (await pool.query(`select p.id_pertemuan as p, kk.id_mahasiswa as m from krs.krs_kelas kk join attendance.pertemuan p on p.id_kelas = kk.id_kelas order by random() limit 6000`)).rows;
const child = spawn(process.execPath, ['.scratch/qr-http-server.mjs', url], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise((r) => child.stdout.on('data', (d) => { const m = /PORT (\d+)/.exec(String(d)); if (m) r(m[1]); }));
async function arrivals(items, task) {
  const t0 = performance.now(); const lat = [];
  await Promise.all(items.map(async (it) => { await new Promise((r) => setTimeout(r, Math.max(0, it.at - (performance.now() - t0)))); const s = performance.now(); await task(it); lat.push(performance.now() - s); }));
  return lat;
}
let x = 7; const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
for (let r = 0; r < 3; r++) {
  const a = pairs.slice(r * 2000, r * 2000 + 1000).map((p) => ({ ...p, at: rnd() * 20000 }));
  const b = pairs.slice(r * 2000 + 1000, r * 2000 + 2000).map((p) => ({ ...p, at: rnd() * 20000 }));
  const sides = { pg: () => arrivals(a, (it) => pool.query(BARE, [it.p, it.m])), http: () => arrivals(b, (it) => call(`http://127.0.0.1:${port}/scan`, { method: 'POST', body: { p: it.p, m: it.m } })) };
  const res = {};
  for (const s of r % 2 ? ['http', 'pg'] : ['pg', 'http']) res[s] = await sides[s]();
  console.log(`ronde ${r + 1}: pg p50 ${median(res.pg).toFixed(1)} p99 ${percentile(res.pg, 99).toFixed(1)} | fastify+pg p50 ${median(res.http).toFixed(1)} p99 ${percentile(res.http, 99).toFixed(1)} | ratio p99 ${(percentile(res.http, 99) / percentile(res.pg, 99)).toFixed(2)}`);
}
child.kill(); await pool.end(); await dropDatabase('siakad_qrprobe');
