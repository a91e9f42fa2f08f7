import { sql, type Kysely, type Migration } from 'kysely';
import { GROUPS } from './0001_core_tables';

const codes = () => sql.join(GROUPS.map(([code]) => sql.lit(code)));

/**
 * A session's group is checked against the fixed list of user groups instead of by a foreign key
 * to core.grup. Every login inserts a session, and a foreign key check locks the referenced row
 * (FOR KEY SHARE): with one row per group, every student logging in at the start of the semester
 * took a lock on the same row of `mhs00`, and concurrent logins turned it into a shared
 * multi-transaction lock, written to disk, for a check whose answer never changes (the groups
 * are those of spec section 9 and are never deleted). The group still comes from the account's
 * `default_group` or an assignment, which keep their foreign keys (decision 0043).
 */
export const sesiGroupCheck: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table core.sesi drop constraint if exists sesi_id_group_user_fkey`.execute(db);
    await sql`alter table core.sesi add constraint sesi_grup_dikenal check (id_group_user in (${codes()}))`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table core.sesi drop constraint sesi_grup_dikenal`.execute(db);
    await sql`alter table core.sesi add constraint sesi_id_group_user_fkey foreign key (id_group_user) references core.grup (id_group_user)`.execute(db);
  },
};
