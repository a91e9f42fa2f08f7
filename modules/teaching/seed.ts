import { sql } from 'kysely';
import type { SeedContext } from '../../core/server/module';

/** Days after the last lecture day until which grades may still be entered (the demo calendar). */
const HARI_SETELAH_KULIAH = 14;

/**
 * The grade-entry window of every seeded semester: from the first lecture day to 14 days after the
 * last one, in one statement whatever the scale. Past semesters are therefore closed and the active
 * one is open; its classes are ungraded (krs seeds no active-semester grades), so dsn00 finds
 * 'Komputasi Awan' with mhs00 in it waiting for grades.
 */
export async function seedTeaching({ db }: SeedContext): Promise<void> {
  await sql`insert into teaching.jadwal_input_nilai (id_semester_registrasi, mulai, selesai)
    select id_semester_registrasi, kuliah_mulai, kuliah_selesai + ${HARI_SETELAH_KULIAH}::int from master_data.semester`.execute(db);
}
