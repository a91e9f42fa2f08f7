import { sql, type Kysely } from 'kysely';

// Free-text comment questions (decision 0032). A question is either Likert (answered 1-5 in
// `jawaban`) or a comment (answered, optionally, in `komentar`); the comments hang on the same
// anonymous sheet as the Likert answers, so they name the class and lecturer, never the student.
const statements = [
  `alter table questionnaire.soal
    add column tipe text not null default 'likert' check (tipe in ('likert', 'komentar'))`,
  // An empty comment is not stored (no row), so a stored one always has text, at most 1000 characters.
  `create table questionnaire.komentar (
    id_lembar integer not null references questionnaire.lembar on delete cascade,
    id_soal integer not null references questionnaire.soal on delete cascade,
    isi text not null check (char_length(isi) between 1 and 1000),
    primary key (id_lembar, id_soal)
  )`,
  'create index komentar_soal_idx on questionnaire.komentar (id_soal)',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table questionnaire.komentar').execute(db);
  await sql.raw('alter table questionnaire.soal drop column tipe').execute(db);
}
