import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import Type from 'typebox';
import { demoAccounts } from '../accounts/demo-accounts';
import { te } from '../i18n';
import { readSetting } from '../settings';
import { UserTypeSchema } from './schemas';

/** Health, enabled modules, demo accounts for the login page, the Telegram message, the OpenAPI document. */
export async function infoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/health', {
    config: { allow: 'public' },
    schema: { tags: ['sistem'], summary: 'Kesehatan layanan (basis data terjangkau)', response: { 200: Type.Object({ status: Type.String() }), 503: Type.Object({ status: Type.String(), message: Type.String() }) } },
  }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'gagal', message: te('umum.basis_data_tidak_terjangkau') });
    }
  });

  r.get('/modules', {
    config: { allow: 'public' },
    schema: { tags: ['sistem'], summary: 'Modul yang aktif', response: { 200: Type.Object({ data: Type.Array(Type.String()) }) } },
  }, async () => ({ data: app.kernel.enabled.filter((m) => m.id !== 'core').map((m) => m.id) }));

  r.get('/login/demo', {
    config: { allow: 'public' },
    schema: {
      tags: ['sesi'],
      summary: 'Akun demo untuk halaman login (kosong bila kampus demo tidak dimuat)',
      response: { 200: Type.Object({ data: Type.Array(Type.Object({ username: Type.String(), label: Type.String(), id_group_user: UserTypeSchema })) }) },
    },
  }, async () => ({ data: (await demoAccounts(app.db)) as Array<{ username: string; label: string; id_group_user: never }> }));

  r.get('/pesan/daftar-telegram', {
    config: { allow: 'authenticated' },
    schema: { tags: ['akun'], summary: 'Pesan ajakan mendaftarkan akun Telegram', response: { 200: Type.Object({ pesan: Type.String() }) } },
  }, async () => ({ pesan: (await readSetting<string>(app.db, 'pesan_daftar_telegram')) ?? '' }));

  r.get('/docs/json', { config: { allow: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
