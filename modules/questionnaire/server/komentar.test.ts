import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import questionnaire from './index';

// Comment questions, the lecturers' comments and the paged administrator list (decision 0032).
describe.each(MODULE_TEST_DATABASES)('questionnaire comments (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let aktif: { id_semester_registrasi: number };
  let lalu: { id_semester_registrasi: number };
  let kosong: { id_semester_registrasi: number };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string | null, payload?: unknown) =>
    k.inject({ method, url: `/api/${url}`, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const count = async (table: string) => Number((await k.db.withSchema('questionnaire').selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const likert = (soal: Array<{ id_soal: number; tipe: string }>, nilai = 4) => soal.filter((s) => s.tipe === 'likert').map((s) => ({ id_soal: s.id_soal, nilai }));
  const daftar = async (query = '') => (await call('GET', `kuesioner/kelola${query}`, 'adm00')).json();

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, questionnaire], database });
    for (const u of ['mhs00', 'dsn00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    const semesters = await k.db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'aktif', 'kode_semester']).orderBy('kode_semester', 'desc').execute();
    aktif = semesters.find((s) => s.aktif)!;
    lalu = semesters.find((s) => !s.aktif && !String(s.kode_semester).endsWith('3'))!;
    kosong = semesters.find((s) => !s.aktif && String(s.kode_semester).endsWith('3'))!;
  });
  afterAll(async () => k?.close());

  it('GET kuesioner/komentar is for programme staff only, and a programme outside akses_prodi is 403', async () => {
    for (const who of ['mhs00', 'dsn00', 'adm00']) expect((await call('GET', 'kuesioner/komentar?id_dosen=1', who)).statusCode).toBe(403);
    expect((await call('GET', 'kuesioner/komentar?id_dosen=1', null)).statusCode).toBe(401);
    const bad = await call('GET', 'kuesioner/komentar', 'aka00');
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', 'kuesioner/komentar?id_dosen=1&id_prodi=999999', 'aka00')).statusCode).toBe(403);
  });

  it('the administrator adds, keeps and copies comment questions; an unknown kind is a 400; two racing saves: one wins', async () => {
    const sumber = (await daftar('?per_page=100')).data.find((q: any) => q.jenis === 'mahasiswa' && q.id_semester_registrasi === lalu.id_semester_registrasi);
    const dibuat = (await call('POST', 'kuesioner/kelola', 'adm00', { id_semester_registrasi: kosong.id_semester_registrasi, jenis: 'mahasiswa', salin_dari: sumber.id_kuesioner })).json();
    // The copy carries the comment question with its kind.
    expect(dibuat.data.soal.map((s: any) => s.tipe)).toEqual([...Array(8).fill('likert'), 'komentar']);
    const id = dibuat.data.id_kuesioner;
    const salah = await call('PUT', `kuesioner/kelola/${id}`, 'adm00', { versi: 1, judul: 'EDOM', petunjuk: 'Petunjuk', soal: [{ tipe: 'esai', kategori: 'Saran', pertanyaan: 'Saran Anda?' }] });
    expect(salah.statusCode).toBe(400);
    expect(JSON.stringify(salah.json())).toMatch(/Jenis soal/);
    expect((await call('GET', `kuesioner/kelola/${id}`, 'adm00')).json().versi).toBe(1);

    const soal = [
      { tipe: 'komentar', kategori: 'Saran', pertanyaan: 'Saran untuk dosen?' },
      { id_soal: dibuat.data.soal[8].id_soal, tipe: 'likert', kategori: 'Sosial', pertanyaan: 'Dosen ramah.' },
    ];
    const [a, b] = await Promise.all([
      call('PUT', `kuesioner/kelola/${id}`, 'adm00', { versi: 1, judul: 'EDOM A', petunjuk: 'Petunjuk', soal }),
      call('PUT', `kuesioner/kelola/${id}`, 'adm00', { versi: 1, judul: 'EDOM B', petunjuk: 'Petunjuk', soal }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const detail = (await call('GET', `kuesioner/kelola/${id}`, 'adm00')).json();
    expect(detail.soal.map((s: any) => [s.urutan, s.tipe])).toEqual([[1, 'komentar'], [2, 'likert']]);
    // A questionnaire of comments only has nothing to average: it is not published.
    const hanyaKomentar = await call('PUT', `kuesioner/kelola/${id}`, 'adm00', { versi: detail.versi, judul: 'EDOM', petunjuk: 'Petunjuk', soal: [soal[0]] });
    expect(hanyaKomentar.statusCode).toBe(200);
    const terbit = await call('POST', `kuesioner/kelola/${id}/terbitkan`, 'adm00');
    expect(terbit.statusCode).toBe(409);
    expect(terbit.json().message).toBe('Kuesioner tanpa soal skala 1-5 tidak dapat diterbitkan.');
  });

  it('a student\'s comment: at most 1000 characters, trimmed, on a comment question only; refused input stores nothing', async () => {
    const q = (await call('GET', 'kuesioner', 'mhs00')).json();
    const komentar = q.soal.find((s: any) => s.tipe === 'komentar');
    const skala = q.soal.find((s: any) => s.tipe === 'likert');
    const kelas = q.kelas[0].id_kelas;
    const before = [await count('pengisian'), await count('lembar'), await count('jawaban'), await count('komentar')];
    const panjang = await call('POST', 'kuesioner', 'mhs00', { id_kelas: kelas, jawaban: likert(q.soal), komentar: [{ id_soal: komentar.id_soal, isi: 'a'.repeat(1001) }] });
    expect(panjang.statusCode).toBe(400);
    expect(panjang.json().errors.komentar).toEqual([`Komentar paling banyak 1000 karakter (soal nomor ${komentar.urutan}).`]);
    const diSkala = await call('POST', 'kuesioner', 'mhs00', { id_kelas: kelas, jawaban: likert(q.soal), komentar: [{ id_soal: skala.id_soal, isi: 'Bagus' }] });
    expect(diSkala.statusCode).toBe(400);
    expect(diSkala.json().errors.komentar[0]).toBe(`Komentar hanya untuk soal komentar kuesioner ini: ${skala.id_soal}.`);
    const nilaiKomentar = await call('POST', 'kuesioner', 'mhs00', { id_kelas: kelas, jawaban: [...likert(q.soal), { id_soal: komentar.id_soal, nilai: 5 }] });
    expect(nilaiKomentar.statusCode).toBe(400);
    expect([await count('pengisian'), await count('lembar'), await count('jawaban'), await count('komentar')]).toEqual(before);

    const ok = await call('POST', 'kuesioner', 'mhs00', { id_kelas: kelas, jawaban: likert(q.soal, 2), komentar: [{ id_soal: komentar.id_soal, isi: `  ${'b'.repeat(1000)}  ` }] });
    expect(ok.statusCode).toBe(200);
    const [stored] = (await k.db.withSchema('questionnaire').selectFrom('komentar').select('isi').orderBy('id_lembar', 'desc').limit(1).execute());
    expect(stored.isi).toBe('b'.repeat(1000));
    if (q.kelas.length > 1) {
      // An empty comment is no comment: the sheet is stored without one.
      const kosongKomentar = await call('POST', 'kuesioner', 'mhs00', { id_kelas: q.kelas[1].id_kelas, jawaban: likert(q.soal), komentar: [{ id_soal: komentar.id_soal, isi: '   ' }] });
      expect(kosongKomentar.statusCode).toBe(200);
      expect(await count('komentar')).toBe(before[3] + 1);
    }
  });

  it('the staff read one lecturer\'s comments: text only, no student, 7 a page; averages ignore comment questions', async () => {
    const stat = (await call('GET', 'kuesioner/statistik', 'aka00')).json();
    expect(stat.soal).toHaveLength(8);
    expect(stat.soal.every((s: any) => s.sebaran.length === 5)).toBe(true);
    // The overall mean is the mean of the Likert answers: every sheet answers every Likert question.
    const jumlah = stat.soal.reduce((a: number, s: any) => a + s.jumlah, 0);
    const total = stat.soal.reduce((a: number, s: any) => a + s.sebaran.reduce((x: number, n: number, i: number) => x + n * (i + 1), 0), 0);
    expect(stat.rata_rata).toBeCloseTo(total / jumlah, 2);

    const dsn00 = await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select(['d.id_dosen']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
    const mhs = await k.db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user').selectAll('m').select(['u.id_user', 'u.username', 'u.nama']).where('u.username', '=', 'mhs00').executeTakeFirstOrThrow() as Record<string, unknown>;
    const milik = stat.dosen.find((d: any) => d.id_dosen === dsn00.id_dosen);
    expect(milik.jumlah_komentar).toBeGreaterThanOrEqual(1);
    const res = await call('GET', `kuesioner/komentar?id_dosen=${dsn00.id_dosen}&page=${Math.ceil(milik.jumlah_komentar / 7)}`, 'aka00');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(milik.jumlah_komentar);
    expect(body.data.map((r: any) => r.isi)).toContain('b'.repeat(1000));
    for (const row of body.data) expect(Object.keys(row).sort()).toEqual(['isi', 'pertanyaan', 'urutan']);
    const text = res.body;
    for (const field of ['id_user', 'id_mahasiswa', 'id_lembar', 'id_kelas', 'id_pengisian', 'waktu']) expect(text).not.toContain(`"${field}"`);
    for (const v of [mhs.nim, mhs.nama, mhs.username]) if (typeof v === 'string' && v) expect(text).not.toContain(v);

    // Enough comments for two pages: ten more sheets of one lecturer, each with a comment.
    const rame = stat.dosen[0];
    const [contoh] = await k.db.selectFrom('questionnaire.lembar').selectAll().where('id_kuesioner', '=', stat.kuesioner.id_kuesioner).where('id_dosen', '=', rame.id_dosen).limit(1).execute();
    const idKomentar = (await call('GET', 'kuesioner', 'mhs00')).json().soal.find((s: any) => s.tipe === 'komentar').id_soal;
    const lembar = await k.db.insertInto('questionnaire.lembar').values(Array.from({ length: 10 }, () => ({ id_kuesioner: contoh.id_kuesioner, id_prodi: contoh.id_prodi, id_kelas: contoh.id_kelas, id_dosen: contoh.id_dosen })))
      .returning('id_lembar').execute();
    await k.db.insertInto('questionnaire.komentar').values(lembar.map((l, i) => ({ id_lembar: l.id_lembar, id_soal: idKomentar, isi: `Komentar uji ${i}` }))).execute();
    const banyak = (await call('GET', 'kuesioner/statistik', 'aka00')).json().dosen.find((d: any) => d.id_dosen === rame.id_dosen);
    expect(banyak.jumlah_komentar).toBe(rame.jumlah_komentar + 10);
    const p1 = (await call('GET', `kuesioner/komentar?id_dosen=${banyak.id_dosen}`, 'aka00')).json();
    expect(p1).toMatchObject({ current_page: 1, per_page: 7, total: banyak.jumlah_komentar });
    expect(p1.data).toHaveLength(7);
    const p2 = (await call('GET', `kuesioner/komentar?id_dosen=${banyak.id_dosen}&page=2`, 'aka00')).json();
    expect(p2.data.length).toBe(Math.min(7, banyak.jumlah_komentar - 7));
    const jauh = (await call('GET', `kuesioner/komentar?id_dosen=${banyak.id_dosen}&page=999`, 'aka00')).json();
    expect(jauh).toMatchObject({ data: [], total: banyak.jumlah_komentar });
  });

  it('the staff XLSX has a sheet "Komentar": per lecturer the comments the pages show, in their order, text only, within akses_prodi', async () => {
    expect((await call('GET', 'kuesioner/soal/statistik/xls?id_prodi=999999', 'aka00')).statusCode).toBe(403);
    const stat = (await call('GET', 'kuesioner/statistik', 'aka00')).json();
    const diharapkan: unknown[][] = [];
    for (const d of stat.dosen.filter((x: any) => x.jumlah_komentar > 0)) {
      for (let page = 1; page <= Math.ceil(d.jumlah_komentar / 7); page++) {
        const p = (await call('GET', `kuesioner/komentar?id_dosen=${d.id_dosen}&page=${page}`, 'aka00')).json();
        for (const c of p.data) diharapkan.push([d.nama_dosen, c.urutan, c.pertanyaan, c.isi]);
      }
    }
    expect(diharapkan.length).toBeGreaterThan(7);
    const res = await call('GET', 'kuesioner/soal/statistik/xls', 'aka00');
    expect(res.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Statistik', 'Per Dosen', 'Komentar']);
    const ws = wb.getWorksheet('Komentar')!;
    const baris = ws.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(baris[0]).toEqual(['Dosen', 'No', 'Pertanyaan', 'Komentar']);
    expect(baris.slice(1)).toEqual(diharapkan);
    expect(ws.columnCount).toBe(4);

    // Asked for one programme, the sheet holds that programme's comments only.
    const prodi = await k.db.selectFrom('core.akses_prodi as a').innerJoin('core.pengguna as u', 'u.id_user', 'a.id_user').select('a.id_prodi')
      .where('u.username', '=', 'aka00').executeTakeFirstOrThrow();
    const satu = await call('GET', `kuesioner/soal/statistik/xls?id_prodi=${prodi.id_prodi}`, 'aka00');
    expect(satu.statusCode).toBe(200);
    const wb1 = new ExcelJS.Workbook();
    await wb1.xlsx.load(satu.rawPayload as unknown as ArrayBuffer);
    const perDosen = (await call('GET', `kuesioner/statistik?id_prodi=${prodi.id_prodi}`, 'aka00')).json().dosen;
    const jumlah = perDosen.reduce((n: number, d: any) => n + d.jumlah_komentar, 0);
    expect(wb1.getWorksheet('Komentar')!.actualRowCount).toBe(1 + jumlah);
  });

  it('the administrator\'s list is paged by 7 and filtered by semester', async () => {
    const semua = await daftar('?per_page=100');
    const p1 = await daftar();
    expect(p1).toMatchObject({ current_page: 1, per_page: 7, total: semua.data.length });
    expect(p1.data).toEqual(semua.data.slice(0, 7));
    expect(p1.sumber).toHaveLength(semua.data.length);
    const satu = await daftar(`?id_semester_registrasi=${aktif.id_semester_registrasi}`);
    expect(satu.total).toBe(2);
    expect(satu.data.every((q: any) => q.id_semester_registrasi === aktif.id_semester_registrasi)).toBe(true);
    expect((await daftar('?page=99')).data).toEqual([]);
    expect((await daftar('?page=99')).total).toBe(semua.data.length);
    expect((await call('GET', 'kuesioner/kelola?id_semester_registrasi=abc', 'adm00')).statusCode).toBe(400);
  });
});
