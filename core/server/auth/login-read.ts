import { sql, type Kysely } from 'kysely';
import type { Penugasan } from '../../contract/token';
import { prepare, rawStatement } from '../db/prepared';
import { insertDraftSql, type SessionDraftParams } from './sessions';
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
  /** The draft session was stored: the account exists, is active and no key is blocked. */
  sessionStored: boolean;
}

// The expiry goes as ISO text: the driver's conversion of a Date to local time costs more than the insert.
type LoginKeys = Omit<SessionDraftParams, 'expires_at'> & { expires_at: string; username: string; keys: string[]; akun: string };

/** The columns of AccountRow, named: a kept statement must not change its result when a column is added. */
const ACCOUNT_COLUMNS = sql.join((['id_user', 'username', 'nama', 'password_hash', 'default_group', 'shift', 'flags_kuesioner', 'flags_telegram',
  'sudah_ubah_password', 'aktif'] satisfies (keyof AccountRow)[]).map((c) => sql.ref(`p.${c}`)));

// Prepared: PostgreSQL parses and plans this statement once per connection, not on every login.
const loginRead = prepare<LoginKeys>()((db, p) => rawStatement(db, sql<{ hasil: unknown }>`
  with baca as (
    select ${ACCOUNT_COLUMNS}, ${LoginThrottle.waitSql(p.keys)} as _tunggu, ${LoginThrottle.recordedSql(p.akun)} as _gagal_tercatat,
      ${penugasanJsonSql(sql.ref('p.id_user'))} as _penugasan
    from (select 1) satu left join core.pengguna p on lower(p.username) = ${p.username}),
  pemilik as (select id_user, default_group as id_group_user from baca where id_user is not null and aktif and _tunggu <= 0),
  sesi_baru as (${insertDraftSql(p, 'pemilik')})
  select to_json(hasil) as hasil from (select baca.*, exists (select 1 from sesi_baru) as _sesi_tersimpan from baca) hasil`));

/**
 * One statement for everything a login reads, and the session it will open: the hash is the cost
 * of a login, and each further round trip (a socket write, a wake-up of a PostgreSQL backend) came
 * out of the same two cores. The assignments are read before the password is checked and used
 * only after it matched. The session is stored in the account's default group, for an account that
 * may log in now; its id and secret stay in this process until the password matched
 * (decision 0012).
 */
export async function readForLogin(db: Kysely<any>, username: string, keys: [accountKey: string, ...others: string[]], draft: SessionDraftParams): Promise<LoginRead> {
  const { sid, refresh_hash, expires_at, user_agent, ip } = draft;
  const { hasil } = (await loginRead.first(db, { username: username.trim().toLowerCase(), keys, akun: keys[0], sid, refresh_hash, expires_at: expires_at.toISOString(), user_agent, ip }))!;
  // One JSON column: the driver sets up a parser per column of every result it reads.
  const row = (typeof hasil === 'string' ? JSON.parse(hasil) : hasil) as Record<string, unknown>;
  const { _tunggu, _gagal_tercatat, _penugasan, _sesi_tersimpan, ...account } = row;
  const wait = Number(_tunggu ?? 0);
  const found = account.id_user !== null && account.id_user !== undefined;
  return {
    wait: wait > 0 ? wait : 0,
    account: found ? (account as unknown as AccountRow) : undefined,
    penugasan: found ? penugasanFromJson(_penugasan) : [],
    failuresRecorded: _gagal_tercatat === true,
    sessionStored: _sesi_tersimpan === true,
  };
}
