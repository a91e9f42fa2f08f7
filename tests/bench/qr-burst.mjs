// Benchmark 2: a lecture-hall burst of QR scans. Lecturers open today's meeting of their class and
// fetch the QR token through the API; every enrolled student (logged in beforehand) scans once at a
// random moment of the window. Baseline: the same attendance row written by a bare INSERT via pg
// (into the class's next meeting), with the same arrival times. Rounds alternate. A third side,
// logged but not judged, sends the bare insert through a bare Fastify process (into the meeting
// after), so each run shows how much of the ratio one HTTP hop takes by itself on its machine.
import { loginAll } from './krs-rush.mjs';
import { startBareProcess } from './lib/bare-process.mjs';
import { call, login } from './lib/load.mjs';
import { log, median, ms, percentile, verdict } from './lib/stats.mjs';
import { BARE_SCAN } from './scan-sql.mjs';

/** Fires `task(i)` for each item at its `at` ms offset from now; returns latencies and results. */
async function arrivals(items, task) {
  const t0 = performance.now();
  const latencies = [];
  const results = await Promise.all(items.map(async (item, i) => {
    await new Promise((r) => setTimeout(r, Math.max(0, item.at - (performance.now() - t0))));
    const s = performance.now();
    try {
      return await task(item, i);
    } catch (error) {
      return `error: ${error.message}`;
    } finally {
      latencies.push(performance.now() - s);
    }
  }));
  return { latencies, results };
}

/**
 * `students` scans spread over `windowS` seconds, from the students of the busiest classes of the
 * active semester (a class holds at most its quota, so `classes` is a minimum).
 */
