import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import { demoKelasDosen } from '../../krs/public';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import attendance from './index';
import { tambahHari } from './jadwal-libur';
import { kelasDiSemester, semesterUji } from './testing/fixtures';

// The holiday calendar and the generator's holiday rule (decision 0022), on a semester of fixed
// dates in 2093 (lectures from Monday 7 September 2093): nothing here depends on today's date.
describe.each(MODULE_TEST_DATABASES)('attendance: hari libur (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let semester: number;
  let kelas: number;
  let mulai: string;
  /** The Monday of lecture week `w` (1-based), plus `hari` days. */
  const minggu = (w: number, hari = 0) => tambahHari(mulai, (w - 1) * 7 + hari);

  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, as: string | null, payload?: unknown) => {
    const headers: Record<string, string> = {};
    if (as) headers.authorization = `Bearer ${(tokens[as] ??= await k.login(as))}`;
    return k.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
  const tambah = (body: Record<string, unknown>, as = 'lbg204.0') => call('POST', 'presensi/lp3/hari-libur', as, body);
  const daftar = (as = 'lbg204.0') => call('GET', `presensi/lp3/hari-libur?id_semester_registrasi=${semester}`, as);
  const jumlahLibur = async () => Number((await sql<{ n: number }>`select count(*)::int as n from attendance.hari_libur`.execute(k.db)).rows[0].n);
  const pertemuan = async () => (await sql<{ id_pertemuan: number; pertemuan_ke: number; jenis: string; tanggal: string }>`
    select id_pertemuan, pertemuan_ke::int as pertemuan_ke, jenis, to_char(tanggal, 'YYYY-MM-DD') as tanggal
    from attendance.pertemuan where id_kelas = ${kelas} order by pertemuan_ke`.execute(k.db)).rows;
  const ujian = async () => Object.fromEntries((await sql<{ jenis_ujian: string; tanggal: string }>`
    select jenis_ujian, to_char(tanggal, 'YYYY-MM-DD') as tanggal from krs.jadwal_ujian where id_kelas = ${kelas}`.execute(k.db)).rows.map((r) => [r.jenis_ujian, r.tanggal]));

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance], database });
    const uji = await semesterUji(k);
    semester = uji.id_semester_registrasi;
    mulai = uji.kuliah_mulai;
    const demo = (await demoKelasDosen(k.db))!;
    const dosen = (await sql<{ id_dosen: number }>`select id_dosen from master_data.kelas where id_kelas = ${demo.id_kelas}`.execute(k.db)).rows[0];
    kelas = await kelasDiSemester(k, semester, dosen.id_dosen, demo.id_mata_kuliah, 'LIBUR-A', 1);
  }, 240_000);
  afterAll(async () => k?.close());

  it('LP3 adds one day and a range under one name, and lists the semester\'s holidays in date order', async () => {
    const satu = await tambah({ tanggal_mulai: minggu(3), nama: '  Dies Natalis Uji  ', jenis: 'libur_kampus' });
    expect(satu.statusCode).toBe(200);
    expect(satu.json().data).toEqual([expect.objectContaining({ tanggal: minggu(3), nama: 'Dies Natalis Uji', jenis: 'libur_kampus' })]);
    const rentang = await tambah({ tanggal_mulai: minggu(12), tanggal_selesai: minggu(12, 4), nama: 'Libur Tengah Semester', jenis: 'cuti_bersama' }, 'lbg204.1');
    expect(rentang.statusCode).toBe(200);
    expect(rentang.json().message).toMatch(/^5 hari libur "Libur Tengah Semester" ditambahkan/);
    expect(rentang.json().data.map((h: any) => h.tanggal)).toEqual([0, 1, 2, 3, 4].map((d) => minggu(12, d)));
    // A Tuesday: no meeting of a Monday class moves for it.
    expect((await tambah({ tanggal_mulai: minggu(2, 1), nama: 'Libur Selasa', jenis: 'libur_nasional' })).statusCode).toBe(200);
    // A day outside every semester is fine: the calendar is the campus's.
    expect((await tambah({ tanggal_mulai: '2098-07-01', nama: 'Di luar semester', jenis: 'libur_kampus' })).statusCode).toBe(200);

    const res = await daftar('lbg204.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.semester).toMatchObject({ id_semester_registrasi: semester, nama_semester_registrasi: '2093/2094 Ganjil', kuliah_mulai: mulai, berakhir: false });
    expect(body.data.map((h: any) => h.tanggal)).toEqual([minggu(2, 1), minggu(3), ...[0, 1, 2, 3, 4].map((d) => minggu(12, d))]);
    expect(body.data[1]).toMatchObject({ nama: 'Dies Natalis Uji', jenis: 'libur_kampus' });
    expect(body.pertemuan).toEqual({ dapat_dipindah: 0, tetap: 0, lewat_masa_kuliah: 0 });
  });

  it('bad input gets a clear Indonesian error and adds nothing', async () => {
    const sebelum = await jumlahLibur();
    const kasus: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [{ tanggal_mulai: minggu(4), nama: '   ', jenis: 'libur_kampus' }, 400, 'nama', /Nama hari libur wajib diisi/],
      [{ tanggal_mulai: minggu(4), jenis: 'libur_kampus' }, 400, 'nama', /Nama hari libur wajib diisi/],
      [{ tanggal_mulai: '2099-02-30', nama: 'Tanggal mustahil', jenis: 'libur_kampus' }, 400, 'tanggal_mulai', /Format Tanggal mulai tidak valid/],
      [{ tanggal_mulai: '21-09-2099', nama: 'Format salah', jenis: 'libur_kampus' }, 400, 'tanggal_mulai', /Format Tanggal mulai tidak valid/],
      [{ tanggal_mulai: minggu(4), nama: 'Jenis salah', jenis: 'libur_bebas' }, 400, 'jenis', /Jenis hari libur/],
      [{ tanggal_mulai: minggu(5), tanggal_selesai: minggu(4), nama: 'Terbalik', jenis: 'libur_kampus' }, 400, 'tanggal_selesai', /tidak boleh sebelum tanggal mulai/],
      [{ tanggal_mulai: minggu(4), tanggal_selesai: minggu(9), nama: 'Terlalu panjang', jenis: 'libur_kampus' }, 400, 'tanggal_selesai', /paling lama 31 hari/],
      // The same day twice, or a range over an existing holiday: all or nothing.
      [{ tanggal_mulai: minggu(3), nama: 'Dobel', jenis: 'libur_kampus' }, 409, 'tanggal_mulai', /Sudah ada hari libur pada .*\(Dies Natalis Uji\)/],
      [{ tanggal_mulai: minggu(11, 3), tanggal_selesai: minggu(12, 1), nama: 'Tumpang tindih', jenis: 'libur_kampus' }, 409, 'tanggal_mulai', /Libur Tengah Semester/],
    ];
    for (const [body, status, field, pesan] of kasus) {
      const res = await tambah(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors?.[field]?.join(' '), JSON.stringify(body)).toMatch(pesan);
    }
    const dobel = await tambah({ tanggal_mulai: minggu(3), nama: 'Dobel', jenis: 'libur_kampus' });
    expect(dobel.json().message).toMatch(/^Sudah ada hari libur pada Senin, 21 September 2093 \(Dies Natalis Uji\)\./);
    expect(await jumlahLibur()).toBe(sebelum);
    expect((await call('GET', 'presensi/lp3/hari-libur?id_semester_registrasi=abc', 'lbg204.0')).statusCode).toBe(400);
    expect((await call('GET', 'presensi/lp3/hari-libur?id_semester_registrasi=999999', 'lbg204.0')).statusCode).toBe(404);
  });

  it('the generator skips holidays: 16 meetings, UTS stays meeting 8 and UAS meeting 16, each on the next free week', async () => {
    const res = await call('GET', `presensi/lp3/pertemuan/${semester}/generate`, 'lbg204.0');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pertemuan_dibuat: 16, pertemuan_dipindah: 0, tetap_pada_hari_libur: 0, lewat_masa_kuliah: 0 });
    const p = await pertemuan();
    expect(p).toHaveLength(16);
    // Weeks 3 (Dies Natalis) and 12 (the break) are skipped; the Tuesday holiday of week 2 is not this class's day.
    expect(p.map((m) => m.tanggal)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18].map((w) => minggu(w)));
    expect(p.filter((m) => m.jenis !== 'kuliah').map((m) => [m.pertemuan_ke, m.jenis])).toEqual([[8, 'uts'], [16, 'uas']]);
  });

  it('a holiday added later: generating again moves the unheld meetings on it a week on, never a held one, and the exams follow', async () => {
    const p = await pertemuan();
    const held = p[3];
    expect(held.tanggal).toBe(minggu(5));
    // Meeting 4 was held (opened) with attendance recorded; the exams sit on meetings 8 and 16.
    await sql`update attendance.pertemuan set status = 'ditutup', dibuka_pada = now() - interval '1 hour', ditutup_pada = now() where id_pertemuan = ${held.id_pertemuan}`.execute(k.db);
    const mhs = (await sql<{ id: number }>`select id_mahasiswa as id from master_data.mahasiswa order by id_mahasiswa limit 1`.execute(k.db)).rows[0].id;
    await sql`insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via) values (${held.id_pertemuan}, ${mhs}, 'hadir', 'qr')`.execute(k.db);
    const ruang = (await sql<{ id: number }>`select id_ruang as id from master_data.ruang order by id_ruang limit 1`.execute(k.db)).rows[0].id;
    await sql`insert into krs.jadwal_ujian (id_kelas, jenis_ujian, tanggal, jam_mulai, jam_selesai, id_ruang)
      values (${kelas}, 'UTS', ${p[7].tanggal}::date, '07:00', '08:40', ${ruang}), (${kelas}, 'UAS', ${p[15].tanggal}::date, '07:00', '08:40', ${ruang})`.execute(k.db);

    expect((await tambah({ tanggal_mulai: minggu(5), nama: 'Libur Pilkada', jenis: 'libur_nasional' })).statusCode).toBe(200);
    expect((await tambah({ tanggal_mulai: minggu(9), nama: 'Libur Bencana', jenis: 'libur_kampus' })).statusCode).toBe(200);
    // Adding moves nothing by itself; the LP3 page shows what generating will do.
    expect((await pertemuan()).map((m) => m.tanggal)).toEqual(p.map((m) => m.tanggal));
    expect((await daftar()).json().pertemuan).toEqual({ dapat_dipindah: 1, tetap: 1, lewat_masa_kuliah: 0 });

    const res = await call('GET', `presensi/lp3/pertemuan/${semester}/generate`, 'lbg204.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pertemuan_dibuat: 0, pertemuan_dipindah: 9, tetap_pada_hari_libur: 1, lewat_masa_kuliah: 0 });
    expect(res.json().message).toBe('0 pertemuan baru dibuat dan 9 pertemuan dipindahkan dari hari libur untuk semester 2093/2094 Ganjil.');
    const q = await pertemuan();
    // Meeting 8 (UTS) leaves week 9; 9 and 10 follow; 10 also skips the break of week 12; the rest follow one week later.
    expect(q.map((m) => m.tanggal)).toEqual([1, 2, 4, 5, 6, 7, 8, 10, 11, 13, 14, 15, 16, 17, 18, 19].map((w) => minggu(w)));
    expect(q.map((m) => [m.pertemuan_ke, m.jenis])).toEqual(p.map((m) => [m.pertemuan_ke, m.jenis]));
    expect(q[3]).toEqual(held);
    expect((await sql<{ n: number }>`select count(*)::int as n from attendance.kehadiran where id_pertemuan = ${held.id_pertemuan}`.execute(k.db)).rows[0].n).toBe(1);
    expect(await ujian()).toEqual({ UTS: minggu(10), UAS: minggu(19) });
    expect((await daftar()).json().pertemuan).toEqual({ dapat_dipindah: 0, tetap: 1, lewat_masa_kuliah: 0 });

    // Idempotent: nothing left to make or move.
    const lagi = (await call('GET', `presensi/lp3/pertemuan/${semester}/generate`, 'lbg204.0')).json();
    expect(lagi).toMatchObject({ pertemuan_dibuat: 0, pertemuan_dipindah: 0, tetap_pada_hari_libur: 1 });
    expect((await pertemuan()).map((m) => m.tanggal)).toEqual(q.map((m) => m.tanggal));
  });

  it('moving a meeting by hand onto a holiday is refused; the move takes the exam along otherwise', async () => {
    const p = await pertemuan();
    const uas = p[15];
    const kena = await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: uas.id_pertemuan, tanggal: minggu(12, 2), jam_mulai: '09:00', jam_selesai: '10:40' });
    expect(kena.statusCode).toBe(400);
    expect(kena.json().message).toBe('Tanggal baru Rabu, 25 November 2093 adalah hari libur (Libur Tengah Semester); pilih tanggal lain.');
    const ok = await call('POST', 'presensi/lp3/update-pertemuan', 'lbg204.0', { id_pertemuan: uas.id_pertemuan, tanggal: minggu(19, 2), jam_mulai: '09:00', jam_selesai: '10:40' });
    expect(ok.statusCode).toBe(200);
    expect((await ujian()).UAS).toBe(minggu(19, 2));
  });

  it('LP3 removes a holiday; meetings moved off it stay where they are', async () => {
    const sebelum = await pertemuan();
    const h = (await daftar()).json().data.find((x: any) => x.tanggal === minggu(9));
    const res = await call('DELETE', `presensi/lp3/hari-libur/${h.id_hari_libur}`, 'lbg204.0');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hari libur "Libur Bencana" (Senin, 2 November 2093) dihapus. Pertemuan yang sudah dipindahkan tetap pada tanggal barunya.');
    expect((await daftar()).json().data.some((x: any) => x.tanggal === minggu(9))).toBe(false);
    expect(await pertemuan()).toEqual(sebelum);
    const lagi = await call('DELETE', `presensi/lp3/hari-libur/${h.id_hari_libur}`, 'lbg204.1');
    expect(lagi.statusCode).toBe(404);
    expect(lagi.json().message).toBe('Hari libur tidak ditemukan; mungkin sudah dihapus.');
    expect((await call('DELETE', 'presensi/lp3/hari-libur/abc', 'lbg204.0')).statusCode).toBe(400);
  });

  it('only LP3 (lbg204.x) reads or changes the calendar', async () => {
    const id = (await daftar()).json().data[0].id_hari_libur;
    const sebelum = await jumlahLibur();
    for (const who of ['dsn00', 'mhs00', 'aka00', 'fak00', 'lbg213.0', 'adm00']) {
      expect((await daftar(who)).statusCode, who).toBe(403);
      expect((await tambah({ tanggal_mulai: minggu(6, 2), nama: 'Bukan LP3', jenis: 'libur_kampus' }, who)).statusCode, who).toBe(403);
      expect((await call('DELETE', `presensi/lp3/hari-libur/${id}`, who)).statusCode, who).toBe(403);
    }
    expect((await call('GET', `presensi/lp3/hari-libur?id_semester_registrasi=${semester}`, null)).statusCode).toBe(401);
    expect((await call('POST', 'presensi/lp3/hari-libur', null, { tanggal_mulai: minggu(6, 2), nama: 'Tamu', jenis: 'libur_kampus' })).statusCode).toBe(401);
    expect(await jumlahLibur()).toBe(sebelum);
  });

  it('two officers adding the same day at once: one wins, the other is told (409)', async () => {
    const body = { tanggal_mulai: minggu(7, 3), nama: 'Libur Serentak', jenis: 'libur_kampus' };
    const hasil = await Promise.all([tambah(body, 'lbg204.0'), tambah(body, 'lbg204.1')]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await sql<{ n: number }>`select count(*)::int as n from attendance.hari_libur where tanggal = ${minggu(7, 3)}::date`.execute(k.db)).rows[0].n).toBe(1);
  });

  it('the seed: national holidays of every seeded year, holidays inside the active semester, and its meetings skip them', async () => {
    const { rows: [s] } = await sql<{ id: number; mulai: string; selesai: string; dari: number; sampai: number }>`
      select a.id_semester_registrasi as id, to_char(a.kuliah_mulai, 'YYYY-MM-DD') as mulai, to_char(a.kuliah_selesai, 'YYYY-MM-DD') as selesai,
        (select extract(year from min(kuliah_mulai))::int from master_data.semester where kode_semester <> '20931') as dari,
        (select extract(year from max(kuliah_selesai))::int from master_data.semester where kode_semester <> '20931') as sampai
      from master_data.semester a where a.aktif`.execute(k.db);
    const tahun = Array.from({ length: s.sampai - s.dari + 1 }, (_, i) => s.dari + i);
    const kemerdekaan = (await sql<{ t: string }>`select to_char(tanggal, 'YYYY-MM-DD') as t from attendance.hari_libur
      where to_char(tanggal, 'MM-DD') = '08-17' and nama = 'Hari Proklamasi Kemerdekaan RI' order by tanggal`.execute(k.db)).rows.map((r) => r.t);
    expect(kemerdekaan).toEqual(tahun.map((y) => `${y}-08-17`));
    const dalam = (await sql<{ jenis: string }>`select jenis from attendance.hari_libur where tanggal between ${s.mulai}::date and ${s.selesai}::date`.execute(k.db)).rows;
    expect(dalam.length).toBeGreaterThanOrEqual(3);
    // Only the demo's meeting put on today (the seed's doing, after generating) may sit on a holiday.
    const pada = (await sql<{ tanggal: string }>`select to_char(p.tanggal, 'YYYY-MM-DD') as tanggal from attendance.pertemuan p
      join master_data.kelas k on k.id_kelas = p.id_kelas join attendance.hari_libur h on h.tanggal = p.tanggal
      where k.id_semester_registrasi = ${s.id} and p.tanggal <> (now() at time zone 'Asia/Jakarta')::date`.execute(k.db)).rows;
    expect(pada).toEqual([]);
  });
});
