import { sql, type Kysely } from 'kysely';
import { kelasDari, type KelasNilai } from './server/nilai.service';
import { simpanValidasi, type BarisNilai } from './server/validasi-nilai.service';

/** Past validations are dated this many days before their window's last day, at VALIDASI_JAM (Asia/Jakarta). */
const HARI_SEBELUM_BATAS = 3;
const VALIDASI_JAM = '14:00';

type Kelas = { id_kelas: number; id_mata_kuliah: number; id_semester_registrasi: number };

/**
 * A grade belongs to an enrolment of an approved KRS (a draft or submitted KRS may still change), so
 * before the active-semester classes are graded their students' KRS are decided: each one not yet
 * approved is approved by the student's adviser now, submitted first when still a draft, with its
 * history, as the krs seed records every approval. A handful of students whatever `ctx.scale`
 * (the classes least in need of it are chosen).
 */
async function setujuiKrsPeserta(db: Kysely<any>, idKelas: readonly number[]): Promise<void> {
  if (!idKelas.length) return;
  const { rows } = await sql<{ id_krs: number; status: string; id_user_mhs: number | null; id_user_pa: number | null }>`
    select h.id_krs, h.status, m.id_user as id_user_mhs, (select d.id_user from master_data.dosen d where d.id_dosen = m.id_dosen_pa) as id_user_pa
    from krs.krs h join master_data.mahasiswa m on m.id_mahasiswa = h.id_mahasiswa
    where h.status <> 'disetujui' and h.id_krs in (select kk.id_krs from krs.krs_kelas kk where kk.id_kelas = any(${[...idKelas]}::int[]))`.execute(db);
  if (!rows.length) return;
  await sql`update krs.krs h set status = 'disetujui', id_dosen_penyetuju = m.id_dosen_pa, diajukan_pada = coalesce(h.diajukan_pada, now()),
      diputuskan_pada = now(), diubah = now()
    from master_data.mahasiswa m where m.id_mahasiswa = h.id_mahasiswa and h.id_krs = any(${rows.map((r) => r.id_krs)}::int[])`.execute(db);
  await sql`insert into krs.riwayat_krs (id_krs, status_dari, status_ke, id_user, catatan, waktu)
    select v.id_krs, v.status, 'diajukan', v.id_user_mhs, null, now() from unnest(${rows.map((r) => r.id_krs)}::int[], ${rows.map((r) => r.status)}::text[],
      ${rows.map((r) => r.id_user_mhs)}::int[]) as v(id_krs, status, id_user_mhs) where v.status in ('draft', 'dikembalikan') and v.id_user_mhs is not null
    union all
    select v.id_krs, 'diajukan', 'disetujui', v.id_user_pa, null, now() from unnest(${rows.map((r) => r.id_krs)}::int[], ${rows.map((r) => r.id_user_pa)}::int[])
      as v(id_krs, id_user_pa) where v.id_user_pa is not null`.execute(db);
}

/**
 * Grade validation of the demo campus (decision 0020), for dsn00 only (a few rows whatever `ctx.scale`):
 * - Active semester (its entry window is open): the krs seed grades nobody there, so two of dsn00's
 *   classes without the demo student (fewest KRS still undecided, then most students) get their
 *   students' KRS approved (setujuiKrsPeserta) and every student graded; the first is
 *   validated now, the second is left complete and unvalidated for the user to validate.
 *   'Komputasi Awan' with mhs00 stays ungraded.
 * - Every past class of dsn00 whose entry window has ended, with students all graded, was validated
 *   HARI_SEBELUM_BATAS days before that window's end. Its receipt holds the grades of that day: a grade
 *   changed later (seed-perubahan-nilai.ts, run before this) shows the score before the change.
 */
