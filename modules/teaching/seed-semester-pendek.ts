import { sql, type Kysely } from 'kysely';
import { semesterPendekBerikut } from './server/semester-pendek.service';

/** Students enrolled in each demo short-semester class, and classes opened for dsn00. */
const PESERTA_MAKS = 8;
const KELAS_SP = 2;

/**
 * Who may retake which of the lecturer's courses in the short semester `idSemesterPendek`: a student whose latest
 * grade in the course before it is below the programme's minimum pass grade (krs refuses a passed
 * course; D/E retakes are allowed), never the demo student. Courses of at most 3 SKS that the
 * lecturer taught in a regular semester. Rows: id_mata_kuliah, id_mahasiswa, nilai_angka (latest).
 */
const calonPengulang = (idDosen: number, idSemesterPendek: number) => sql`
  select t.id_mata_kuliah, t.id_mahasiswa, t.nilai_angka from (
    select distinct on (kk.id_mata_kuliah, kk.id_mahasiswa) kk.id_mata_kuliah, kk.id_mahasiswa, kk.nilai_angka, kk.nilai_indeks, m.id_prodi
    from krs.krs_kelas kk
    join master_data.semester s on s.id_semester_registrasi = kk.id_semester_registrasi
    join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
    join core.pengguna u on u.id_user = m.id_user and u.username <> 'mhs00'
    where kk.nilai_indeks is not null
      and s.kode_semester < (select kode_semester from master_data.semester where id_semester_registrasi = ${idSemesterPendek})
      and kk.id_mata_kuliah in (select k.id_mata_kuliah from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
        join master_data.semester ks on ks.id_semester_registrasi = k.id_semester_registrasi
        where k.id_dosen = ${idDosen} and ks.periode <> 3 and mk.sks between 1 and 3)
    order by kk.id_mata_kuliah, kk.id_mahasiswa, s.kode_semester desc
  ) t
  join master_data.pengaturan_prodi pp on pp.id_prodi = t.id_prodi
  where t.nilai_indeks < coalesce((select sn.nilai_indeks from master_data.skala_nilai sn
    where sn.id_prodi = t.id_prodi and sn.nilai_huruf = pp.nilai_minimal_lulus order by sn.berlaku_mulai desc limit 1), 2)`;

/**
 * The short semester of the demo campus, so dsn00's short-semester pages show real content:
 * master-data opens no classes in a short semester and krs enrols nobody there, so this seed opens
 * dsn00's short-semester classes itself (the programme's decision after the proposals, which has no
 * screen yet). In the latest short semester that has begun: two classes of courses dsn00 taught in
 * a regular semester (those the most students failed), each retaken by up to 8 of them (not the demo
 * student, whose KHS other pages describe), approved KRS and graded, as every past semester is.
 * Meetings are not seeded (only the active and the previous regular semester have them). dsn00 also has one proposal for the coming
 * short semester. A handful of rows whatever `ctx.scale`.
 */
