import type { Kysely } from 'kysely';

/** Rows per INSERT: stays far below PostgreSQL's 65,535 parameters for the widest table (about 20 columns). */
const BATCH = 1000;

/**
 * Inserts rows into master_data.<table> with multi-row statements and returns the generated ids in
 * row order. `key` names a unique column used to map ids back, because PostgreSQL does not promise
 * that RETURNING follows the VALUES order.
 */
export async function insertRows<R extends object>(
  db: Kysely<any>, table: string, rows: readonly R[], idColumn: string, key: keyof R & string,
): Promise<number[]> {
  const idByKey = new Map<unknown, number>();
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const result = await db.withSchema('master_data').insertInto(table).values(batch as any[])
      .returning([idColumn, key]).execute();
    for (const r of result as any[]) idByKey.set(r[key], r[idColumn]);
  }
  return rows.map((r) => idByKey.get((r as any)[key])!);
}

/** Inserts rows without reading anything back (link tables, schedules). */
export async function insertOnly(db: Kysely<any>, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.withSchema('master_data').insertInto(table).values(rows.slice(i, i + BATCH) as any[]).execute();
  }
}

/** Deterministic helpers over the seed's random source. */
export function picker(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');
  /** Picks by weight; `weights` line up with `list`. */
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = random() * total;
    for (let i = 0; i < list.length; i++) {
      r -= weights[i];
      if (r < 0) return list[i];
    }
    return list[list.length - 1];
  };
  return { int, pick, digits, weighted };
}
