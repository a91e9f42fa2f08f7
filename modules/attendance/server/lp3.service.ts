import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { fail, msg, pertemuanDitahan, rows, tanggalIndonesia, todayJakarta } from './common';
import { pertemuanPadaHariLibur, pindahkanDariHariLibur, samakanJadwalUjian } from './jadwal-libur';

/**
 * Inserts the meetings of classes of a semester in one INSERT ... SELECT: per programme
 * `pertemuan_per_semester` meetings (16: 14 lectures, UTS in the middle, UAS last), weekly on the
 * class's first timetable day from the semester's lecture start, skipping the days of
 * `attendance.hari_libur`: meeting n is the n-th such weekday that is no holiday, so the count and
 * the UTS/UAS numbers stay (decision 0022). Classes without a timetable (KKN, thesis) get none.
 * Existing meetings are kept (ON CONFLICT DO NOTHING), so generating twice is safe.
 * Returns how many meetings were inserted.
 */
export async function generatePertemuanSql(db: Kysely<any>, idSemester: number, idKelas?: readonly number[]): Promise<number> {
  const res = await sql`
    insert into attendance.pertemuan (id_kelas, pertemuan_ke, jenis, tanggal, jam_mulai, jam_selesai, qr_interval_detik)
    select k.id_kelas, g.n,
      case when g.n = pp.pertemuan_per_semester then 'uas' when g.n = pp.pertemuan_per_semester / 2 then 'uts' else 'kuliah' end,
      g.tanggal, j.jam_mulai, j.jam_selesai, pp.qr_rotasi_detik
    from master_data.kelas k
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    join master_data.pengaturan_prodi pp on pp.id_prodi = mk.id_prodi
    join lateral (select jj.hari, jj.jam_mulai, jj.jam_selesai from master_data.jadwal jj where jj.id_kelas = k.id_kelas order by jj.hari, jj.jam_mulai limit 1) j on true
    cross join lateral (select s.kuliah_mulai + ((j.hari - extract(isodow from s.kuliah_mulai)::int + 7) % 7) as awal) a
    -- One candidate week more for every holiday on the class's weekday: enough weeks that are no holiday.
    cross join lateral (
      select c.tanggal, row_number() over (order by c.tanggal)::int as n
      from (select a.awal + w * 7 as tanggal from generate_series(0, pp.pertemuan_per_semester - 1
        + (select count(*)::int from attendance.hari_libur h where h.tanggal >= a.awal and extract(isodow from h.tanggal) = j.hari)) w) c
      where not exists (select 1 from attendance.hari_libur h where h.tanggal = c.tanggal)
      order by c.tanggal limit pp.pertemuan_per_semester) g
    where k.id_semester_registrasi = ${idSemester} ${idKelas ? sql`and k.id_kelas = any(${idKelas as number[]}::int[])` : sql``}
    on conflict (id_kelas, pertemuan_ke) do nothing`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/**
 * GET presensi/lp3/pertemuan/{id}/generate: generates the meetings of every class of semester `id`,
 * moves those not held yet that fall on a holiday (added after they were generated) to the next
 * week, and keeps the exam timetable on the UTS/UAS meetings' days.
 */
export async function generatePertemuan(db: Kysely<any>, idSemester: number) {
  // A semester whose lectures are over keeps the history it has: meetings made now would never be held.
  const semester = await db.withSchema('master_data').selectFrom('semester')
    .select(['id_semester_registrasi', 'nama_semester_registrasi', sql<boolean>`kuliah_selesai < ${todayJakarta}`.as('berakhir')])
    .where('id_semester_registrasi', '=', idSemester).executeTakeFirst();
  if (!semester) fail(404, 'semester_tidak_ditemukan');
  if (semester.berakhir) fail(409, 'semester_sudah_berakhir', { semester: semester.nama_semester_registrasi });
  const dibuat = await generatePertemuanSql(db, idSemester);
  const dipindah = await pindahkanDariHariLibur(db, idSemester);
  await samakanJadwalUjian(db, idSemester);
  const libur = await pertemuanPadaHariLibur(db, idSemester);
  const [hitung] = await rows<{ kelas: number; kelas_berpertemuan: number; pertemuan: number }>(db, sql`
    select (select count(*)::int from master_data.kelas where id_semester_registrasi = ${idSemester}) as kelas,
      (select count(distinct p.id_kelas)::int from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where k.id_semester_registrasi = ${idSemester}) as kelas_berpertemuan,
      (select count(*)::int from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where k.id_semester_registrasi = ${idSemester}) as pertemuan`);
  return {
    message: msg('pesan.generate_selesai', { dibuat, dipindah, semester: semester.nama_semester_registrasi }),
    pertemuan_dibuat: dibuat,
    pertemuan_dipindah: dipindah,
    tetap_pada_hari_libur: libur.tetap,
    lewat_masa_kuliah: libur.lewat_masa_kuliah,
    jumlah_kelas: hitung.kelas,
    kelas_tanpa_jadwal: hitung.kelas - hitung.kelas_berpertemuan,
    jumlah_pertemuan: hitung.pertemuan,
  };
}

/**
 * GET presensi/lp3/pertemuan/{semester}: the classes of a semester with their meetings, paged by
 * class (7 per page), searchable by course code/name, class name or lecturer.
 */
export async function pertemuanSemester(db: Kysely<any>, idSemester: number, query: { page?: number; per_page?: number; cari?: string }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? PAGE_SIZE.ATTENDANCE;
  const cari = query.cari?.trim() ? `%${query.cari.trim()}%` : null;
  const filter = cari ? sql`and (mk.nama_mata_kuliah ilike ${cari} or mk.kode_mata_kuliah ilike ${cari} or d.nama_dosen ilike ${cari} or k.nama_kelas ilike ${cari})` : sql``;
  const kelas = await rows<any>(db, sql`
    select k.id_kelas, k.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, mk.sks::int as sks,
      concat_ws(' ', d.gelar_depan_dosen, d.nama_dosen || coalesce(', ' || d.gelar_belakang_dosen, '')) as nama_dosen,
      count(*) over()::int as total
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah join master_data.dosen d on d.id_dosen = k.id_dosen
    where k.id_semester_registrasi = ${idSemester} ${filter}
    order by mk.kode_mata_kuliah, k.nama_kelas, k.id_kelas
    limit ${perPage} offset ${(page - 1) * perPage}`);
  const ids = kelas.map((k) => k.id_kelas as number);
  const pertemuan = ids.length ? await rows<any>(db, sql`
    select p.id_pertemuan, p.uid::text as uid, p.id_kelas, p.pertemuan_ke::int as pertemuan_ke, p.jenis, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
      to_char(p.jam_mulai, 'HH24:MI') as jam_mulai, to_char(p.jam_selesai, 'HH24:MI') as jam_selesai,
      (case when p.status = 'dibuka' and p.ditutup_pada <= now() then 'ditutup' else p.status end) as status
    from attendance.pertemuan p where p.id_kelas = any(${ids}::int[]) order by p.id_kelas, p.pertemuan_ke`) : [];
  let total = kelas[0]?.total ?? 0;
  if (!kelas.length && page > 1) {
    const [c] = await rows<{ n: number }>(db, sql`select count(*)::int as n from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah join master_data.dosen d on d.id_dosen = k.id_dosen where k.id_semester_registrasi = ${idSemester} ${filter}`);
    total = c.n;
  }
  return {
    data: kelas.map(({ total: _t, ...k }) => ({ ...k, pertemuan: pertemuan.filter((p) => p.id_kelas === k.id_kelas) })),
    current_page: page,
    per_page: perPage,
    total,
  };
}

/**
 * POST presensi/lp3/update-pertemuan: moves a meeting to another date and time (a UTS/UAS meeting
 * takes its exam in krs's timetable along). A meeting already
 * held (opened, or attended manually) or with a substitute arranged keeps its date: its attendance
 * and requests belong to that day. The new slot lies between today and the end of the semester's
 * lectures, is no holiday, and does not overlap another meeting of the class. The checks and the move are one
 * statement, so a meeting opened meanwhile is not moved.
 */
export async function updatePertemuan(db: Kysely<any>, body: { id_pertemuan: number; tanggal: string; jam_mulai: string; jam_selesai: string }) {
  if (body.jam_selesai <= body.jam_mulai) {
    fail(400, 'jam_selesai_sebelum_mulai');
  }
  const [row] = await rows<{ ditahan: boolean; di_luar_semester: boolean; libur: string | null; bentrok: boolean; dipindah: boolean; id_kelas: number; id_semester_registrasi: number }>(db, sql`
    with sasaran as (
      select p.id_pertemuan, p.id_kelas, k.id_semester_registrasi, ${pertemuanDitahan('p')} as ditahan,
        ${body.tanggal}::date < ${todayJakarta} or ${body.tanggal}::date > s.kuliah_selesai as di_luar_semester,
        (select h.nama from attendance.hari_libur h where h.tanggal = ${body.tanggal}::date) as libur,
        exists (select 1 from attendance.pertemuan o where o.id_kelas = p.id_kelas and o.id_pertemuan <> p.id_pertemuan and o.tanggal = ${body.tanggal}::date
          and o.jam_mulai < ${body.jam_selesai}::time and o.jam_selesai > ${body.jam_mulai}::time) as bentrok
      from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
      where p.id_pertemuan = ${body.id_pertemuan}),
    pindah as (
      update attendance.pertemuan p set tanggal = ${body.tanggal}::date, jam_mulai = ${body.jam_mulai}::time, jam_selesai = ${body.jam_selesai}::time
      from sasaran where p.id_pertemuan = sasaran.id_pertemuan and p.dibuka_pada is null
        and not sasaran.ditahan and not sasaran.di_luar_semester and sasaran.libur is null and not sasaran.bentrok
      returning p.id_pertemuan)
    select ditahan, di_luar_semester, libur, bentrok, exists (select 1 from pindah) as dipindah, id_kelas, id_semester_registrasi from sasaran`);
  if (!row) fail(404, 'pertemuan_tidak_ditemukan');
  if (!row.dipindah) {
    if (row.ditahan) fail(409, 'pertemuan_sudah_dilaksanakan');
    if (row.di_luar_semester) fail(400, 'pertemuan_di_luar_semester');
    if (row.libur !== null) fail(400, 'pertemuan_pada_hari_libur', { tanggal: tanggalIndonesia(body.tanggal), nama: row.libur });
    if (row.bentrok) fail(409, 'pertemuan_bentrok');
    fail(409, 'pertemuan_sudah_dilaksanakan');
  }
  // A moved UTS/UAS meeting takes its exam along (the exam card names the meeting's day and hours).
  await samakanJadwalUjian(db, row.id_semester_registrasi, [row.id_kelas]);
  return { message: msg('pesan.pertemuan_diubah') };
}
