import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '../contract/user-types';
import { signAccessToken } from './auth/tokens';
import { createKernel } from './kernel';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from './testing';
import { fakeModule } from './test-support/fake-modules';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'siakad_refresh');

describe.each(TEST_DATABASES)('authentication on %s', (database) => {
  let k: TestKernel;
  beforeAll(async () => {
    k = await buildTestKernel({ modules: [fakeModule()], database });
  });
  afterAll(async () => k?.close());

  async function loginResponse(username: string, password: string, ip = '127.0.0.1') {
    return k.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });
  }

  it('logs in, sets the refresh cookie and signs exactly the spec claims', async () => {
    const res = await loginResponse('dsn00', 'siakad');
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res)!;
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict', maxAge: 7 * 24 * 3600 });
    expect(cookie).not.toHaveProperty('secure');
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]+$/);
    const claims = decodeJwt(res.json().access_token);
    expect(Object.keys(claims).sort()).toEqual(
      ['exp', 'flags_kuesioner', 'flags_telegram', 'iat', 'id_group_user', 'id_user', 'nama_user', 'penugasan', 'shift', 'sid', 'sudah_ubah_password'].sort(),
    );
    expect(claims).toMatchObject({ id_group_user: 'dsn00', nama_user: 'Pengguna Dosen', sudah_ubah_password: false, shift: 1 });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const penugasan = claims.penugasan as Array<Record<string, unknown>>;
    expect(penugasan).toHaveLength(2);
    expect(Object.keys(penugasan[0]).sort()).toEqual(['id_group_user', 'id_level', 'idp', 'kode_penugasan', 'nama_fakultas', 'nama_lembaga', 'nama_prodi', 'sebagai_ketua_prodi'].sort());
    expect(penugasan[1]).toMatchObject({ id_group_user: 'aka02', sebagai_ketua_prodi: true, nama_prodi: 'Informatika' });
  });

  it('refuses wrong passwords and unknown users with the same message', async () => {
    const wrong = await loginResponse('aka00', 'salah', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Username atau password salah.' });
    const unknown = await loginResponse('tidak-ada', 'siakad', '10.0.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Username atau password salah.' });
    const empty = await k.inject({ method: 'POST', url: '/api/login', payload: { username: '', password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ username: ['Username wajib diisi.'], password: ['Password wajib diisi.'] });
  });

  it('throttles an account after 5 failures and a success clears the account count', async () => {
    for (let i = 0; i < 4; i++) expect((await loginResponse('kor00', 'salah', `10.1.0.${i}`)).statusCode).toBe(401);
    expect((await loginResponse('kor00', 'siakad', '10.1.0.9')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await loginResponse('kor00', 'salah', `10.2.0.${i}`)).statusCode).toBe(401);
    const blocked = await loginResponse('kor00', 'siakad', '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(blocked.json().message).toMatch(/Terlalu banyak percobaan yang gagal/);
    // Another account from a clean address is unaffected.
    expect((await loginResponse('fak00', 'siakad', '10.2.0.10')).statusCode).toBe(200);
    // The pause doubles with the next failure once it has passed.
    await k.db.withSchema('core').updateTable('login_gagal').set({ blokir_sampai: new Date(Date.now() - 1000) }).where('kunci', '=', 'akun:kor00').execute();
    expect((await loginResponse('kor00', 'salah', '10.2.0.11')).statusCode).toBe(401);
    const again = await loginResponse('kor00', 'siakad', '10.2.0.12');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
  });

  it('throttles an address trying many accounts, past a limit that typos behind a shared address do not reach', async () => {
    const { batas, batas_alamat } = k.app.kernel.settings.throttle;
    expect(batas_alamat).toBeGreaterThan(batas * 10);
    // One user's typos block that account only; the others behind the same address log in.
    for (let i = 0; i < batas; i++) expect((await loginResponse('lbg213.1', 'salah', '10.9.9.7')).statusCode).toBe(401);
    expect((await loginResponse('lbg213.1', 'siakad', '10.9.9.7')).statusCode).toBe(429);
    expect((await loginResponse('lbg205.1', 'siakad', '10.9.9.7')).statusCode).toBe(200);
    // Guessing across accounts from one address blocks the address, for correct passwords too.
    for (let i = batas; i < batas_alamat; i++) expect((await loginResponse(`orang${i}`, 'salah', '10.9.9.7')).statusCode).toBe(401);
    expect((await loginResponse('lbg205.1', 'siakad', '10.9.9.7')).statusCode).toBe(429);
    expect((await loginResponse('lbg205.1', 'siakad', '10.9.9.8')).statusCode).toBe(200);
  });

  it('rotates the refresh cookie and revokes the session when an old one is reused', async () => {
    const login = await loginResponse('aka00', 'siakad');
    const first = cookieOf(login)!.value;
    const refreshed = await k.inject({ method: 'GET', url: '/api/refresh-token', cookies: { siakad_refresh: first } });
    expect(refreshed.statusCode).toBe(200);
    const second = cookieOf(refreshed)!.value;
    expect(second).not.toBe(first);
    expect(decodeJwt(refreshed.json().access_token)).toMatchObject({ id_group_user: 'aka00', sid: first.split('.')[0] });
    // Outside the grace period the old secret is a stolen copy: the whole session ends.
    await k.db.withSchema('core').updateTable('sesi').set({ rotated_at: new Date(Date.now() - 60_000) }).where('id', '=', first.split('.')[0]).execute();
    const reused = await k.inject({ method: 'GET', url: '/api/refresh-token', cookies: { siakad_refresh: first } });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toMatch(/dipakai ulang/);
    expect((await k.inject({ method: 'GET', url: '/api/refresh-token', cookies: { siakad_refresh: second } })).statusCode).toBe(401);
    expect((await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(login.json().access_token) })).statusCode).toBe(401);
  });

  it('refuses a refresh without or with a forged cookie', async () => {
    expect((await k.inject({ method: 'GET', url: '/api/refresh-token' })).json()).toEqual({ message: 'Sesi tidak ditemukan. Silakan login kembali.' });
    const forged = await k.inject({ method: 'GET', url: '/api/refresh-token', cookies: { siakad_refresh: 'bukan-cookie' } });
    expect(forged.statusCode).toBe(401);
  });

  it('logout revokes the session: access token and refresh cookie stop working', async () => {
    const login = await loginResponse('adm00', 'siakad');
    const token = login.json().access_token;
    expect((await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(token) })).statusCode).toBe(200);
    const out = await k.inject({ method: 'POST', url: '/api/logout', headers: bearer(token), cookies: { siakad_refresh: cookieOf(login)!.value } });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatchObject({ value: '', maxAge: 0, path: '/api', httpOnly: true, sameSite: 'Strict' });
    const after = await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Sesi Anda tidak berlaku lagi. Silakan login kembali.' });
    expect((await k.inject({ method: 'GET', url: '/api/refresh-token', cookies: { siakad_refresh: cookieOf(login)!.value } })).statusCode).toBe(401);
  });

  it('another API process sees a revocation once its cache entry expires', async () => {
    const other = await createKernel({ config: { modules: null, sessionCacheTtlMs: 300 }, modules: [fakeModule()], db: k.db, migrate: false });
    try {
      const token = await k.login('lbg204.0');
      expect((await other.inject({ method: 'GET', url: '/api/menu', headers: bearer(token) })).statusCode).toBe(200);
      await k.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      // Still cached as active in the other process ...
      expect((await other.inject({ method: 'GET', url: '/api/menu', headers: bearer(token) })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 350));
      // ... and refused once the cache entry is older than its TTL.
      expect((await other.inject({ method: 'GET', url: '/api/menu', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('refuses expired, forged and malformed tokens with 401', async () => {
    const token = await k.login('mhs00');
    const claims = decodeJwt(token) as any;
    const expired = await signAccessToken({ ...claims }, k.app.kernel.settings.jwtSecret, -10);
    const forged = await signAccessToken({ ...claims }, new TextEncoder().encode('kunci-palsu-yang-cukup-panjang-1234'), 600);
    for (const bad of [expired, forged, 'abc.def.ghi']) {
      const res = await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(bad) });
      expect(res.statusCode).toBe(401);
    }
    expect((await k.inject({ method: 'GET', url: '/api/menu' })).json()).toEqual({ message: 'Silakan login terlebih dahulu.' });
  });

  it('refuses a user type outside the allow list with 403', async () => {
    const token = await k.login('mhs00');
    const res = await k.inject({ method: 'GET', url: '/api/contoh/catatan', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Anda tidak berhak mengakses data ini.' });
  });

  it('returns the menu of the active group', async () => {
    const staff = await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(await k.login('aka01')) });
    expect(staff.json()).toEqual({
      data: [
        { id: 'core:beranda', title: 'Beranda', path: '/beranda', icon: 'home' },
        { id: 'contoh:catatan', title: 'menu.catatan', path: '/contoh-catatan', icon: 'note' },
      ],
    });
    const student = await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(await k.login('mhs00')) });
    expect(student.json().data.map((m: { id: string }) => m.id)).toEqual(['core:beranda']);
  });

  it('lists the user groups and switches the active group', async () => {
    const token = await k.login('dsn00');
    const groups = await k.inject({ method: 'GET', url: '/api/grup-milik-pengguna', headers: bearer(token) });
    expect(groups.json()).toEqual({
      data: [
        { id_group_user: 'dsn00', nama_group: 'Dosen', aktif: true, is_default: true },
        { id_group_user: 'aka02', nama_group: 'Struktural Prodi', aktif: false, is_default: false },
      ],
    });
    const foreign = await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: bearer(token), payload: { id_group_user: 'adm00' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Anda tidak termasuk dalam grup tersebut.' });
    const unknown = await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: bearer(token), payload: { id_group_user: 'xyz' } });
    expect(unknown.statusCode).toBe(400);
    const switched = await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: bearer(token), payload: { id_group_user: 'aka02' } });
    expect(switched.statusCode).toBe(200);
    const next = switched.json().access_token;
    expect(decodeJwt(next).id_group_user).toBe('aka02');
    expect((await k.inject({ method: 'GET', url: '/api/contoh/catatan', headers: bearer(next) })).statusCode).toBe(200);
    // The choice is remembered for the next login.
    expect(decodeJwt(await k.login('dsn00')).id_group_user).toBe('aka02');
    await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: bearer(next), payload: { id_group_user: 'dsn00' } });
  });

  it('changes the password by the rules and ends the other sessions', async () => {
    const other = await k.login('lbg213.0');
    const mine = await k.login('lbg213.0');
    const change = (payload: Record<string, string>) => k.inject({ method: 'PATCH', url: '/api/password/update', headers: bearer(mine), payload });
    const wrongOld = await change({ password_lama: 'keliru', password_baru: 'rahasia123', konfirmasi_password: 'rahasia123' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ message: 'Data yang dikirim tidak valid.', errors: { password_lama: ['Password lama salah.'] } });
    const short = await change({ password_lama: 'siakad', password_baru: 'a1', konfirmasi_password: 'a2' });
    expect(short.json().errors).toEqual({
      password_baru: ['Password baru minimal 8 karakter.'],
      konfirmasi_password: ['Konfirmasi password tidak sama dengan password baru.'],
    });
    expect((await change({ password_lama: 'siakad', password_baru: 'hanyahuruf', konfirmasi_password: 'hanyahuruf' })).json().errors).toEqual({
      password_baru: ['Password baru harus mengandung huruf dan angka.'],
    });
    expect((await change({ password_lama: 'siakad', password_baru: '12345678', konfirmasi_password: '12345678' })).json().errors.password_baru).toEqual(['Password baru harus mengandung huruf dan angka.']);
    const missing = await change({ password_lama: '', password_baru: 'x', konfirmasi_password: 'x' } as Record<string, string>);
    expect(missing.json().errors.password_lama).toEqual(['Password lama wajib diisi.']);

    const ok = await change({ password_lama: 'siakad', password_baru: 'Rahasia2025', konfirmasi_password: 'Rahasia2025' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/Password berhasil diubah/);
    expect(decodeJwt(ok.json().access_token).sudah_ubah_password).toBe(true);
    expect((await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(other) })).statusCode).toBe(401);
    expect((await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(mine) })).statusCode).toBe(200);
    await expect(k.login('lbg213.0')).rejects.toThrow(/401/);
    expect(decodeJwt(await k.login('lbg213.0', 'Rahasia2025')).sudah_ubah_password).toBe(true);
  });

  it('refuses a new password equal to the username or the old password', async () => {
    await k.app.accounts.create({ username: 'budi2025', nama: 'Budi', password: 'budi2025x', penugasan: [{ id_group_user: 'mhs00', id_level: 0, kode_penugasan: 'mhs', sebagai_ketua_prodi: false, nama_prodi: null, nama_fakultas: null, nama_lembaga: null }] });
    const token = await k.login('budi2025', 'budi2025x');
    const sameUser = await k.inject({ method: 'PATCH', url: '/api/password/update', headers: bearer(token), payload: { password_lama: 'budi2025x', password_baru: 'BUDI2025', konfirmasi_password: 'BUDI2025' } });
    expect(sameUser.json().errors.password_baru).toEqual(['Password baru tidak boleh sama dengan username.']);
    const sameOld = await k.inject({ method: 'PATCH', url: '/api/password/update', headers: bearer(token), payload: { password_lama: 'budi2025x', password_baru: 'budi2025x', konfirmasi_password: 'budi2025x' } });
    expect(sameOld.json().errors.password_baru).toEqual(['Password baru tidak boleh sama dengan password lama.']);
  });

  it('keeps a session row only for a login that succeeded, in the group the token names', async () => {
    const penugasan = (id_group_user: UserType, kode_penugasan: string) => ({ id_group_user, id_level: 0, kode_penugasan, sebagai_ketua_prodi: false, nama_prodi: null, nama_fakultas: null, nama_lembaga: null });
    const sesi = (username: string) => k.db.withSchema('core').selectFrom('sesi as s').innerJoin('pengguna as p', 'p.id_user', 's.id_user')
      .select(['s.id', 's.id_group_user', 's.revoked_at']).where('p.username', '=', username).execute();
    await k.app.accounts.create({ username: 'sari2025', nama: 'Sari', password: 'sari2025x', penugasan: [penugasan('mhs00', 'mhs')] });

    expect((await loginResponse('sari2025', 'keliru', '10.7.0.1')).statusCode).toBe(401);
    expect(await sesi('sari2025')).toEqual([]);
    const ok = await loginResponse('SARI2025', 'sari2025x', '10.7.0.2');
    expect(ok.statusCode).toBe(200);
    const rows = await sesi('sari2025');
    expect(rows).toEqual([{ id: cookieOf(ok)!.value.split('.')[0], id_group_user: 'mhs00', revoked_at: null }]);
    expect(decodeJwt(ok.json().access_token).sid).toBe(rows[0].id);

    // A stored default the account no longer holds: the session starts in its first assignment's group.
    await k.db.withSchema('core').updateTable('pengguna').set({ default_group: 'dsn00' }).where('username', '=', 'sari2025').execute();
    const moved = await loginResponse('sari2025', 'sari2025x', '10.7.0.3');
    const movedSid = decodeJwt(moved.json().access_token).sid;
    expect(decodeJwt(moved.json().access_token).id_group_user).toBe('mhs00');
    expect((await sesi('sari2025')).find((r) => r.id === movedSid)?.id_group_user).toBe('mhs00');
    expect((await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(moved.json().access_token) })).statusCode).toBe(200);

    // An inactive account and a blocked one get no session at all.
    await k.db.withSchema('core').updateTable('pengguna').set({ aktif: false }).where('username', '=', 'sari2025').execute();
    const inactive = await loginResponse('sari2025', 'sari2025x', '10.7.0.4');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ message: 'Akun Anda tidak aktif. Hubungi administrator.' });
    await k.db.withSchema('core').updateTable('pengguna').set({ aktif: true }).where('username', '=', 'sari2025').execute();
    for (let i = 0; i < 5; i++) expect((await loginResponse('sari2025', 'keliru', `10.7.1.${i}`)).statusCode).toBe(401);
    expect((await loginResponse('sari2025', 'sari2025x', '10.7.1.9')).statusCode).toBe(429);
    expect(await sesi('sari2025')).toHaveLength(2);
  });

  it('stores a session only in a known group, without locking the group\'s row', async () => {
    const user = await k.db.withSchema('core').selectFrom('pengguna').select('id_user').where('username', '=', 'mhs00').executeTakeFirstOrThrow();
    const row = { id: '00000000-0000-4000-8000-00000000a001', id_user: user.id_user, refresh_hash: 'x', expires_at: new Date(Date.now() + 60_000) };
    await expect(k.db.withSchema('core').insertInto('sesi').values({ ...row, id_group_user: 'bukan-grup' }).execute()).rejects.toThrow(/sesi_grup_dikenal/);
    if (database !== 'postgres') return;
    // A login completes while another transaction holds the student group's row: no login locks it.
    await k.db.transaction().execute(async (trx) => {
      await sql`select 1 from core.grup where id_group_user = 'mhs00' for update`.execute(trx);
      const login = loginResponse('mhs00', 'siakad', '10.8.0.1').then((res) => res.statusCode);
      // A login that waits for the lock is answered once the transaction ends: race it against a timer.
      expect(await Promise.race([login, new Promise((resolve) => setTimeout(() => resolve('menunggu kunci'), 5000))])).toBe(200);
    });
  });

  it('a session revoked while its login checked the password stays revoked', async () => {
    const { sessions } = k.app.kernel;
    const draft = sessions.draft({});
    await sessions.revoke(draft.sid);
    const issued = sessions.opened(draft, 1, 'mhs00');
    expect(issued.cookie).toBe(`${draft.sid}.${draft.secret}`);
    expect(await sessions.isActive(draft.sid)).toBe(false);
  });

  it('lists demo accounts and the stored Telegram message', async () => {
    const demo = await k.inject({ method: 'GET', url: '/api/login/demo' });
    expect(demo.json().data).toHaveLength(13);
    expect(demo.json().data[0]).toEqual({ username: 'mhs00', label: 'Mahasiswa', id_group_user: 'mhs00' });
    expect((await k.inject({ method: 'GET', url: '/api/pesan/daftar-telegram' })).statusCode).toBe(401);
    const pesan = await k.inject({ method: 'GET', url: '/api/pesan/daftar-telegram', headers: bearer(await k.login('mhs00')) });
    expect(pesan.json().pesan).toMatch(/Telegram/);
  });
});
