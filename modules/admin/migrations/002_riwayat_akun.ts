import { sql, type Kysely } from 'kysely';

// The account actions (activate or deactivate, reset the password) join the history of changes;
// a reset records that it happened and by whom, never the password.
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`alter table admin.riwayat_perubahan drop constraint riwayat_perubahan_jenis_check,
    add constraint riwayat_perubahan_jenis_check check (jenis in ('grup', 'akses_prodi', 'status', 'password'))`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`delete from admin.riwayat_perubahan where jenis in ('status', 'password')`).execute(db);
  await sql.raw(`alter table admin.riwayat_perubahan drop constraint riwayat_perubahan_jenis_check,
    add constraint riwayat_perubahan_jenis_check check (jenis in ('grup', 'akses_prodi'))`).execute(db);
}
