import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { paged } from '../../../core/server/http/paging';

/**
 * Announcements for the caller: published (tanggal <= now), not expired, aimed at every user type
 * (empty target) or at the caller's active group. Newest first.
 */
export function listInformasi(db: Kysely<any>, user: TokenClaims, page: { page?: number; per_page?: number }) {
  const q = db.withSchema('master_data').selectFrom('informasi')
    .select([
      'id_informasi', 'judul', 'isi', 'target',
      sql<string>`to_char(tanggal at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('tanggal'),
      sql<string | null>`to_char(berlaku_sampai at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('berlaku_sampai'),
    ])
    .where('tanggal', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('berlaku_sampai', 'is', null), eb('berlaku_sampai', '>=', sql<Date>`now()`)]))
    .where(sql<boolean>`(cardinality(target) = 0 or ${user.id_group_user} = any(target))`)
    .orderBy('tanggal', 'desc').orderBy('id_informasi', 'desc');
  return paged(q, page, PAGE_SIZE.DEFAULT);
}
