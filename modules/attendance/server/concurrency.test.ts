import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import attendance from './index';

import { daftarkan, kelasBaru, mahasiswaBaru, tokenFor } from './testing/fixtures';

const STUDENTS = 500;

describe.each(TEST_DATABASES)('attendance: %s simultaneous scans', (database) => {
  let k: TestKernel;
  let kelas: { id_kelas: number; uid: string; id_pertemuan: number };
  let tokens: string[];
  let dosenToken: string;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance], database });
    const dsn = await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select(['d.id_dosen', 'd.id_prodi']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
    const mk = await k.db.withSchema('master_data').selectFrom('mata_kuliah').select('id_mata_kuliah').where('id_prodi', '=', dsn.id_prodi).orderBy('id_mata_kuliah').executeTakeFirstOrThrow();
    kelas = await kelasBaru(k, dsn.id_dosen, mk.id_mata_kuliah, 'BESAR');
    const students = await mahasiswaBaru(k, STUDENTS, 'ramai');
    await daftarkan(k, kelas.id_kelas, students.map((s) => s.id_mahasiswa));
    tokens = [];
    for (const s of students) tokens.push(await tokenFor(k, s.id_user, 'mhs00'));
    dosenToken = await k.login('dsn00');
  }, 600_000);
  afterAll(async () => k?.close());

  it(`${STUDENTS} students scan one meeting at once, each twice: exactly one row per student`, async () => {
    const auth = { authorization: `Bearer ${dosenToken}` };
    const open = await k.inject({ method: 'PATCH', url: `/api/presensi/dosen/pertemuan/${kelas.uid}/setting`, headers: auth, payload: { status: 'dibuka', qr_interval_detik: 600 } });
    expect(open.statusCode).toBe(200);
    const qr = (await k.inject({ method: 'GET', url: `/api/presensi/dosen/pertemuan/${kelas.uid}/qrcode`, headers: auth })).json().token as string;
    const scan = (t: string) => k.inject({ method: 'POST', url: '/api/presensi/mahasiswa/scan-qrcode', headers: { authorization: `Bearer ${t}` }, payload: { token: qr } });
    // Every student scans twice, all requests in flight together (the replay races its own first scan).
    const results = await Promise.all([...tokens, ...tokens].map(scan));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const recorded = results.filter((r) => r.json().tercatat === true).length;
    expect(recorded).toBe(STUDENTS);
    const rows = await sql<{ n: number; distinct_n: number }>`select count(*)::int as n, count(distinct id_mahasiswa)::int as distinct_n
      from attendance.kehadiran where id_pertemuan = ${kelas.id_pertemuan}`.execute(k.db);
    expect(rows.rows[0]).toEqual({ n: STUDENTS, distinct_n: STUDENTS });
    const log = await sql<{ n: number }>`select count(*)::int as n from attendance.pemindaian_qr where id_pertemuan = ${kelas.id_pertemuan}`.execute(k.db);
    expect(log.rows[0].n).toBe(STUDENTS);
  }, 600_000);
});