export async function seedSemesterPendek(db: Kysely<any>): Promise<void> {
  const { rows: [ctx] } = await sql<{ id_dosen: number; id_semester_registrasi: number; kode_aktif: string } | undefined>`
    select d.id_dosen, sp.id_semester_registrasi, a.kode_semester as kode_aktif
    from master_data.dosen d join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'
    cross join lateral (select id_semester_registrasi from master_data.semester where periode = 3
      and kuliah_mulai <= (now() at time zone 'Asia/Jakarta')::date order by kode_semester desc limit 1) sp
    cross join (select kode_semester from master_data.semester where aktif) a`.execute(db);
  if (!ctx) return;
  const calon = calonPengulang(ctx.id_dosen, ctx.id_semester_registrasi);

  // The courses with the most students who may retake them; shift and room of dsn00's earlier class.
  const { rows: kelas } = await sql<{ id_kelas: number; id_mata_kuliah: number }>`
    with pilihan as (
      select c.id_mata_kuliah, mk.sks, count(*) as pengulang,
        (select min(k.id_shift) from master_data.kelas k where k.id_mata_kuliah = c.id_mata_kuliah and k.id_dosen = ${ctx.id_dosen}) as id_shift,
        (select min(j.id_ruang) from master_data.kelas k join master_data.jadwal j on j.id_kelas = k.id_kelas
          where k.id_mata_kuliah = c.id_mata_kuliah and k.id_dosen = ${ctx.id_dosen}) as id_ruang
      from (${calon}) c join master_data.mata_kuliah mk on mk.id_mata_kuliah = c.id_mata_kuliah
      group by c.id_mata_kuliah, mk.sks
      order by pengulang desc, c.id_mata_kuliah limit ${KELAS_SP}
    ), baru as (
      insert into master_data.kelas (id_semester_registrasi, id_mata_kuliah, nama_kelas, id_shift, kuota, id_dosen)
      select ${ctx.id_semester_registrasi}, id_mata_kuliah, 'A', id_shift, 30, ${ctx.id_dosen} from pilihan
      returning id_kelas, id_mata_kuliah
    ), jadwal as (
      -- Short semesters meet twice a week: Monday and Wednesday (the first is the one shown).
      insert into master_data.jadwal (id_kelas, hari, jam_mulai, jam_selesai, id_ruang)
      select b.id_kelas, h.hari, t.mulai, t.mulai + make_interval(mins => p.sks * 50), p.id_ruang
      from baru b join pilihan p using (id_mata_kuliah)
      cross join (values (1), (3)) h(hari)
      cross join lateral (select case when b.id_mata_kuliah = (select min(id_mata_kuliah) from pilihan) then time '08:00' else time '13:00' end as mulai) t
    )
    select id_kelas, id_mata_kuliah from baru`.execute(db);
  if (!kelas.length) return;
  const idKelas = kelas.map((k) => k.id_kelas);

  // Each class's students: up to 8 of those who may retake it, lowest score first.
  const peserta = sql`
    select k.id_kelas, k.id_mata_kuliah, mk.sks, x.id_mahasiswa
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    cross join lateral (
      select c.id_mahasiswa from (${calon}) c where c.id_mata_kuliah = k.id_mata_kuliah
      order by c.nilai_angka, c.id_mahasiswa limit ${PESERTA_MAKS}
    ) x
    where k.id_kelas = any(${idKelas}::int[])`;
  await sql`
    insert into krs.krs (id_mahasiswa, id_semester_registrasi, status, id_dosen_penyetuju, dibuat, diubah, diajukan_pada, diputuskan_pada)
    select distinct p.id_mahasiswa, ${ctx.id_semester_registrasi}::int, 'disetujui', m.id_dosen_pa, w.t, w.t, w.t, w.t
    from (${peserta}) p join master_data.mahasiswa m on m.id_mahasiswa = p.id_mahasiswa
    cross join (select (krs_selesai + time '12:00') at time zone 'Asia/Jakarta' as t from master_data.semester
      where id_semester_registrasi = ${ctx.id_semester_registrasi}) w
    on conflict (id_mahasiswa, id_semester_registrasi) do nothing`.execute(db);
  await sql`
    insert into krs.krs_kelas (id_krs, id_mahasiswa, id_semester_registrasi, id_kelas, id_mata_kuliah, sks, nilai_angka, nilai_huruf, nilai_indeks, dinilai_pada)
    select h.id_krs, p.id_mahasiswa, h.id_semester_registrasi, p.id_kelas, p.id_mata_kuliah, p.sks, g.angka, sc.nilai_huruf, sc.nilai_indeks,
      (s.kuliah_selesai + time '12:00') at time zone 'Asia/Jakarta'
    from (${peserta}) p
    join krs.krs h on h.id_mahasiswa = p.id_mahasiswa and h.id_semester_registrasi = ${ctx.id_semester_registrasi}
    join master_data.semester s on s.id_semester_registrasi = h.id_semester_registrasi
    join master_data.mahasiswa m on m.id_mahasiswa = p.id_mahasiswa
    cross join lateral (select 60 + ((p.id_mahasiswa * 37 + p.id_kelas * 11) % 31) as angka) g
    cross join lateral (
      select sn.nilai_huruf, sn.nilai_indeks from master_data.skala_nilai sn
      where sn.id_prodi = m.id_prodi and sn.batas_bawah <= g.angka and sn.berlaku_mulai <= s.kuliah_selesai
      order by sn.berlaku_mulai desc, sn.batas_bawah desc limit 1
    ) sc`.execute(db);
  await sql`
    insert into krs.riwayat_krs (id_krs, status_dari, status_ke, id_user, catatan, waktu)
    select h.id_krs, 'draft', 'diajukan', m.id_user, null, h.diajukan_pada from krs.krs h
    join master_data.mahasiswa m on m.id_mahasiswa = h.id_mahasiswa where h.id_semester_registrasi = ${ctx.id_semester_registrasi}
    union all
    select h.id_krs, 'diajukan', 'disetujui', d.id_user, null, h.diputuskan_pada from krs.krs h
    join master_data.dosen d on d.id_dosen = h.id_dosen_penyetuju where h.id_semester_registrasi = ${ctx.id_semester_registrasi}`.execute(db);
  await sql`
    insert into krs.kelas_kuota (id_kelas, kuota, terisi)
    select k.id_kelas, k.kuota, count(kk.id_krs_kelas) from master_data.kelas k
    left join krs.krs_kelas kk on kk.id_kelas = k.id_kelas where k.id_kelas = any(${idKelas}::int[]) group by k.id_kelas, k.kuota`.execute(db);

  // One proposal for the coming short semester (see semester-pendek.service.ts): the first course again.
  await sql`insert into teaching.usulan_semester_pendek (kode_semester, id_dosen, id_mata_kuliah)
    values (${semesterPendekBerikut(ctx.kode_aktif).kode_semester}, ${ctx.id_dosen}, ${kelas[0].id_mata_kuliah})`.execute(db);
}
