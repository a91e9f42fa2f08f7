import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ThrottleSettings } from '../settings';

/** Throttle key of an account (usernames compare case-insensitively). */
export function accountKey(username: string): string {
  return `akun:${username.trim().toLowerCase()}`;
}

const ADDRESS_PREFIX = 'ip:';

/** Throttle key of a client address. */
export function addressKey(ip: string): string {
  return `${ADDRESS_PREFIX}${ip}`;
}

/**
 * Slows down password guessing, per account and per address, in core.login_gagal so that every
 * API process sees the same counts. Only failures count: `batas` failures of an account (`batas_alamat`
 * of an address) within `jendela_detik` block the key for `jeda_awal_detik`, doubled for each further
 * failure, at most `jeda_maks_detik`. A blocked attempt is refused before the password is checked, so
 * a blocked key learns nothing about a password, and does not extend the block.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<any>,
    private readonly settings: ThrottleSettings,
  ) {}

  /**
   * SQL: seconds until the first of `keys` (one text[] parameter) is free again, or 0 when none is
   * blocked (a login folds it into its prepared read).
   */
  static waitSql(keys: unknown): RawBuilder<number> {
    return sql<number>`coalesce((select ceil(extract(epoch from max(blokir_sampai) - now()))::int from core.login_gagal
      where kunci = any(${keys}::text[]) and blokir_sampai > now()), 0)`;
  }

  /** SQL: whether failures of `key` are recorded, i.e. whether a successful login has anything to clear. */
  static recordedSql(key: unknown): RawBuilder<boolean> {
    return sql<boolean>`exists (select 1 from core.login_gagal where kunci = ${key})`;
  }

  /** Seconds until the first of `keys` is free again, or 0 when none is blocked. */
  async waitSeconds(keys: string[]): Promise<number> {
    const row = (await sql<{ detik: number }>`select ${LoginThrottle.waitSql([...keys])} as detik`.execute(this.db)).rows[0];
    const seconds = Number(row?.detik ?? 0);
    return seconds > 0 ? seconds : 0;
  }

  /** Failures that block `key`: an address is shared by everyone behind it. */
  private limitOf(key: string): number {
    return key.startsWith(ADDRESS_PREFIX) ? this.settings.batas_alamat : this.settings.batas;
  }

  /** Counts one failed attempt against every key. */
  async fail(keys: string[]): Promise<void> {
    const { jendela_detik, jeda_awal_detik, jeda_maks_detik } = this.settings;
    for (const kunci of keys) {
      const batas = this.limitOf(kunci);
      await sql`
        insert into core.login_gagal as g (kunci, jumlah, pertama, terakhir)
        values (${kunci}, 1, now(), now())
        on conflict (kunci) do update set
          jumlah = case when g.pertama < now() - make_interval(secs => ${jendela_detik}) then 1 else g.jumlah + 1 end,
          pertama = case when g.pertama < now() - make_interval(secs => ${jendela_detik}) then now() else g.pertama end,
          terakhir = now()`.execute(this.db);
      await sql`
        update core.login_gagal set blokir_sampai = now() + make_interval(secs => least(
          ${jeda_awal_detik}::float8 * power(2, jumlah - ${batas}), ${jeda_maks_detik}::float8))
        where kunci = ${kunci} and jumlah >= ${batas}`.execute(this.db);
    }
    // Old keys are worthless after the window; trimming now and then keeps the table small.
    if (Math.random() < 0.01) {
      await sql`delete from core.login_gagal where terakhir < now() - interval '1 day'`.execute(this.db);
    }
  }

  /** Forgets the failures of a key (a successful login clears its account key). */
  async clear(key: string): Promise<void> {
    await this.db.withSchema('core').deleteFrom('login_gagal').where('kunci', '=', key).execute();
  }
}
