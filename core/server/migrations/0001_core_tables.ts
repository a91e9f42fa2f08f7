import { sql, type Kysely, type Migration } from 'kysely';

// The 13 user groups of spec section 9 with their Indonesian names (shown in the group switcher).
export const GROUPS: Array<[string, string]> = [
  ['mhs00', 'Mahasiswa'],
  ['dsn00', 'Dosen'],
  ['kor00', 'Koordinator Mata Kuliah'],
  ['aka00', 'Akademik Prodi'],
  ['aka01', 'Staff Prodi'],
  ['aka02', 'Struktural Prodi'],
  ['adm00', 'Administrator'],
  ['fak00', 'Fakultas'],
  ['lbg204.0', 'LP3 - Pimpinan'],
  ['lbg204.1', 'LP3 - Staf'],
  ['lbg213.0', 'LAK - Pimpinan'],
  ['lbg213.1', 'LAK - Staf'],
  ['lbg205.1', 'Lembaga - Staf'],
];

/** Accounts, assignments, groups, sessions, login throttle, settings and the shared file store. */
export const coreTables: Migration = {
  async up(db: Kysely<any>) {
    const statements = [
      sql`create table core.grup (
        id_group_user text primary key,
        nama_group text not null
      )`,
      sql`create table core.pengguna (
        id_user serial primary key,
        username text not null,
        nama text not null,
        password_hash text not null,
        default_group text not null references core.grup (id_group_user),
        shift integer not null default 1,
        flags_kuesioner integer not null default 1,
        flags_telegram integer not null default 0,
        sudah_ubah_password boolean not null default false,
        demo_label text,
        aktif boolean not null default true,
        created_at timestamptz not null default now()
      )`,
      // Usernames are compared case-insensitively at login, so uniqueness is too.
      sql`create unique index pengguna_username_unik on core.pengguna (lower(username))`,
      sql`create table core.penugasan (
        idp serial primary key,
        id_user integer not null references core.pengguna (id_user) on delete cascade,
        id_group_user text not null references core.grup (id_group_user),
        id_level integer not null default 0,
        kode_penugasan text not null,
        sebagai_ketua_prodi boolean not null default false,
        id_prodi integer,
        id_fakultas integer,
        id_lembaga integer,
        nama_prodi text,
        nama_fakultas text,
        nama_lembaga text
      )`,
      sql`create index penugasan_id_user on core.penugasan (id_user)`,
      sql`create table core.akses_prodi (
        id_user integer not null references core.pengguna (id_user) on delete cascade,
        id_prodi integer not null,
        primary key (id_user, id_prodi)
      )`,
      sql`create table core.sesi (
        id uuid primary key,
        id_user integer not null references core.pengguna (id_user) on delete cascade,
        id_group_user text not null references core.grup (id_group_user),
        refresh_hash text not null,
        refresh_hash_lama text,
        rotated_at timestamptz,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz,
        user_agent text,
        ip text
      )`,
      sql`create index sesi_id_user on core.sesi (id_user)`,
      sql`create table core.login_gagal (
        kunci text primary key,
        jumlah integer not null,
        pertama timestamptz not null,
        terakhir timestamptz not null,
        blokir_sampai timestamptz
      )`,
      sql`create table core.pengaturan (
        key text primary key,
        value jsonb not null
      )`,
      sql`create table core.berkas (
        id uuid primary key,
        nama text not null,
        mime text not null,
        ukuran integer not null,
        sha256 text not null,
        isi bytea not null,
        created_at timestamptz not null default now(),
        id_user integer references core.pengguna (id_user) on delete set null
      )`,
    ];
    for (const statement of statements) await statement.execute(db);
    await db.withSchema('core').insertInto('grup').values(GROUPS.map(([id_group_user, nama_group]) => ({ id_group_user, nama_group }))).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['berkas', 'pengaturan', 'login_gagal', 'sesi', 'akses_prodi', 'penugasan', 'pengguna', 'grup']) {
      await sql`drop table if exists core.${sql.id(table)}`.execute(db);
    }
  },
};
