import { sql, type Kysely } from 'kysely';

/**
 * The students' study semester in a regular semester s (two per year since the intake year);
 * `m` is master_data.mahasiswa, `s` master_data.semester.
 */
const SEMESTER_KE = sql`((s.tahun_ajaran - m.angkatan) * 2 + case when s.periode = 1 then 1 else 2 end)`;

/**
 * Every other student's enrolments in one INSERT ... SELECT each (scale: 20,000 students): in each
 * regular semester, the package courses of their study semester that are offered, spread over the
 * parallel classes and never past a class's quota less one seat. Past semesters are approved and graded
 * (deterministic scores); in the active semester only active students enrol, with a mix of draft,
 * submitted and approved KRS so advisers have work waiting.
 */
export async function seedBulkEnrolments(db: Kysely<any>, exceptMahasiswa: number): Promise<void> {
  const candidates = sql`
    with offer as (
      select k.id_kelas, k.id_semester_registrasi, k.id_mata_kuliah, mk.id_prodi, mk.semester_paket, mk.sks, k.kuota,
        (row_number() over (partition by k.id_semester_registrasi, k.id_mata_kuliah order by k.nama_kelas, k.id_kelas) - 1)::int as idx,
        (count(*) over (partition by k.id_semester_registrasi, k.id_mata_kuliah))::int as n
      from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    ),
    want as (
      select m.id_mahasiswa, s.id_semester_registrasi, o.id_mata_kuliah, o.n,
        (row_number() over (partition by s.id_semester_registrasi, o.id_mata_kuliah order by m.id_mahasiswa) - 1)::int as rn
      from master_data.mahasiswa m
      join master_data.semester s on s.periode <> 3 and ${SEMESTER_KE} between 1 and 8
      join offer o on o.id_semester_registrasi = s.id_semester_registrasi and o.id_prodi = m.id_prodi and o.idx = 0 and o.semester_paket = ${SEMESTER_KE}
      join master_data.status_mahasiswa st on st.id_status_mahasiswa = m.id_status_mahasiswa
      where m.id_mahasiswa <> ${exceptMahasiswa} and (not s.aktif or st.kode = 'aktif')
    )
    select w.id_mahasiswa, w.id_semester_registrasi, o.id_kelas, o.id_mata_kuliah, o.sks
    from want w join offer o on o.id_semester_registrasi = w.id_semester_registrasi and o.id_mata_kuliah = w.id_mata_kuliah and o.idx = w.rn % w.n
    -- One seat of every class stays free: the demo student's own KRS is seeded after this and must
    -- fit too (at scale:<students>x<classes> the package classes do fill up).
    where w.rn < w.n * (o.kuota - 1)`;

  await sql`
    insert into krs.krs (id_mahasiswa, id_semester_registrasi, status, id_dosen_penyetuju, dibuat, diubah, diajukan_pada, diputuskan_pada)
    select c.id_mahasiswa, c.id_semester_registrasi, h.status,
      case when h.status = 'disetujui' then m.id_dosen_pa end,
      h.waktu, h.waktu, case when h.status <> 'draft' then h.waktu end, case when h.status = 'disetujui' then h.waktu end
    from (select distinct id_mahasiswa, id_semester_registrasi from (${candidates}) x) c
    join master_data.mahasiswa m on m.id_mahasiswa = c.id_mahasiswa
    join master_data.semester s on s.id_semester_registrasi = c.id_semester_registrasi
    cross join lateral (select
      case when not s.aktif then 'disetujui' when c.id_mahasiswa % 3 = 0 then 'diajukan' when c.id_mahasiswa % 3 = 1 then 'disetujui' else 'draft' end as status,
      case when s.aktif then now() else (s.krs_selesai + time '12:00') at time zone 'Asia/Jakarta' end as waktu) h
  `.execute(db);

  // Scores 50-100 from a fixed hash, so some courses end with D and must be retaken.
  await sql`
    insert into krs.krs_kelas (id_krs, id_mahasiswa, id_semester_registrasi, id_kelas, id_mata_kuliah, sks, nilai_angka, nilai_huruf, nilai_indeks, dinilai_pada)
    select h.id_krs, c.id_mahasiswa, c.id_semester_registrasi, c.id_kelas, c.id_mata_kuliah, c.sks,
      g.angka, sc.nilai_huruf, sc.nilai_indeks, case when g.angka is not null then (s.kuliah_selesai + time '12:00') at time zone 'Asia/Jakarta' end
    from (${candidates}) c
    join krs.krs h on h.id_mahasiswa = c.id_mahasiswa and h.id_semester_registrasi = c.id_semester_registrasi
    join master_data.semester s on s.id_semester_registrasi = c.id_semester_registrasi
    join master_data.mahasiswa m on m.id_mahasiswa = c.id_mahasiswa
    cross join lateral (select case when s.aktif then null else 50 + ((c.id_mahasiswa * 37 + c.id_kelas * 11) % 51) end as angka) g
    left join lateral (
      select sn.nilai_huruf, sn.nilai_indeks from master_data.skala_nilai sn
      where sn.id_prodi = m.id_prodi and sn.batas_bawah <= g.angka and sn.berlaku_mulai <= s.kuliah_selesai
      order by sn.berlaku_mulai desc, sn.batas_bawah desc limit 1
    ) sc on g.angka is not null
  `.execute(db);

  await sql`
    insert into krs.riwayat_krs (id_krs, status_dari, status_ke, id_user, catatan, waktu)
    select h.id_krs, 'draft', 'diajukan', m.id_user, null, coalesce(h.diajukan_pada, h.diubah) from krs.krs h
    join master_data.mahasiswa m on m.id_mahasiswa = h.id_mahasiswa where h.status in ('diajukan', 'disetujui')
    union all
    select h.id_krs, 'diajukan', 'disetujui', d.id_user, null, h.diputuskan_pada from krs.krs h
    join master_data.dosen d on d.id_dosen = h.id_dosen_penyetuju where h.status = 'disetujui'
  `.execute(db);
}

