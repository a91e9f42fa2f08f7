import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import student from '../../student/server';
import teaching from './index';

const DILARANG = 'Anda tidak berhak mengakses data ini.';

describe.each(MODULE_TEST_DATABASES)('teaching grade entry (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let kelas: { id_semester_registrasi: number; id_mata_kuliah: number; id_kelas: number };
  let mhs00: { id_mahasiswa: number; nim: string };
  let peserta: Array<{ id_mahasiswa: number; nim: string }>;
  let asing: { id_mahasiswa: number; nim: string };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const query = (o: Record<string, number>) => new URLSearchParams(Object.entries(o).map(([a, b]) => [a, String(b)])).toString();
  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const simpan = (method: 'POST' | 'PATCH', nilai: unknown, who = 'dsn00', target: object = kelas) =>
    k.inject({ method, url: '/api/input-nilai', headers: bearer(who), payload: { ...target, nilai } as object });
  const nilaiDb = async () => (await sql<{ id_mahasiswa: number; nilai_angka: string | null; nilai_huruf: string | null; nilai_indeks: string | null }>`
    select id_mahasiswa, nilai_angka, nilai_huruf, nilai_indeks from krs.krs_kelas where id_kelas = ${kelas.id_kelas} order by id_mahasiswa`.execute(k.db)).rows;
  const jumlahDinilai = async () => (await nilaiDb()).filter((r) => r.nilai_angka !== null).length;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, student, teaching], database, readCacheTtlMs: 60_000 });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    kelas = (await k.db.selectFrom('master_data.kelas as kl').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'kl.id_mata_kuliah')
      .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kl.id_semester_registrasi')
      .innerJoin('master_data.dosen as d', 'd.id_dosen', 'kl.id_dosen').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select(['kl.id_semester_registrasi', 'kl.id_mata_kuliah', 'kl.id_kelas'])
      .where('s.aktif', '=', true).where('u.username', '=', 'dsn00').where('mk.nama_mata_kuliah', '=', 'Komputasi Awan').executeTakeFirstOrThrow()) as typeof kelas;
    mhs00 = (await k.db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
      .select(['m.id_mahasiswa', 'm.nim']).where('u.username', '=', 'mhs00').executeTakeFirstOrThrow()) as typeof mhs00;
    peserta = (await sql<{ id_mahasiswa: number; nim: string }>`select m.id_mahasiswa, m.nim from krs.krs_kelas kk join master_data.mahasiswa m using (id_mahasiswa)
      where kk.id_kelas = ${kelas.id_kelas} order by m.nim`.execute(k.db)).rows;
    asing = (await sql<{ id_mahasiswa: number; nim: string }>`select id_mahasiswa, nim from master_data.mahasiswa m
      where not exists (select 1 from krs.krs_kelas kk where kk.id_kelas = ${kelas.id_kelas} and kk.id_mahasiswa = m.id_mahasiswa) order by id_mahasiswa limit 1`.execute(k.db)).rows[0];
  });
  afterAll(async () => k?.close());

  it('every call is for lecturers only: others 403 with the Indonesian message, visitors 401; nothing stored', async () => {
    const q = query(kelas);
    const calls: Array<['GET' | 'POST' | 'PATCH', string]> = [
      ['GET', 'jadwal-mengajar'], ['GET', `input-nilai?${q}`], ['POST', 'input-nilai'], ['PATCH', 'input-nilai'], ['GET', `input-nilai/sinkron-presensi?${q}`],
    ];
    for (const [method, url] of calls) {
      for (const who of ['mhs00', 'aka00', 'adm00']) {
        const res = await k.inject({ method, url: `/api/${url}`, headers: bearer(who), ...(method === 'GET' ? {} : { payload: { ...kelas, nilai: [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 90 }] } }) });
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method, url: `/api/${url}` })).statusCode).toBe(401);
    }
    expect(await jumlahDinilai()).toBe(0);
  });

  it('GET jadwal-mengajar: dsn00\'s classes of the active semester, the seeded class ungraded and entry open', async () => {
    const res = await get('jadwal-mengajar', 'dsn00');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.input_nilai).toMatchObject({ dibuka: true, alasan: null });
    const row = body.data.find((r: any) => r.id_kelas === kelas.id_kelas);
    expect(row).toMatchObject({ nama_mata_kuliah: 'Komputasi Awan', jumlah_mahasiswa: peserta.length, jumlah_dinilai: 0, nilai_lengkap: false });
    expect(row.sks).toBeGreaterThan(0);
    expect(row.hari).toBeGreaterThanOrEqual(1);
    expect(row.jam_mulai).toMatch(/^\d{2}:\d{2}$/);
    // kor00 teaches other classes: never dsn00's.
    const kor = (await get('jadwal-mengajar', 'kor00')).json();
    expect(kor.data.some((r: any) => r.id_kelas === kelas.id_kelas)).toBe(false);
    // Another semester by ?id_semester; an unknown one is a 404, a bad one a 400.
    const lalu = await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('aktif', '=', false).orderBy('kode_semester', 'desc').executeTakeFirstOrThrow();
    const past = (await get(`jadwal-mengajar?id_semester=${lalu.id_semester_registrasi}`, 'dsn00')).json();
    expect(past.semester.id_semester_registrasi).toBe(lalu.id_semester_registrasi);
    expect(past.input_nilai.dibuka).toBe(false);
    expect((await get('jadwal-mengajar?id_semester=999999', 'dsn00')).statusCode).toBe(404);
    expect((await get('jadwal-mengajar?id_semester=abc', 'dsn00')).statusCode).toBe(400);
  });

  it('GET input-nilai: the own class\'s course, meetings and students; someone else\'s class 403, unknown 404', async () => {
    const res = await get(`input-nilai?${query(kelas)}`, 'dsn00');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.mata_kuliah).toMatchObject({ id_mata_kuliah: kelas.id_mata_kuliah, nama_mata_kuliah: 'Komputasi Awan' });
    expect(body.jumlah_pertemuan).toBeGreaterThanOrEqual(0);
    expect(body.pertemuan_direncanakan).toBeGreaterThanOrEqual(body.jumlah_pertemuan);
    expect(body.mahasiswa.map((m: any) => m.nim)).toEqual(peserta.map((p) => p.nim));
    expect(body.mahasiswa.find((m: any) => m.nim === mhs00.nim)).toMatchObject({ nilai_angka: null, nilai_huruf: null, nilai_indeks: null });
    const lain = await get(`input-nilai?${query(kelas)}`, 'kor00');
    expect(lain.statusCode).toBe(403);
    expect(lain.json().message).toBe('Anda bukan dosen pengampu kelas ini.');
    expect((await get(`input-nilai?${query({ ...kelas, id_kelas: 999999 })}`, 'dsn00')).statusCode).toBe(404);
    expect((await get(`input-nilai?${query({ ...kelas, id_mata_kuliah: kelas.id_mata_kuliah + 1 })}`, 'dsn00')).statusCode).toBe(404);
    expect((await get(`input-nilai?id_kelas=${kelas.id_kelas}`, 'dsn00')).statusCode).toBe(400);
  });

  it('POST refuses out-of-range, three-decimal, repeated and foreign students with a 400 naming them, and stores nothing', async () => {
    const ok = { id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 90 };
    const tinggi = await simpan('POST', [ok, { id_mahasiswa: peserta.at(-1)!.id_mahasiswa, nilai_angka: 100.5 }]);
    expect(tinggi.statusCode).toBe(400);
    expect(JSON.stringify(tinggi.json())).toMatch(/Nilai angka/);
    expect((await simpan('POST', [{ ...ok, nilai_angka: -1 }])).statusCode).toBe(400);
    const desimal = await simpan('POST', [{ ...ok, nilai_angka: 85.125 }]);
    expect(desimal.statusCode).toBe(400);
    expect(desimal.json().errors.nilai).toEqual(['Nilai angka paling banyak dua angka desimal: 85.125.']);
    const ganda = await simpan('POST', [ok, ok]);
    expect(ganda.statusCode).toBe(400);
    expect(ganda.json().message).toBe(`Setiap mahasiswa hanya boleh dinilai sekali dalam satu simpanan: ${mhs00.id_mahasiswa}.`);
    const luar = await simpan('POST', [ok, { id_mahasiswa: asing.id_mahasiswa, nilai_angka: 70 }]);
    expect(luar.statusCode).toBe(400);
    expect(luar.json().errors.nilai[0]).toMatch(new RegExp(`^Mahasiswa berikut tidak terdaftar di kelas ini: ${asing.nim} `));
    const tanpa = await simpan('POST', [ok, { id_mahasiswa: 99999999, nilai_angka: 70 }]);
    expect(tanpa.json().message).toBe('Mahasiswa berikut tidak terdaftar di kelas ini: id 99999999.');
    expect((await simpan('POST', [])).statusCode).toBe(400);
    expect(await jumlahDinilai()).toBe(0);
  });

  it('POST stores letter and index from the programme\'s scale (never the client\'s); a second POST is a 409', async () => {
    // The demo scale (domain-rules.md) at and just below each boundary.
    const kasus: Array<[number, string, number]> = [
      [80, 'A', 4], [79.99, 'AB', 3.5], [43.99, 'E', 0], [75, 'AB', 3.5], [69, 'B', 3], [68.99, 'BC', 2.5], [60, 'BC', 2.5],
      [55, 'C', 2], [54.99, 'D', 1], [44, 'D', 1], [0, 'E', 0], [100, 'A', 4],
    ];
    expect(peserta.length).toBeGreaterThanOrEqual(2);
    const pertama = peserta.slice(0, kasus.length).map((p, i) => ({ id_mahasiswa: p.id_mahasiswa, nilai_angka: kasus[i][0] }));
    const huruf = await simpan('POST', pertama.map((d) => ({ ...d, nilai_huruf: 'A' })));
    expect(huruf.statusCode).toBe(400); // unknown fields are refused, so a letter can never come from the client
    const ok = await simpan('POST', pertama);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(`Nilai ${pertama.length} mahasiswa tersimpan.`);
    expect(ok.json().nilai.map((n: any) => [n.nilai_angka, n.nilai_huruf, n.nilai_indeks])).toEqual(kasus.slice(0, pertama.length));
    const db = await nilaiDb();
    for (const [i, d] of pertama.entries()) {
      const row = db.find((r) => r.id_mahasiswa === d.id_mahasiswa)!;
      expect([Number(row.nilai_angka), row.nilai_huruf, Number(row.nilai_indeks)]).toEqual(kasus[i]);
    }
    // The remaining boundaries, one PATCH each on the first student.
    for (const [angka, h, indeks] of kasus.slice(pertama.length)) {
      const res = await simpan('PATCH', [{ id_mahasiswa: peserta[0].id_mahasiswa, nilai_angka: angka }]);
      expect(res.json().nilai, String(angka)).toEqual([{ id_mahasiswa: peserta[0].id_mahasiswa, nilai_angka: angka, nilai_huruf: h, nilai_indeks: indeks }]);
    }
    const lagi = await simpan('POST', [pertama[0]]);
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toMatch(/^Mahasiswa berikut sudah memiliki nilai; gunakan ubah nilai \(PATCH\): /);
  });

  it('PATCH changes a grade and the student\'s KHS shows it at once (cached read dropped)', async () => {
    const khs = async () => {
      const res = await get(`khs?id_semester_registrasi=${kelas.id_semester_registrasi}`, 'mhs00');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.mata_kuliah.find((m: any) => m.nama_mata_kuliah === 'Komputasi Awan');
    };
    const sebelum = await khs();
    await khs(); // served from the cache now
    const res = await simpan('PATCH', [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 72.5 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nilai).toEqual([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 72.5, nilai_huruf: 'B', nilai_indeks: 3 }]);
    const sesudah = await khs();
    expect(sesudah).toMatchObject({ nilai_angka: 72.5, nilai_huruf: 'B', nilai_indeks: 3 });
    expect(sesudah.nilai_angka).not.toBe(sebelum?.nilai_angka);
    const page = (await get(`input-nilai?${query(kelas)}`, 'dsn00')).json();
    expect(page.mahasiswa.find((m: any) => m.nim === mhs00.nim)).toMatchObject({ nilai_angka: 72.5, nilai_huruf: 'B', nilai_indeks: 3 });
  });

  it('two PATCHes of one class at once: both succeed, nothing lost or doubled, one whole answer wins', async () => {
    const baris = (await nilaiDb()).length;
    const a = peserta.map((p) => ({ id_mahasiswa: p.id_mahasiswa, nilai_angka: 81 }));
    const b = peserta.map((p) => ({ id_mahasiswa: p.id_mahasiswa, nilai_angka: 56 }));
    const [ra, rb] = await Promise.all([simpan('PATCH', a), simpan('PATCH', b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const db = await nilaiDb();
    expect(db).toHaveLength(baris);
    const nilai = new Set(db.map((r) => `${Number(r.nilai_angka)} ${r.nilai_huruf}`));
    expect(nilai.size).toBe(1);
    expect(['81 A', '56 C']).toContain([...nilai][0]);
    // Disjoint students saved at the same moment both stay.
    const half = Math.ceil(peserta.length / 2);
    const [rc, rd] = await Promise.all([
      simpan('PATCH', peserta.slice(0, half).map((p) => ({ id_mahasiswa: p.id_mahasiswa, nilai_angka: 70 }))),
      simpan('PATCH', peserta.slice(half).map((p) => ({ id_mahasiswa: p.id_mahasiswa, nilai_angka: 45 }))),
    ]);
    expect([rc.statusCode, rd.statusCode]).toEqual([200, 200]);
    const after = new Map((await nilaiDb()).map((r) => [r.id_mahasiswa, Number(r.nilai_angka)]));
    peserta.forEach((p, i) => expect(after.get(p.id_mahasiswa)).toBe(i < half ? 70 : 45));
  });

  it('GET input-nilai/sinkron-presensi: attendance from the attendance module\'s held meetings', async () => {
    const awal = (await get(`input-nilai/sinkron-presensi?${query(kelas)}`, 'dsn00')).json();
    const saya = awal.data.find((d: any) => d.nim === mhs00.nim);
    const [p1, p2] = (await sql<{ id_pertemuan: number }>`insert into attendance.pertemuan (id_kelas, pertemuan_ke, tanggal, jam_mulai, jam_selesai, status, dibuka_pada)
      values (${kelas.id_kelas}, 31, current_date, '08:00', '09:00', 'ditutup', now()), (${kelas.id_kelas}, 32, current_date, '10:00', '11:00', 'ditutup', now())
      returning id_pertemuan`.execute(k.db)).rows;
    await sql`insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via) values
      (${p1.id_pertemuan}, ${mhs00.id_mahasiswa}, 'hadir', 'qr'), (${p2.id_pertemuan}, ${mhs00.id_mahasiswa}, 'izin', 'manual')`.execute(k.db);
    const res = await get(`input-nilai/sinkron-presensi?${query(kelas)}`, 'dsn00');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const n = awal.jumlah_pertemuan + 2;
    const persen = Math.round(((saya.hadir + 1) * 100 / n) * 100) / 100;
    expect(body.jumlah_pertemuan).toBe(n);
    expect(body.data.map((d: any) => d.nim)).toEqual(peserta.map((p) => p.nim));
    expect(body.data.find((d: any) => d.nim === mhs00.nim)).toMatchObject({ hadir: saya.hadir + 1, izin: saya.izin + 1, sakit: saya.sakit, alpa: saya.alpa, persen });
    expect((await get(`input-nilai/sinkron-presensi?${query(kelas)}`, 'kor00')).statusCode).toBe(403);
    const page = (await get(`input-nilai?${query(kelas)}`, 'dsn00')).json();
    expect(page.jumlah_pertemuan).toBe(n);
    expect(page.mahasiswa.find((m: any) => m.nim === mhs00.nim)).toMatchObject({ hadir: saya.hadir + 1, persen_kehadiran: persen });
    expect((await get('jadwal-mengajar', 'dsn00')).json().data.find((r: any) => r.id_kelas === kelas.id_kelas)).toMatchObject({ pertemuan_terlaksana: n, nilai_lengkap: true });
  });

  it('outside the semester\'s grade-entry window nothing is stored (409 with the reason)', async () => {
    await sql`update teaching.jadwal_input_nilai set selesai = (now() at time zone 'Asia/Jakarta')::date - 1, mulai = (now() at time zone 'Asia/Jakarta')::date - 30
      where id_semester_registrasi = ${kelas.id_semester_registrasi}`.execute(k.db);
    const before = await nilaiDb();
    const res = await simpan('PATCH', [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 99 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Input nilai tidak dapat dilakukan: batas input nilai semester ini sudah lewat/);
    expect((await get(`input-nilai?${query(kelas)}`, 'dsn00')).json().input_nilai.dibuka).toBe(false);
    await sql`delete from teaching.jadwal_input_nilai where id_semester_registrasi = ${kelas.id_semester_registrasi}`.execute(k.db);
    const tanpa = await simpan('PATCH', [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 99 }]);
    expect(tanpa.json().message).toBe('Input nilai tidak dapat dilakukan: jadwal input nilai semester ini belum ditetapkan.');
    expect(await nilaiDb()).toEqual(before);
  });
});
