import { sql, type Kysely } from 'kysely';
import type { Penugasan } from '../../contract/token';
import { prepare, rawStatement } from '../db/prepared';
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

type LoginKeys = { username: string; keys: string[]; akun: string };

/** The columns of AccountRow, named: a kept statement must not change its result when a column is added. */
const ACCOUNT_COLUMNS = sql.join((['id_user', 'username', 'nama', 'password_hash', 'default_group', 'shift', 'flags_kuesioner', 'flags_telegram',
  'sudah_ubah_password', 'aktif'] satisfies (keyof AccountRow)[]).map((c) => sql.ref(`p.${c}`)));

// Prepared: PostgreSQL parses and plans this read once per connection, not on every login.
const loginRead = prepare<LoginKeys>()((db, p) => rawStatement(db, sql<Record<string, unknown>>`
  select ${ACCOUNT_COLUMNS}, ${LoginThrottle.waitSql(p.keys)} as _tunggu, ${LoginThrottle.recordedSql(p.akun)} as _gagal_tercatat,
    ${penugasanJsonSql(sql.ref('p.id_user'))} as _penugasan
  from (select 1) satu left join core.pengguna p on lower(p.username) = ${p.username}`));

/**
 * One statement for everything a login reads: the hash is the cost of a login, and each further
 * round trip (a socket write, a wake-up of a PostgreSQL backend) came out of the same two cores.
 * The assignments are read before the password is checked and used only after it matched.
 */
export async function readForLogin(db: Kysely<any>, username: string, keys: [accountKey: string, ...others: string[]]): Promise<LoginRead> {
  const row = (await loginRead.first(db, { username: username.trim().toLowerCase(), keys, akun: keys[0] }))!;
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
