import { sql, type Kysely } from 'kysely';
import { pertemuanTerlaksanaSql } from '../public';
import { todayJakarta } from '../server/common';

/** The last complete month in Jakarta (payroll's default slip), first and last day. */
const bulanLaluSql = sql<{ dari: string; sampai: string }>`select to_char(b.dari, 'YYYY-MM-DD') as dari, to_char(b.dari + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as sampai
  from (select (date_trunc('month', ${todayJakarta}) - interval '1 month')::date as dari) b`;

/**
 * The demo's active semester starts a week before the seed date while past semesters keep the
 * academic calendar, so the last complete month (the salary slip's default) usually lies between
 * two semesters and nobody taught in it. So that dsn00's default slip shows a meeting honorarium,
 * when dsn00 held no lecture meeting in that month, their first class of the previous regular
 * semester (`idSemesterLalu`) gets make-up lectures (kuliah pengganti, numbered after its
 * generated meetings) on its weekly day in that month, before today and on no holiday: held with
 * the QR, its approved students recorded present. A handful of rows whatever `ctx.scale`.
 */
export async function seedKuliahBulanGaji(db: Kysely<any>, idSemesterLalu: number): Promise<void> {
  const { rows: [dsn] } = await sql<{ id_dosen: number }>`select d.id_dosen from master_data.dosen d
    join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'`.execute(db);
  if (!dsn) return;
  const { rows: [bulan] } = await bulanLaluSql.execute(db);
  const { rows: [ada] } = await sql<{ n: number }>`select count(*)::int as n from (${pertemuanTerlaksanaSql(dsn.id_dosen, bulan.dari, bulan.sampai)}) p`.execute(db);
  if (ada.n > 0) return;

  const { rows: baru } = await sql<{ id_pertemuan: number }>`
    with kelas as (
      select k.id_kelas, j.hari, j.jam_mulai, j.jam_selesai, (select max(p.pertemuan_ke) from attendance.pertemuan p where p.id_kelas = k.id_kelas) as terakhir
      from master_data.kelas k
      join lateral (select jj.hari, jj.jam_mulai, jj.jam_selesai from master_data.jadwal jj where jj.id_kelas = k.id_kelas order by jj.hari, jj.jam_mulai limit 1) j on true
      where k.id_dosen = ${dsn.id_dosen} and k.id_semester_registrasi = ${idSemesterLalu}
      order by k.id_kelas limit 1
    ), hari as (
      select t::date as tanggal from generate_series(${bulan.dari}::date, least(${bulan.sampai}::date, ${todayJakarta} - 1), interval '1 day') t
      where not exists (select 1 from attendance.hari_libur h where h.tanggal = t::date)
    )
    insert into attendance.pertemuan (id_kelas, pertemuan_ke, jenis, tanggal, jam_mulai, jam_selesai, status, dibuka_pada, ditutup_pada)
    select k.id_kelas, k.terakhir + row_number() over (order by h.tanggal), 'kuliah', h.tanggal, k.jam_mulai, k.jam_selesai, 'ditutup',
      (h.tanggal + k.jam_mulai) at time zone 'Asia/Jakarta', (h.tanggal + k.jam_mulai) at time zone 'Asia/Jakarta' + interval '30 minutes'
    from kelas k join hari h on extract(isodow from h.tanggal) = k.hari
    returning id_pertemuan`.execute(db);
  if (!baru.length) return;
  const ids = baru.map((p) => p.id_pertemuan);
  await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via, waktu)
    select id_pertemuan, ${dsn.id_dosen}, 'qr', dibuka_pada from attendance.pertemuan where id_pertemuan = any(${ids}::int[])`.execute(db);
  await sql`insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via, waktu)
    select p.id_pertemuan, kk.id_mahasiswa, 'hadir', 'qr', p.dibuka_pada + interval '3 minutes'
    from attendance.pertemuan p join krs.krs_kelas kk on kk.id_kelas = p.id_kelas join krs.krs h on h.id_krs = kk.id_krs and h.status = 'disetujui'
    where p.id_pertemuan = any(${ids}::int[])`.execute(db);
}
