import { sql, type Kysely } from 'kysely';

/** Points the demo's one seeded grade change moves a score by (down to the score it replaced). */
const SELISIH_CONTOH = 6;
const ALASAN_CONTOH = 'Koreksi nilai UAS: jawaban halaman terakhir belum terhitung saat pemeriksaan pertama.';

/**
 * The grade change (perubahan nilai) of the demo campus. seed.ts opens the change period of the
 * previous regular semester (and of the latest short semester) today; this makes sure dsn00 has
 * something to change there that the demo student can see:
 * - mhs00 is graded in a class of dsn00 in her previous regular semester. The krs seed assigns
 *   lecturers to past classes in turn, so whether one of hers is dsn00's depends on the calendar;
 *   when none is, her first class there is given to dsn00 (a past semester's lecturer, the row
 *   master-data's seed fills; no screen assigns past lecturers).
 * - one change is already on record: in dsn00's first class of that semester, the first other
 *   graded student's score was raised by SELISIH_CONTOH points with a reason, so the history
 *   ends at the grade stored today (letter and index of the old score from the student's scale).
 * A few rows whatever `ctx.scale`.
 */
export async function seedPerubahanNilai(db: Kysely<any>): Promise<void> {
  const { rows: [ctx] } = await sql<{ id_dosen: number; id_user: number; id_mahasiswa: number; id_semester_registrasi: number } | undefined>`
    select d.id_dosen, d.id_user, m.id_mahasiswa, lalu.id_semester_registrasi
    from master_data.dosen d join core.pengguna u on u.id_user = d.id_user and u.username = 'dsn00'
    cross join (master_data.mahasiswa m join core.pengguna um on um.id_user = m.id_user and um.username = 'mhs00')
    cross join lateral (select s.id_semester_registrasi from krs.krs_kelas kk join master_data.semester s on s.id_semester_registrasi = kk.id_semester_registrasi
      where kk.id_mahasiswa = m.id_mahasiswa and kk.nilai_angka is not null and s.periode <> 3
        and s.kode_semester < (select kode_semester from master_data.semester where aktif)
      order by s.kode_semester desc limit 1) lalu`.execute(db);
  if (!ctx) return;

  await sql`update master_data.kelas set id_dosen = ${ctx.id_dosen}
    where id_kelas = (select kk.id_kelas from krs.krs_kelas kk where kk.id_mahasiswa = ${ctx.id_mahasiswa}
        and kk.id_semester_registrasi = ${ctx.id_semester_registrasi} and kk.nilai_angka is not null order by kk.id_kelas limit 1)
      and not exists (select 1 from krs.krs_kelas kk join master_data.kelas k on k.id_kelas = kk.id_kelas
        where kk.id_mahasiswa = ${ctx.id_mahasiswa} and kk.id_semester_registrasi = ${ctx.id_semester_registrasi}
          and kk.nilai_angka is not null and k.id_dosen = ${ctx.id_dosen})`.execute(db);

  await sql`
    with contoh as (
      select kk.id_krs_kelas, kk.id_kelas, kk.id_mahasiswa, kk.nilai_angka, kk.nilai_huruf, kk.nilai_indeks, m.id_prodi,
        greatest(kk.nilai_angka - ${SELISIH_CONTOH}, 0) as angka_lama,
        ((least(j.perubahan_mulai + 1, (now() at time zone 'Asia/Jakarta')::date) + time '10:00') at time zone 'Asia/Jakarta') as waktu
      from master_data.kelas k
      join teaching.jadwal_input_nilai j on j.id_semester_registrasi = k.id_semester_registrasi
      join krs.krs_kelas kk on kk.id_kelas = k.id_kelas and kk.nilai_angka >= ${SELISIH_CONTOH}
      join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa and m.id_mahasiswa <> ${ctx.id_mahasiswa}
      where k.id_dosen = ${ctx.id_dosen} and k.id_semester_registrasi = ${ctx.id_semester_registrasi} and j.perubahan_mulai is not null
      order by k.id_kelas, m.nim limit 1
    ), tercatat as (
      insert into teaching.riwayat_perubahan_nilai (id_krs_kelas, id_kelas, id_mahasiswa, nilai_angka_lama, nilai_huruf_lama, nilai_indeks_lama,
        nilai_angka_baru, nilai_huruf_baru, nilai_indeks_baru, alasan, id_dosen, id_user, diubah_pada)
      select c.id_krs_kelas, c.id_kelas, c.id_mahasiswa, c.angka_lama, sn.nilai_huruf, sn.nilai_indeks,
        c.nilai_angka, c.nilai_huruf, c.nilai_indeks, ${ALASAN_CONTOH}, ${ctx.id_dosen}, ${ctx.id_user}, c.waktu
      from contoh c
      cross join lateral (select nilai_huruf, nilai_indeks from master_data.skala_nilai sn
        where sn.id_prodi = c.id_prodi and sn.batas_bawah <= c.angka_lama and sn.berlaku_mulai <= c.waktu::date
        order by sn.berlaku_mulai desc, sn.batas_bawah desc limit 1) sn
      returning id_krs_kelas, diubah_pada
    )
    update krs.krs_kelas kk set dinilai_pada = t.diubah_pada from tercatat t where kk.id_krs_kelas = t.id_krs_kelas`.execute(db);
}
