import { hashPassword } from '../auth/passwords';
import type { Kysely } from 'kysely';
import type { AccountService, NewAccount } from '../module';

/** The demo password of every seeded account unless a seed says otherwise. */
export const DEMO_PASSWORD = 'siakad';

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters for every table here. */
const BATCH = 1000;

/**
 * Creates the core's account service on a database handle. `createMany` inserts users,
 * assignments and programme access in batches and hashes each distinct password once, so a
 * 20,000-student seed costs a handful of statements and one argon2 computation.
 */
export function createAccountService(db: Kysely<any>): AccountService {
  async function createMany(accounts: NewAccount[]): Promise<number[]> {
    const hashes = new Map<string, string>();
    for (const a of accounts) {
      const password = a.password ?? DEMO_PASSWORD;
      if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    }
    const ids: number[] = [];
    for (let start = 0; start < accounts.length; start += BATCH) {
      const chunk = accounts.slice(start, start + BATCH);
      ids.push(...(await insertChunk(db, chunk, hashes)));
    }
    return ids;
  }
  return {
    async create(account) {
      const [id] = await createMany([account]);
      return id;
    },
    createMany,
  };
}

async function insertChunk(db: Kysely<any>, chunk: NewAccount[], hashes: Map<string, string>): Promise<number[]> {
  // Inside a seed's transaction the chunk simply joins it (Kysely has no nested transactions).
  const atomically = <T>(work: (trx: Kysely<any>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return atomically(async (trx) => {
    const users = await trx
      .withSchema('core')
      .insertInto('pengguna')
      .values(
        chunk.map((a) => {
          const group = a.default_group ?? a.penugasan[0]?.id_group_user;
          if (!group) throw new Error(`Akun "${a.username}" tidak punya penugasan maupun default_group.`);
          return {
            username: a.username,
            nama: a.nama,
            password_hash: hashes.get(a.password ?? DEMO_PASSWORD)!,
            default_group: group,
            shift: a.shift ?? 1,
            flags_kuesioner: a.flags_kuesioner ?? 1,
            flags_telegram: a.flags_telegram ?? 0,
            sudah_ubah_password: a.sudah_ubah_password ?? false,
            demo_label: a.demo_label ?? null,
          };
        }),
      )
      .returning(['id_user', 'username'])
      .execute();
    // Matched by username rather than trusting the order of RETURNING rows.
    const idByUsername = new Map(users.map((u) => [String(u.username), Number(u.id_user)]));
    const ids = chunk.map((a) => idByUsername.get(a.username)!);
    const assignments = chunk.flatMap((a, i) =>
      a.penugasan.map((p) => ({
        id_user: ids[i],
        id_group_user: p.id_group_user,
        id_level: p.id_level,
        kode_penugasan: p.kode_penugasan,
        sebagai_ketua_prodi: p.sebagai_ketua_prodi,
        id_prodi: p.id_prodi ?? null,
        id_fakultas: p.id_fakultas ?? null,
        id_lembaga: p.id_lembaga ?? null,
        nama_prodi: p.nama_prodi,
        nama_fakultas: p.nama_fakultas,
        nama_lembaga: p.nama_lembaga,
      })),
    );
    for (let s = 0; s < assignments.length; s += BATCH) {
      await trx.withSchema('core').insertInto('penugasan').values(assignments.slice(s, s + BATCH)).execute();
    }
    const access = chunk.flatMap((a, i) => [...new Set(a.akses_prodi ?? [])].map((id_prodi) => ({ id_user: ids[i], id_prodi })));
    for (let s = 0; s < access.length; s += BATCH) {
      await trx.withSchema('core').insertInto('akses_prodi').values(access.slice(s, s + BATCH)).execute();
    }
    return ids;
  });
}
