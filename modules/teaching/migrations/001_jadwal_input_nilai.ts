import { sql, type Kysely } from 'kysely';

// The grade-entry window of each semester (a setting, domain-rules.md: numbers live in tables, not
// code). Lecturers enter and change grades of the semester's classes from `mulai` to `selesai`
// inclusive (campus calendar days, Asia/Jakarta); a semester without a row is closed.
const statements = [
  `create table teaching.jadwal_input_nilai (
    id_semester_registrasi integer primary key references master_data.semester,
    mulai date not null,
    selesai date not null,
    check (selesai >= mulai)
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table teaching.jadwal_input_nilai').execute(db);
}
