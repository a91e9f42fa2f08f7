import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import questionnaire from './index';

// The lecturers' questionnaire comments read by the programme staff, per programme (decision 0042):
// the lecturer's sheet names their programme only, so no answer may name a lecturer.
describe.each(MODULE_TEST_DATABASES)('questionnaire: the lecturers\' comments for the staff (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn00: { id_dosen: number; id_prodi: number; nama_dosen: string; nidn: string | null };
  let idKuesioner: number;
  let lalu: number;
  const KOMENTAR = 'Ruang dosen perlu stop kontak tambahan. Terima kasih.';

  const get = (url: string, who: string | null) => k.inject({ method: 'GET', url: `/api/${url}`, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  /** The comments of one programme's lecturers, all pages, through the staff's call. */
  async function semuaHalaman(idProdi: number, extra = '') {
    const semua: Array<{ urutan: number; pertanyaan: string; isi: string }> = [];
    for (let page = 1; ; page++) {
      const p = (await get(`kuesioner-dosen/komentar?id_prodi=${idProdi}&page=${page}${extra}`, 'aka00')).json();
      semua.push(...p.data);
      if (semua.length >= p.total) return semua;
    }
  }
  /** The database's own comments of a programme's sheets, in the order the lists promise (question, text). */
  const komentarSql = async (idProdi: number, id = idKuesioner) => (await sql<{ urutan: number; pertanyaan: string; isi: string }>`select s.urutan::int as urutan, s.pertanyaan, c.isi
    from questionnaire.komentar c join questionnaire.lembar l on l.id_lembar = c.id_lembar join questionnaire.soal s on s.id_soal = c.id_soal
    where l.id_kuesioner = ${id} and l.id_prodi = ${idProdi} order by s.urutan, c.isi, c.id_lembar`.execute(k.db)).rows.map((r) => ({ ...r, urutan: Number(r.urutan) }));

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, questionnaire], database });
    for (const u of ['aka00', 'aka01', 'mhs00', 'dsn00', 'kor00', 'adm00']) tokens[u] = await k.login(u);
    dsn00 = await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select(['d.id_dosen', 'd.id_prodi', 'd.nama_dosen', 'd.nidn']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow() as never;
    const aktif = await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('aktif', '=', true).executeTakeFirstOrThrow();
    idKuesioner = Number((await k.db.selectFrom('questionnaire.kuesioner').select('id_kuesioner').where('jenis', '=', 'dosen')
      .where('id_semester_registrasi', '=', aktif.id_semester_registrasi).executeTakeFirstOrThrow()).id_kuesioner);
    lalu = Number((await k.db.selectFrom('questionnaire.kuesioner').select('id_semester_registrasi').where('jenis', '=', 'dosen').where('status', '=', 'ditutup')
      .executeTakeFirstOrThrow()).id_semester_registrasi);
  });
  afterAll(async () => k?.close());

  it('is for programme staff within akses_prodi: others 403, visitors 401, bad input 400 in Indonesian', async () => {
    for (const who of ['mhs00', 'dsn00', 'kor00', 'adm00']) {
      const res = await get(`kuesioner-dosen/komentar?id_prodi=${dsn00.id_prodi}`, who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe('Anda tidak berhak mengakses data ini.');
    }
    expect((await get(`kuesioner-dosen/komentar?id_prodi=${dsn00.id_prodi}`, null)).statusCode).toBe(401);
    // aka01 holds one programme; another is outside their akses_prodi.
    const akses = (await k.db.selectFrom('core.akses_prodi as a').innerJoin('core.pengguna as u', 'u.id_user', 'a.id_user').select('a.id_prodi')
      .where('u.username', '=', 'aka01').execute()).map((r) => Number(r.id_prodi));
    const luar = await k.db.selectFrom('master_data.prodi').select('id_prodi').where('id_prodi', 'not in', akses).orderBy('id_prodi').executeTakeFirstOrThrow();
    const asing = await get(`kuesioner-dosen/komentar?id_prodi=${luar.id_prodi}`, 'aka01');
    expect(asing.statusCode).toBe(403);
    expect(asing.json().message).toBe('Program studi ini di luar akses Anda.');
    expect(asing.body).not.toContain('"data"');
    expect((await get('kuesioner-dosen/komentar?id_prodi=999999', 'aka00')).statusCode).toBe(403);

    const tanpa = await get('kuesioner-dosen/komentar', 'aka00');
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors.id_prodi[0]).toMatch(/^Program studi /);
    const nol = await get(`kuesioner-dosen/komentar?id_prodi=${dsn00.id_prodi}&page=0`, 'aka00');
    expect(nol.statusCode).toBe(400);
    expect(nol.json().errors.page[0]).toMatch(/^Halaman /);
    const huruf = await get('kuesioner-dosen/komentar?id_prodi=abc', 'aka00');
    expect(huruf.statusCode).toBe(400);
    expect(huruf.json().errors.id_prodi[0]).toMatch(/^Program studi /);
    expect((await get(`kuesioner-dosen/komentar?id_prodi=${dsn00.id_prodi}&id_dosen=${dsn00.id_dosen}`, 'aka00')).statusCode).toBe(400);
  });

  it('a lecturer\'s comment reaches their programme\'s list: text only, nothing of the lecturer, ordered by question then text, 7 a page', async () => {
    const q = (await get('kuesioner-dosen', 'dsn00')).json();
    const komentar = q.soal.find((s: any) => s.tipe === 'komentar');
    expect(komentar).toBeTruthy();
    const jawaban = q.soal.filter((s: any) => s.tipe === 'likert').map((s: any) => ({ id_soal: s.id_soal, nilai: 4 }));
    const kirim = await k.inject({ method: 'POST', url: '/api/kuesioner-dosen', headers: { authorization: `Bearer ${tokens.dsn00}` }, payload: { jawaban, komentar: [{ id_soal: komentar.id_soal, isi: `  ${KOMENTAR}  ` }] } });
    expect(kirim.statusCode).toBe(200);

    // Enough comments for two pages in dsn00's programme: sheets as a submission writes them.
    const lembar = await k.db.insertInto('questionnaire.lembar').values(Array.from({ length: 8 }, () => ({ id_kuesioner: idKuesioner, id_prodi: dsn00.id_prodi, id_kelas: null, id_dosen: null })))
      .returning('id_lembar').execute();
    await k.db.insertInto('questionnaire.komentar').values(lembar.map((l, i) => ({ id_lembar: l.id_lembar, id_soal: komentar.id_soal, isi: `Uji ${String.fromCharCode(72 - i)}` }))).execute();

    const stat = (await get('kuesioner-dosen/statistik', 'aka00')).json();
    expect(stat).not.toHaveProperty('dosen');
    const prodi = stat.prodi.find((p: any) => p.id_prodi === dsn00.id_prodi);
    const diharapkan = await komentarSql(dsn00.id_prodi);
    expect(prodi.jumlah_komentar).toBe(diharapkan.length);
    expect(diharapkan.length).toBeGreaterThan(7);
    // Per programme: the sheets of each, adding up to the whole.
    const perProdi = (await sql<{ id_prodi: number; n: number }>`select id_prodi, count(*)::int as n from questionnaire.lembar where id_kuesioner = ${idKuesioner} group by id_prodi`.execute(k.db)).rows;
    for (const p of stat.prodi) expect(p.jumlah_lembar).toBe(Number(perProdi.find((r) => Number(r.id_prodi) === p.id_prodi)!.n));
    expect(stat.prodi.reduce((n: number, p: any) => n + p.jumlah_lembar, 0)).toBe(stat.jumlah_lembar);

    const p1 = await get(`kuesioner-dosen/komentar?id_prodi=${dsn00.id_prodi}`, 'aka00');
    expect(p1.statusCode).toBe(200);
    expect(p1.json()).toMatchObject({ current_page: 1, per_page: 7, total: diharapkan.length });
    expect(p1.json().data).toEqual(diharapkan.slice(0, 7));
    const p2 = (await get(`kuesioner-dosen/komentar?id_prodi=${dsn00.id_prodi}&page=2`, 'aka00')).json();
    expect(p2.data).toEqual(diharapkan.slice(7, 14));
    expect(await semuaHalaman(dsn00.id_prodi)).toEqual(diharapkan);
    expect(diharapkan.map((c) => c.isi)).toContain(KOMENTAR);
    const jauh = (await get(`kuesioner-dosen/komentar?id_prodi=${dsn00.id_prodi}&page=999`, 'aka00')).json();
    expect(jauh).toMatchObject({ data: [], total: diharapkan.length });

    // Nothing that names the sheet, its time or the lecturer leaves the server.
    for (const row of p1.json().data) expect(Object.keys(row).sort()).toEqual(['isi', 'pertanyaan', 'urutan']);
    for (const field of ['id_lembar', 'id_pengisian', 'id_user', 'id_dosen', 'waktu']) expect(p1.body).not.toContain(`"${field}"`);
    for (const v of [dsn00.nama_dosen, dsn00.nidn, 'dsn00']) if (v) expect(p1.body).not.toContain(v);
  });

  it('reads an earlier semester\'s closed lecturer questionnaire; the students\' comments never appear here', async () => {
    const stat = (await get(`kuesioner-dosen/statistik?id_semester_registrasi=${lalu}`, 'aka00')).json();
    expect(stat.kuesioner.jenis).toBe('dosen');
    const lama = Number((await k.db.selectFrom('questionnaire.kuesioner').select('id_kuesioner').where('jenis', '=', 'dosen').where('id_semester_registrasi', '=', lalu)
      .executeTakeFirstOrThrow()).id_kuesioner);
    const dengan = stat.prodi.filter((p: any) => p.jumlah_komentar > 0);
    expect(dengan.length).toBeGreaterThan(0);
    for (const p of dengan) expect(await semuaHalaman(p.id_prodi, `&id_semester_registrasi=${lalu}`)).toEqual(await komentarSql(p.id_prodi, lama));
    const teks = JSON.stringify(await semuaHalaman(dsn00.id_prodi));
    expect(teks).not.toContain('Tuliskan saran atau komentar Anda untuk dosen dan kelas ini.');
  });

  it('offers the semesters with a questionnaire the staff read, newest first, and the staff\'s own programmes', async () => {
    const harap = (await sql<{ id_semester_registrasi: number; nama_semester_registrasi: string }>`select s.id_semester_registrasi, s.nama_semester_registrasi
      from questionnaire.kuesioner q join master_data.semester s on s.id_semester_registrasi = q.id_semester_registrasi
      where q.jenis = 'dosen' and q.status <> 'draf' order by s.kode_semester desc`.execute(k.db)).rows;
    expect(harap.map((s) => s.id_semester_registrasi)).toContain(lalu);
    const akses = (await sql<{ id_prodi: number; nama_prodi: string }>`select p.id_prodi, concat_ws(' ', p.jenjang, p.nama_prodi) as nama_prodi
      from core.akses_prodi a join core.pengguna u on u.id_user = a.id_user join master_data.prodi p on p.id_prodi = a.id_prodi
      where u.username = 'aka00' order by 2, 1`.execute(k.db)).rows;
    for (const query of ['', `?id_semester_registrasi=${lalu}`, `?id_prodi=${dsn00.id_prodi}`]) {
      const stat = (await get(`kuesioner-dosen/statistik${query}`, 'aka00')).json();
      expect(stat.pilihan).toEqual({ semester: harap, prodi: akses });
    }
    // A draft's semester is not offered, and an active semester without a questionnaire still offers the others.
    const { rows: [draf] } = await sql<{ id_semester_registrasi: number }>`update questionnaire.kuesioner set status = 'draf' where id_kuesioner = ${idKuesioner}
      returning id_semester_registrasi`.execute(k.db);
    try {
      const stat = (await get('kuesioner-dosen/statistik', 'aka00')).json();
      expect(stat.kuesioner).toBeNull();
      expect(stat.pilihan.semester).toEqual(harap.filter((s) => s.id_semester_registrasi !== draf.id_semester_registrasi));
      expect(stat.pilihan.semester.length).toBeGreaterThan(0);
    } finally {
      await sql`update questionnaire.kuesioner set status = 'terbit' where id_kuesioner = ${idKuesioner}`.execute(k.db);
    }
  });

  it('the lecturers\' XLSX has "Per Program Studi" and "Komentar": the comments the lists show, in their order, within the same scope', async () => {
    expect((await get('kuesioner-dosen/soal/statistik/xls?id_prodi=999999', 'aka00')).statusCode).toBe(403);
    const barisOf = (ws: ExcelJS.Worksheet) => Array.from(ws.getSheetValues().slice(1), (r) => ((r ?? []) as unknown[]).slice(1));
    const baca = async (query: string) => {
      const res = await get(`kuesioner-dosen/soal/statistik/xls${query}`, 'aka00');
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb;
    };
    const stat = (await get('kuesioner-dosen/statistik', 'aka00')).json();
    const wb = await baca('');
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Statistik', 'Per Program Studi', 'Komentar']);
    expect(barisOf(wb.getWorksheet('Per Program Studi')!)).toEqual([
      ['No', 'Program Studi', 'Jumlah Pengisi', 'Rata-rata'],
      ...stat.prodi.map((p: any, i: number) => [i + 1, p.nama_prodi, p.jumlah_lembar, p.rata_rata ?? '-']),
    ]);
    const diharapkan: unknown[][] = [];
    for (const p of stat.prodi.filter((x: any) => x.jumlah_komentar > 0)) {
      for (const c of await semuaHalaman(p.id_prodi)) diharapkan.push([p.nama_prodi, c.urutan, c.pertanyaan, c.isi]);
    }
    expect(diharapkan.length).toBeGreaterThan(7);
    const ws = wb.getWorksheet('Komentar')!;
    expect(barisOf(ws)).toEqual([['Program Studi', 'No', 'Pertanyaan', 'Komentar'], ...diharapkan]);
    expect(ws.columnCount).toBe(4);
    expect(JSON.stringify(barisOf(ws))).not.toContain(dsn00.nama_dosen);

    // Asked for one programme, the workbook holds that programme's comments only.
    const satu = await baca(`?id_prodi=${dsn00.id_prodi}`);
    const nama = stat.prodi.find((p: any) => p.id_prodi === dsn00.id_prodi).nama_prodi;
    expect(barisOf(satu.getWorksheet('Komentar')!).slice(1)).toEqual(diharapkan.filter((r) => r[0] === nama));
  });
});
