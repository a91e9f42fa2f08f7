import { createHash, randomFillSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { UserType } from '../../contract/user-types';
import { prepare, rawStatement } from '../db/prepared';

/** Name of the HttpOnly cookie holding `<sid>.<secret>`; only a hash of the secret is stored. */
export const REFRESH_COOKIE = 'siakad_refresh';

/**
 * A refresh secret that was just rotated away stays acceptable this long, so two browser tabs
 * refreshing at the same moment do not look like token theft.
 */
const ROTATION_GRACE_MS = 10_000;

/** Entries kept in the revocation cache before it is emptied (bounds memory under many users). */
const CACHE_LIMIT = 200_000;

/** Longest time a session is taken as active on a revocation notice's silence alone. */
const TRUST_LIMIT_MS = 15 * 60_000;

/** Tag of a revoked session on the invalidation channel (core/server/cache/read-cache.ts). */
const REVOKED_TAG = 'sesi:';

// Refresh secrets are cut from a block of random bytes filled at once: one call into the system's
// CSPRNG per 128 logins instead of one per login (the way randomUUID keeps its own block).
const SECRET_BYTES = 32;
const secretBlock = Buffer.alloc(SECRET_BYTES * 128);
let secretOffset = secretBlock.length;

/** 32 fresh random bytes as base64url; no byte of the block is handed out twice. */
function newSecret(): string {
  if (secretOffset === secretBlock.length) {
    randomFillSync(secretBlock);
    secretOffset = 0;
  }
  const secret = secretBlock.toString('base64url', secretOffset, secretOffset + SECRET_BYTES);
  secretOffset += SECRET_BYTES;
  return secret;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function sameHash(a: string, b: string | null): boolean {
  return b !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A session after creation or rotation: its id and the cookie value to send. */
export interface IssuedSession {
  sid: string;
  id_user: number;
  id_group_user: UserType;
  cookie: string;
}

/** Why a refresh was refused. */
export type RefreshFailure = 'missing' | 'invalid' | 'reused';

/** A session made ready for a login before its password is checked (`SessionStore.draft`). */
export interface SessionDraft {
  sid: string;
  secret: string;
  refresh_hash: string;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
}

/** A draft's values as the parameters of the statement that inserts it. */
export type SessionDraftParams = Omit<SessionDraft, 'secret'>;

/**
 * SQL: inserts the draft's session for the row of `source` (a relation with `id_user` and
 * `id_group_user`; none when it is empty), returning its id. Committed without waiting for the WAL
 * flush (`synchronous_commit` off for the statement's own transaction): a crash of PostgreSQL
 * within a fraction of a second of a login can lose that session, and its holder then logs in
 * again; every login saves a disk flush.
 */
export function insertDraftSql(p: Record<keyof SessionDraftParams, unknown>, source: string): RawBuilder<unknown> {
  return sql`insert into core.sesi (id, id_user, id_group_user, refresh_hash, expires_at, user_agent, ip)
  select ${p.sid}::uuid, s.id_user, s.id_group_user, ${p.refresh_hash}::text, ${p.expires_at}::timestamptz, ${p.user_agent}::text, ${p.ip}::text
  from ${sql.table(source)} s, (select set_config('synchronous_commit', 'off', true)) tanpa_tunggu_flush
  returning id`;
}

const insertSession = prepare<SessionDraftParams & { id_user: number; id_group_user: UserType }>()((db, p) => rawStatement(db, sql`
  with pemilik (id_user, id_group_user) as (select ${p.id_user}::int, ${p.id_group_user}::text)
  ${insertDraftSql(p, 'pemilik')}`));

const deleteSession = prepare<{ sid: string }>()((db, p) => db.withSchema('core').deleteFrom('sesi').where('id', '=', p.sid));

const sessionState = prepare<{ sid: string }>()((db, p) => db.withSchema('core').selectFrom('sesi').select(['revoked_at', 'expires_at']).where('id', '=', p.sid));

/**
 * The session check as an SQL expression, for a route with `config.sesiDiperiksaRute` that checks
 * the session inside its own statement (one round trip less); the same rule as `isActive`.
 */
export function sessionActiveSql(sid: unknown): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from core.sesi where id = ${sid}::uuid and revoked_at is null and expires_at > now())`;
}

/**
 * Sessions in core.sesi: create, rotate the refresh secret, revoke. `isActive` answers from an
 * in-process cache so the permission hook does not read the database on every request. Every
 * revocation is also announced to the other API processes (`publish`, the kernel's batched NOTIFY
 * on the invalidation channel), which mark the session revoked when the notice arrives
 * (`revokedElsewhere`). While notices arrive (`noticesArrive(true)`: the process LISTENs), a
 * session known to be active is taken as such without asking the database, for at most
 * TRUST_LIMIT_MS; without them, for `cacheTtlMs` (so a revocation is seen within that time). A
 * cache TTL of 0 asks the database every time.
 */
export class SessionStore {
  private readonly cache = new Map<string, { active: boolean; at: number }>();
  /** Revocation notices reach this process (its LISTEN connection is up). */
  private noticed = false;

  constructor(
    private readonly db: Kysely<any>,
    private readonly refreshTtlSeconds: number,
    private readonly cacheTtlMs: number,
    private readonly publish: (tags: readonly string[]) => void = () => undefined,
  ) {}

  /**
   * Whether revocation notices reach this process. When they start again after a gap, the notices
   * of the gap are lost, so every session is asked of the database once more.
   */
  noticesArrive(listening: boolean): void {
    if (listening && !this.noticed) for (const [sid, entry] of this.cache) if (entry.active) this.cache.delete(sid);
    this.noticed = listening;
  }

  /** Marks the sessions named in a notice of another process revoked. */
  revokedElsewhere(tags: readonly string[]): void {
    for (const tag of tags) if (tag.startsWith(REVOKED_TAG)) this.forget(tag.slice(REVOKED_TAG.length), false);
  }

  private table() {
    return this.db.withSchema('core');
  }

  private expiry(): Date {
    return new Date(Date.now() + this.refreshTtlSeconds * 1000);
  }

  /**
   * A new session's id, secret and row values, not yet stored. A login inserts it in the statement
   * that reads the account (`insertDraftSql`), before the password is checked: its id and secret
   * reach the client only once the password matched (`opened`), and a failed login deletes it
   * (`discard`). One round trip to PostgreSQL per login instead of two (decision 0012).
   */
  draft(meta: { userAgent?: string; ip?: string }): SessionDraft {
    const secret = newSecret();
    return { sid: randomUUID(), secret, refresh_hash: sha256(secret), expires_at: this.expiry(), user_agent: meta.userAgent?.slice(0, 300) ?? null, ip: meta.ip ?? null };
  }

  /** Hands out a draft its login stored, once the password matched. */
  opened(draft: SessionDraft, id_user: number, group: UserType): IssuedSession {
    // The first requests after a login need not ask the database whether the session just made is
    // active; a revocation that came while the password was checked (a password change) stands.
    if (this.cache.get(draft.sid)?.active !== false) this.forget(draft.sid, true);
    return { sid: draft.sid, id_user, id_group_user: group, cookie: `${draft.sid}.${draft.secret}` };
  }

  /** Deletes a stored draft that was never handed out (the password did not match). */
  async discard(sid: string): Promise<void> {
    await deleteSession.written(this.db, { sid });
  }

  /** Opens a session for a user (outside a login: tests and fixtures). */
  async create(id_user: number, group: UserType, meta: { userAgent?: string; ip?: string }): Promise<IssuedSession> {
    const draft = this.draft(meta);
    await insertSession.written(this.db, { ...draft, id_user, id_group_user: group });
    return this.opened(draft, id_user, group);
  }

  /**
   * Exchanges a refresh cookie for a new secret (rotation). Presenting a secret that was already
   * rotated away (outside the short grace) revokes the session: someone else holds a copy.
   */
  async rotate(cookie: string | undefined): Promise<IssuedSession | RefreshFailure> {
    if (!cookie) return 'missing';
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(cookie);
    if (!match) return 'invalid';
    const [, sid, secret] = match;
    const presented = sha256(secret);
    const result = await this.db.transaction().execute(async (trx): Promise<IssuedSession | RefreshFailure> => {
      const row = await trx
        .withSchema('core')
        .selectFrom('sesi')
        .select(['id_user', 'id_group_user', 'refresh_hash', 'refresh_hash_lama', 'rotated_at', 'expires_at', 'revoked_at'])
        .where('id', '=', sid)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.revoked_at || new Date(row.expires_at) <= new Date()) return 'invalid';
      const current = sameHash(presented, row.refresh_hash);
      const graced = !current && sameHash(presented, row.refresh_hash_lama) && row.rotated_at && Date.now() - new Date(row.rotated_at).getTime() < ROTATION_GRACE_MS;
      if (!current && !graced) {
        await trx.withSchema('core').updateTable('sesi').set({ revoked_at: sql`now()` }).where('id', '=', sid).execute();
        return 'reused';
      }
      const next = newSecret();
      await trx
        .withSchema('core')
        .updateTable('sesi')
        .set({
          refresh_hash: sha256(next),
          // After a graced use keep the original "previous" hash: the other tab's rotation replaced it.
          refresh_hash_lama: current ? row.refresh_hash : row.refresh_hash_lama,
          rotated_at: current ? sql`now()` : row.rotated_at,
          expires_at: this.expiry(),
        })
        .where('id', '=', sid)
        .execute();
      return { sid, id_user: Number(row.id_user), id_group_user: row.id_group_user as UserType, cookie: `${sid}.${next}` };
    });
    // Announced once committed: a notice must never run ahead of the revocation it reports.
    if (result === 'reused') this.revoked([sid]);
    return result;
  }

  /** The session id inside a refresh cookie, without checking it (used by logout). */
  static sidOf(cookie: string | undefined): string | null {
    const match = cookie ? /^([0-9a-f-]{36})\./.exec(cookie) : null;
    return match ? match[1] : null;
  }

  /** Revokes one session (logout). */
  async revoke(sid: string): Promise<void> {
    await this.table().updateTable('sesi').set({ revoked_at: sql`now()` }).where('id', '=', sid).where('revoked_at', 'is', null).execute();
    this.revoked([sid]);
  }

  /** Revokes every session of a user except `keep` (password change); returns the revoked ids. */
  async revokeOthers(id_user: number, keep: string | null): Promise<string[]> {
    let query = this.table().updateTable('sesi').set({ revoked_at: sql`now()` }).where('id_user', '=', id_user).where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '<>', keep);
    const ids = (await query.returning('id').execute()).map((r) => String(r.id));
    this.revoked(ids);
    return ids;
  }

  /** Records the active group of a session (group switch). */
  async setGroup(sid: string, group: UserType): Promise<void> {
    await this.table().updateTable('sesi').set({ id_group_user: group }).where('id', '=', sid).execute();
  }

  /** The cached answer of `isActive`, or undefined when only the database can tell. */
  activeFromCache(sid: string): boolean | undefined {
    const cached = this.cache.get(sid);
    if (!cached) return undefined;
    // A revoked session never comes back, so a negative answer is kept for good.
    if (!cached.active) return false;
    if (this.cacheTtlMs <= 0) return undefined;
    const age = Date.now() - cached.at;
    return age < (this.noticed ? TRUST_LIMIT_MS : this.cacheTtlMs) ? true : undefined;
  }

  /** Keeps what a route's own statement found out about a session (`sessionActiveSql`). */
  remember(sid: string, active: boolean): void {
    this.forget(sid, active);
  }

  /** Whether a session may still be used: not revoked and not expired (cached, see class doc). */
  async isActive(sid: string): Promise<boolean> {
    const cached = this.activeFromCache(sid);
    if (cached !== undefined) return cached;
    const row = await sessionState.first(this.db, { sid });
    const active = !!row && !row.revoked_at && new Date(row.expires_at) > new Date();
    this.forget(sid, active);
    return active;
  }

  /** After a committed revocation: here at once, in the other processes by notice. */
  private revoked(sids: readonly string[]): void {
    for (const sid of sids) this.forget(sid, false);
    if (sids.length) this.publish(sids.map((sid) => `${REVOKED_TAG}${sid}`));
  }

  private forget(sid: string, active: boolean): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(sid, { active, at: Date.now() });
  }
}
