import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import teaching from './index';
import { expectHanyaDosen, type Panggilan } from './test-support';
import { semesterPendekBerikut } from './semester-pendek.service';

describe('semesterPendekBerikut', () => {
  it('is the short semester closing the active academic year, next year\'s during a short semester', () => {
    expect(semesterPendekBerikut('20261')).toEqual({ kode_semester: '20263', nama_semester: '2026/2027 Pendek' });
    expect(semesterPendekBerikut('20252')).toEqual({ kode_semester: '20253', nama_semester: '2025/2026 Pendek' });
    expect(semesterPendekBerikut('20253')).toEqual({ kode_semester: '20263', nama_semester: '2026/2027 Pendek' });
  });
});

describe.each(MODULE_TEST_DATABASES)('teaching short semester (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn: { id_dosen: number };
  let sp: { id_semester_registrasi: number; nama_semester_registrasi: string; kode_semester: string };
  let tujuan: { kode_semester: string; nama_semester: string };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'dsn00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const usulkan = (id: unknown, who = 'dsn00') => k.inject({ method: 'POST', url: '/api/semester-pendek', headers: bearer(who), payload: { id_mata_kuliah: id } });
  const tarik = (id: unknown, who = 'dsn00') => k.inject({ method: 'DELETE', url: `/api/semester-pendek/matkul?id_mata_kuliah=${id}`, headers: bearer(who) });
  const usulanDb = async (idDosen = dsn.id_dosen) => (await sql<{ id_mata_kuliah: number }>`
    select id_mata_kuliah from teaching.usulan_semester_pendek where id_dosen = ${idDosen} and kode_semester = ${tujuan.kode_semester}
    order by id_mata_kuliah`.execute(k.db)).rows.map((r) => r.id_mata_kuliah);

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    dsn = (await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select(['d.id_dosen']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow()) as typeof dsn;
    sp = (await k.db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi', 'kode_semester'])
      .where('periode', '=', 3).where(sql<boolean>`kuliah_mulai <= (now() at time zone 'Asia/Jakarta')::date`)
      .orderBy('kode_semester', 'desc').executeTakeFirstOrThrow()) as typeof sp;
    const aktif = await k.db.selectFrom('master_data.semester').select('kode_semester').where('aktif', '=', true).executeTakeFirstOrThrow();
    tujuan = semesterPendekBerikut(aktif.kode_semester as string);
  });
  afterAll(async () => k?.close());

  it('every call is for lecturers only: others 403 with the Indonesian message, visitors 401; nothing stored', async () => {
    const sebelum = await usulanDb();
    const calls: Panggilan[] = [
      ['GET', 'jadwal-mengajar/sp'], ['GET', 'semester-pendek/matkul'], ['POST', 'semester-pendek', { id_mata_kuliah: 1 }],
      ['DELETE', `semester-pendek/matkul?id_mata_kuliah=${sebelum[0]}`],
    ];
    await expectHanyaDosen(k, bearer, calls);
    expect(await usulanDb()).toEqual(sebelum);
  });

  it('GET jadwal-mengajar/sp: dsn00\'s seeded classes of the latest short semester, graded, entry closed', async () => {
    const res = await get('jadwal-mengajar/sp');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(sp.kode_semester).toMatch(/^\d{4}3$/);
    expect(body.semester).toEqual({ id_semester_registrasi: sp.id_semester_registrasi, nama_semester_registrasi: sp.nama_semester_registrasi });
    expect(body.input_nilai.dibuka).toBe(false);
    expect(body.data).toHaveLength(2);
    for (const row of body.data) {
      expect(row.id_semester_registrasi).toBe(sp.id_semester_registrasi);
      expect(row.jumlah_mahasiswa).toBeGreaterThan(0);
      expect(row.jumlah_mahasiswa).toBeLessThanOrEqual(8);
      expect(row.nilai_lengkap).toBe(true);
      expect(row.hari).toBe(1);
      expect(row.sks).toBeLessThanOrEqual(3);
    }
    // No student takes more than 9 SKS in the short semester.
    const { rows } = await sql<{ sks: number }>`select sum(sks)::int as sks from krs.krs_kelas where id_semester_registrasi = ${sp.id_semester_registrasi}
      group by id_mahasiswa order by 1 desc limit 1`.execute(k.db);
    expect(rows[0].sks).toBeLessThanOrEqual(9);
    // The grade sheet of a short-semester class is the ordinary one.
    const r = body.data[0];
    const sheet = await get(`input-nilai?id_semester_registrasi=${r.id_semester_registrasi}&id_mata_kuliah=${r.id_mata_kuliah}&id_kelas=${r.id_kelas}`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json().mahasiswa).toHaveLength(r.jumlah_mahasiswa);
    expect(sheet.json().mahasiswa.every((m: any) => m.nilai_huruf !== null)).toBe(true);
    // kor00 teaches no short-semester class: an empty list, not someone else's.
    const kor = await get('jadwal-mengajar/sp', 'kor00');
    expect(kor.statusCode).toBe(200);
    expect(kor.json().data).toEqual([]);
  });

  it('GET jadwal-mengajar/sp?id_semester: only a short semester; a regular one or unknown 404, bad 400', async () => {
    expect((await get(`jadwal-mengajar/sp?id_semester=${sp.id_semester_registrasi}`)).json().data).toHaveLength(2);
    const reguler = await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('aktif', '=', true).executeTakeFirstOrThrow();
    const res = await get(`jadwal-mengajar/sp?id_semester=${reguler.id_semester_registrasi}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Semester tersebut bukan semester pendek.');
    expect((await get('jadwal-mengajar/sp?id_semester=999999')).statusCode).toBe(404);
    expect((await get('jadwal-mengajar/sp?id_semester=abc')).statusCode).toBe(400);
  });

  it('GET semester-pendek/matkul: the seeded proposal for the coming short semester and the courses dsn00 taught', async () => {
    const res = await get('semester-pendek/matkul');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.semester).toEqual(tujuan);
    expect(body.sks_maks).toBe(9);
    expect(body.data.map((d: any) => d.id_mata_kuliah)).toEqual(await usulanDb());
    expect(body.data).toHaveLength(1);
    expect(body.data[0].diusulkan_pada).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const diampu = (await sql<{ id_mata_kuliah: number }>`select distinct id_mata_kuliah from master_data.kelas where id_dosen = ${dsn.id_dosen}`.execute(k.db)).rows.map((r) => r.id_mata_kuliah);
    expect(body.pilihan.length).toBeGreaterThan(0);
    for (const m of body.pilihan) {
      expect(diampu).toContain(m.id_mata_kuliah);
      expect(m.sks).toBeLessThanOrEqual(9);
      expect(body.data.some((d: any) => d.id_mata_kuliah === m.id_mata_kuliah)).toBe(false);
    }
  });

  it('POST semester-pendek and DELETE semester-pendek/matkul: propose, refuse twice (409), withdraw, refuse a missing one (404)', async () => {
    const { pilihan } = (await get('semester-pendek/matkul')).json();
    const mk = pilihan[0];
    const sebelum = await usulanDb();
    const res = await usulkan(mk.id_mata_kuliah);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`${mk.nama_mata_kuliah} diusulkan untuk ${tujuan.nama_semester}.`);
    expect(await usulanDb()).toEqual([...sebelum, mk.id_mata_kuliah].sort((a, b) => a - b));
    const lagi = await usulkan(mk.id_mata_kuliah);
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toBe(`Mata kuliah ini sudah Anda usulkan untuk ${tujuan.nama_semester}.`);
    const after = (await get('semester-pendek/matkul')).json();
    expect(after.pilihan.some((p: any) => p.id_mata_kuliah === mk.id_mata_kuliah)).toBe(false);

    const out = await tarik(mk.id_mata_kuliah);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe(`Usulan ${mk.nama_mata_kuliah} untuk ${tujuan.nama_semester} ditarik.`);
    expect(await usulanDb()).toEqual(sebelum);
    const dua = await tarik(mk.id_mata_kuliah);
    expect(dua.statusCode).toBe(404);
    expect(dua.json().message).toBe(`Usulan mata kuliah tersebut tidak ada untuk ${tujuan.nama_semester}.`);
    // kor00 cannot withdraw dsn00's proposal: it is not theirs, so it is not found.
    expect((await tarik(sebelum[0], 'kor00')).statusCode).toBe(404);
    expect(await usulanDb()).toEqual(sebelum);
  });

  it('refuses bad proposals with Indonesian messages and stores nothing', async () => {
    const sebelum = await usulanDb();
    const belum = await sql<{ id_mata_kuliah: number }>`select mk.id_mata_kuliah from master_data.mata_kuliah mk
      where mk.sks <= 3 and not exists (select 1 from master_data.kelas k where k.id_mata_kuliah = mk.id_mata_kuliah and k.id_dosen = ${dsn.id_dosen})
      order by mk.id_mata_kuliah limit 1`.execute(k.db);
    const r1 = await usulkan(belum.rows[0].id_mata_kuliah);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe('Anda hanya dapat mengusulkan mata kuliah yang pernah Anda ampu.');
    const r2 = await usulkan(999999);
    expect(r2.statusCode).toBe(404);
    expect(r2.json().message).toBe('Mata kuliah tidak ditemukan.');
    expect((await usulkan('x')).statusCode).toBe(400);
    expect((await k.inject({ method: 'POST', url: '/api/semester-pendek', headers: bearer('dsn00'), payload: { id_mata_kuliah: 1, id_dosen: 1 } })).statusCode).toBe(400);
    expect((await tarik('x')).statusCode).toBe(400);
    // A course longer than its programme's short-semester limit (lowered here to 1 SKS) cannot be proposed.
    const { pilihan } = (await get('semester-pendek/matkul')).json();
    const mk = pilihan.find((m: any) => m.sks > 1);
    const { id_prodi } = await k.db.selectFrom('master_data.mata_kuliah').select('id_prodi').where('id_mata_kuliah', '=', mk.id_mata_kuliah).executeTakeFirstOrThrow();
    await sql`update master_data.pengaturan_prodi set sks_semester_pendek_maks = 1 where id_prodi = ${id_prodi}`.execute(k.db);
    try {
      const r3 = await usulkan(mk.id_mata_kuliah);
      expect(r3.statusCode).toBe(400);
      expect(r3.json().message).toBe(`Mata kuliah ${mk.sks} SKS tidak dapat dibuka pada semester pendek (paling banyak 1 SKS).`);
      expect((await get('semester-pendek/matkul')).json().pilihan.some((m: any) => m.id_mata_kuliah === mk.id_mata_kuliah)).toBe(false);
    } finally {
      await sql`update master_data.pengaturan_prodi set sks_semester_pendek_maks = 9 where id_prodi = ${id_prodi}`.execute(k.db);
    }
    expect(await usulanDb()).toEqual(sebelum);
  });

  it('two proposals of one course at once store one and answer 409 to the other', async () => {
    const { pilihan } = (await get('semester-pendek/matkul')).json();
    const mk = pilihan[pilihan.length - 1];
    const sebelum = await usulanDb();
    const hasil = await Promise.all([usulkan(mk.id_mata_kuliah), usulkan(mk.id_mata_kuliah)]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await usulanDb()).toEqual([...sebelum, mk.id_mata_kuliah].sort((a, b) => a - b));
    const tarikan = await Promise.all([tarik(mk.id_mata_kuliah), tarik(mk.id_mata_kuliah)]);
    expect(tarikan.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await usulanDb()).toEqual(sebelum);
  });
});
