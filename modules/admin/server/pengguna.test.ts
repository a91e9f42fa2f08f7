import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel } from '../../../core/server/kernel';
import { buildTestKernel, openTestDatabase, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import admin from './index';

const DILARANG = 'Anda tidak berhak mengakses data ini.';

describe.each(MODULE_TEST_DATABASES)('admin API: users, groups and staff authorisation (%s)', (database) => {
  let k: TestKernel;
  const ids: Record<string, number> = {};
  let prodi: Array<{ id_prodi: number; nama_prodi: string }> = [];
  let fakultas: Array<{ id_fakultas: number }> = [];
  let adminToken = '';

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token = adminToken) => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
  const patch = (url: string, payload: unknown, token = adminToken) => k.inject({ method: 'PATCH', url: `/api/${url}`, headers: bearer(token), payload: payload as object });
  const grupOf = async (username: string) => (await get(`pengguna/daftar-grup?id_pengguna=${ids[username]}`)).json();
  const akses = async (username: string) => (await k.db.withSchema('core').selectFrom('akses_prodi').select('id_prodi').where('id_user', '=', ids[username]).orderBy('id_prodi').execute()).map((r) => r.id_prodi);
  const post = (url: string, payload: unknown, token = adminToken) => k.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload: payload as object });
  const login = (username: string, password = 'siakad') => k.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const works = async (token: string) => (await k.inject({ method: 'GET', url: '/api/menu', headers: bearer(token) })).statusCode;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, admin], database });
    for (const row of await k.db.withSchema('core').selectFrom('pengguna').select(['id_user', 'username']).execute()) ids[row.username] = row.id_user;
    prodi = await k.db.withSchema('master_data').selectFrom('prodi').select(['id_prodi', 'nama_prodi']).orderBy('id_prodi').execute();
    fakultas = await k.db.withSchema('master_data').selectFrom('fakultas').select('id_fakultas').orderBy('id_fakultas').execute();
    adminToken = await k.login('adm00');
  });
  afterAll(async () => k?.close());

  it('every call is for adm00 only: other groups get 403 with the Indonesian message, visitors 401', async () => {
    const calls: Array<['GET' | 'PATCH', string]> = [
      ['GET', 'pengguna'], ['GET', `pengguna/${ids.aka01}`], ['GET', 'pengguna/grup'], ['GET', `pengguna/daftar-grup?id_pengguna=${ids.aka01}`],
      ['PATCH', 'pengguna/daftar-grup'], ['GET', `pengguna/prodi/akses-prodi?id_pengguna=${ids.aka01}`],
      ['GET', `pengguna/otorisasi-data-staff?id_pengguna=${ids.aka01}`], ['PATCH', 'pengguna/otorisasi-data-staff'],
    ];
    const others = { aka00: await k.login('aka00'), mhs00: await k.login('mhs00'), dsn00: await k.login('dsn00') };
    const body = { id_pengguna: ids.aka01, id_prodi: [prodi[0].id_prodi, prodi[1].id_prodi], grup: [{ id_group_user: 'adm00' }] };
    for (const [method, url] of calls) {
      for (const token of Object.values(others)) {
        const res = await k.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(method === 'PATCH' ? { payload: body } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method, url: `/api/${url}` })).statusCode).toBe(401);
    }
    // Nothing changed by the refused PATCHes.
    expect(await akses('aka01')).toEqual([prodi[0].id_prodi]);
    expect((await grupOf('aka01')).data.map((p: any) => p.id_group_user)).toEqual(['aka01']);
  });

  it('GET pengguna: 7 per page, total, search in username and name, pages, groups with Indonesian names', async () => {
    const total = Number((await k.db.withSchema('core').selectFrom('pengguna').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const first = (await get('pengguna')).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 7, total });
    expect(first.data).toHaveLength(7);
    expect(first.data[0]).not.toHaveProperty('password_hash');
    const second = (await get('pengguna?page=2')).json();
    expect(second.current_page).toBe(2);
    expect(second.data.map((u: any) => u.id_user)).not.toContain(first.data[0].id_user);

    const aka = (await get('pengguna?search=aka0')).json();
    expect(aka.total).toBe(3);
    expect(aka.data.map((u: any) => u.username).sort()).toEqual(['aka00', 'aka01', 'aka02']);
    const dedi = (await get(`pengguna?search=${encodeURIComponent('dedi kurniawan')}`)).json();
    expect(dedi.data).toEqual([{ id_user: ids.aka01, username: 'aka01', nama: 'Dedi Kurniawan, S.T.', aktif: true, default_group: 'aka01', grup: [{ id_group_user: 'aka01', nama_group: 'Staff Prodi' }] }]);
    const budi = (await get('pengguna?search=dsn00')).json().data[0];
    expect(budi.grup).toEqual([{ id_group_user: 'dsn00', nama_group: 'Dosen' }, { id_group_user: 'aka02', nama_group: 'Struktural Prodi' }]);
    // LIKE wildcards are searched for literally.
    expect((await get('pengguna?search=%25')).json().total).toBe(0);
    expect((await get('pengguna?search=aka0&page=2')).json()).toMatchObject({ data: [], total: 3, current_page: 2 });
    expect((await get('pengguna?id_group_user=adm00')).json().data.map((u: any) => u.username)).toEqual(['adm00']);

    const bad = await get('pengguna?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.page[0]).toBe('Halaman minimal 1.');
  });

  it('GET pengguna/{id}: the account without its password hash; 404 for an unknown user, 400 for a bad id', async () => {
    const res = await get(`pengguna/${ids.aka01}`);
    expect(res.json()).toEqual({
      id_user: ids.aka01, username: 'aka01', nama: 'Dedi Kurniawan, S.T.', aktif: true, default_group: 'aka01', nama_default_group: 'Staff Prodi',
      sudah_ubah_password: false, mahasiswa: false, dosen: false, staf_prodi: true,
    });
    expect((await get(`pengguna/${ids.mhs00}`)).json()).toMatchObject({ mahasiswa: true, staf_prodi: false });
    const missing = await get('pengguna/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Pengguna tidak ditemukan.');
    expect((await get('pengguna/abc')).statusCode).toBe(400);
  });

  it('GET pengguna/grup: the 13 groups with Indonesian names and the scope each needs', async () => {
    const data = (await get('pengguna/grup')).json().data;
    expect(data.map((g: any) => g.id_group_user)).toEqual(['mhs00', 'dsn00', 'kor00', 'aka00', 'aka01', 'aka02', 'adm00', 'fak00', 'lbg204.0', 'lbg204.1', 'lbg213.0', 'lbg213.1', 'lbg205.1']);
    const by = Object.fromEntries(data.map((g: any) => [g.id_group_user, g]));
    expect(by.aka01).toMatchObject({ nama_group: 'Staff Prodi', cakupan: 'prodi', dapat_diberikan: true });
    expect(by.aka01.pilihan).toHaveLength(prodi.length);
    expect(by.mhs00).toMatchObject({ nama_group: 'Mahasiswa', dapat_diberikan: false, pilihan: [] });
    expect(by.fak00.cakupan).toBe('fakultas');
    expect(by['lbg204.1']).toMatchObject({ cakupan: 'lembaga' });
    expect(by['lbg204.1'].pilihan).toHaveLength(1);
    expect(by.adm00.cakupan).toBeNull();
  });

  it('GET pengguna/daftar-grup: the assignments with their scope; 404 and 400', async () => {
    const dsn = await grupOf('dsn00');
    expect(dsn.data.map((p: any) => [p.id_group_user, p.kode_penugasan, p.nama_prodi, p.sebagai_ketua_prodi])).toEqual([
      ['dsn00', 'dsn', 'Teknik Informatika', false], ['aka02', 'prd', 'Teknik Informatika', true],
    ]);
    expect((await get('pengguna/daftar-grup?id_pengguna=999999')).statusCode).toBe(404);
    const bad = await get('pengguna/daftar-grup');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('id_pengguna');
  });

  it('PATCH otorisasi-data-staff: the new access applies, the staff member\'s sessions end, an unchanged save ends none', async () => {
    const staffToken = await k.login('aka01');
    const wanted = [prodi[0].id_prodi, prodi[2].id_prodi];
    const res = await patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka01, id_prodi: wanted });
    expect(res.statusCode).toBe(200);
    expect(res.json().sesi_dicabut).toBe(1);
    expect(res.json().message).toBe('Perubahan disimpan. 1 sesi pengguna diakhiri; pengguna perlu login kembali.');
    expect(res.json().data.filter((p: any) => p.diizinkan).map((p: any) => p.id_prodi).sort()).toEqual(wanted.sort());
    expect(await akses('aka01')).toEqual(wanted.sort((a, b) => a - b));
    expect(await works(staffToken)).toBe(401);
    const list = (await get(`pengguna/prodi/akses-prodi?id_pengguna=${ids.aka01}`)).json();
    expect(list.data.map((p: any) => p.id_prodi).sort()).toEqual(wanted.sort());
    expect(list.data[0]).toHaveProperty('nama_fakultas');

    const again = await k.login('aka01');
    const same = await patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka01, id_prodi: wanted });
    expect(same.json()).toMatchObject({ message: 'Tidak ada perubahan.', sesi_dicabut: 0 });
    expect(await works(again)).toBe(200);

    const riwayat = await k.db.withSchema('admin').selectFrom('riwayat_perubahan').selectAll().where('id_user', '=', ids.aka01).execute();
    expect(riwayat).toHaveLength(1);
    expect(riwayat[0]).toMatchObject({ jenis: 'akses_prodi', id_admin: ids.adm00, sesi_dicabut: 1 });
  });

  it('PATCH otorisasi-data-staff refuses bad input and changes nothing', async () => {
    const before = await akses('aka02');
    const token = await k.login('aka02');
    const unknown = await patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka02, id_prodi: [prodi[1].id_prodi, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.id_prodi).toEqual(['Program studi tidak ditemukan: 999999.']);
    const dup = await patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka02, id_prodi: [prodi[1].id_prodi, prodi[1].id_prodi] });
    expect(dup.statusCode).toBe(400);
    const text = await patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka02, id_prodi: 'semua' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Data yang dikirim tidak valid.');
    expect((await patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka02 })).json().errors).toHaveProperty('id_prodi');
    const nonStaff = await patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.fak00, id_prodi: [prodi[0].id_prodi] });
    expect(nonStaff.statusCode).toBe(400);
    expect(nonStaff.json().message).toBe('Otorisasi data staf hanya untuk pengguna yang memegang grup staf prodi (aka00, aka01, aka02).');
    expect((await patch('pengguna/otorisasi-data-staff', { id_pengguna: 999999, id_prodi: [] })).statusCode).toBe(404);
    expect(await akses('aka02')).toEqual(before);
    expect(await akses('fak00')).toEqual([]);
    expect(await works(token)).toBe(200);
  });

  it('PATCH daftar-grup: adding a group ends no session; removing it ends them, and programme access goes with the last staff group', async () => {
    const fakToken = await k.login('fak00');
    const fakRow = (await grupOf('fak00')).data[0];
    const added = await patch('pengguna/daftar-grup', {
      id_pengguna: ids.fak00, grup: [{ id_group_user: 'fak00', id_fakultas: fakRow.id_fakultas }, { id_group_user: 'aka01', id_prodi: prodi[1].id_prodi }],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().sesi_dicabut).toBe(0);
    expect(added.json().data.map((p: any) => [p.id_group_user, p.kode_penugasan, p.nama_prodi])).toEqual([['fak00', 'fkt', null], ['aka01', 'prd', prodi[1].nama_prodi]]);
    // The row kept is the same row (same idp), not a copy.
    expect(added.json().data[0].idp).toBe(fakRow.idp);
    expect(await works(fakToken)).toBe(200);
    expect(await akses('fak00')).toEqual([prodi[1].id_prodi]);
    // The new group is there at the next login.
    const login = await k.inject({ method: 'GET', url: '/api/grup-milik-pengguna', headers: bearer(await k.login('fak00')) });
    expect(login.json().data.map((g: any) => g.id_group_user)).toEqual(['fak00', 'aka01']);

    const removed = await patch('pengguna/daftar-grup', { id_pengguna: ids.fak00, grup: [{ id_group_user: 'fak00', id_fakultas: fakRow.id_fakultas }] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().sesi_dicabut).toBe(2);
    expect(await works(fakToken)).toBe(401);
    expect(await akses('fak00')).toEqual([]);
  });

  it('PATCH daftar-grup: removing the default group moves the default, and the next login has the new assignments', async () => {
    const korToken = await k.login('kor00');
    const res = await patch('pengguna/daftar-grup', { id_pengguna: ids.kor00, grup: [{ id_group_user: 'dsn00', id_level: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ default_group: 'dsn00', sesi_dicabut: 1 });
    expect(await works(korToken)).toBe(401);
    const fresh = await k.login('kor00');
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1], 'base64url').toString());
    expect(claims.id_group_user).toBe('dsn00');
    expect(claims.penugasan.map((p: any) => [p.id_group_user, p.id_level, p.kode_penugasan])).toEqual([['dsn00', 2, 'dsn']]);
    // A changed lecturer ring is a change too: the sessions end.
    const ring = await patch('pengguna/daftar-grup', { id_pengguna: ids.kor00, grup: [{ id_group_user: 'dsn00', id_level: 1 }] });
    expect(ring.json().sesi_dicabut).toBe(1);
    expect(await works(fresh)).toBe(401);
  });

  it('PATCH daftar-grup refuses what the data model does not hold, with field messages, and changes nothing', async () => {
    const cases: Array<[number, unknown[], string, string]> = [
      [ids.mhs00, [{ id_group_user: 'mhs00' }, { id_group_user: 'dsn00' }], 'grup.1.id_group_user', 'Akun mahasiswa hanya dapat memegang grup Mahasiswa.'],
      [ids.aka00, [{ id_group_user: 'aka00', id_prodi: prodi[0].id_prodi }, { id_group_user: 'mhs00' }], 'grup.1.id_group_user', 'Grup Mahasiswa tidak dapat diberikan di sini: akun mahasiswa dibuat bersama data mahasiswanya.'],
      [ids.aka00, [{ id_group_user: 'dsn00' }], 'grup.0.id_group_user', 'Grup ini hanya untuk pengguna yang terdaftar sebagai dosen.'],
      [ids.aka00, [{ id_group_user: 'aka01' }], 'grup.0.id_prodi', 'Program studi wajib dipilih untuk grup ini.'],
      [ids.aka00, [{ id_group_user: 'aka01', id_prodi: 999999 }], 'grup.0.id_prodi', 'Program studi tidak ditemukan.'],
      [ids.aka00, [{ id_group_user: 'fak00' }], 'grup.0.id_fakultas', 'Fakultas wajib dipilih untuk grup ini.'],
      [ids.aka00, [{ id_group_user: 'xyz00' }], 'grup.0.id_group_user', 'Grup tidak dikenal.'],
      [ids.aka00, [{ id_group_user: 'adm00' }, { id_group_user: 'adm00' }], 'grup.1.id_group_user', 'Grup ini dengan cakupan yang sama tercantum lebih dari sekali.'],
    ];
    const before = { mhs00: await grupOf('mhs00'), aka00: await grupOf('aka00') };
    for (const [id, grup, field, message] of cases) {
      const res = await patch('pengguna/daftar-grup', { id_pengguna: id, grup });
      expect(res.statusCode, JSON.stringify(grup)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const empty = await patch('pengguna/daftar-grup', { id_pengguna: ids.aka00, grup: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['grup']);
    expect((await patch('pengguna/daftar-grup', { id_pengguna: 999999, grup: [{ id_group_user: 'adm00' }] })).statusCode).toBe(404);
    expect(await grupOf('mhs00')).toEqual(before.mhs00);
    expect(await grupOf('aka00')).toEqual(before.aka00);
    expect(fakultas.length).toBeGreaterThan(0);
  });

  it('an administrator cannot take adm00 from their own account; other changes keep their own session', async () => {
    const refused = await patch('pengguna/daftar-grup', { id_pengguna: ids.adm00, grup: [{ id_group_user: 'fak00', id_fakultas: fakultas[0].id_fakultas }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Anda tidak dapat mencabut grup Administrator dari akun Anda sendiri.');
    expect((await grupOf('adm00')).data.map((p: any) => p.id_group_user)).toEqual(['adm00']);

    const other = await k.login('adm00');
    expect((await patch('pengguna/daftar-grup', { id_pengguna: ids.adm00, grup: [{ id_group_user: 'adm00' }, { id_group_user: 'fak00', id_fakultas: fakultas[0].id_fakultas }] })).statusCode).toBe(200);
    const back = await patch('pengguna/daftar-grup', { id_pengguna: ids.adm00, grup: [{ id_group_user: 'adm00' }] });
    expect(back.json().sesi_dicabut).toBeGreaterThanOrEqual(1);
    expect(await works(other)).toBe(401);
    expect(await works(adminToken)).toBe(200);
  });

  it('PATCH pengguna/status: deactivated, the account cannot log in and its sessions end; activated, it logs in again', async () => {
    const user = 'lbg204.1';
    const session = await k.login(user);
    expect(await works(session)).toBe(200);
    const off = await patch('pengguna/status', { id_pengguna: ids[user], aktif: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id_user: ids[user], aktif: false, sesi_dicabut: 1 });
    expect(off.json().message).toContain('Akun dinonaktifkan. 1 sesi pengguna diakhiri');
    expect(await works(session)).toBe(401);
    const refused = await login(user);
    expect(refused.statusCode).toBe(403);
    // Deactivating again changes nothing and records nothing.
    expect((await patch('pengguna/status', { id_pengguna: ids[user], aktif: false })).json()).toMatchObject({ message: 'Tidak ada perubahan.', sesi_dicabut: 0 });
    expect((await get(`pengguna/${ids[user]}`)).json().aktif).toBe(false);
    expect((await patch('pengguna/status', { id_pengguna: ids[user], aktif: true })).json()).toMatchObject({ aktif: true, message: 'Akun diaktifkan; pengguna dapat login kembali.' });
    expect((await login(user)).statusCode).toBe(200);
    const history = await k.db.withSchema('admin').selectFrom('riwayat_perubahan').select(['jenis', 'sesudah', 'sesi_dicabut']).where('id_user', '=', ids[user]).orderBy('id').execute();
    expect(history.map((h) => [h.jenis, h.sesudah, h.sesi_dicabut])).toEqual([['status', { aktif: false }, 1], ['status', { aktif: true }, 0]]);
  });

  it('PATCH pengguna/status: an administrator cannot deactivate their own account; bad input changes nothing', async () => {
    const own = await patch('pengguna/status', { id_pengguna: ids.adm00, aktif: false });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
    expect((await patch('pengguna/status', { id_pengguna: ids.fak00, aktif: 'tidak' })).statusCode).toBe(400);
    expect((await patch('pengguna/status', { id_pengguna: 2_000_000_000, aktif: false })).statusCode).toBe(404);
    expect((await patch('pengguna/status', { id_pengguna: ids.fak00, aktif: false }, await k.login('aka00'))).statusCode).toBe(403);
    expect((await get(`pengguna/${ids.fak00}`)).json().aktif).toBe(true);
    expect(await works(adminToken)).toBe(200);
  });

  it('POST pengguna/reset-password: a temporary password shown once replaces the old one, every session ends, a lock-out is lifted', async () => {
    const user = 'kor00';
    const session = await k.login(user);
    // The owner forgot the password and locked the account with wrong guesses.
    for (let i = 0; i < 6; i++) await login(user, 'salah-terus');
    expect((await login(user)).statusCode).toBe(429);
    const res = await post('pengguna/reset-password', { id_pengguna: ids[user] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { password_sementara: temp, sesi_dicabut } = res.json();
    expect(temp).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
    expect(sesi_dicabut).toBe(1);
    expect(await works(session)).toBe(401);
    expect((await login(user)).statusCode).toBe(401);
    const fresh = await login(user, temp);
    expect(fresh.statusCode).toBe(200);
    expect((await get(`pengguna/${ids[user]}`)).json().sudah_ubah_password).toBe(false);
    // A second reset gives another password; the history records the resets, never a password.
    const again = (await post('pengguna/reset-password', { id_pengguna: ids[user] })).json();
    expect(again.password_sementara).not.toBe(temp);
    const history = await k.db.withSchema('admin').selectFrom('riwayat_perubahan').selectAll().where('id_user', '=', ids[user]).where('jenis', '=', 'password').execute();
    expect(history).toHaveLength(2);
    expect(JSON.stringify(history)).not.toContain(temp);
    expect((await login(user, 'siakad')).statusCode).toBe(401);
  });

  it('POST pengguna/reset-password: not for the administrator\'s own account, not for others than adm00, 404 for an unknown user', async () => {
    const own = await post('pengguna/reset-password', { id_pengguna: ids.adm00 });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toContain('halaman Ganti Password');
    expect((await post('pengguna/reset-password', { id_pengguna: ids.fak00 }, await k.login('aka01'))).statusCode).toBe(403);
    expect((await k.inject({ method: 'POST', url: '/api/pengguna/reset-password', payload: { id_pengguna: ids.fak00 } })).statusCode).toBe(401);
    expect((await post('pengguna/reset-password', { id_pengguna: 2_000_000_000 })).statusCode).toBe(404);
    expect((await login('fak00')).statusCode).toBe(200);
    expect((await login('adm00')).statusCode).toBe(200);
  });

  it('concurrent saves of one user apply one after the other: the result is one of them, whole', async () => {
    const a = [prodi[0].id_prodi, prodi[1].id_prodi];
    const b = [prodi[2].id_prodi, prodi[3].id_prodi, prodi[4].id_prodi];
    const results = await Promise.all([
      patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka00, id_prodi: a }),
      patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka00, id_prodi: b }),
      patch('pengguna/otorisasi-data-staff', { id_pengguna: ids.aka00, id_prodi: a }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = await akses('aka00');
    expect([[...a].sort((x, y) => x - y), [...b].sort((x, y) => x - y)]).toContainEqual(final);

    const groups = await Promise.all([
      patch('pengguna/daftar-grup', { id_pengguna: ids.aka00, grup: [{ id_group_user: 'aka00', id_prodi: prodi[0].id_prodi }, { id_group_user: 'fak00', id_fakultas: fakultas[0].id_fakultas }] }),
      patch('pengguna/daftar-grup', { id_pengguna: ids.aka00, grup: [{ id_group_user: 'aka00', id_prodi: prodi[0].id_prodi }, { id_group_user: 'lbg205.1' }] }),
    ]);
    expect(groups.map((r) => r.statusCode)).toEqual([200, 200]);
    const held = (await grupOf('aka00')).data.map((p: any) => p.id_group_user);
    expect([['aka00', 'fak00'], ['aka00', 'lbg205.1']]).toContainEqual(held);
  });
});

describe.each(MODULE_TEST_DATABASES)('admin switched off by SIAKAD_MODULES (%s)', (database) => {
  it('contributes no route, no menu entry and no tables', async () => {
    const db = await openTestDatabase(database, [masterData]);
    const app = await createKernel({ config: { modules: ['master-data'], sessionCacheTtlMs: 0 }, modules: [masterData, admin], db: db.db, listen: db.listen });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'adm00', password: 'siakad' } });
      const headers = { authorization: `Bearer ${login.json().access_token}` };
      expect((await app.inject({ method: 'GET', url: '/api/pengguna', headers })).statusCode).toBe(404);
      expect((await app.inject({ method: 'PATCH', url: '/api/pengguna/otorisasi-data-staff', headers, payload: {} })).statusCode).toBe(404);
      const menu = (await app.inject({ method: 'GET', url: '/api/menu', headers })).json().data;
      expect(JSON.stringify(menu)).not.toContain('/pengguna');
      expect((await app.inject({ method: 'GET', url: '/api/modules' })).json()).toEqual({ data: ['master-data'] });
      const schema = await db.db.selectFrom('information_schema.schemata' as any).select('schema_name').where('schema_name', '=', 'admin').execute();
      expect(schema).toEqual([]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
