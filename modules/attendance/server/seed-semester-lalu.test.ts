import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import payroll from '../../payroll/server';
import teaching from '../../teaching/server';
import attendance from './index';

// The demo campus's past: the previous regular semester was lived (meetings held, lecturers' and
// students' attendance, the odd manual request, substitution and missed meeting), dsn00's salary
// slip of a month of that semester pays its meetings, and no grade sits on a KRS that is not approved.
describe.each(MODULE_TEST_DATABASES)('the seeded past (%s)', (database) => {
  let k: TestKernel;
  let lalu: number;
  const q = async <T,>(query: ReturnType<typeof sql<T>>) => (await query.execute(k.db)).rows;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching, payroll], database });
    [{ id_semester_registrasi: lalu }] = await q<{ id_semester_registrasi: number }>(sql`select id_semester_registrasi from master_data.semester
      where periode <> 3 and kode_semester < (select kode_semester from master_data.semester where aktif) order by kode_semester desc limit 1`);
  });
  afterAll(async () => k?.close());

  it('the previous semester has its 16 generated meetings per timetabled class, on no holiday, most held with lecturer and student attendance', async () => {
    const [s] = await q<{ kelas: number; kelas_16: number; pertemuan: number; dibuka: number; libur: number; tanpa_dosen: number; kehadiran: number; hadir: number; lain: number }>(sql`
      with p as (select p.* from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where k.id_semester_registrasi = ${lalu})
      select (select count(*)::int from master_data.kelas k where k.id_semester_registrasi = ${lalu} and exists (select 1 from master_data.jadwal j where j.id_kelas = k.id_kelas)) as kelas,
        (select count(*)::int from (select id_kelas from p where pertemuan_ke <= 16 group by id_kelas having count(*) = 16
          and count(*) filter (where jenis = 'uts' and pertemuan_ke = 8) = 1 and count(*) filter (where jenis = 'uas' and pertemuan_ke = 16) = 1) x) as kelas_16,
        (select count(*)::int from p) as pertemuan,
        (select count(*)::int from p where dibuka_pada is not null) as dibuka,
        (select count(*)::int from p join attendance.hari_libur h on h.tanggal = p.tanggal) as libur,
        (select count(*)::int from p where dibuka_pada is not null and not exists (select 1 from attendance.presensi_dosen d where d.id_pertemuan = p.id_pertemuan)) as tanpa_dosen,
        (select count(*)::int from attendance.kehadiran h join p on p.id_pertemuan = h.id_pertemuan) as kehadiran,
        (select count(*)::int from attendance.kehadiran h join p on p.id_pertemuan = h.id_pertemuan where h.status = 'hadir') as hadir,
        (select count(*)::int from attendance.kehadiran h join p on p.id_pertemuan = h.id_pertemuan where h.status <> 'hadir') as lain`);
    expect(s.kelas).toBeGreaterThan(0);
    expect(s.kelas_16).toBe(s.kelas);
    expect(s.libur).toBe(0);
    expect(s.dibuka / s.pertemuan).toBeGreaterThan(0.8);
    expect(s.tanpa_dosen).toBe(0);
    expect(s.hadir / s.kehadiran).toBeGreaterThan(0.7);
    expect(s.lain).toBeGreaterThan(0);
    // Every held meeting records each approved enrolment once (the demo's size is under the load-test bound).
    const [lubang] = await q<{ n: number }>(sql`select count(*)::int as n from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
      join krs.krs_kelas kk on kk.id_kelas = p.id_kelas join krs.krs h on h.id_krs = kk.id_krs and h.status = 'disetujui'
      where k.id_semester_registrasi = ${lalu} and p.dibuka_pada is not null
        and not exists (select 1 from attendance.kehadiran x where x.id_pertemuan = p.id_pertemuan and x.id_mahasiswa = kk.id_mahasiswa)`);
    expect(lubang.n).toBe(0);
  });

  it('lecturers held their past meetings by QR, a few by validated manual requests, a few by finished substitutions, a few not at all; dsn00 shows each', async () => {
    const via = await q<{ via: string; n: number }>(sql`select pd.via, count(*)::int as n from attendance.presensi_dosen pd
      join attendance.pertemuan p on p.id_pertemuan = pd.id_pertemuan join master_data.kelas k on k.id_kelas = p.id_kelas
      where k.id_semester_registrasi = ${lalu} group by pd.via`);
    const n = Object.fromEntries(via.map((v) => [v.via, v.n]));
    expect(n.qr).toBeGreaterThan((n.manual ?? 0) + (n.pengganti ?? 0));
    expect(n.manual).toBeGreaterThan(0);
    expect(n.pengganti).toBeGreaterThan(0);
    // Manual attendance counts only after both levels; a substitution only after the whole chain and its clearing.
    const [m] = await q<{ n: number; riwayat: number }>(sql`select count(*)::int as n, min((select count(*) from attendance.presensi_manual_riwayat r where r.id_presensi_manual = m.id_presensi_manual))::int as riwayat
      from attendance.presensi_manual m join attendance.pertemuan p on p.id_pertemuan = m.id_pertemuan join master_data.kelas k on k.id_kelas = p.id_kelas
      where k.id_semester_registrasi = ${lalu} and m.status = 'selesai'`);
    expect(m).toEqual({ n: n.manual, riwayat: 3 });
    const [g] = await q<{ n: number; riwayat: number; dibuka: number }>(sql`select count(*)::int as n,
        min((select count(*) from attendance.pengganti_mengajar_riwayat r where r.id_pengganti_mengajar = g.id_pengganti_mengajar))::int as riwayat,
        count(*) filter (where p.dibuka_pada is not null)::int as dibuka
      from attendance.pengganti_mengajar g join attendance.pertemuan p on p.id_pertemuan = g.id_pertemuan join master_data.kelas k on k.id_kelas = p.id_kelas
      where k.id_semester_registrasi = ${lalu} and g.status = 'selesai' and g.dosa_dibersihkan`);
    expect(g).toEqual({ n: n.pengganti, riwayat: 6, dibuka: 0 });

    const dsn00 = await q<{ kasus: string }>(sql`select case when pd.via is not null then pd.via when g.id_pengganti_mengajar is not null then 'pengganti' else 'tidak' end as kasus
      from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
      join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'
      left join attendance.presensi_dosen pd on pd.id_pertemuan = p.id_pertemuan and pd.id_dosen = k.id_dosen
      left join attendance.pengganti_mengajar g on g.id_pertemuan = p.id_pertemuan and g.status = 'selesai'
      where k.id_semester_registrasi = ${lalu} and p.jenis = 'kuliah'`);
    for (const kasus of ['qr', 'manual', 'pengganti', 'tidak']) expect(dsn00.some((r) => r.kasus === kasus), kasus).toBe(true);
  });

  it("dsn00's salary slip of a month of the previous semester pays the meetings held in it", async () => {
    // The month of dsn00's latest meeting held by QR in that semester: within the slip's twelve months.
    const [{ bulan }] = await q<{ bulan: string }>(sql`select to_char(max(p.tanggal), 'YYYY-MM') as bulan
      from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
      join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'
      join attendance.presensi_dosen pd on pd.id_pertemuan = p.id_pertemuan and pd.id_dosen = d.id_dosen
      where k.id_semester_registrasi = ${lalu} and p.jenis = 'kuliah'`);
    const token = await k.login('dsn00');
    const res = await k.inject({ method: 'GET', url: `/api/slip-gaji/dosen/gaji-bulanan?bulan=${bulan}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const g = res.json().data.detail_gaji;
    expect(g.total_absen).toBeGreaterThan(0);
    expect(g.jumlah_honor_absen).toBeGreaterThan(0);
  });

  it('no grade sits on an enrolment whose KRS is not approved, and dsn00 still has a complete and a validated class this semester', async () => {
    const [n] = await q<{ n: number }>(sql`select count(*)::int as n from krs.krs_kelas kk join krs.krs h on h.id_krs = kk.id_krs
      where kk.nilai_angka is not null and h.status <> 'disetujui'`);
    expect(n.n).toBe(0);
    const kelas = await q<{ lengkap: boolean; divalidasi: boolean }>(sql`select not exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas and kk.nilai_angka is null) as lengkap,
        exists (select 1 from teaching.validasi_nilai v where v.id_kelas = k.id_kelas) as divalidasi
      from master_data.kelas k join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi and s.aktif
      join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'
      where exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)`);
    expect(kelas.some((c) => c.lengkap && c.divalidasi)).toBe(true);
    expect(kelas.some((c) => c.lengkap && !c.divalidasi)).toBe(true);
  });
});
