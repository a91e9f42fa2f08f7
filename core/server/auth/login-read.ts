import { sql, type Kysely } from 'kysely';
import type { Penugasan } from '../../contract/token';
import { LoginThrottle } from './throttle';
import { penugasanFromJson, penugasanJsonSql, type AccountRow } from './tokens';

/** What a login needs before the password hash: the throttle's verdict, the account and its assignments. */
export interface LoginRead {
  /** Seconds the keys are still blocked (0: not blocked). */
  wait: number;
  account: AccountRow | undefined;
  /** The account's assignments (empty without an account). */
  penugasan: Penugasan[];
  /** Failures of the account key are recorded, so a successful login must clear them. */
  failuresRecorded: boolean;
}

/**
 * One statement for everything a login reads: the hash is the cost of a login, and each further
 * round trip (a socket write, a wake-up of a PostgreSQL backend) came out of the same two cores.
 * The assignments are read before the password is checked and used only after it matched.
 */
export async function readForLogin(db: Kysely<any>, username: string, keys: [accountKey: string, ...others: string[]]): Promise<LoginRead> {
  const row = (await sql<Record<string, unknown>>`
    select p.*, ${LoginThrottle.waitSql(keys)} as _tunggu, ${LoginThrottle.recordedSql(keys[0])} as _gagal_tercatat,
      ${penugasanJsonSql(sql.ref('p.id_user'))} as _penugasan
    from (select 1) satu left join core.pengguna p on lower(p.username) = ${username.trim().toLowerCase()}`.execute(db)).rows[0];
  const { _tunggu, _gagal_tercatat, _penugasan, ...account } = row;
  const wait = Number(_tunggu ?? 0);
  const found = account.id_user !== null && account.id_user !== undefined;
  return {
    wait: wait > 0 ? wait : 0,
    account: found ? (account as unknown as AccountRow) : undefined,
    penugasan: found ? penugasanFromJson(_penugasan) : [],
    failuresRecorded: _gagal_tercatat === true,
  };
}