export async function qrBurst({ server, pool, databaseUrl, students, classes, windowS, rounds = 3 }) {
  const today = (await pool.query(`select (now() at time zone 'Asia/Jakarta')::date::text as d`)).rows[0].d;
  const kelas = (await pool.query(`select k.id_kelas, u.username as dosen, count(kk.*)::int as n from master_data.kelas k
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi and s.aktif
    join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user
    join krs.krs_kelas kk on kk.id_kelas = k.id_kelas
    where u.default_group = 'dsn00' -- the scan flow is the lecturer area's (kor00 and others land elsewhere)
    group by 1, 2 order by n desc, 1`)).rows;
  const chosen = [];
  const seen = new Set();
  const scanners = [];
  for (const k of kelas) {
    if (scanners.length >= students && chosen.length >= classes) break;
    const members = (await pool.query(`select m.id_mahasiswa, u.username from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
      join core.pengguna u on u.id_user = m.id_user where kk.id_kelas = $1 order by m.id_mahasiswa`, [k.id_kelas])).rows.filter((m) => !seen.has(m.id_mahasiswa));
    // Scan meeting (product), baseline meeting and the HTTP side's: the class's next three meetings not yet held.
    const next = (await pool.query(`select id_pertemuan, uid::text from attendance.pertemuan where id_kelas = $1 and dibuka_pada is null order by pertemuan_ke limit 3`, [k.id_kelas])).rows;
    if (next.length < 3 || !members.length) continue;
    // The scenario is "today's lecture": move its meeting to today, as the demo seed does for dsn00.
    await pool.query('update attendance.pertemuan set tanggal = $1 where id_pertemuan = $2', [today, next[0].id_pertemuan]);
    chosen.push({ ...k, scan: next[0], bare: next[1], http: next[2] });
    for (const m of members.slice(0, students - scanners.length)) {
      seen.add(m.id_mahasiswa);
      scanners.push({ ...m, kelas: chosen[chosen.length - 1] });
    }
  }
  log(`qr-burst: ${scanners.length} mahasiswa dari ${chosen.length} kelas, jendela ${windowS} s, ${rounds} ronde per sisi`);
  const tokens = await loginAll(server.url, scanners);
  const lecturerTokens = new Map();
  for (const k of chosen) {
    lecturerTokens.set(k.dosen, lecturerTokens.get(k.dosen) ?? (await login(server.url, k.dosen)));
    const t = lecturerTokens.get(k.dosen);
    const opened = await call(`${server.url}/api/presensi/dosen/pertemuan/${k.scan.uid}/setting`, { method: 'PATCH', token: t, body: { status: 'dibuka', durasi_menit: 120, qr_interval_detik: 600 } });
    if (opened.status !== 200) throw new Error(`membuka pertemuan gagal: ${opened.status} ${JSON.stringify(opened.body)}`);
    const qr = await call(`${server.url}/api/presensi/dosen/pertemuan/${k.scan.uid}/qrcode`, { token: t });
    if (qr.status !== 200) throw new Error(`qrcode gagal: ${qr.status} ${JSON.stringify(qr.body)}`);
    k.token = qr.body.token;
  }
  // Deterministic arrival times, uniform over each round's share of the window.
  let x = 99;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  const perRound = Math.ceil(scanners.length / rounds);
  const ratios = [];
  const httpRatios = [];
  const outcomes = {};
  const bareHttp = await startBareProcess('bare-scan-server.mjs', [databaseUrl]);
  try {
    for (let r = 0; r < rounds; r++) {
      const group = scanners.slice(r * perRound, (r + 1) * perRound).map((s, i) => ({ ...s, i: r * perRound + i, at: rnd() * (windowS * 1000) / rounds }));
      const product = () => arrivals(group, async (s) => {
        const res = await call(`${server.url}/api/presensi/mahasiswa/scan-qrcode`, { method: 'POST', token: tokens[s.i], body: { token: s.kelas.token, id_kelas: s.kelas.id_kelas } });
        return res.status === 200 && res.body.tercatat ? 'tercatat' : `http ${res.status} ${res.body?.message ?? ''}`;
      });
      const bare = () => arrivals(group, async (s) => ((await pool.query(BARE_SCAN, [s.kelas.bare.id_pertemuan, s.id_mahasiswa])).rows.length ? 'tercatat' : 'ganda'));
      const http = () => arrivals(group, async (s) => ((await call(`${bareHttp.url}/scan`, { method: 'POST', body: { p: s.kelas.http.id_pertemuan, m: s.id_mahasiswa } })).body?.tercatat ? 'tercatat' : 'ganda'));
      const sides = { product, bare, http };
      const res = {};
      for (const side of r % 2 === 0 ? ['product', 'bare', 'http'] : ['http', 'bare', 'product']) res[side] = await sides[side]();
      for (const o of res.product.results) outcomes[o] = (outcomes[o] ?? 0) + 1;
      const p99 = { product: percentile(res.product.latencies, 99), bare: percentile(res.bare.latencies, 99), http: percentile(res.http.latencies, 99) };
      ratios.push(p99.product / p99.bare);
      httpRatios.push(p99.http / p99.bare);
      log(`qr-burst ronde ${r + 1}: ${group.length} pindai, p99 produk ${ms(p99.product)} (p50 ${ms(median(res.product.latencies))}) | insert polos ${ms(p99.bare)} (p50 ${ms(median(res.bare.latencies))}) | insert polos lewat Fastify ${ms(p99.http)} (p50 ${ms(median(res.http.latencies))})`);
    }
  } finally {
    await bareHttp.stop();
  }
  log(`qr-burst: Fastify polos + insert polos saja sudah p99 ${median(httpRatios).toFixed(2)}x insert polos; produk ${median(ratios).toFixed(2)}x`);
  const rows = (await pool.query(`select count(*)::int as n, count(distinct (id_pertemuan, id_mahasiswa))::int as d from attendance.kehadiran where id_pertemuan = any($1)`,
    [chosen.map((k) => k.scan.id_pertemuan)])).rows[0];
  const missing = scanners.length - rows.d;
  log(`qr-burst integritas: ${JSON.stringify(outcomes)}; baris ${rows.n}, pasangan unik ${rows.d}, mahasiswa ${scanners.length}`);
  const bad = Math.abs(missing) + (rows.n - rows.d) + (outcomes.tercatat === scanners.length ? 0 : 1);
  return { ratios, verdicts: [verdict('qr-burst', median(ratios), '<=', 2), verdict('qr-burst-integrity', bad, '<=', 0)] };
}
