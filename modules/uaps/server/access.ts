import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { aksesProdi } from '../../master-data/public';
import { likePattern } from '../../../core/server/db/like';

/** Indonesian message of this module's catalogue. */
export const tu = (key: string, vars?: Record<string, string | number>) => t('uaps', key, vars);

/** The calling student's record; 403 when the account has none. */
export async function mahasiswaOf(db: Kysely<any>, user: TokenClaims): Promise<{ id_mahasiswa: number; id_prodi: number }> {
  const row = await db.withSchema('master_data').selectFrom('mahasiswa').select(['id_mahasiswa', 'id_prodi']).where('id_user', '=', user.id_user).executeTakeFirst();
  if (!row) throw httpError(403, tu('galat.bukan_mahasiswa'));
  return row as { id_mahasiswa: number; id_prodi: number };
}

/** The calling lecturer's record; 403 when the account has none. */
export async function dosenOf(db: Kysely<any>, user: TokenClaims): Promise<{ id_dosen: number; id_prodi: number }> {
  const row = await db.withSchema('master_data').selectFrom('dosen').select(['id_dosen', 'id_prodi']).where('id_user', '=', user.id_user).executeTakeFirst();
  if (!row) throw httpError(403, tu('galat.bukan_dosen'));
  return row as { id_dosen: number; id_prodi: number };
}

/** The programmes a staff member may see (core.akses_prodi). */
export function aksesOf(db: Kysely<any>, user: TokenClaims): Promise<number[]> {
  return aksesProdi(db, user.id_user);
}

/** 403 unless `idProdi` is one of the staff member's programmes. */
export function assertAkses(akses: readonly number[], idProdi: number): void {
  if (!akses.includes(idProdi)) throw httpError(403, tu('galat.di_luar_akses_prodi'));
}

/** The programme settings the workflow reads (supervisor quota, minimum sessions, duration). */
export async function pengaturanProdi(db: Kysely<any>, idProdi: number): Promise<{ kuota_pembimbing_utama: number; min_bimbingan_sidang: number; durasi_tugas_akhir_bulan: number }> {
  const row = await db.withSchema('master_data').selectFrom('pengaturan_prodi')
    .select([sql<number>`kuota_pembimbing_utama::int`.as('kuota_pembimbing_utama'), sql<number>`min_bimbingan_sidang::int`.as('min_bimbingan_sidang'), sql<number>`durasi_tugas_akhir_bulan::int`.as('durasi_tugas_akhir_bulan')])
    .where('id_prodi', '=', idProdi).executeTakeFirst();
  // Domain-rules defaults when a programme has no settings row yet.
  return row ?? { kuota_pembimbing_utama: 10, min_bimbingan_sidang: 8, durasi_tugas_akhir_bulan: 6 };
}

export { likePattern };

/** A timestamp column formatted 'YYYY-MM-DD HH:MM' in Asia/Jakarta. */
export const waktu = (col: string) => sql<string>`to_char(${sql.ref(col)} at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`;
/** A date column formatted 'YYYY-MM-DD'. */
export const tanggal = (col: string) => sql<string>`to_char(${sql.ref(col)}, 'YYYY-MM-DD')`;
