import { sql, type SelectQueryBuilder } from 'kysely';
import Type, { type Static, type TSchema } from 'typebox';
import { MAX_PAGE_SIZE } from '../../contract/constants';
import type { Paged } from '../../contract/api';

/** Query properties of every paged list; spread them into a module's own query schema. */
export const pageQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, description: 'Halaman, mulai dari 1' })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Baris per halaman (maksimal ${MAX_PAGE_SIZE})` })),
};

/** Query schema of a list with paging only: `?page=2&per_page=7`. */
export const PageQuery = Type.Object(pageQueryProperties);
export type PageQueryInput = Static<typeof PageQuery>;

/** Response schema of a paged list of `item` (spec section 3 plus the optional `akses_prodi`). */
export function PagedSchema<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
    akses_prodi: Type.Optional(Type.Array(Type.Integer())),
  });
}

/**
 * Runs a list query one page at a time and returns `{ data, current_page, per_page, total }`.
 * The total comes from a window count in the same query; only a page past the end (no rows)
 * costs a second, counting query. `defaultPerPage` is the spec's page size for this list
 * (PAGE_SIZE in core/contract/constants.ts). The query must carry its own stable `orderBy`.
 */
export async function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  input: { page?: number; per_page?: number },
  defaultPerPage: number,
): Promise<Paged<O>> {
  const current_page = input.page ?? 1;
  const per_page = Math.min(input.per_page ?? defaultPerPage, MAX_PAGE_SIZE);
  const rows = (await query
    .select(sql<string>`count(*) over()`.as('__total'))
    .limit(per_page)
    .offset((current_page - 1) * per_page)
    .execute()) as Array<O & { __total: string | number }>;
  let total = rows.length ? Number(rows[0].__total) : 0;
  if (!rows.length && current_page > 1) {
    const first = (await query.select(sql<string>`count(*) over()`.as('__total')).limit(1).executeTakeFirst()) as { __total: string } | undefined;
    total = Number(first?.__total ?? 0);
  }
  const data = rows.map(({ __total, ...rest }) => rest as unknown as O);
  return { data, current_page, per_page, total };
}
