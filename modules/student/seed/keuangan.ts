import { sql, type Kysely } from 'kysely';

/**
 * Bills and payments for every student with set-based statements (20,000 students seed in a few
 * seconds): a UKT bill per regular semester from the intake year up to the active one, a lab fee
 * in some Ganjil semesters, and payments for everything except, in the active semester, the
 * students picked as unpaid (id % 9 = 4: nothing paid; id % 9 = 7: half paid). mhs00 is never
 * picked, so the demo student can build a KRS at once.
 */
export async function seedKeuangan(db: Kysely<any>, idMhs00: number): Promise<void> {
  await sql`
    insert into student.tagihan (id_mahasiswa, id_semester_registrasi, jenis, keterangan, jumlah, jatuh_tempo)
    select m.id_mahasiswa, s.id_semester_registrasi, 'ukt', 'Uang Kuliah Tunggal (UKT) golongan ' || (m.id_mahasiswa % 5 + 1),
      case p.jenjang when 'D3' then 3500000 when 'S2' then 9000000 else 5000000 end + (m.id_mahasiswa % 5) * 750000,
      s.krs_selesai
    from master_data.mahasiswa m
    join master_data.prodi p on p.id_prodi = m.id_prodi
    join master_data.semester s on s.periode in (1, 2) and s.tahun_ajaran >= m.angkatan
    where s.kode_semester <= (select kode_semester from master_data.semester where aktif)
  `.execute(db);
  await sql`
    insert into student.tagihan (id_mahasiswa, id_semester_registrasi, jenis, keterangan, jumlah, jatuh_tempo)
    select t.id_mahasiswa, t.id_semester_registrasi, 'praktikum', 'Biaya praktikum laboratorium', 350000, t.jatuh_tempo
    from student.tagihan t join master_data.semester s on s.id_semester_registrasi = t.id_semester_registrasi
    where t.jenis = 'ukt' and s.periode = 1 and (t.id_mahasiswa % 3 = 0 or t.id_mahasiswa = ${idMhs00})
  `.execute(db);
  // Full payments, two days before the due date, or before today where the due date is still to come
  // (a payment is never dated in the future); the bank reference is unique per bill.
  await sql`
    insert into student.pembayaran (id_tagihan, jumlah, tanggal_bayar, metode, no_referensi)
    select t.id_tagihan,
      case when s.aktif and t.id_mahasiswa % 9 = 7 and t.id_mahasiswa <> ${idMhs00} then round(t.jumlah / 2) else t.jumlah end,
      (least(t.jatuh_tempo, (now() at time zone 'Asia/Jakarta')::date) - 2 - (t.id_mahasiswa % 5))::timestamp + time '09:15' + (t.id_tagihan % 300) * interval '1 minute',
      case t.id_mahasiswa % 3 when 0 then 'Virtual Account BNI' when 1 then 'Virtual Account BSI' else 'Transfer Bank Mandiri' end,
      'VA' || to_char(t.jatuh_tempo, 'YYYYMMDD') || lpad(t.id_tagihan::text, 8, '0')
    from student.tagihan t join master_data.semester s on s.id_semester_registrasi = t.id_semester_registrasi
    where not (s.aktif and t.id_mahasiswa % 9 = 4 and t.id_mahasiswa <> ${idMhs00})
  `.execute(db);
}
