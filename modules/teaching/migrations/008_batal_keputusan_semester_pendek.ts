import { sql, type Kysely } from 'kysely';

// Undoing a short-semester decision (decision 0034) deletes the class an acceptance opened, but
// the history keeps every transition, the acceptance's included: its `id_kelas` then names a class
// that no longer exists, so the history's reference to master_data.kelas goes (the decision row
// keeps its own, it is deleted with the class). `nama_kelas` keeps the class's letter readable.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table teaching.riwayat_keputusan_semester_pendek drop constraint riwayat_keputusan_semester_pendek_id_kelas_fkey`.execute(db);
  await sql`alter table teaching.riwayat_keputusan_semester_pendek add column nama_kelas text`.execute(db);
  await sql`update teaching.riwayat_keputusan_semester_pendek r set nama_kelas = k.nama_kelas from master_data.kelas k where k.id_kelas = r.id_kelas`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update teaching.riwayat_keputusan_semester_pendek set id_kelas = null where id_kelas not in (select id_kelas from master_data.kelas)`.execute(db);
  await sql`alter table teaching.riwayat_keputusan_semester_pendek drop column nama_kelas`.execute(db);
  await sql`alter table teaching.riwayat_keputusan_semester_pendek add foreign key (id_kelas) references master_data.kelas`.execute(db);
}
