import type { Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';

/** The caller's student record. Every call of this module reads only the caller's own data. */
export interface MahasiswaSaya {
  id_mahasiswa: number;
  nim: string;
  nama_mahasiswa: string;
  id_prodi: number;
  angkatan: number;
}

/** Resolves the logged-in student; 404 when the account has no student record. */
export async function mahasiswaSaya(db: Kysely<any>, user: TokenClaims | null): Promise<MahasiswaSaya> {
  const row = user
    ? await db.selectFrom('master_data.mahasiswa').select(['id_mahasiswa', 'nim', 'nama_mahasiswa', 'id_prodi', 'angkatan'])
      .where('id_user', '=', user.id_user).executeTakeFirst()
    : undefined;
  if (!row) throw httpError(404, t('student', 'galat.bukan_mahasiswa'));
  return { ...(row as MahasiswaSaya), angkatan: Number(row.angkatan) };
}
