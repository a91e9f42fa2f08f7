import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import questionnaire from './index';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe.each(MODULE_TEST_DATABASES)('questionnaire API (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(tokens[who]) });
  const post = (url: string, payload: unknown, who: string) => k.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(tokens[who]), payload: payload as object });
  const count = async (table: string) => Number((await k.db.withSchema('questionnaire').selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  // Likert questions only: the seeded student questionnaire ends with an optional comment question (decision 0032).
  const semua = (soal: Array<{ id_soal: number; tipe?: string }>, nilai = 4) => soal.filter((s) => s.tipe !== 'komentar').map((s) => ({ id_soal: s.id_soal, nilai }));
  const flag = async (username: string) => Number((await k.db.withSchema('core').selectFrom('pengguna').select('flags_kuesioner').where('username', '=', username).executeTakeFirstOrThrow()).flags_kuesioner);

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, questionnaire], database });
    for (const row of await k.db.withSchema('core').selectFrom('pengguna').select(['id_user', 'username']).execute()) ids[row.username] = row.id_user;
    for (const u of ['mhs00', 'dsn00', 'kor00', 'aka00', 'aka01', 'adm00']) tokens[u] = await k.login(u);
  });
  afterAll(async () => k?.close());

  it('every call checks its user types: others get 403 with the Indonesian message, visitors 401', async () => {
    const calls: Array<['GET' | 'POST', string, string[]]> = [
      ['GET', 'kuesioner', ['dsn00', 'aka00', 'adm00']], ['POST', 'kuesioner', ['dsn00', 'aka00', 'adm00']],
      ['GET', 'kuesioner-dosen', ['mhs00', 'aka00', 'adm00']], ['POST', 'kuesioner-dosen', ['mhs00', 'aka00', 'adm00']],
      ['GET', 'kuesioner/statistik', ['mhs00', 'dsn00', 'adm00']], ['GET', 'kuesioner/soal/statistik/xls', ['mhs00', 'dsn00', 'adm00']],
      ['GET', 'kuesioner-dosen/statistik', ['mhs00', 'kor00', 'adm00']], ['GET', 'kuesioner-dosen/soal/statistik/xls', ['mhs00', 'kor00', 'adm00']],
    ];
    const before = await count('jawaban');
    for (const [method, url, others] of calls) {
      for (const who of others) {
        const res = await k.inject({ method, url: `/api/${url}`, headers: bearer(tokens[who]), ...(method === 'POST' ? { payload: { id_kelas: 1, jawaban: [{ id_soal: 1, nilai: 5 }] } } : {}) });
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method, url: `/api/${url}` })).statusCode).toBe(401);
    }
    expect(await count('jawaban')).toBe(before);
  });

  it('GET kuesioner: the active questionnaire with 8 ordered questions and mhs00\'s class of dsn00 still to rate', async () => {
    const res = await get('kuesioner', 'mhs00');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kuesioner).toMatchObject({ jenis: 'mahasiswa' });
    expect(body.soal).toHaveLength(9);
    expect(body.soal.map((s: any) => s.urutan)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(body.soal.map((s: any) => s.tipe)).toEqual([...Array(8).fill('likert'), 'komentar']);
    expect(body.kelas.length).toBeGreaterThanOrEqual(1);
    expect(body.kelas[0]).toMatchObject({ sudah_diisi: false, nama_mata_kuliah: 'Komputasi Awan' });
    expect(body.kelas[0].nama_dosen).toContain('Budi Santoso');
    expect(body.belum_diisi).toBe(body.kelas.length);
  });

  it('POST kuesioner refuses bad input with Indonesian field messages and stores nothing', async () => {
    const { soal, kelas } = (await get('kuesioner', 'mhs00')).json();
    const idKelas = kelas[0].id_kelas;
    const before = [await count('pengisian'), await count('lembar'), await count('jawaban')];
    const kurang = await post('kuesioner', { id_kelas: idKelas, jawaban: semua(soal).slice(0, 6) }, 'mhs00');
    expect(kurang.statusCode).toBe(400);
    expect(kurang.json().errors.jawaban).toEqual(['Semua pertanyaan wajib dijawab (belum dijawab: nomor 7, 8).']);
    const tinggi = await post('kuesioner', { id_kelas: idKelas, jawaban: [...semua(soal).slice(1), { id_soal: soal[0].id_soal, nilai: 6 }] }, 'mhs00');
    expect(tinggi.statusCode).toBe(400);
    expect(JSON.stringify(tinggi.json().errors)).toMatch(/Nilai/);
    const ganda = await post('kuesioner', { id_kelas: idKelas, jawaban: [...semua(soal), { id_soal: soal[0].id_soal, nilai: 3 }] }, 'mhs00');
    expect(ganda.statusCode).toBe(400);
    expect(ganda.json().errors.jawaban[0]).toBe(`Setiap pertanyaan hanya boleh dijawab sekali: ${soal[0].id_soal}.`);
    const asing = await post('kuesioner', { id_kelas: idKelas, jawaban: [...semua(soal), { id_soal: 999999, nilai: 3 }] }, 'mhs00');
    expect(asing.json().errors.jawaban[0]).toBe('Pertanyaan tidak termasuk kuesioner ini: 999999.');
    const bukanKrs = await post('kuesioner', { id_kelas: 999999, jawaban: semua(soal) }, 'mhs00');
    expect(bukanKrs.statusCode).toBe(400);
    expect(bukanKrs.json().errors.id_kelas).toEqual(['Kelas ini tidak ada dalam KRS Anda pada semester kuesioner.']);
    const tanpa = await post('kuesioner', { jawaban: semua(soal) }, 'mhs00');
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors.id_kelas[0]).toMatch(/Kelas/);
    expect([await count('pengisian'), await count('lembar'), await count('jawaban')]).toEqual(before);
  });

  it('POST kuesioner stores a class\'s answers exactly once, even when sent twice at the same moment, anonymously', async () => {
    const { soal, kelas } = (await get('kuesioner', 'mhs00')).json();
    const idKelas = kelas[0].id_kelas;
    const sebelum = (await get('kuesioner/statistik', 'aka00')).json();
    const lembarSebelum = await count('lembar');
    const body = { id_kelas: idKelas, jawaban: semua(soal, 5) };
    const [a, b] = await Promise.all([post('kuesioner', body, 'mhs00'), post('kuesioner', body, 'mhs00')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const dup = a.statusCode === 200 ? b : a;
    expect(ok.json()).toMatchObject({ message: 'Terima kasih, jawaban kuesioner tersimpan.', id_kelas: idKelas, belum_diisi: kelas.length - 1 });
    expect(dup.json().message).toBe('Kuesioner untuk kelas ini sudah Anda isi.');
    expect(await count('lembar')).toBe(lembarSebelum + 1);
    // A later second POST is refused too.
    const again = await post('kuesioner', body, 'mhs00');
    expect(again.statusCode).toBe(409);
    expect(await count('lembar')).toBe(lembarSebelum + 1);

    const after = (await get('kuesioner', 'mhs00')).json();
    expect(after.kelas.find((c: any) => c.id_kelas === idKelas).sudah_diisi).toBe(true);
    // The answer sheet names the class and its lecturer, never the student.
    const lembar = await k.db.withSchema('questionnaire').selectFrom('lembar').selectAll().orderBy('id_lembar', 'desc').executeTakeFirstOrThrow();
    expect(Object.keys(lembar).sort()).toEqual(['id_dosen', 'id_kelas', 'id_kuesioner', 'id_lembar', 'id_prodi']);
    expect(lembar.id_kelas).toBe(idKelas);
    // The programme staff's statistics count it once (aka00 holds the demo programme).
    const sesudah = (await get('kuesioner/statistik', 'aka00')).json();
    expect(sesudah.jumlah_lembar).toBe(sebelum.jumlah_lembar + 1);
    expect(sesudah.soal[0].jumlah).toBe(sebelum.soal[0].jumlah + 1);
    expect(sesudah.soal[0].sebaran[4]).toBe(sebelum.soal[0].sebaran[4] + 1);
  });

  it('GET kuesioner/statistik: per question count, mean and distribution within the staff\'s akses_prodi', async () => {
    const res = await get('kuesioner/statistik', 'aka00');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.soal).toHaveLength(8);
    expect(s.jumlah_lembar).toBeGreaterThan(0);
    for (const q of s.soal) {
      expect(q.sebaran.reduce((a: number, b: number) => a + b, 0)).toBe(q.jumlah);
      const mean = q.sebaran.reduce((a: number, n: number, i: number) => a + n * (i + 1), 0) / q.jumlah;
      expect(q.rata_rata).toBeCloseTo(mean, 2);
      expect(q.jumlah).toBe(s.jumlah_lembar);
    }
    expect(s.dosen.length).toBeGreaterThan(0);
    expect(s.dosen.reduce((a: number, d: any) => a + d.jumlah_lembar, 0)).toBe(s.jumlah_lembar);

    // Only the sheets of the staff member's programmes: the database's own count per programme.
    const akses = (await k.db.withSchema('core').selectFrom('akses_prodi').select('id_prodi').where('id_user', '=', ids.aka00).execute()).map((r) => r.id_prodi);
    const direct = await k.db.withSchema('questionnaire').selectFrom('lembar').innerJoin('kuesioner', 'kuesioner.id_kuesioner', 'lembar.id_kuesioner')
      .select((eb) => eb.fn.countAll().as('n')).where('kuesioner.id_kuesioner', '=', s.kuesioner.id_kuesioner).where('lembar.id_prodi', 'in', akses).executeTakeFirstOrThrow();
    expect(s.jumlah_lembar).toBe(Number(direct.n));
    const all = await k.db.withSchema('questionnaire').selectFrom('lembar').innerJoin('kuesioner', 'kuesioner.id_kuesioner', 'lembar.id_kuesioner')
      .select((eb) => eb.fn.countAll().as('n')).where('kuesioner.jenis', '=', 'mahasiswa').executeTakeFirstOrThrow();
    const other = await k.db.withSchema('master_data').selectFrom('prodi').select('id_prodi').where('id_prodi', 'not in', akses).orderBy('id_prodi').executeTakeFirst();
    if (other) {
      const luar = await get(`kuesioner/statistik?id_prodi=${other.id_prodi}`, 'aka00');
      expect(luar.statusCode).toBe(403);
      expect(luar.json().message).toBe('Program studi ini di luar akses Anda.');
      expect(Number(all.n)).toBeGreaterThanOrEqual(s.jumlah_lembar);
    }
    const bad = await get('kuesioner/statistik?id_prodi=abc', 'aka00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id_prodi');
    expect((await get('kuesioner/statistik?id_semester_registrasi=999999', 'aka00')).statusCode).toBe(404);
  });

  it('the XLSX exports are real workbooks with one row per question', async () => {
    for (const [url, judul] of [['kuesioner/soal/statistik/xls', 'Statistik Kuesioner Evaluasi Dosen oleh Mahasiswa'], ['kuesioner-dosen/soal/statistik/xls', 'Statistik Kuesioner Dosen']]) {
      const res = await get(url, 'aka00');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(/\.xlsx/);
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      expect(ws.getCell('A1').value).toBe(judul);
      expect(ws.getRow(5).getCell(3).value).toBe('Pertanyaan');
      expect(ws.getRow(6).getCell(1).value).toBe(1);
    }
  });

  it('POST kuesioner-dosen stores once, sets flags_kuesioner to 1, and the refreshed token carries it', async () => {
    await k.db.withSchema('core').updateTable('pengguna').set({ flags_kuesioner: 0 }).where('username', '=', 'dsn00').execute();
    // A fresh login (with its refresh cookie) carries the 0 that raises the blocking dialog.
    const login = await k.inject({ method: 'POST', url: '/api/login', payload: { username: 'dsn00', password: 'siakad' } });
    const token = login.json().access_token as string;
    expect(claimsOf(token).flags_kuesioner).toBe(0);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    tokens.dsn00 = token;

    const q = (await get('kuesioner-dosen', 'dsn00')).json();
    expect(q).toMatchObject({ sudah_diisi: false, flags_kuesioner: 0, kuesioner: { jenis: 'dosen' } });
    expect(q.soal.length).toBeGreaterThanOrEqual(5);

    const bad = await post('kuesioner-dosen', { jawaban: semua(q.soal).slice(1) }, 'dsn00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.jawaban[0]).toBe('Semua pertanyaan wajib dijawab (belum dijawab: nomor 1).');
    const empty = await post('kuesioner-dosen', { jawaban: [] }, 'dsn00');
    expect(empty.statusCode).toBe(400);
    expect(await flag('dsn00')).toBe(0);

    const [a, b] = await Promise.all([post('kuesioner-dosen', { jawaban: semua(q.soal, 3) }, 'dsn00'), post('kuesioner-dosen', { jawaban: semua(q.soal, 3) }, 'dsn00')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json()).toEqual({ message: 'Terima kasih, jawaban kuesioner dosen tersimpan.', flags_kuesioner: 1, perlu_refresh_token: true });
    expect((a.statusCode === 409 ? a : b).json().message).toBe('Kuesioner dosen semester ini sudah Anda isi.');
    expect(await flag('dsn00')).toBe(1);
    expect((await get('kuesioner-dosen', 'dsn00')).json()).toMatchObject({ sudah_diisi: true, flags_kuesioner: 1 });

    const refreshed = await k.inject({ method: 'GET', url: '/api/refresh-token', headers: { cookie } });
    expect(refreshed.statusCode).toBe(200);
    expect(claimsOf(refreshed.json().access_token).flags_kuesioner).toBe(1);

    // Counted once in the lecturer statistics of aka00 (dsn00 teaches in aka00's programme).
    const stat = (await get('kuesioner-dosen/statistik', 'aka00')).json();
    expect(stat.soal[0].sebaran[2]).toBeGreaterThanOrEqual(1);
    expect(stat).not.toHaveProperty('dosen');
  });

  it('kor00 may answer too; a staff member without programme access sees no sheets', async () => {
    const q = (await get('kuesioner-dosen', 'kor00')).json();
    expect((await post('kuesioner-dosen', { jawaban: semua(q.soal) }, 'kor00')).statusCode).toBe(200);
    await k.db.withSchema('core').deleteFrom('akses_prodi').where('id_user', '=', ids.aka01).execute();
    const s = (await get('kuesioner/statistik', 'aka01')).json();
    expect(s.jumlah_lembar).toBe(0);
    expect(s.soal.every((x: any) => x.jumlah === 0 && x.rata_rata === null)).toBe(true);
  });

  it('GET kuesioner-dosen clears a flag of 0 when nothing is left to answer, so the dialog cannot trap the lecturer', async () => {
    const setFlag = (username: string, value: number) => k.db.withSchema('core').updateTable('pengguna').set({ flags_kuesioner: value }).where('username', '=', username).execute();
    // dsn00 answered this semester's questionnaire above; a flag set back to 0 has nothing to ask.
    await setFlag('dsn00', 0);
    expect((await get('kuesioner-dosen', 'dsn00')).json()).toMatchObject({ sudah_diisi: true, flags_kuesioner: 1, perlu_refresh_token: true });
    expect(await flag('dsn00')).toBe(1);
    expect((await get('kuesioner-dosen', 'dsn00')).json()).toMatchObject({ flags_kuesioner: 1, perlu_refresh_token: false });

    // No lecturer questionnaire open this semester: nothing to answer either.
    const aktif = await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('aktif', '=', true).executeTakeFirstOrThrow();
    const lalu = await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('aktif', '=', false).orderBy('kode_semester', 'desc').executeTakeFirstOrThrow();
    const moved = await k.db.updateTable('questionnaire.kuesioner').set({ id_semester_registrasi: lalu.id_semester_registrasi })
      .where('jenis', '=', 'dosen').where('id_semester_registrasi', '=', aktif.id_semester_registrasi).returning('id_kuesioner').execute();
    try {
      await setFlag('dsn00', 0);
      expect((await get('kuesioner-dosen', 'dsn00')).json()).toMatchObject({ kuesioner: null, flags_kuesioner: 1, perlu_refresh_token: true });
      expect(await flag('dsn00')).toBe(1);
    } finally {
      for (const m of moved) await k.db.updateTable('questionnaire.kuesioner').set({ id_semester_registrasi: aktif.id_semester_registrasi }).where('id_kuesioner', '=', m.id_kuesioner).execute();
    }
  });
});