/** Seat counters for every class, equal to the enrolments seeded so far. */
export async function seedKuota(db: Kysely<any>): Promise<void> {
  await sql`
    insert into krs.kelas_kuota (id_kelas, kuota, terisi)
    select k.id_kelas, k.kuota, count(kk.id_krs_kelas) from master_data.kelas k
    left join krs.krs_kelas kk on kk.id_kelas = k.id_kelas group by k.id_kelas, k.kuota
  `.execute(db);
}

/**
 * UTS and UAS of every timetabled class on the days the meeting plan gives them (attendance's
 * generator: meeting `pertemuan_per_semester / 2` is the UTS and the last one the UAS, weekly on
 * the class's first timetable day from the semester's lecture start), at the time and room of that
 * first weekly meeting: the exam card and the meeting list must name the same day.
 */
export async function seedJadwalUjian(db: Kysely<any>): Promise<void> {
  await sql`
    insert into krs.jadwal_ujian (id_kelas, jenis_ujian, tanggal, jam_mulai, jam_selesai, id_ruang)
    select distinct on (j.id_kelas, x.jenis) j.id_kelas, x.jenis,
      s.kuliah_mulai + ((j.hari - extract(isodow from s.kuliah_mulai)::int + 7) % 7)
        + ((case x.jenis when 'UTS' then pp.pertemuan_per_semester / 2 else pp.pertemuan_per_semester end) - 1) * 7,
      j.jam_mulai, j.jam_selesai, j.id_ruang
    from master_data.jadwal j
    join master_data.kelas k on k.id_kelas = j.id_kelas
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    join master_data.pengaturan_prodi pp on pp.id_prodi = mk.id_prodi
    cross join (values ('UTS'), ('UAS')) as x(jenis)
    order by j.id_kelas, x.jenis, j.hari, j.jam_mulai
  `.execute(db);
}
