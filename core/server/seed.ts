import { sql, type Kysely } from 'kysely';
import type { SeedMode } from './config';
import { createAccountService } from './accounts/service';
import type { SeedScale, ServerModule } from './module';

/** Size of the default demo campus: small enough to seed in seconds, big enough for real lists. */
export const DEMO_SCALE: SeedScale = { students: 60, classes: 24 };

/** The campus size of a seed mode, or null for `none`. */
export function scaleFor(mode: SeedMode): SeedScale | null {
  if (mode.kind === 'none') return null;
  if (mode.kind === 'scale') return { students: mode.students, classes: mode.classes };
  return DEMO_SCALE;
}

/** Deterministic PRNG (mulberry32) returning numbers in [0, 1): same seed, same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function hashId(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** True when the database was already seeded or holds accounts (then no seed runs again). */
export async function alreadySeeded(db: Kysely<any>): Promise<boolean> {
  const user = await db.withSchema('core').selectFrom('pengguna').select('id_user').limit(1).executeTakeFirst();
  if (user) return true;
  const mark = await db.withSchema('core').selectFrom('pengaturan').select('key').where('key', '=', 'seed').executeTakeFirst();
  return !!mark;
}

/**
 * Runs every enabled module's seed in dependency order inside one transaction (a failed seed
 * leaves the database empty, so the next start tries again) and records that seeding happened.
 * Each module gets its own PRNG seeded from its id, so one module's changes do not shift another's data.
 */
export async function runSeeds(db: Kysely<any>, servers: readonly ServerModule[], scale: SeedScale): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const accounts = createAccountService(trx);
    for (const server of servers) {
      if (!server.seed) continue;
      await server.seed({ db: trx, accounts, scale, random: seededRandom(hashId(server.manifest.id) ^ (scale.students * 31 + scale.classes)) });
    }
    await trx
      .withSchema('core')
      .insertInto('pengaturan')
      .values({ key: 'seed', value: JSON.stringify({ scale, modules: servers.map((s) => s.manifest.id), waktu: new Date().toISOString() }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
  // Planner statistics now, not when autovacuum gets round to it: without them PostgreSQL guessed
  // the tuition gate's lookup would match few rows through the per-semester index and scanned a
  // whole semester of bills on every KRS save (docs/performance.md).
  await sql`analyze`.execute(db);
}
