import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS_ELEMENT_ID, type DemoAccount } from '../../contract/api';

/** How long one read of the demo accounts serves the HTML shell (they change only with a seed). */
const CACHE_MS = 10_000;

/** The demo accounts the login page lists: active accounts with a demo label, in creation order. */
export async function demoAccounts(db: Kysely<any>): Promise<DemoAccount[]> {
  const rows = await db
    .withSchema('core')
    .selectFrom('pengguna')
    .select(['username', 'demo_label as label', 'default_group as id_group_user'])
    .where('demo_label', 'is not', null)
    .where('aktif', '=', true)
    .orderBy('id_user')
    .execute();
  return rows as DemoAccount[];
}

/** The `<script type="application/json">` element of `accounts`; `<` is escaped so no label can close it. */
export function demoAccountsScript(accounts: readonly DemoAccount[]): string {
  return `<script type="application/json" id="${DEMO_ACCOUNTS_ELEMENT_ID}">${JSON.stringify(accounts).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The demo accounts for the HTML shell, read from the database at most every 10 s. The shell must
 * load even when the database does not answer: then it goes with the last list read, or without
 * one (null: the login page asks the API itself).
 */
export function cachedDemoAccounts(db: Kysely<any>): () => Promise<DemoAccount[] | null> {
  let cached: { accounts: DemoAccount[]; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at <= CACHE_MS) return cached.accounts;
    try {
      cached = { accounts: await demoAccounts(db), at: Date.now() };
    } catch {
      return cached?.accounts ?? null;
    }
    return cached.accounts;
  };
}
