import { sql, type Kysely } from 'kysely';

// Decision 0036: programme staff may withdraw (with a reason) or edit a project request while the
// lecturer has not answered it. `versi` counts the request's text: the lecturer's answer names the
// version read, so an edit meanwhile is never approved unseen. The constraints of migration 005
// carry PostgreSQL's default names (the same in PGlite).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lecturer.ajuan_penugasan_proyek
    add column versi integer not null default 1,
    add column alasan_penarikan text,
    add column ditarik_oleh integer references core.pengguna (id_user),
    add column diubah_pada timestamptz`.execute(db);
  await sql`alter table lecturer.ajuan_penugasan_proyek drop constraint ajuan_penugasan_proyek_status_check,
    add constraint ajuan_penugasan_proyek_status_check check (status in ('diajukan', 'disetujui', 'ditolak', 'ditarik')),
    add constraint ajuan_penugasan_proyek_ditarik_check check ((status = 'ditarik') = (alasan_penarikan is not null and ditarik_oleh is not null))`.execute(db);
  await sql`alter table lecturer.penugasan_proyek_riwayat drop constraint penugasan_proyek_riwayat_langkah_check,
    add constraint penugasan_proyek_riwayat_langkah_check check (langkah in ('pengajuan', 'persetujuan', 'penolakan', 'kirim_jawaban',
      'jawaban_diterima', 'jawaban_dikembalikan', 'perubahan', 'penarikan'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from lecturer.penugasan_proyek_riwayat where langkah in ('perubahan', 'penarikan')`.execute(db);
  await sql`delete from lecturer.ajuan_penugasan_proyek where status = 'ditarik'`.execute(db);
  await sql`alter table lecturer.penugasan_proyek_riwayat drop constraint penugasan_proyek_riwayat_langkah_check,
    add constraint penugasan_proyek_riwayat_langkah_check check (langkah in ('pengajuan', 'persetujuan', 'penolakan', 'kirim_jawaban',
      'jawaban_diterima', 'jawaban_dikembalikan'))`.execute(db);
  await sql`alter table lecturer.ajuan_penugasan_proyek drop constraint ajuan_penugasan_proyek_ditarik_check,
    drop constraint ajuan_penugasan_proyek_status_check,
    add constraint ajuan_penugasan_proyek_status_check check (status in ('diajukan', 'disetujui', 'ditolak')),
    drop column versi, drop column alasan_penarikan, drop column ditarik_oleh, drop column diubah_pada`.execute(db);
}
