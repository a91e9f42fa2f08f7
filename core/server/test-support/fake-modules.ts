import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import Type from 'typebox';
import { defineModule } from '../../contract/manifest';
import { USER_TYPES, type UserType } from '../../contract/user-types';
import { PagedSchema, PageQuery, paged } from '../http/paging';
import { defineServerModule, type ServerModule } from '../module';

const LABELS: Record<UserType, string> = {
  mhs00: 'Mahasiswa', dsn00: 'Dosen', kor00: 'Koordinator', aka00: 'Akademik', aka01: 'Staff Prodi', aka02: 'Struktural Prodi',
  adm00: 'Administrator', fak00: 'Fakultas', 'lbg204.0': 'LP3 Pimpinan', 'lbg204.1': 'LP3 Staf', 'lbg213.0': 'LAK Pimpinan', 'lbg213.1': 'LAK Staf', 'lbg205.1': 'Lembaga',
};

/**
 * A tiny module for kernel tests: one table, a paged list for staff, a validated POST, a menu
 * entry, and a seed creating the 13 demo accounts (username = type code) plus a lecturer who is
 * also head of programme (two groups).
 */
export function fakeModule(overrides: { id?: string; prefixes?: string[]; plugin?: FastifyPluginAsync; requires?: string[] } = {}): ServerModule {
  const id = overrides.id ?? 'contoh';
  const table = `${id.replace(/-/g, '_')}.catatan`;
  const plugin: FastifyPluginAsync = overrides.plugin ?? (async (app) => {
    const r = app.withTypeProvider<TypeBoxTypeProvider>();
    r.get(`/${id}/catatan`, {
      config: { allow: ['aka00', 'aka01', 'aka02'] },
      schema: { querystring: PageQuery, response: { 200: PagedSchema(Type.Object({ id: Type.Integer(), judul: Type.String() })) } },
    }, async (request) => paged(app.db.selectFrom(table).select(['id', 'judul']).orderBy('id'), request.query, 7));
    r.post(`/${id}/catatan`, {
      config: { allow: 'authenticated' },
      schema: { body: Type.Object({ judul: Type.String({ minLength: 3, maxLength: 50 }), jumlah: Type.Integer({ minimum: 1 }) }) },
    }, async (request) => {
      const row = await app.db.insertInto(table).values({ judul: request.body.judul }).returning('id').executeTakeFirstOrThrow();
      return { id: row.id };
    });
    r.get(`/${id}/item/:id`, { config: { allow: ['mhs00'] } }, async (request) => ({ id: (request.params as { id: string }).id }));
  });
  return defineServerModule({
    manifest: defineModule({
      id,
      version: '0.0.1',
      requires: overrides.requires ?? [],
      routes: [{ id: 'catatan', path: `/${id}-catatan`, audience: ['aka00', 'aka01', 'aka02'] }],
      menu: [{ route: 'catatan', label: 'menu.catatan', order: 5, icon: 'note' }],
      notifications: [],
      apiPrefixes: overrides.prefixes ?? [`${id}/`],
    }),
    plugin,
    migrations: {
      '0001_catatan': {
        async up(db) {
          await sql`create table ${sql.raw(table)} (id serial primary key, judul text not null)`.execute(db);
        },
      },
    },
    async seed({ db, accounts, random }) {
      await db.insertInto(table).values(Array.from({ length: 12 }, (_, i) => ({ judul: `Catatan ${i + 1} ${Math.floor(random() * 100)}` }))).execute();
      if (id !== 'contoh') return;
      await accounts.createMany(
        USER_TYPES.map((code) => ({
          username: code,
          nama: `Pengguna ${LABELS[code]}`,
          demo_label: LABELS[code],
          flags_telegram: code === 'mhs00' ? 1 : 0,
          akses_prodi: code.startsWith('aka') ? [1, 2] : [],
          penugasan:
            code === 'dsn00'
              ? [
                  { id_group_user: 'dsn00', id_level: 2, kode_penugasan: 'dsn', sebagai_ketua_prodi: false, nama_prodi: 'Informatika', nama_fakultas: 'Teknik', nama_lembaga: null },
                  { id_group_user: 'aka02', id_level: 0, kode_penugasan: 'prd', sebagai_ketua_prodi: true, nama_prodi: 'Informatika', nama_fakultas: 'Teknik', nama_lembaga: null, id_prodi: 1 },
                ]
              : [{ id_group_user: code, id_level: 0, kode_penugasan: code.slice(0, 3), sebagai_ketua_prodi: false, nama_prodi: null, nama_fakultas: null, nama_lembaga: null }],
        })),
      );
    },
  });
}
