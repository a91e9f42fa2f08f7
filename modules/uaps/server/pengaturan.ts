import type { Kysely } from 'kysely';

/**
 * A number from core.pengaturan (key `uaps.<name>`), or `bawaan` when the campus has not set it.
 * Keeps the workflow limits (extension window, maximum extensions, upload size) out of code.
 */
export async function pengaturanAngka(db: Kysely<any>, name: string, bawaan: number): Promise<number> {
  const row = await db.withSchema('core').selectFrom('pengaturan').select('value').where('key', '=', `uaps.${name}`).executeTakeFirst();
  const value = Number(row?.value);
  return Number.isFinite(value) && value > 0 ? value : bawaan;
}

/** Upload cap of a supporting document (KB) unless core.pengaturan 'uaps.berkas_pendukung_kb' says otherwise. */
export const BERKAS_PENDUKUNG_KB = 5120;

/** True for PostgreSQL's unique violation (also raised by PGlite): the constraint guard of a race. */
export function isUniqueViolation(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === '23505';
}
