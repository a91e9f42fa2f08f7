import { sql } from 'kysely';
import type { SeedContext } from '../../core/server/module';
import { demoKelasDosen } from '../krs/public';
import { todayJakarta } from './server/common';
import { samakanJadwalUjian } from './server/jadwal-libur';
import { generatePertemuanSql } from './server/lp3.service';
import { seedHariLibur } from './seed/hari-libur';
import { seedSemesterLalu } from './seed/semester-lalu';
import { seedValidasi } from './seed/validasi';

/**
 * Attendance of the demo campus:
 * - the holiday calendar (seed/hari-libur.ts): national holidays and cuti bersama of every seeded
 *   year, and two campus breaks in the active semester's coming weeks;
 * - the meetings of every class of the active semester (one INSERT ... SELECT, 16 per class, skipping
 *   the holidays; at 1,500 classes that is 24,000 rows), with krs's exam days following them;
 * - meetings dated before today are held: opened and closed at their time, the lecturer present,
 *   every enrolled student recorded (mostly hadir, some izin/sakit/alpa, chosen by a hash of the
 *   ids so the seed stays deterministic without drawing per row);
 * - the demo class of dsn00 in which mhs00 is enrolled (krs's `demoKelasDosen`) has a meeting
 *   today, not yet opened: its first meeting on or after today is moved to today;
 * - manual-attendance and substitute-teaching requests waiting at each validation step;
 * - the previous regular semester as it was lived (seed/semester-lalu.ts): its meetings, the
 *   lecturers' attendance (QR, validated manual requests, finished substitutions, a few not held)
 *   and the students'.
 */
export async function seedAttendance(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const aktif = await db.withSchema('master_data').selectFrom('semester')
    .select(['id_semester_registrasi', sql<string>`to_char(kuliah_mulai, 'YYYY-MM-DD')`.as('kuliah_mulai'), sql<string>`to_char(kuliah_selesai, 'YYYY-MM-DD')`.as('kuliah_selesai')])
    .where('aktif', '=', true).executeTakeFirst();
  const demo = await demoKelasDosen(db);
  const hariDemo = demo ? await db.withSchema('master_data').selectFrom('jadwal').select('hari').where('id_kelas', '=', demo.id_kelas)
    .orderBy('hari').orderBy('jam_mulai').executeTakeFirst() : undefined;
  await seedHariLibur(db, aktif, hariDemo?.hari ?? null);
  if (!aktif) return;
  await generatePertemuanSql(db, aktif.id_semester_registrasi);

  if (demo) {
    await sql`update attendance.pertemuan set tanggal = ${todayJakarta}
      where id_pertemuan = (select id_pertemuan from attendance.pertemuan where id_kelas = ${demo.id_kelas} and tanggal >= ${todayJakarta} order by tanggal limit 1)`.execute(db);
  }
  // krs seeded the exams on the weekly plan without holidays: they follow the meetings.
  await samakanJadwalUjian(db, aktif.id_semester_registrasi);

  await sql`update attendance.pertemuan p set status = 'ditutup',
      dibuka_pada = (p.tanggal + p.jam_mulai) at time zone 'Asia/Jakarta',
      ditutup_pada = (p.tanggal + p.jam_mulai) at time zone 'Asia/Jakarta' + make_interval(mins => p.durasi_menit)
    from master_data.kelas k where k.id_kelas = p.id_kelas and k.id_semester_registrasi = ${aktif.id_semester_registrasi} and p.tanggal < ${todayJakarta}`.execute(db);
  await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via, waktu)
    select p.id_pertemuan, k.id_dosen, 'qr', p.dibuka_pada from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
    where p.dibuka_pada is not null and k.id_semester_registrasi = ${aktif.id_semester_registrasi}`.execute(db);
  await sql`insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via, waktu)
    select p.id_pertemuan, kk.id_mahasiswa,
      case when r.v < 85 then 'hadir' when r.v < 90 then 'izin' when r.v < 94 then 'sakit' else 'alpa' end,
      case when r.v < 85 then 'qr' else 'manual' end,
      p.dibuka_pada + make_interval(mins => (r.v % 10))
    from attendance.pertemuan p
    join master_data.kelas k on k.id_kelas = p.id_kelas
    join krs.krs_kelas kk on kk.id_kelas = p.id_kelas
    cross join lateral (select abs(hashtext(p.id_pertemuan || '-' || kk.id_mahasiswa)) % 100 as v) r
    where p.dibuka_pada is not null and k.id_semester_registrasi = ${aktif.id_semester_registrasi}`.execute(db);

  await seedValidasi(ctx, aktif.id_semester_registrasi);

  await seedSemesterLalu(ctx);
}
