import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import portal from './index';
import { sha256 } from './hash';

const SECRET = 'rahasia-uji-aplikasi';

describe.each(MODULE_TEST_DATABASES)('portal API (%s)', (database) => {
  let k: TestKernel;
  let idUji: number;
  const tokens: Record<string, string> = {};
  const get = async (url: string, as = 'mhs00') => {
    tokens[as] ??= await k.login(as);
    return k.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[as]}` } });
  };
  const redeem = (kode: string, rahasia = SECRET, kode_aplikasi = 'uji') =>
    k.inject({ method: 'POST', url: '/api/portal/aplikasi/tukar-kode', payload: { kode_aplikasi, rahasia, kode } });
  const codeOf = (url: string) => new URL(url).searchParams.get('kode')!;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, portal], database });
    // A linked application whose secret the test knows (seeded ones have random secrets).
    const row = await k.db.withSchema('portal').insertInto('aplikasi').values({
      kode: 'uji', nama: 'Aplikasi Uji', deskripsi: 'Untuk pengujian', url: 'https://uji.example', url_login: 'https://uji.example/sso?lang=id', ikon: 'apps', rahasia_hash: sha256(SECRET), urutan: 99,
    }).returning('id_aplikasi').executeTakeFirstOrThrow();
    idUji = row.id_aplikasi;
  });
  afterAll(async () => k?.close());

  it('lists the seeded applications aimed at the caller', async () => {
    const mhs = (await get('portal/aplikasi')).json().data.map((a: any) => a.nama);
    expect(mhs).toEqual(expect.arrayContaining(['e-Learning (LMS)', 'Perpustakaan Digital', 'Repository Institusi', 'Email Kampus']));
    expect(mhs).not.toContain('Penerimaan Mahasiswa Baru (PMB)');
    const adm = (await get('portal/aplikasi', 'adm00')).json().data.map((a: any) => a.nama);
    expect(adm).toContain('Penerimaan Mahasiswa Baru (PMB)');
    expect((await get('portal/aplikasi')).json().data[0]).not.toHaveProperty('rahasia_hash');
  });

  it('a login code is redeemed once by its application, then refused', async () => {
    const res = await get(`portal/aplikasi/login?id_aplikasi=${idUji}`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin + url.pathname).toBe('https://uji.example/sso');
    expect(url.searchParams.get('lang')).toBe('id');
    const kode = codeOf(res.json().url);
    expect(kode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await k.db.withSchema('portal').selectFrom('kode_login').select('kode_hash').execute();
    expect(stored.map((r) => r.kode_hash)).not.toContain(kode);

    expect((await redeem(kode, 'salah')).statusCode).toBe(401);
    const first = await redeem(kode);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ username: 'mhs00', nama: 'Siti Rahmawati', id_aplikasi: idUji });
    expect(first.json().email).toMatch(/@student\.unusantara\.ac\.id$/);
    const replay = await redeem(kode);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Kode login tidak berlaku: sudah dipakai, kedaluwarsa, atau bukan untuk aplikasi ini.');
  });

  it('two simultaneous redemptions of one code: exactly one wins', async () => {
    const kode = codeOf((await get(`portal/aplikasi/login?id_aplikasi=${idUji}`)).json().url);
    const results = await Promise.all([redeem(kode), redeem(kode), redeem(kode)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('an expired code is refused, and a code of another application too', async () => {
    const kode = codeOf((await get(`portal/aplikasi/login?id_aplikasi=${idUji}`)).json().url);
    await k.db.withSchema('portal').updateTable('kode_login').set({ kedaluwarsa: sql`now() - interval '1 second'` }).where('kode_hash', '=', sha256(kode)).execute();
    expect((await redeem(kode)).statusCode).toBe(400);
    const lms = (await get('portal/aplikasi')).json().data.find((a: any) => a.kode === 'lms');
    const lmsCode = codeOf((await get(`portal/aplikasi/login?id_aplikasi=${lms.id_aplikasi}`)).json().url);
    expect((await redeem(lmsCode)).statusCode).toBe(400);
  });

  it('codes expire after the configured lifetime', async () => {
    const kode = codeOf((await get(`portal/aplikasi/login?id_aplikasi=${idUji}`)).json().url);
    const row = await k.db.withSchema('portal').selectFrom('kode_login')
      .select(sql<number>`extract(epoch from kedaluwarsa - dibuat)::int`.as('detik')).where('kode_hash', '=', sha256(kode)).executeTakeFirstOrThrow();
    expect(row.detik).toBe(60);
  });

  it('unknown, hidden and malformed applications', async () => {
    expect((await get('portal/aplikasi/login?id_aplikasi=99999')).statusCode).toBe(404);
    expect((await get('portal/aplikasi/login?id_aplikasi=abc')).statusCode).toBe(400);
    expect((await get('portal/aplikasi/login')).statusCode).toBe(400);
    const pmb = (await get('portal/aplikasi', 'adm00')).json().data.find((a: any) => a.kode === 'pmb');
    expect((await get(`portal/aplikasi/login?id_aplikasi=${pmb.id_aplikasi}`, 'mhs00')).statusCode).toBe(404);
    expect((await k.inject({ method: 'POST', url: '/api/portal/aplikasi/tukar-kode', payload: { kode: 'x' } })).statusCode).toBe(400);
  });

  it('aplikasi/user gives the caller identity at the application', async () => {
    const res = await get(`portal/aplikasi/user?id_aplikasi=${idUji}`, 'dsn00');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id_aplikasi: idUji, nama_aplikasi: 'Aplikasi Uji', username: 'dsn00', nama: 'Dr. Ir. Budi Santoso, M.Kom.' });
    expect(res.json().email).toMatch(/@unusantara\.ac\.id$/);
    const staff = (await get(`portal/aplikasi/user?id_aplikasi=${idUji}`, 'adm00')).json();
    expect(staff.email).toBe('adm00@unusantara.ac.id');
  });

  it('telegram/url gives a one-time deep link; a new call replaces the code', async () => {
    const first = (await get('portal/telegram/url', 'dsn00')).json().url as string;
    expect(first).toMatch(/^https:\/\/t\.me\/SiakadNusantaraBot\?start=[A-Za-z0-9_-]{32}$/);
    const second = (await get('portal/telegram/url', 'dsn00')).json().url as string;
    expect(second).not.toBe(first);
    const rows = await k.db.withSchema('portal').selectFrom('tautan_telegram').select('kode_hash').execute();
    expect(rows.map((r) => r.kode_hash)).toContain(sha256(new URL(second).searchParams.get('start')!));
    expect(rows.map((r) => r.kode_hash)).not.toContain(sha256(new URL(first).searchParams.get('start')!));
  });

  it('anonymous callers get 401', async () => {
    for (const url of ['portal/aplikasi', `portal/aplikasi/login?id_aplikasi=${idUji}`, `portal/aplikasi/user?id_aplikasi=${idUji}`, 'portal/telegram/url']) {
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode).toBe(401);
    }
  });
});
