import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import attendance from './index';
import { issueQrToken } from './qr-token';
import { daftarkan, kelasBaru, mahasiswaBaru, tokenFor } from './testing/fixtures';

// The scan writes in its read statement only with the secret this process last saw; these cover a
// meeting whose secret was renewed elsewhere (another API process reopened it).
describe.each(MODULE_TEST_DATABASES)('attendance: scan with a remembered QR secret (%s)', (database) => {
  let k: TestKernel;
  let kelas: { id_kelas: number; uid: string; id_pertemuan: number };
  let students: { id_user: number; id_mahasiswa: number }[];

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance], database });
    const dsn = await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select(['d.id_dosen', 'd.id_prodi']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
    const mk = await k.db.withSchema('master_data').selectFrom('mata_kuliah').select('id_mata_kuliah').where('id_prodi', '=', dsn.id_prodi).orderBy('id_mata_kuliah').executeTakeFirstOrThrow();
    kelas = await kelasBaru(k, dsn.id_dosen, mk.id_mata_kuliah, 'RAHASIA');
    students = await mahasiswaBaru(k, 2, 'rahasia');
    await daftarkan(k, kelas.id_kelas, students.map((s) => s.id_mahasiswa));
  }, 240_000);
  afterAll(async () => k?.close());

  const scan = async (student: { id_user: number }, token: string) =>
    k.inject({ method: 'POST', url: '/api/presensi/mahasiswa/scan-qrcode', headers: { authorization: `Bearer ${await tokenFor(k, student.id_user, 'mhs00')}` }, payload: { token, id_kelas: kelas.id_kelas } });
  const rows = async () => (await sql<{ id_mahasiswa: number }>`select id_mahasiswa from attendance.kehadiran where id_pertemuan = ${kelas.id_pertemuan}`.execute(k.db)).rows;

  it('a token of the old secret records nothing; a token of the renewed secret is recorded once', async () => {
    const dosen = { authorization: `Bearer ${await k.login('dsn00')}` };
    expect((await k.inject({ method: 'PATCH', url: `/api/presensi/dosen/pertemuan/${kelas.uid}/setting`, headers: dosen, payload: { status: 'dibuka' } })).statusCode).toBe(200);
    // Fetching the QR makes this process remember the secret.
    const lama = (await k.inject({ method: 'GET', url: `/api/presensi/dosen/pertemuan/${kelas.uid}/qrcode`, headers: dosen })).json().token as string;
    // Another process reopens the meeting: a new secret this process has not seen.
    const baru = Buffer.alloc(32, 9);
    await sql`update attendance.pertemuan set qr_rahasia = ${baru} where id_pertemuan = ${kelas.id_pertemuan}`.execute(k.db);

    const refused = await scan(students[0], lama);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('QR code tidak valid. Pindai QR code yang sedang ditampilkan dosen.');
    expect(await rows()).toEqual([]);

    const token = issueQrToken(kelas.uid, baru, 15).token;
    const first = await scan(students[0], token);
    expect(first.statusCode).toBe(200);
    expect(first.json().tercatat).toBe(true);
    // Now the renewed secret is remembered: the next student's scan is checked and written in one statement.
    const second = await scan(students[1], token);
    expect(second.json().tercatat).toBe(true);
    const again = await scan(students[1], token);
    expect(again.json()).toMatchObject({ tercatat: false, message: 'Kehadiran Anda pada pertemuan ini sudah tercatat sebelumnya.' });
    expect((await rows()).map((r) => r.id_mahasiswa).sort()).toEqual(students.map((s) => s.id_mahasiswa).sort());
    const log = await sql<{ n: number }>`select count(*)::int as n from attendance.pemindaian_qr where id_pertemuan = ${kelas.id_pertemuan}`.execute(k.db);
    expect(log.rows[0].n).toBe(2);
  });

  it('checks the session inside the scan: a revoked session is refused 401 and records nothing', async () => {
    const [late] = await mahasiswaBaru(k, 1, 'dicabut');
    await daftarkan(k, kelas.id_kelas, [late.id_mahasiswa]);
    const authorization = `Bearer ${await tokenFor(k, late.id_user, 'mhs00')}`;
    const sid = JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString()).sid as string;
    // Logged out in another process: this one has not heard of it, and the route skips the hook's read.
    await sql`update core.sesi set revoked_at = now() where id = ${sid}::uuid`.execute(k.db);
    const secret = (await sql<{ qr_rahasia: Buffer }>`select qr_rahasia from attendance.pertemuan where id_pertemuan = ${kelas.id_pertemuan}`.execute(k.db)).rows[0].qr_rahasia;
    const res = await k.inject({ method: 'POST', url: '/api/presensi/mahasiswa/scan-qrcode', headers: { authorization }, payload: { token: issueQrToken(kelas.uid, secret, 15).token, id_kelas: kelas.id_kelas } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sesi Anda tidak berlaku lagi. Silakan login kembali.');
    expect((await rows()).map((r) => r.id_mahasiswa)).not.toContain(late.id_mahasiswa);
    // The refusal is remembered for the other routes too.
    expect((await k.inject({ method: 'GET', url: '/api/presensi/mahasiswa/jadwal-kuliah', headers: { authorization } })).statusCode).toBe(401);
  });
});
