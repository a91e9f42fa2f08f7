import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fromPglite } from '../../../core/server/db/connect';
import { migrateAll } from '../../../core/server/db/migrate';
import { coreMigrations } from '../../../core/server/migrations';
import { runSeeds } from '../../../core/server/seed';
import { emptyPglite } from '../../../core/server/testing';
import type { SeedScale } from '../../../core/server/module';
import { roleLabels, type Penugasan } from '../../../core/contract/token';
import { USER_TYPES } from '../../../core/contract/user-types';
import { semesterPlan } from '../seed/semesters';
import masterData from './index';

async function seededDatabase(scale: SeedScale) {
  const database = fromPglite(await emptyPglite());
  await migrateAll(database.db, [{ id: 'core', migrations: coreMigrations }, { id: 'master-data', migrations: masterData.migrations }]);
  await runSeeds(database.db, [masterData], scale);
  return database;
}

/** One md5 per master_data table over every row in a stable order, plus the accounts without password hashes. */
async function digest(db: Kysely<any>): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'master_data' and table_name <> 'kysely_migration' and table_name <> 'kysely_migration_lock' order by 1`.execute(db);
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const r = await sql<{ h: string }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.table(`master_data.${table_name}`)} t`.execute(db);
    out[table_name] = r.rows[0].h;
  }
  const accounts = await sql<{ h: string }>`select md5(string_agg(concat_ws(',', u.id_user, u.username, u.nama, u.default_group, u.shift, p.id_group_user, p.kode_penugasan, p.id_level, p.nama_prodi), '|' order by u.id_user, p.idp)) as h
    from core.pengguna u join core.penugasan p using (id_user)`.execute(db);
  out.accounts = accounts.rows[0].h;
  return out;
}

