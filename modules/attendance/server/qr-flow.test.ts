import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import { demoKelasDosen, EXAM_ELIGIBILITY } from '../../krs/public';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import attendance from './index';

import { issueQrToken } from './qr-token';
import { daftarkan, kelasBaru, mahasiswaBaru, tokenFor } from './testing/fixtures';

describe.each(MODULE_TEST_DATABASES)('attendance QR flow (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let demo: { id_kelas: number; id_mata_kuliah: number; id_semester_registrasi: number };
  let today: { uid: string; id_pertemuan: number };
  let idMhs00: number;
  let idDsn00: number;

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, as: string, payload?: unknown) => {
    tokens[as] ??= await k.login(as);
    return k.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[as]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
  const kehadiranCount = async (idPertemuan: number) =>
    Number((await sql<{ n: number }>`select count(*)::int as n from attendance.kehadiran where id_pertemuan = ${idPertemuan}`.execute(k.db)).rows[0].n);
  const qrOf = async (uid: string) => (await call('GET', `presensi/dosen/pertemuan/${uid}/qrcode`, 'dsn00')).json().token as string;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance], database });
    demo = (await demoKelasDosen(k.db))!;
    today = (await sql<{ uid: string; id_pertemuan: number }>`select uid::text as uid, id_pertemuan from attendance.pertemuan
      where id_kelas = ${demo.id_kelas} and tanggal = (now() at time zone 'Asia/Jakarta')::date`.execute(k.db)).rows[0];
    idMhs00 = (await k.db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user').select('m.id_mahasiswa').where('u.username', '=', 'mhs00').executeTakeFirstOrThrow()).id_mahasiswa;
    idDsn00 = (await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirstOrThrow()).id_dosen;
  }, 240_000);
  afterAll(async () => k?.close());

  it('the seed gives dsn00 a class with mhs00 and a meeting today, not yet opened; 16 meetings per class', async () => {
    expect(demo).toBeTruthy();
    expect(today?.uid).toBeTruthy();
    const res = await call('GET', `presensi/dosen/jadwal-pertemuan/${demo.id_mata_kuliah}/${demo.id_kelas}/3`, 'dsn00');
    expect(res.statusCode).toBe(200);
    const meetings = res.json().data;
    expect(meetings).toHaveLength(16);
    expect(meetings.map((m: any) => m.jenis).filter((j: string) => j !== 'kuliah')).toEqual(['uts', 'uas']);
    const t = meetings.find((m: any) => m.uid === today.uid);
    expect(t).toMatchObject({ hari_ini: true, status: 'terjadwal' });
    // The exam card names the days the meeting plan gives the UTS and the UAS, in every class.
    const mismatched = await sql<{ id_kelas: number }>`select u.id_kelas from krs.jadwal_ujian u
      join attendance.pertemuan p on p.id_kelas = u.id_kelas and p.jenis = lower(u.jenis_ujian) where p.tanggal <> u.tanggal`.execute(k.db);
    expect(mismatched.rows).toEqual([]);
    expect((await sql<{ n: number }>`select count(*)::int as n from krs.jadwal_ujian u join attendance.pertemuan p on p.id_kelas = u.id_kelas and p.jenis = lower(u.jenis_ujian)`.execute(k.db)).rows[0].n).toBeGreaterThan(50);
  });

  it('presensi/dosen/jadwal-mengajar: own classes; other roles 403; bad query 400', async () => {
    const res = await call('GET', 'presensi/dosen/jadwal-mengajar', 'dsn00');
    expect(res.statusCode).toBe(200);
    const kelas = res.json().data.find((c: any) => c.id_kelas === demo.id_kelas);
    expect(kelas.jumlah_pertemuan).toBe(16);
    expect(kelas.jumlah_mahasiswa).toBeGreaterThan(0);
    expect((await call('GET', 'presensi/dosen/jadwal-mengajar', 'mhs00')).statusCode).toBe(403);
    expect((await call('GET', 'presensi/dosen/jadwal-mengajar', 'aka00')).statusCode).toBe(403);
    const bad = await call('GET', 'presensi/dosen/jadwal-mengajar?id_semester_registrasi=abc', 'dsn00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toBeTruthy();
  });

  it("another lecturer's class and meeting are refused (403), unknown ones 404", async () => {
    const other = (await sql<{ id_kelas: number; id_mata_kuliah: number; uid: string }>`select k.id_kelas, k.id_mata_kuliah, p.uid::text as uid
      from master_data.kelas k join attendance.pertemuan p on p.id_kelas = k.id_kelas where k.id_dosen <> ${idDsn00} limit 1`.execute(k.db)).rows[0];
    expect((await call('GET', `presensi/dosen/jadwal-pertemuan/${other.id_mata_kuliah}/${other.id_kelas}/3`, 'dsn00')).statusCode).toBe(403);
    const res = await call('GET', `presensi/dosen/pertemuan/${other.uid}`, 'dsn00');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Kelas ini bukan kelas yang Anda ampu.');
    expect((await call('PATCH', `presensi/dosen/pertemuan/${other.uid}/setting`, 'dsn00', { status: 'dibuka' })).statusCode).toBe(403);
    expect((await call('GET', `presensi/dosen/pertemuan/${other.uid}/qrcode`, 'dsn00')).statusCode).toBe(403);
    expect((await call('GET', `presensi/dosen/pertemuan/${other.uid}/mahasiswa`, 'dsn00')).statusCode).toBe(403);
    expect((await call('GET', 'presensi/dosen/pertemuan/00000000-0000-4000-8000-000000000000', 'dsn00')).statusCode).toBe(404);
    expect((await call('GET', 'presensi/dosen/pertemuan/bukan-uuid', 'dsn00')).statusCode).toBe(400);
  });

  it('setting: bad input 400, a meeting of another day cannot be opened, no QR before opening', async () => {
    const zero = await call('PATCH', `presensi/dosen/pertemuan/${today.uid}/setting`, 'dsn00', { durasi_menit: 0, qr_interval_detik: 1 });
    expect(zero.statusCode).toBe(400);
    // Messages name the fields as the form labels them; the keys stay the field names.
    expect(zero.json().errors).toEqual({ durasi_menit: ['Durasi presensi (menit) minimal 1.'], qr_interval_detik: ['Pergantian QR (detik) minimal 3.'] });
    expect((await call('PATCH', `presensi/dosen/pertemuan/${today.uid}/setting`, 'dsn00', { status: 'terbang' })).statusCode).toBe(400);
    expect((await call('PATCH', `presensi/dosen/pertemuan/${today.uid}/setting`, 'dsn00', {})).statusCode).toBe(400);
    const later = (await sql<{ uid: string }>`select uid::text as uid from attendance.pertemuan where id_kelas = ${demo.id_kelas} and tanggal > (now() at time zone 'Asia/Jakarta')::date limit 1`.execute(k.db)).rows[0];
    const res = await call('PATCH', `presensi/dosen/pertemuan/${later.uid}/setting`, 'dsn00', { status: 'dibuka' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Pertemuan hanya dapat dibuka pada tanggal pertemuannya.');
    expect((await call('GET', `presensi/dosen/pertemuan/${today.uid}/qrcode`, 'dsn00')).statusCode).toBe(409);
    expect((await call('GET', `presensi/dosen/pertemuan/${today.uid}/setting`, 'mhs00')).statusCode).toBe(403);
  });

  it('a scan while the meeting is closed is refused and records nothing', async () => {
    const secret = Buffer.alloc(32, 1);
    const { token } = issueQrToken(today.uid, secret, 15);
    const res = await call('POST', 'presensi/mahasiswa/scan-qrcode', 'mhs00', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Pertemuan ini belum dibuka atau sudah ditutup, presensi tidak dicatat.');
    expect(await kehadiranCount(today.id_pertemuan)).toBe(0);
  });

  it('open -> QR -> mhs00 scans once; a second scan says sudah tercatat; the list and the student view show hadir', async () => {
    const open = await call('PATCH', `presensi/dosen/pertemuan/${today.uid}/setting`, 'dsn00', { status: 'dibuka', durasi_menit: 30, qr_interval_detik: 15 });
    expect(open.statusCode).toBe(200);
    expect(open.json().status).toBe('dibuka');
    const qr = await call('GET', `presensi/dosen/pertemuan/${today.uid}/qrcode`, 'dsn00');
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['cache-control']).toBe('no-store');
    expect(qr.json().qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const token = qr.json().token;
    const first = await call('POST', 'presensi/mahasiswa/scan-qrcode', 'mhs00', { token, id_kelas: demo.id_kelas });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ tercatat: true });
    expect(first.json().message).toMatch(/^Presensi berhasil dicatat/);
    const again = await call('POST', 'presensi/mahasiswa/scan-qrcode', 'mhs00', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ tercatat: false, message: 'Kehadiran Anda pada pertemuan ini sudah tercatat sebelumnya.' });
    const fresh = await call('POST', 'presensi/mahasiswa/scan-qrcode', 'mhs00', { token: await qrOf(today.uid) });
    expect(fresh.json().tercatat).toBe(false);
    expect(await kehadiranCount(today.id_pertemuan)).toBe(1);
    const list = await call('GET', `presensi/dosen/pertemuan/${today.uid}/mahasiswa`, 'dsn00');
    expect(list.json().data.find((m: any) => m.id_mahasiswa === idMhs00)).toMatchObject({ status: 'hadir', via: 'qr' });
    expect(list.json().ringkasan.hadir).toBe(1);
    const mine = await call('GET', `presensi/mahasiswa/jadwal-pertemuan/${demo.id_kelas}/${demo.id_mata_kuliah}`, 'mhs00');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.find((p: any) => p.id_pertemuan === today.id_pertemuan)).toMatchObject({ status_kehadiran: 'hadir', status_pertemuan: 'dibuka' });
    const kelas = (await call('GET', 'presensi/mahasiswa/jadwal-kuliah', 'mhs00')).json().data.find((c: any) => c.id_kelas === demo.id_kelas);
    expect(kelas.hadir).toBeGreaterThanOrEqual(1);
    expect(kelas.batas_kehadiran).toBe(75);
  });

  describe('refused tokens record nothing', () => {
    let student: { id_user: number; id_mahasiswa: number };
    let tok: string;
    const scan = async (token: string, extra: object = {}) =>
      k.inject({ method: 'POST', url: '/api/presensi/mahasiswa/scan-qrcode', headers: { authorization: `Bearer ${tok}` }, payload: { token, ...extra } });
    beforeAll(async () => {
      [student] = await mahasiswaBaru(k, 1, 'tolak');
      await daftarkan(k, demo.id_kelas, [student.id_mahasiswa]);
      tok = await tokenFor(k, student.id_user, 'mhs00');
    });
    const recorded = async () => (await sql`select 1 from attendance.kehadiran where id_mahasiswa = ${student.id_mahasiswa}`.execute(k.db)).rows.length;

    it('forged: a token signed with another secret, a tampered payload, garbage', async () => {
      const forged = issueQrToken(today.uid, Buffer.alloc(32, 7), 15).token;
      for (const token of [forged, (await qrOf(today.uid)).replace(/^./, (c) => (c === 'e' ? 'f' : 'e')), 'bukan-token', 'a.b']) {
        const res = await scan(token);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('QR code tidak valid. Pindai QR code yang sedang ditampilkan dosen.');
      }
      expect(await recorded()).toBe(0);
    });

    it('expired: a genuine token after its lifetime', async () => {
      const row = (await sql<{ qr_rahasia: Buffer }>`select qr_rahasia from attendance.pertemuan where id_pertemuan = ${today.id_pertemuan}`.execute(k.db)).rows[0];
      const old = issueQrToken(today.uid, row.qr_rahasia, 15, Date.now() - 60_000).token;
      const res = await scan(old);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('QR code sudah kedaluwarsa. Pindai QR code terbaru di layar dosen.');
      expect(await recorded()).toBe(0);
    });

    it('replayed from an earlier opening: closing and reopening renews the secret', async () => {
      const before = await qrOf(today.uid);
      await call('PATCH', `presensi/dosen/pertemuan/${today.uid}/setting`, 'dsn00', { status: 'ditutup' });
      const closed = await scan(before);
      expect(closed.statusCode).toBe(409);
      await call('PATCH', `presensi/dosen/pertemuan/${today.uid}/setting`, 'dsn00', { status: 'dibuka' });
      const res = await scan(before);
      expect(res.statusCode).toBe(400);
      expect(await recorded()).toBe(0);
    });

    it("foreign: another class's token, and a token for a class the student is not in", async () => {
      const other = await kelasBaru(k, idDsn00, demo.id_mata_kuliah, 'ZQ');
      await call('PATCH', `presensi/dosen/pertemuan/${other.uid}/setting`, 'dsn00', { status: 'dibuka' });
      const foreign = await qrOf(other.uid);
      const res = await scan(foreign);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Anda tidak terdaftar di kelas ini, presensi tidak dicatat.');
      const wrongPage = await scan(await qrOf(today.uid), { id_kelas: other.id_kelas });
      expect(wrongPage.statusCode).toBe(400);
      expect(wrongPage.json().message).toBe('QR code ini milik kelas lain, presensi tidak dicatat.');
      expect(await recorded()).toBe(0);
      // Then the genuine, fresh token of the student's own class works.
      const ok = await scan(await qrOf(today.uid), { id_kelas: demo.id_kelas });
      expect(ok.json().tercatat).toBe(true);
      expect(await recorded()).toBe(1);
    });

    it('a meeting past its duration is closed: scans refused', async () => {
      const token = await qrOf(today.uid);
      await sql`update attendance.pertemuan set ditutup_pada = now() - interval '1 second' where id_pertemuan = ${today.id_pertemuan}`.execute(k.db);
      const res = await call('POST', 'presensi/mahasiswa/scan-qrcode', 'mhs00', { token });
      expect(res.statusCode).toBe(409);
      await call('PATCH', `presensi/dosen/pertemuan/${today.uid}/setting`, 'dsn00', { status: 'dibuka' });
    });
  });

  it('scan: bad body 400, wrong role 403', async () => {
    expect((await call('POST', 'presensi/mahasiswa/scan-qrcode', 'mhs00', {})).statusCode).toBe(400);
    expect((await call('POST', 'presensi/mahasiswa/scan-qrcode', 'mhs00', { token: '' })).statusCode).toBe(400);
    expect((await call('POST', 'presensi/mahasiswa/scan-qrcode', 'dsn00', { token: 'x.y' })).statusCode).toBe(403);
  });

  it('update-kehadiran: one student; a student outside the class 404; bad status 400; another role 403', async () => {
    const list = (await call('GET', `presensi/dosen/pertemuan/${today.uid}/mahasiswa`, 'dsn00')).json().data;
    const target = list.find((m: any) => m.id_mahasiswa !== idMhs00 && !m.status);
    const res = await call('POST', 'presensi/dosen/update-kehadiran', 'dsn00', { uid: today.uid, id_mahasiswa: target.id_mahasiswa, status: 'izin' });
    expect(res.statusCode).toBe(200);
    const after = (await call('GET', `presensi/dosen/pertemuan/${today.uid}/mahasiswa`, 'dsn00')).json().data.find((m: any) => m.id_mahasiswa === target.id_mahasiswa);
    expect(after).toMatchObject({ status: 'izin', via: 'manual' });
    const outsider = (await sql<{ id: number }>`select id_mahasiswa as id from master_data.mahasiswa where id_mahasiswa not in (select id_mahasiswa from krs.krs_kelas where id_kelas = ${demo.id_kelas}) limit 1`.execute(k.db)).rows[0];
    expect((await call('POST', 'presensi/dosen/update-kehadiran', 'dsn00', { uid: today.uid, id_mahasiswa: outsider.id, status: 'hadir' })).statusCode).toBe(404);
    expect((await call('POST', 'presensi/dosen/update-kehadiran', 'dsn00', { uid: today.uid, id_mahasiswa: target.id_mahasiswa, status: 'bolos' })).statusCode).toBe(400);
    expect((await call('POST', 'presensi/dosen/update-kehadiran', 'mhs00', { uid: today.uid, id_mahasiswa: idMhs00, status: 'hadir' })).statusCode).toBe(403);
  });

  it('update-kehadiran-sekaligus: the rest become alpa, scanned students keep hadir; a list with an outsider is refused whole', async () => {
    const res = await call('POST', 'presensi/dosen/update-kehadiran-sekaligus', 'dsn00', { uid: today.uid, status: 'alpa' });
    expect(res.statusCode).toBe(200);
    const list = (await call('GET', `presensi/dosen/pertemuan/${today.uid}/mahasiswa`, 'dsn00')).json();
    expect(list.ringkasan.belum).toBe(0);
    expect(list.data.find((m: any) => m.id_mahasiswa === idMhs00).status).toBe('hadir');
    const outsider = (await sql<{ id: number }>`select id_mahasiswa as id from master_data.mahasiswa where id_mahasiswa not in (select id_mahasiswa from krs.krs_kelas where id_kelas = ${demo.id_kelas}) limit 1`.execute(k.db)).rows[0];
    const bad = await call('POST', 'presensi/dosen/update-kehadiran-sekaligus', 'dsn00', { uid: today.uid, status: 'hadir', id_mahasiswa: [idMhs00, outsider.id] });
    expect(bad.statusCode).toBe(400);
    const some = await call('POST', 'presensi/dosen/update-kehadiran-sekaligus', 'dsn00', { uid: today.uid, status: 'sakit', id_mahasiswa: [idMhs00] });
    expect(some.json().jumlah).toBe(1);
    expect((await call('POST', 'presensi/dosen/update-kehadiran-sekaligus', 'dsn00', { uid: today.uid, status: 'alpa', id_mahasiswa: [] })).statusCode).toBe(400);
    await call('POST', 'presensi/dosen/update-kehadiran', 'dsn00', { uid: today.uid, id_mahasiswa: idMhs00, status: 'hadir' });
  });

  it('student calls: not enrolled 403, wrong role 403, bad params 400', async () => {
    const other = (await sql<{ id_kelas: number; id_mata_kuliah: number }>`select id_kelas, id_mata_kuliah from master_data.kelas where id_kelas not in (select id_kelas from krs.krs_kelas where id_mahasiswa = ${idMhs00}) limit 1`.execute(k.db)).rows[0];
    expect((await call('GET', `presensi/mahasiswa/jadwal-pertemuan/${other.id_kelas}/${other.id_mata_kuliah}`, 'mhs00')).statusCode).toBe(403);
    expect((await call('GET', `presensi/mahasiswa/jadwal-pertemuan/x/1`, 'mhs00')).statusCode).toBe(400);
    expect((await call('GET', 'presensi/mahasiswa/jadwal-kuliah', 'dsn00')).statusCode).toBe(403);
  });

  it('LP3: generate is idempotent, list pages by class, a meeting moves unless held; others 403', async () => {
    const gen = await call('GET', `presensi/lp3/pertemuan/${demo.id_semester_registrasi}/generate`, 'lbg204.0');
    expect(gen.statusCode).toBe(200);
    expect(gen.json().pertemuan_dibuat).toBe(0);
    expect(gen.json().jumlah_pertemuan).toBeGreaterThan(0);
    expect((await call('GET', `presensi/lp3/pertemuan/999999/generate`, 'lbg204.1')).statusCode).toBe(404);
    expect((await call('GET', `presensi/lp3/pertemuan/${demo.id_semester_registrasi}/generate`, 'dsn00')).statusCode).toBe(403);
    const list = await call('GET', `presensi/lp3/pertemuan/${demo.id_semester_registrasi}?per_page=3`, 'lbg204.1');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ current_page: 1, per_page: 3 });
    expect(list.json().data).toHaveLength(3);
    const first = (await call('GET', `presensi/lp3/pertemuan/${demo.id_semester_registrasi}`, 'lbg204.0')).json();
    expect(first.per_page).toBe(7);
    const p = (await sql<{ id_pertemuan: number }>`select id_pertemuan from attendance.pertemuan where id_kelas = ${demo.id_kelas} and pertemuan_ke = 15`.execute(k.db)).rows[0];
    // The first day after meeting 15 that is no holiday: inside the semester's lectures, on no other meeting of the class.
    const { baru, rapat14, setelah } = (await sql<{ baru: string; rapat14: string; setelah: string }>`select
        (select to_char(d, 'YYYY-MM-DD') from generate_series(p.tanggal + 1, p.tanggal + 6, interval '1 day') d
          where not exists (select 1 from attendance.hari_libur h where h.tanggal = d::date) order by d limit 1) as baru,
        (select to_char(o.tanggal, 'YYYY-MM-DD') from attendance.pertemuan o where o.id_kelas = p.id_kelas and o.pertemuan_ke = 14) as rapat14,
        to_char(s.kuliah_selesai + 1, 'YYYY-MM-DD') as setelah
      from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
      where p.id_pertemuan = ${p.id_pertemuan}`.execute(k.db)).rows[0];
    const moved = await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: p.id_pertemuan, tanggal: baru, jam_mulai: '13:00', jam_selesai: '14:40' });
    expect(moved.statusCode).toBe(200);
    const row = (await sql<{ t: string }>`select to_char(tanggal, 'YYYY-MM-DD') || ' ' || to_char(jam_mulai, 'HH24:MI') as t from attendance.pertemuan where id_pertemuan = ${p.id_pertemuan}`.execute(k.db)).rows[0];
    expect(row.t).toBe(`${baru} 13:00`);
    expect((await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: p.id_pertemuan, tanggal: baru, jam_mulai: '15:00', jam_selesai: '14:00' })).statusCode).toBe(400);
    expect((await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: p.id_pertemuan, tanggal: '07-01-2030', jam_mulai: '13:00', jam_selesai: '14:00' })).statusCode).toBe(400);
    // Dates that do not exist are input errors, never PostgreSQL's cast failure (a 500).
    for (const tanggal of ['2030-02-30', '2030-13-01', '0000-01-01']) {
      const impossible = await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: p.id_pertemuan, tanggal, jam_mulai: '13:00', jam_selesai: '14:00' });
      expect(impossible.statusCode, tanggal).toBe(400);
      expect(impossible.json().errors.tanggal).toEqual(['Format Tanggal tidak valid.']);
    }
    // Outside the semester's lectures (the past, after its end), or over another meeting of the class: refused, nothing moves.
    for (const tanggal of ['2020-01-06', setelah]) {
      const luar = await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: p.id_pertemuan, tanggal, jam_mulai: '13:00', jam_selesai: '14:40' });
      expect(luar.statusCode, tanggal).toBe(400);
      expect(luar.json().message).toBe('Tanggal baru harus antara hari ini dan akhir masa perkuliahan semester.');
    }
    const slot14 = (await sql<{ mulai: string; selesai: string }>`select to_char(jam_mulai, 'HH24:MI') as mulai, to_char(jam_selesai, 'HH24:MI') as selesai from attendance.pertemuan
      where id_kelas = ${demo.id_kelas} and pertemuan_ke = 14`.execute(k.db)).rows[0];
    const bentrok = await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: p.id_pertemuan, tanggal: rapat14, jam_mulai: slot14.mulai, jam_selesai: slot14.selesai });
    expect(bentrok.statusCode).toBe(409);
    expect(bentrok.json().message).toBe('Jadwal baru bertabrakan dengan pertemuan lain di kelas yang sama.');
    expect((await sql<{ t: string }>`select to_char(tanggal, 'YYYY-MM-DD') as t from attendance.pertemuan where id_pertemuan = ${p.id_pertemuan}`.execute(k.db)).rows[0].t).toBe(baru);
    const held = await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: today.id_pertemuan, tanggal: baru, jam_mulai: '13:00', jam_selesai: '14:40' });
    expect(held.statusCode).toBe(409);
    // A meeting with a manual attendance request keeps its day, as one held with the QR does.
    const manual = (await sql<{ id: number }>`select id_pertemuan as id from attendance.presensi_manual where status <> 'ditolak' limit 1`.execute(k.db)).rows[0].id;
    expect((await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: manual, tanggal: baru, jam_mulai: '06:00', jam_selesai: '06:30' })).statusCode).toBe(409);
    // A semester whose lectures are over gets no new meetings.
    const ended = (await sql<{ id: number; n: number }>`select s.id_semester_registrasi as id,
        (select count(*)::int from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where k.id_semester_registrasi = s.id_semester_registrasi) as n
      from master_data.semester s where s.kuliah_selesai < now()::date - 30 order by s.kuliah_selesai desc limit 1`.execute(k.db)).rows[0];
    const late = await call('GET', `presensi/lp3/pertemuan/${ended.id}/generate`, 'lbg204.0');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/sudah berakhir; pertemuan tidak dibuat/);
    expect((await sql<{ n: number }>`select count(*)::int as n from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where k.id_semester_registrasi = ${ended.id}`.execute(k.db)).rows[0].n).toBe(ended.n);
    expect((await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: 99999999, tanggal: baru, jam_mulai: '13:00', jam_selesai: '14:40' })).statusCode).toBe(404);
    expect((await call('POST', 'presensi/lp3/update-pertemuan', 'lbg213.0', { id_pertemuan: p.id_pertemuan, tanggal: baru, jam_mulai: '13:00', jam_selesai: '14:40' })).statusCode).toBe(403);
  });

  it('exam eligibility: registered into krs, percentage of held meetings against the programme minimum', async () => {
    const [impl] = k.app.extensions.all(EXAM_ELIGIBILITY);
    expect(impl).toBeTypeOf('function');
    const result = await impl(k.db, { id_mahasiswa: idMhs00, id_semester_registrasi: demo.id_semester_registrasi });
    const mine = result.get(demo.id_kelas)!;
    expect(mine.persen).toBeGreaterThan(0);
    // Mark every held meeting of the class alpa for mhs00: 0 % is below 75 %.
    await sql`update attendance.kehadiran set status = 'alpa' where id_mahasiswa = ${idMhs00} and id_pertemuan in (select id_pertemuan from attendance.pertemuan where id_kelas = ${demo.id_kelas})`.execute(k.db);
    const low = (await impl(k.db, { id_mahasiswa: idMhs00, id_semester_registrasi: demo.id_semester_registrasi })).get(demo.id_kelas)!;
    expect(low).toMatchObject({ eligible: false, persen: 0 });
    expect(low.alasan).toBe('Kehadiran 0% di bawah batas minimal 75%.');
  });
});