export async function seedValidasiNilai(db: Kysely<any>): Promise<void> {
  const { rows: [dosen] } = await sql<{ id_dosen: number; id_user: number }>`
    select d.id_dosen, d.id_user from master_data.dosen d join core.pengguna u on u.id_user = d.id_user where u.username = 'dsn00'`.execute(db);
  if (!dosen) return;
  const kelas = async (k: Kelas): Promise<KelasNilai> => (await kelasDari(db, k))!;

  const { rows: aktif } = await sql<Kelas>`
    select k.id_kelas, k.id_mata_kuliah, k.id_semester_registrasi
    from master_data.kelas k
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi and s.aktif
    join teaching.jadwal_input_nilai j on j.id_semester_registrasi = s.id_semester_registrasi
      and (now() at time zone 'Asia/Jakarta')::date between j.mulai and j.selesai
    where k.id_dosen = ${dosen.id_dosen}
      and exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)
      and not exists (select 1 from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
        join core.pengguna u on u.id_user = m.id_user and u.username = 'mhs00' where kk.id_kelas = k.id_kelas)
    order by (select count(*) from krs.krs_kelas kk join krs.krs h on h.id_krs = kk.id_krs where kk.id_kelas = k.id_kelas and h.status <> 'disetujui'),
      (select count(*) from krs.krs_kelas kk where kk.id_kelas = k.id_kelas) desc, k.id_kelas
    limit 2`.execute(db);
  await setujuiKrsPeserta(db, aktif.map((k) => k.id_kelas));
  // The grade writer (krs's simpanNilaiKelas) opens its own transaction, which a seed running inside
  // one cannot; so the grades are written as the krs and short-semester seeds write theirs: letter
  // and index from the student's programme scale valid today, in one statement. Scores 55 to 98.5,
  // fixed per student so every seed gives the same grades.
  await sql`
    update krs.krs_kelas kk set nilai_angka = g.angka, nilai_huruf = sc.nilai_huruf, nilai_indeks = sc.nilai_indeks, dinilai_pada = now()
    from master_data.mahasiswa m
    cross join lateral (select 55 + (m.id_mahasiswa * 37) % 44 + (m.id_mahasiswa % 2) * 0.5 as angka) g
    cross join lateral (select sn.nilai_huruf, sn.nilai_indeks from master_data.skala_nilai sn
      where sn.id_prodi = m.id_prodi and sn.batas_bawah <= g.angka and sn.berlaku_mulai <= (now() at time zone 'Asia/Jakarta')::date
      order by sn.berlaku_mulai desc, sn.batas_bawah desc limit 1) sc
    where m.id_mahasiswa = kk.id_mahasiswa and kk.id_kelas = any(${aktif.map((k) => k.id_kelas)}::int[])
      and exists (select 1 from krs.krs h where h.id_krs = kk.id_krs and h.status = 'disetujui')`.execute(db);
  if (aktif[0]) {
    const { rows } = await sql<BarisNilai>`select m.nim, m.nama_mahasiswa, kk.nilai_angka, kk.nilai_huruf, kk.nilai_indeks
      from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa where kk.id_kelas = ${aktif[0].id_kelas}`.execute(db);
    await simpanValidasi(db, await kelas(aktif[0]), rows, dosen.id_user);
  }

  const { rows: lalu } = await sql<Kelas & { pada: string }>`
    select k.id_kelas, k.id_mata_kuliah, k.id_semester_registrasi,
      ((greatest(j.mulai, j.selesai - ${HARI_SEBELUM_BATAS}::int) + ${VALIDASI_JAM}::time) at time zone 'Asia/Jakarta')::text as pada
    from master_data.kelas k
    join teaching.jadwal_input_nilai j on j.id_semester_registrasi = k.id_semester_registrasi and j.selesai < (now() at time zone 'Asia/Jakarta')::date
    where k.id_dosen = ${dosen.id_dosen} and exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)
    order by k.id_kelas`.execute(db);
  for (const k of lalu) {
    // Each grade as it stood at the validation: before the first change recorded after it.
    const { rows } = await sql<BarisNilai>`
      select m.nim, m.nama_mahasiswa,
        case when r.id_riwayat_perubahan_nilai is null then kk.nilai_angka else r.nilai_angka_lama end as nilai_angka,
        case when r.id_riwayat_perubahan_nilai is null then kk.nilai_huruf else r.nilai_huruf_lama end as nilai_huruf,
        case when r.id_riwayat_perubahan_nilai is null then kk.nilai_indeks else r.nilai_indeks_lama end as nilai_indeks
      from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
      left join lateral (select r.* from teaching.riwayat_perubahan_nilai r where r.id_krs_kelas = kk.id_krs_kelas and r.diubah_pada > ${k.pada}::timestamptz
        order by r.diubah_pada, r.id_riwayat_perubahan_nilai limit 1) r on true
      where kk.id_kelas = ${k.id_kelas}`.execute(db);
    if (rows.every((r) => r.nilai_angka !== null)) await simpanValidasi(db, await kelas(k), rows, dosen.id_user, k.pada);
  }
}
