import { sql, type Kysely } from 'kysely';
import { semesterPendekBerikut } from './server/semester-pendek.service';

/** Other lecturers of the demo programme who propose a short-semester course, and which of them is declined. */
const PENGUSUL_LAIN = 3;
const ALASAN_DITOLAK = 'Peminat mata kuliah ini pada semester pendek terlalu sedikit; dibuka kembali pada semester reguler.';

/**
 * What programme staff read on /preferensi-dosen and /usulan-semester-pendek (decision 0026), so
 * both pages have content: every other lecturer of the two computing programmes (Teknik Informatika,
 * Sistem Informasi: the programmes with named clusters) fills in their preferences (one cluster, its
 * first two courses as priorities, two time ranges, one field), chosen from their id so the seed is
 * the same every run; the others leave them empty, as real lecturers do. For the coming short
 * semester, besides dsn00's own proposal (seed-semester-pendek.ts): a colleague who also taught that
 * course proposes it too (when there is one), and three other lecturers of dsn00's programme propose
 * one course each that they taught (at most 3 SKS); the last of those is already declined by aka01
 * with a reason. dsn00's course stays waiting, for the staff to open. A handful of rows per lecturer.
 */
export async function seedUsulanProdi(db: Kysely<any>): Promise<void> {
  const { rows: [ctx] } = await sql<{ id_dosen: number; id_prodi: number; kode_aktif: string; id_aka01: number | null } | undefined>`
    select d.id_dosen, d.id_prodi, (select kode_semester from master_data.semester where aktif) as kode_aktif,
      (select id_user from core.pengguna where username = 'aka01') as id_aka01
    from master_data.dosen d join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'`.execute(db);
  if (!ctx?.kode_aktif) return;

  // Preferences of every other lecturer of the computing programmes (not dsn00 and kor00, whose own are theirs to set).
  const pengisi = sql`
    select d.id_dosen, d.id_prodi, r.id_rumpun_mata_kuliah, 1 + d.id_dosen % 5 as hari
    from master_data.dosen d join master_data.prodi p on p.id_prodi = d.id_prodi and p.kode_prodi in ('55201', '57201')
    cross join lateral (select id_rumpun_mata_kuliah from teaching.rumpun_mata_kuliah rm where rm.id_prodi = d.id_prodi
      order by rm.id_rumpun_mata_kuliah offset d.id_dosen % greatest((select count(*) from teaching.rumpun_mata_kuliah x where x.id_prodi = d.id_prodi), 1) limit 1) r
    where d.aktif and d.id_dosen % 2 = 0
      and not exists (select 1 from core.pengguna u where u.id_user = d.id_user and u.username in ('dsn00', 'kor00'))`;
  await sql`insert into teaching.rumpun_dosen (id_dosen, id_rumpun_mata_kuliah) select id_dosen, id_rumpun_mata_kuliah from (${pengisi}) p`.execute(db);
  await sql`insert into teaching.prioritas_mata_kuliah (id_dosen, urutan, id_mata_kuliah)
    select p.id_dosen, row_number() over (partition by p.id_dosen order by a.id_mata_kuliah), a.id_mata_kuliah from (${pengisi}) p
    cross join lateral (select id_mata_kuliah from teaching.rumpun_mata_kuliah_anggota a where a.id_rumpun_mata_kuliah = p.id_rumpun_mata_kuliah
      order by id_mata_kuliah limit 2) a`.execute(db);
  await sql`insert into teaching.waktu_mengajar (id_dosen, hari, jam_mulai, jam_selesai)
    select id_dosen, hari, time '08:00', time '12:00' from (${pengisi}) p
    union all select id_dosen, hari + 1, time '13:00', time '16:00' from (${pengisi}) p`.execute(db);
  await sql`insert into teaching.bidang_keahlian_dosen (id_dosen, id_bidang_keahlian)
    select p.id_dosen, b.id_bidang_keahlian from (${pengisi}) p
    cross join lateral (select id_bidang_keahlian from teaching.bidang_keahlian where kelompok = 'Ilmu Komputer'
      order by id_bidang_keahlian offset p.id_dosen % 9 limit 1) b`.execute(db);

  // Proposals for the coming short semester from dsn00's colleagues.
  const kode = semesterPendekBerikut(ctx.kode_aktif).kode_semester;
  await sql`insert into teaching.usulan_semester_pendek (kode_semester, id_dosen, id_mata_kuliah, diusulkan_pada)
    select u.kode_semester, k.id_dosen, u.id_mata_kuliah, u.diusulkan_pada + interval '1 day'
    from teaching.usulan_semester_pendek u
    cross join lateral (select min(k.id_dosen) as id_dosen from master_data.kelas k where k.id_mata_kuliah = u.id_mata_kuliah and k.id_dosen <> u.id_dosen) k
    where u.kode_semester = ${kode} and u.id_dosen = ${ctx.id_dosen} and k.id_dosen is not null`.execute(db);
  const { rows: lain } = await sql<{ id_dosen: number; id_mata_kuliah: number }>`
    insert into teaching.usulan_semester_pendek (kode_semester, id_dosen, id_mata_kuliah)
    select ${kode}, c.id_dosen, c.id_mata_kuliah from (
      select distinct on (k.id_dosen) k.id_dosen, k.id_mata_kuliah
      from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah and mk.sks between 1 and 3
      join master_data.dosen d on d.id_dosen = k.id_dosen and d.id_prodi = ${ctx.id_prodi}
      where k.id_dosen <> ${ctx.id_dosen} and not exists (select 1 from core.pengguna u where u.id_user = d.id_user and u.username = 'kor00')
        and not exists (select 1 from teaching.usulan_semester_pendek x where x.kode_semester = ${kode} and x.id_mata_kuliah = k.id_mata_kuliah)
      order by k.id_dosen, k.id_mata_kuliah
    ) c order by c.id_dosen limit ${PENGUSUL_LAIN}
    on conflict do nothing
    returning id_dosen, id_mata_kuliah`.execute(db);
  const ditolak = [...lain].sort((a, b) => a.id_dosen - b.id_dosen).at(-1);
  if (!ditolak || ctx.id_aka01 === null) return;
  await sql`insert into teaching.keputusan_semester_pendek (kode_semester, id_mata_kuliah, status, alasan, id_user)
    values (${kode}, ${ditolak.id_mata_kuliah}, 'ditolak', ${ALASAN_DITOLAK}, ${ctx.id_aka01})`.execute(db);
  await sql`insert into teaching.riwayat_keputusan_semester_pendek (kode_semester, id_mata_kuliah, status_dari, status_ke, alasan, id_user)
    values (${kode}, ${ditolak.id_mata_kuliah}, 'diusulkan', 'ditolak', ${ALASAN_DITOLAK}, ${ctx.id_aka01})`.execute(db);
}
