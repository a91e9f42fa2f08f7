import { sql, type Kysely } from 'kysely';
import { semesterPendekBerikut } from './server/semester-pendek.service';

/** Students enrolled in each demo short-semester class, and classes opened for dsn00. */
const PESERTA_MAKS = 8;
const KELAS_SP = 2;

/**
 * The short semester of the demo campus, so dsn00's short-semester pages show real content:
 * master-data opens no classes in a short semester and krs enrols nobody there, so this seed opens
 * dsn00's short-semester classes itself (the programme's decision after the proposals, which has no
 * screen yet). In the latest short semester that has begun: two classes of courses dsn00 taught in
 * a regular semester (those most failed), each retaken by up to 8 students with the lowest grades
 * in that course (not the demo student, whose KHS other pages describe), approved KRS and
 * graded, as every past semester is. Meetings are not seeded, as for every past semester. dsn00 also
 * has one proposal for the coming short semester. A handful of rows whatever `ctx.scale`.
 */
export async function seedSemesterPendek(db: Kysely<any>): Promise<void> {
  const { rows: [ctx] } = await sql<{ id_dosen: number; id_semester_registrasi: number; kode_aktif: string } | undefined>`
    select d.id_dosen, sp.id_semester_registrasi, a.kode_semester as kode_aktif
    from master_data.dosen d join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'
    cross join lateral (select id_semester_registrasi from master_data.semester where periode = 3
      and kuliah_mulai <= (now() at time zone 'Asia/Jakarta')::date order by kode_semester desc limit 1) sp
    cross join (select kode_semester from master_data.semester where aktif) a`.execute(db);
  if (!ctx) return;

  // The courses most failed (index below 2) among dsn00's regular classes, at most 3 SKS.
  const { rows: kelas } = await sql<{ id_kelas: number; id_mata_kuliah: number; sks: number }>`
    with pilihan as (
      select k.id_mata_kuliah, min(k.id_shift) as id_shift, min(j.id_ruang) as id_ruang, mk.sks,
        count(kk.id_krs_kelas) filter (where kk.nilai_indeks < 2) as gagal, count(kk.id_krs_kelas) as peserta
      from master_data.kelas k
      join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah and mk.sks between 1 and 3
      join master_data.jadwal j on j.id_kelas = k.id_kelas
      left join krs.krs_kelas kk on kk.id_kelas = k.id_kelas and kk.nilai_indeks is not null
      where k.id_dosen = ${ctx.id_dosen}
      group by k.id_mata_kuliah, mk.sks having count(kk.id_krs_kelas) > 0
      order by gagal desc, peserta desc, k.id_mata_kuliah limit ${KELAS_SP}
    ), baru as (
      insert into master_data.kelas (id_semester_registrasi, id_mata_kuliah, nama_kelas, id_shift, kuota, id_dosen)
      select ${ctx.id_semester_registrasi}, id_mata_kuliah, 'A', id_shift, 30, ${ctx.id_dosen} from pilihan
      returning id_kelas, id_mata_kuliah
    ), jadwal as (
      -- Short semesters meet twice a week: Monday and Wednesday mornings (the first is the one shown).
      insert into master_data.jadwal (id_kelas, hari, jam_mulai, jam_selesai, id_ruang)
      select b.id_kelas, h.hari, t.mulai, t.mulai + make_interval(mins => p.sks * 50), p.id_ruang
      from baru b join pilihan p using (id_mata_kuliah)
      cross join (values (1), (3)) h(hari)
      cross join lateral (select case when b.id_mata_kuliah = (select min(id_mata_kuliah) from pilihan) then time '08:00' else time '13:00' end as mulai) t
    )
    select b.id_kelas, b.id_mata_kuliah, p.sks::int as sks from baru b join pilihan p using (id_mata_kuliah)`.execute(db);
  if (!kelas.length) return;
  const idKelas = kelas.map((k) => k.id_kelas);

  // Each class's retakers: the lowest best grade in the course, never the demo student.
  const peserta = sql`
    select k.id_kelas, k.id_mata_kuliah, mk.sks, x.id_mahasiswa
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    cross join lateral (
      select kk.id_mahasiswa from krs.krs_kelas kk
      join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
      join core.pengguna u on u.id_user = m.id_user and u.username <> 'mhs00'
      where kk.id_mata_kuliah = k.id_mata_kuliah and kk.nilai_indeks is not null
      group by kk.id_mahasiswa order by max(kk.nilai_indeks), max(kk.nilai_angka), kk.id_mahasiswa limit ${PESERTA_MAKS}
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
