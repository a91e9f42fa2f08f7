import { sql, type RawBuilder } from 'kysely';

/**
 * Who is enrolled in a class comes from the krs module (it owns krs.krs_kelas). Everything in this
 * module asks through these two SQL fragments, so the enrolment rule lives in one place.
 */

/** SQL: the id_mahasiswa of every student enrolled in the class `idKelas` (a column or a value). */
export function pesertaKelas(idKelas: RawBuilder<unknown> | number): RawBuilder<number> {
  return sql<number>`(select kk.id_mahasiswa from krs.krs_kelas kk where kk.id_kelas = ${idKelas})`;
}

/** SQL: true when student `idMahasiswa` is enrolled in class `idKelas`. */
export function terdaftar(idKelas: RawBuilder<unknown> | number, idMahasiswa: RawBuilder<unknown> | number): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from krs.krs_kelas kk where kk.id_kelas = ${idKelas} and kk.id_mahasiswa = ${idMahasiswa})`;
}
