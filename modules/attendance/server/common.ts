import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { formatTanggalCetak } from '../../../core/server/print';
import { t } from '../../../core/server/i18n';
import { idDosenPengguna } from '../../master-data/public';

/** An Indonesian message of this module's catalogue (locales/id/attendance.json, `galat.*` / `pesan.*`). */
export function msg(key: string, vars?: Record<string, string | number>): string {
  return t('attendance', key, vars);
}

/** Throws the module's error `galat.<key>` with `status`. */
export function fail(status: number, key: string, vars?: Record<string, string | number>): never {
  throw httpError(status, msg(`galat.${key}`, vars));
}

/** The lecturer record of the logged-in user; 403 when the account is not a lecturer. */
export async function idDosen(db: Kysely<any>, user: TokenClaims): Promise<number> {
  const id = await idDosenPengguna(db, user.id_user);
  if (id === undefined) fail(403, 'bukan_dosen');
  return id!;
}

/** The student record of the logged-in user; 403 when the account is not a student. */
export async function idMahasiswa(db: Kysely<any>, user: TokenClaims): Promise<number> {
  const row = await db.withSchema('master_data').selectFrom('mahasiswa').select('id_mahasiswa').where('id_user', '=', user.id_user).executeTakeFirst();
  if (!row) fail(403, 'bukan_mahasiswa');
  return row.id_mahasiswa as number;
}

/** Today's date in Asia/Jakarta as SQL (the campus's calendar day, whatever the server's zone). */
export const todayJakarta = sql<string>`(now() at time zone 'Asia/Jakarta')::date`;

/** The id of the active semester; 404 with a clear message when none is active. */
export async function activeSemesterId(db: Kysely<any>): Promise<number> {
  const row = await db.withSchema('master_data').selectFrom('semester').select('id_semester_registrasi').where('aktif', '=', true).executeTakeFirst();
  if (!row) fail(404, 'tidak_ada_semester_aktif');
  return row.id_semester_registrasi as number;
}

/** Rows of a raw query. */
export async function rows<T>(db: Kysely<any>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/**
 * SQL: meeting `alias` keeps its day whatever happens to the calendar: it has been held (opened), or
 * its attendance or teaching has been arranged for that day (a manual attendance request or a
 * substitute, unless refused). Its attendance and requests belong to that day.
 */
export function pertemuanDitahan(alias: string) {
  const p = sql.raw(alias);
  return sql<boolean>`(${p}.dibuka_pada is not null
    or exists (select 1 from attendance.presensi_manual m where m.id_pertemuan = ${p}.id_pertemuan and m.status <> 'ditolak')
    or exists (select 1 from attendance.pengganti_mengajar g where g.id_pertemuan = ${p}.id_pertemuan and g.status <> 'ditolak'))`;
}

/** A calendar day `YYYY-MM-DD` as messages name it: 'Senin, 3 Maret 2025'. */
export function tanggalIndonesia(tanggal: string): string {
  return formatTanggalCetak(tanggal, true);
}