describe('master-data seed', () => {
  it('is deterministic: two seeds at the same scale give identical rows', async () => {
    const a = await seededDatabase({ students: 120, classes: 40 });
    const b = await seededDatabase({ students: 120, classes: 40 });
    try {
      const [da, db] = [await digest(a.db), await digest(b.db)];
      expect(Object.keys(da).length).toBeGreaterThan(25);
      expect(db).toEqual(da);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('creates the 13 demo accounts with their assignments, akses_prodi and flags', async () => {
    const { db, close } = await seededDatabase({ students: 30, classes: 20 });
    try {
      const users = await db.withSchema('core').selectFrom('pengguna').select(['id_user', 'username', 'demo_label', 'flags_kuesioner', 'flags_telegram'])
        .where('username', 'in', [...USER_TYPES]).execute();
      expect(users.map((u) => u.username).sort()).toEqual([...USER_TYPES].sort());
      for (const u of users) expect(u).toMatchObject({ flags_kuesioner: 1, flags_telegram: 0, demo_label: expect.any(String) });
      const demoLabelled = await db.withSchema('core').selectFrom('pengguna').select('username').where('demo_label', 'is not', null).execute();
      expect(demoLabelled).toHaveLength(13);
      const penugasan = async (username: string) => (await db.withSchema('core').selectFrom('penugasan as p').innerJoin('pengguna as u', 'u.id_user', 'p.id_user')
        .selectAll('p').where('u.username', '=', username).orderBy('p.idp').execute()) as unknown as Penugasan[];
      expect(roleLabels(await penugasan('dsn00'))).toEqual(['Lecturer', 'KAPRODI Teknik Informatika', 'Struktural Prodi']);
      expect((await penugasan('dsn00'))[0]).toMatchObject({ id_group_user: 'dsn00', id_level: 1 });
      expect(roleLabels(await penugasan('aka01'))).toEqual(['Staff Prodi']);
      expect(roleLabels(await penugasan('fak00'))).toEqual(['Fakultas Ilmu Komputer']);
      expect(roleLabels(await penugasan('lbg204.0'))).toEqual(['Lembaga Pengembangan Pendidikan dan Pembelajaran (LP3)']);
      expect(roleLabels(await penugasan('lbg213.1'))).toEqual(['Lembaga Administrasi Akademik dan Kemahasiswaan (LAK)']);
      expect((await penugasan('mhs00'))[0]).toMatchObject({ kode_penugasan: 'mhs', nama_prodi: 'Teknik Informatika' });

      const mhs = await db.withSchema('master_data').selectFrom('mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
        .innerJoin('master_data.dosen as d', 'd.id_dosen', 'm.id_dosen_pa').innerJoin('core.pengguna as pa', 'pa.id_user', 'd.id_user')
        .select(['m.nim', 'm.angkatan', 'pa.username as adviser']).where('u.username', '=', 'mhs00').executeTakeFirstOrThrow();
      expect(mhs.adviser).toBe('dsn00');
      expect(mhs.nim).toMatch(new RegExp(`^${mhs.angkatan}55201\\d{4}$`));
      const dsn = await db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
        .select(['d.nidn', 'd.nuptk', 'd.id_dosen']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
      expect(dsn.nidn).toMatch(/^\d{10}$/);
      expect(dsn.nuptk).toMatch(/^\d{16}$/);
      const kelas = await db.withSchema('master_data').selectFrom('kelas as k').innerJoin('semester as s', 's.id_semester_registrasi', 'k.id_semester_registrasi')
        .select(sql<number>`count(*)::int`.as('n')).where('s.aktif', '=', true).where('k.id_dosen', '=', dsn.id_dosen).executeTakeFirstOrThrow();
      expect(kelas.n).toBeGreaterThan(0);
      const akses = await db.withSchema('core').selectFrom('akses_prodi as a').innerJoin('pengguna as u', 'u.id_user', 'a.id_user')
        .select(['u.username', 'a.id_prodi']).where('u.username', 'in', ['aka00', 'aka01', 'aka02', 'dsn00']).execute();
      expect(new Set(akses.map((a) => a.username))).toEqual(new Set(['aka00', 'aka01', 'aka02', 'dsn00']));
    } finally {
      await close();
    }
  });

  it('handles a larger scale quickly with batched inserts and clash-free schedules', async () => {
    const started = Date.now();
    const { db, close } = await seededDatabase({ students: 2000, classes: 150 });
    try {
      expect(Date.now() - started).toBeLessThan(60_000);
      const count = async (table: string) => Number((await db.withSchema('master_data').selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('mahasiswa')).toBe(2000);
      const aktif = await db.withSchema('master_data').selectFrom('kelas as k').innerJoin('semester as s', 's.id_semester_registrasi', 'k.id_semester_registrasi')
        .select(sql<number>`count(*)::int`.as('n')).where('s.aktif', '=', true).executeTakeFirstOrThrow();
      expect(aktif.n).toBe(150);
      // No room and no lecturer is booked twice at the same time in a semester.
      const clashes = await sql<{ n: number }>`select count(*)::int as n from master_data.jadwal a join master_data.jadwal b on a.id_jadwal < b.id_jadwal and a.hari = b.hari
        and a.jam_mulai < b.jam_selesai and b.jam_mulai < a.jam_selesai
        join master_data.kelas ka on ka.id_kelas = a.id_kelas join master_data.kelas kb on kb.id_kelas = b.id_kelas and kb.id_semester_registrasi = ka.id_semester_registrasi
        where a.id_ruang = b.id_ruang or ka.id_dosen = kb.id_dosen`.execute(db);
      expect(clashes.rows[0].n).toBe(0);
      const nims = await sql<{ n: number }>`select count(*)::int as n from master_data.mahasiswa where nim !~ ('^' || angkatan || '[0-9]{9}$')`.execute(db);
      expect(nims.rows[0].n).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('semester plan', () => {
  it('runs from 2022/2023 Ganjil to the semester of the seed date, with the KRS window around it', () => {
    const plan = semesterPlan('2026-10-20');
    expect(plan[0]).toMatchObject({ kode_semester: '20221', nama_semester_registrasi: '2022/2023 Ganjil' });
    const last = plan.at(-1)!;
    expect(last).toMatchObject({ kode_semester: '20261', nama_semester_registrasi: '2026/2027 Ganjil', aktif: true, krs_mulai: '2026-10-13', krs_selesai: '2026-11-03' });
    expect(plan.filter((s) => s.aktif)).toHaveLength(1);
    expect(plan.map((s) => s.kode_semester)).toContain('20253');
    expect(semesterPlan('2027-03-10').at(-1)).toMatchObject({ kode_semester: '20262', nama_semester_registrasi: '2026/2027 Genap', aktif: true });
    expect(semesterPlan('2027-01-05').at(-1)!.kode_semester).toBe('20261');
  });
});
