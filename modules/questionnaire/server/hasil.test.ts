import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import type { TokenClaims } from '../../../core/contract/token';
import { MINIMAL_RESPONDEN } from '../schemas-hasil';
import { hasilDosen } from './hasil.service';
import questionnaire from './index';

// The lecturer's own results (decision 0035): closed questionnaires only, at least MINIMAL_RESPONDEN
// sheets per class for means and comments, own classes only, comments as text only.
describe.each(MODULE_TEST_DATABASES)('questionnaire: lecturer\'s own results (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let lalu: { id_semester_registrasi: number };
  let aktif: { id_semester_registrasi: number };
  let idKuesioner: number;
  let kelasCukup: number;
  let kelasKurang: number;
  let kelasKor: number;
  let kelasKorKecil: number;

  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[who]}` } });
  const dosenOf = async (username: string) => Number((await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select('d.id_dosen').where('u.username', '=', username).executeTakeFirstOrThrow()).id_dosen);
  const lembar = async (idKelas: number) => Number((await sql<{ n: number }>`select count(*)::int as n from questionnaire.lembar where id_kuesioner = ${idKuesioner} and id_kelas = ${idKelas}`.execute(k.db)).rows[0].n);

  /** Anonymous sheets (as a submission writes them) for a class, with values and optionally a comment each. */
  async function tambahLembar(idKelas: number, jumlah: number, komentar?: string) {
    const kelas = await k.db.selectFrom('master_data.kelas as kl').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'kl.id_mata_kuliah')
      .select(['kl.id_dosen', 'mk.id_prodi']).where('kl.id_kelas', '=', idKelas).executeTakeFirstOrThrow();
    const soal = await k.db.selectFrom('questionnaire.soal').select(['id_soal', 'tipe', 'urutan']).where('id_kuesioner', '=', idKuesioner).orderBy('urutan').execute();
    for (let i = 0; i < jumlah; i++) {
      const l = await k.db.insertInto('questionnaire.lembar').values({ id_kuesioner: idKuesioner, id_prodi: kelas.id_prodi, id_kelas: idKelas, id_dosen: kelas.id_dosen })
        .returning('id_lembar').executeTakeFirstOrThrow();
      await k.db.insertInto('questionnaire.jawaban').values(soal.filter((s) => s.tipe === 'likert').map((s) => ({ id_lembar: l.id_lembar, id_soal: s.id_soal, nilai: 1 + ((i + Number(s.urutan)) % 5) }))).execute();
      const idKomentar = soal.find((s) => s.tipe === 'komentar')?.id_soal;
      if (komentar && idKomentar) await k.db.insertInto('questionnaire.komentar').values({ id_lembar: l.id_lembar, id_soal: idKomentar, isi: `${komentar} ${i + 1}` }).execute();
    }
  }

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, questionnaire], database });
    for (const u of ['dsn00', 'kor00', 'aka00', 'mhs00']) tokens[u] = await k.login(u);
    const semesters = await k.db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'aktif', 'kode_semester']).orderBy('kode_semester', 'desc').execute();
    aktif = semesters.find((s) => s.aktif)!;
    lalu = semesters.find((s) => !s.aktif && !String(s.kode_semester).endsWith('3'))!;
    idKuesioner = Number((await k.db.selectFrom('questionnaire.kuesioner').select('id_kuesioner')
      .where('jenis', '=', 'mahasiswa').where('id_semester_registrasi', '=', lalu.id_semester_registrasi).where('status', '=', 'ditutup').executeTakeFirstOrThrow()).id_kuesioner);
    const kelasDosen = async (username: string) => (await k.db.selectFrom('master_data.kelas').select('id_kelas')
      .where('id_dosen', '=', await dosenOf(username)).where('id_semester_registrasi', '=', lalu.id_semester_registrasi).orderBy('id_kelas').execute()).map((r) => Number(r.id_kelas));
    const milik = await kelasDosen('dsn00');
    [kelasCukup, kelasKurang] = milik;
    [kelasKor, kelasKorKecil] = await kelasDosen('kor00');
    await tambahLembar(kelasCukup, Math.max(0, MINIMAL_RESPONDEN + 1 - await lembar(kelasCukup)), 'Komentar uji kelas');
    const kurang = await lembar(kelasKurang);
    if (kurang >= MINIMAL_RESPONDEN) throw new Error('the seed gave the second class too many sheets');
    if (kurang === 0) await tambahLembar(kelasKurang, 2, 'Rahasia kelas kecil');
    await tambahLembar(kelasKor, MINIMAL_RESPONDEN, 'Komentar kelas kor00');
    // kor00: one class shown, and hidden sheets of another that the total would give away.
    const kecil = await lembar(kelasKorKecil);
    if (kecil >= MINIMAL_RESPONDEN) throw new Error('the seed gave kor00\'s second class too many sheets');
    if (kecil === 0) await tambahLembar(kelasKorKecil, 2, 'Rahasia kor00');
  });
  afterAll(async () => k?.close());

  it('is for lecturers only', async () => {
    for (const who of ['aka00', 'mhs00']) {
      expect((await get('kuesioner/hasil', who)).statusCode).toBe(403);
      expect((await get(`kuesioner/hasil/${kelasCukup}/komentar`, who)).statusCode).toBe(403);
    }
    expect((await k.inject({ method: 'GET', url: '/api/kuesioner/hasil' })).statusCode).toBe(401);
    expect((await get('kuesioner/hasil?id_semester_registrasi=abc', 'dsn00')).statusCode).toBe(400);
  });

  it('shows only closed questionnaires: the semesters offered, and an open one gives no result', async () => {
    const body = (await get('kuesioner/hasil', 'dsn00')).json();
    expect(body.semester.map((s: any) => s.id_semester_registrasi)).toEqual([lalu.id_semester_registrasi]);
    expect(body.kuesioner.id_kuesioner).toBe(idKuesioner);
    const terbuka = (await get(`kuesioner/hasil?id_semester_registrasi=${aktif.id_semester_registrasi}`, 'dsn00')).json();
    expect(terbuka).toMatchObject({ kuesioner: null, kelas: [] });
    const kelasAktif = await k.db.selectFrom('master_data.kelas').select('id_kelas').where('id_dosen', '=', await dosenOf('dsn00'))
      .where('id_semester_registrasi', '=', aktif.id_semester_registrasi).executeTakeFirstOrThrow();
    const res = await get(`kuesioner/hasil/${kelasAktif.id_kelas}/komentar`, 'dsn00');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Hasil kuesioner baru dapat dilihat setelah kuesioner ditutup.');
  });

  it('a class under the minimum shows its count only; enough respondents: means that match SQL', async () => {
    const body = (await get(`kuesioner/hasil?id_semester_registrasi=${lalu.id_semester_registrasi}`, 'dsn00')).json();
    expect(body.minimal_responden).toBe(5);
    const kurang = body.kelas.find((c: any) => c.id_kelas === kelasKurang);
    expect(kurang).toMatchObject({ cukup: false, rata_rata: null, soal: [], jumlah_komentar: 0, jumlah_lembar: await lembar(kelasKurang) });
    const kom = await get(`kuesioner/hasil/${kelasKurang}/komentar`, 'dsn00');
    expect(kom.statusCode).toBe(403);
    expect(kom.json().message).toBe('Belum cukup responden (minimal 5)');

    const cukup = body.kelas.find((c: any) => c.id_kelas === kelasCukup);
    expect(cukup.cukup).toBe(true);
    expect(cukup.jumlah_lembar).toBe(await lembar(kelasCukup));
    const dosen = await dosenOf('dsn00');
    const perSoal = (await sql<{ id_soal: number; n: number; avg: number }>`select j.id_soal, count(*)::int as n, round(avg(j.nilai), 2)::float8 as avg
      from questionnaire.jawaban j join questionnaire.lembar l on l.id_lembar = j.id_lembar
      where l.id_kuesioner = ${idKuesioner} and l.id_kelas = ${kelasCukup} and l.id_dosen = ${dosen} group by j.id_soal`.execute(k.db)).rows;
    expect(cukup.soal).toHaveLength(8);
    for (const s of cukup.soal) {
      const row = perSoal.find((r) => Number(r.id_soal) === s.id_soal)!;
      expect(s.jumlah).toBe(Number(row.n));
      expect(s.rata_rata).toBeCloseTo(Number(row.avg), 2);
    }
    const [semua] = (await sql<{ avg: number }>`select round(avg(j.nilai), 2)::float8 as avg from questionnaire.jawaban j join questionnaire.lembar l on l.id_lembar = j.id_lembar
      where l.id_kuesioner = ${idKuesioner} and l.id_kelas = ${kelasCukup} and l.id_dosen = ${dosen}`.execute(k.db)).rows;
    expect(cukup.rata_rata).toBeCloseTo(Number(semua.avg), 2);
  });

  it('all classes together: shown with enough sheets, the same means as SQL; hidden when the total minus the shown classes is 1-4 sheets', async () => {
    const dsn = (await get('kuesioner/hasil', 'dsn00')).json();
    const dosen = await dosenOf('dsn00');
    const [semua] = (await sql<{ n: number; avg: number }>`select count(distinct l.id_lembar)::int as n, round(avg(j.nilai), 2)::float8 as avg
      from questionnaire.lembar l join questionnaire.jawaban j on j.id_lembar = l.id_lembar where l.id_kuesioner = ${idKuesioner} and l.id_dosen = ${dosen}`.execute(k.db)).rows;
    const tersembunyi = (b: any) => b.semua.jumlah_lembar - b.kelas.filter((c: any) => c.cukup).reduce((n: number, c: any) => n + c.jumlah_lembar, 0);
    expect(dsn.semua.jumlah_lembar).toBe(Number(semua.n));
    expect(tersembunyi(dsn) === 0 || tersembunyi(dsn) >= MINIMAL_RESPONDEN).toBe(true);
    expect(dsn.semua.cukup).toBe(true);
    expect(dsn.semua.rata_rata).toBeCloseTo(Number(semua.avg), 2);
    const kom = (await get(`kuesioner/hasil/komentar?id_semester_registrasi=${lalu.id_semester_registrasi}`, 'dsn00')).json();
    expect(kom.total).toBe(dsn.semua.jumlah_komentar);
    for (const row of kom.data) expect(Object.keys(row).sort()).toEqual(['isi', 'pertanyaan', 'urutan']);

    const kor = (await get('kuesioner/hasil', 'kor00')).json();
    expect(kor.kelas.find((c: any) => c.id_kelas === kelasKor).cukup).toBe(true);
    expect(tersembunyi(kor)).toBeGreaterThanOrEqual(1);
    expect(tersembunyi(kor)).toBeLessThan(MINIMAL_RESPONDEN);
    expect(kor.semua).toMatchObject({ cukup: false, rata_rata: null, soal: [], jumlah_komentar: 0 });
    const res = await get(`kuesioner/hasil/komentar?id_semester_registrasi=${lalu.id_semester_registrasi}`, 'kor00');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Rahasia');
    expect((await get(`kuesioner/hasil/komentar?id_semester_registrasi=${aktif.id_semester_registrasi}`, 'dsn00')).statusCode).toBe(403);
  });

  it('comments: text only, 7 a page, nothing of the student', async () => {
    const body = (await get('kuesioner/hasil', 'dsn00')).json();
    const cukup = body.kelas.find((c: any) => c.id_kelas === kelasCukup);
    const [n] = (await sql<{ n: number }>`select count(*)::int as n from questionnaire.komentar c join questionnaire.lembar l on l.id_lembar = c.id_lembar
      where l.id_kuesioner = ${idKuesioner} and l.id_kelas = ${kelasCukup}`.execute(k.db)).rows;
    expect(cukup.jumlah_komentar).toBe(Number(n.n));
    expect(cukup.jumlah_komentar).toBeGreaterThanOrEqual(1);
    const p1 = await get(`kuesioner/hasil/${kelasCukup}/komentar`, 'dsn00');
    expect(p1.statusCode).toBe(200);
    expect(p1.json()).toMatchObject({ current_page: 1, per_page: 7, total: cukup.jumlah_komentar });
    expect(p1.json().data.length).toBe(Math.min(7, cukup.jumlah_komentar));
    for (const row of p1.json().data) expect(Object.keys(row).sort()).toEqual(['isi', 'pertanyaan', 'urutan']);
    for (const field of ['id_user', 'id_mahasiswa', 'id_lembar', 'id_pengisian', 'waktu', 'nim']) expect(p1.body).not.toContain(`"${field}"`);
    expect(p1.json().data.map((r: any) => r.isi)).toContain('Komentar uji kelas 1');
  });

  it('a lecturer reads only their own classes: another lecturer\'s class by id is a 404', async () => {
    const dsn = (await get('kuesioner/hasil', 'dsn00')).json();
    expect(dsn.kelas.map((c: any) => c.id_kelas)).not.toContain(kelasKor);
    expect(JSON.stringify(dsn)).not.toContain('Komentar kelas kor00');
    const asing = await get(`kuesioner/hasil/${kelasKor}/komentar`, 'dsn00');
    expect(asing.statusCode).toBe(404);
    expect(asing.body).not.toContain('Komentar kelas kor00');
    expect((await get(`kuesioner/hasil/${kelasCukup}/komentar`, 'kor00')).statusCode).toBe(404);
    expect((await get('kuesioner/hasil/2147483647/komentar', 'dsn00')).statusCode).toBe(404);
    // kor00 is a lecturer too and reads their own class.
    const kor = await get(`kuesioner/hasil/${kelasKor}/komentar`, 'kor00');
    expect(kor.statusCode).toBe(200);
    expect(kor.json().data[0].isi).toMatch(/^Komentar kelas kor00/);
  });
  /** The rows of a sheet as arrays of cell values, without ExcelJS's empty first slot. */
  const barisOf = (ws: ExcelJS.Worksheet) => Array.from(ws.getSheetValues().slice(1), (r) => ((r ?? []) as unknown[]).slice(1));
  async function unduh(who: string, query = '') {
    const res = await get(`kuesioner/hasil/xls${query}`, who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/hasil-kuesioner-\d+\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Hasil', 'Komentar']);
    return wb;
  }
  /** Every comment of a view through the page's own paged call. */
  async function komentarHalaman(url: string, who: string) {
    const semua: any[] = [];
    for (let page = 1; ; page++) {
      const p = (await get(`${url}${url.includes('?') ? '&' : '?'}page=${page}`, who)).json();
      semua.push(...p.data);
      if (semua.length >= p.total) return semua;
    }
  }

  it('the lecturer\'s XLSX holds exactly the page\'s numbers and comments; small classes only their count', async () => {
    for (const who of ['aka00', 'mhs00']) expect((await get('kuesioner/hasil/xls', who)).statusCode).toBe(403);
    const tutup = await get(`kuesioner/hasil/xls?id_semester_registrasi=${aktif.id_semester_registrasi}`, 'dsn00');
    expect(tutup.statusCode).toBe(403);
    expect(tutup.json().message).toBe('Hasil kuesioner baru dapat dilihat setelah kuesioner ditutup.');

    const body = (await get(`kuesioner/hasil?id_semester_registrasi=${lalu.id_semester_registrasi}`, 'dsn00')).json();
    const wb = await unduh('dsn00', `?id_semester_registrasi=${lalu.id_semester_registrasi}`);
    const baris = barisOf(wb.getWorksheet('Hasil')!);
    const kepala = baris.findIndex((r) => r[0] === 'Kelas');
    expect(baris[kepala].slice(0, 4)).toEqual(['Kelas', 'Responden', 'Rata-rata', 'Soal 1']);
    const judulKelas = (c: any) => `${c.kode_mata_kuliah} ${c.nama_mata_kuliah} — Kelas ${c.nama_kelas}`;
    const tampilan = [{ judul: 'Semua kelas', ...body.semua }, ...body.kelas.map((c: any) => ({ judul: judulKelas(c), ...c }))];
    const data = baris.slice(kepala + 1, kepala + 1 + tampilan.length);
    expect(data.map((r) => r[0])).toEqual(tampilan.map((t) => t.judul));
    tampilan.forEach((t, i) => {
      expect(data[i][1]).toBe(t.jumlah_lembar);
      if (t.cukup) expect(data[i].slice(2)).toEqual([t.rata_rata, ...t.soal.map((s: any) => s.rata_rata)]);
      else expect(data[i].slice(2)).toEqual(['Belum cukup responden (minimal 5)']);
    });
    expect(data.find((r) => r[0] === judulKelas(body.kelas.find((c: any) => c.id_kelas === kelasKurang)))!.length).toBe(3);

    const komentar = barisOf(wb.getWorksheet('Komentar')!);
    expect(komentar[0]).toEqual(['Kelas', 'No', 'Pertanyaan', 'Komentar']);
    const diharapkan: unknown[][] = [];
    for (const t of tampilan.filter((x) => x.cukup && x.jumlah_komentar > 0)) {
      const url = t.id_kelas ? `kuesioner/hasil/${t.id_kelas}/komentar` : `kuesioner/hasil/komentar?id_semester_registrasi=${lalu.id_semester_registrasi}`;
      for (const c of await komentarHalaman(url, 'dsn00')) diharapkan.push([t.judul, c.urutan, c.pertanyaan, c.isi]);
    }
    expect(diharapkan.some((r) => String(r[3]).startsWith('Komentar uji kelas'))).toBe(true);
    expect(komentar.slice(1)).toEqual(diharapkan);
    // The small class's comments leave only inside "Semua kelas", as on the page, never under its own name.
    const kecil = judulKelas(body.kelas.find((c: any) => c.id_kelas === kelasKurang));
    expect(komentar.some((r) => r[0] === kecil)).toBe(false);
  });

  it('the lecturer\'s XLSX hides "Semua kelas" as the page does, and has nothing of another lecturer', async () => {
    const kor = (await get('kuesioner/hasil', 'kor00')).json();
    expect(kor.semua.cukup).toBe(false);
    const wb = await unduh('kor00');
    const baris = barisOf(wb.getWorksheet('Hasil')!);
    expect(baris.find((r) => r[0] === 'Semua kelas')!.slice(1)).toEqual([kor.semua.jumlah_lembar, 'Belum cukup responden (minimal 5)']);
    const komentar = barisOf(wb.getWorksheet('Komentar')!).slice(1);
    expect(komentar.length).toBeGreaterThan(0);
    expect(komentar.every((r) => String(r[3]).startsWith('Komentar kelas kor00'))).toBe(true);
    expect(komentar.some((r) => r[0] === 'Semua kelas')).toBe(false);
    const dsn = await unduh('dsn00');
    const teks = JSON.stringify([...barisOf(dsn.getWorksheet('Hasil')!), ...barisOf(dsn.getWorksheet('Komentar')!)]);
    expect(teks).not.toContain('kor00');
    expect(teks).not.toContain('Rahasia');
  });

  it('the results page runs a fixed number of statements however many classes, with each class\'s numbers as SQL per class gives them', async () => {
    const dosen = await dosenOf('dsn00');
    const user = await k.db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'dsn00').executeTakeFirstOrThrow() as unknown as TokenClaims;
    // Every statement the service runs passes through this plugin once (raw SQL included).
    let statements = 0;
    const db = k.db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => { statements += 1; return a.result; } });
    const baca = async () => {
      statements = 0;
      const h = await hasilDosen(db, user, lalu.id_semester_registrasi);
      return { h, statements };
    };
    const awal = await baca();

    // Three more classes of dsn00 in the closed semester: two with enough respondents, one under the minimum.
    const { id_kelas: _, ...contoh } = await k.db.selectFrom('master_data.kelas').selectAll().where('id_kelas', '=', kelasCukup).executeTakeFirstOrThrow();
    for (const [nama, jumlah] of [['Uji 1', MINIMAL_RESPONDEN + 2], ['Uji 2', MINIMAL_RESPONDEN], ['Uji 3', 2]] as const) {
      const kelas = await k.db.insertInto('master_data.kelas').values({ ...contoh, nama_kelas: nama }).returning('id_kelas').executeTakeFirstOrThrow();
      await tambahLembar(Number(kelas.id_kelas), jumlah, `Komentar ${nama}`);
    }
    const akhir = await baca();
    expect(akhir.h.kelas).toHaveLength(awal.h.kelas.length + 3);
    expect(akhir.h.kelas.filter((c) => c.cukup).length).toBe(awal.h.kelas.filter((c) => c.cukup).length + 2);
    expect(akhir.statements).toBe(awal.statements);
    expect(akhir.statements).toBeLessThanOrEqual(10);

    // The same answers as one query per class: counts, means, per-question statistics, comments.
    for (const c of akhir.h.kelas) {
      const [r] = (await sql<{ n: number; avg: number | null; komentar: number }>`select count(distinct l.id_lembar)::int as n, round(avg(j.nilai), 2)::float8 as avg,
          (select count(*)::int from questionnaire.komentar c join questionnaire.lembar x on x.id_lembar = c.id_lembar
            where x.id_kuesioner = ${idKuesioner} and x.id_kelas = ${c.id_kelas} and x.id_dosen = ${dosen}) as komentar
        from questionnaire.lembar l left join questionnaire.jawaban j on j.id_lembar = l.id_lembar
        where l.id_kuesioner = ${idKuesioner} and l.id_kelas = ${c.id_kelas} and l.id_dosen = ${dosen}`.execute(k.db)).rows;
      expect(c.jumlah_lembar, c.nama_kelas).toBe(Number(r.n));
      expect(c.cukup).toBe(Number(r.n) >= MINIMAL_RESPONDEN);
      if (!c.cukup) {
        expect(c).toMatchObject({ rata_rata: null, soal: [], jumlah_komentar: 0 });
        continue;
      }
      expect(c.rata_rata).toBe(r.avg === null ? null : Number(r.avg));
      expect(c.jumlah_komentar).toBe(Number(r.komentar));
      const perSoal = (await sql<{ id_soal: number; urutan: number; n: number; avg: number | null }>`select s.id_soal, s.urutan::int as urutan, count(j.nilai)::int as n,
          round(avg(j.nilai), 2)::float8 as avg
        from questionnaire.soal s left join questionnaire.jawaban j on j.id_soal = s.id_soal
          and j.id_lembar in (select id_lembar from questionnaire.lembar where id_kuesioner = ${idKuesioner} and id_kelas = ${c.id_kelas} and id_dosen = ${dosen})
        where s.id_kuesioner = ${idKuesioner} and s.tipe = 'likert' group by s.id_soal order by s.urutan`.execute(k.db)).rows;
      expect(c.soal.map((s) => [s.id_soal, s.urutan, s.jumlah, s.rata_rata])).toEqual(perSoal.map((s) => [Number(s.id_soal), Number(s.urutan), Number(s.n), s.avg === null ? null : Number(s.avg)]));
      const sebaran = (await sql<{ id_soal: number; nilai: number; n: number }>`select j.id_soal, j.nilai, count(*)::int as n from questionnaire.jawaban j
        join questionnaire.lembar l on l.id_lembar = j.id_lembar where l.id_kuesioner = ${idKuesioner} and l.id_kelas = ${c.id_kelas} and l.id_dosen = ${dosen}
        group by j.id_soal, j.nilai`.execute(k.db)).rows;
      for (const s of c.soal) expect(s.sebaran).toEqual([1, 2, 3, 4, 5].map((v) => Number(sebaran.find((x) => Number(x.id_soal) === s.id_soal && Number(x.nilai) === v)?.n ?? 0)));
    }
  });
});
