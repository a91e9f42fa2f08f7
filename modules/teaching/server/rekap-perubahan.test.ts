import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import teaching from './index';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
const ALASAN = 'Koreksi nilai tugas besar yang terlambat direkap.';
const ALASAN_SEED = 'Koreksi nilai UAS: jawaban halaman terakhir belum terhitung saat pemeriksaan pertama.';
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

type Kelas = { id_semester_registrasi: number; id_mata_kuliah: number; id_kelas: number; nama_mata_kuliah: string; id_prodi: number };

describe.each(MODULE_TEST_DATABASES)('teaching: programme staff read and print grade changes (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  /** dsn00's class of the previous regular semester, open for change, with the seeded change. */
  let kelas: Kelas;
  /** A programme aka00 sees and aka01 does not. */
  let lain: number;
  /** The three students changed by one save in the batch test. */
  let sekaliSimpan: Array<{ id_mahasiswa: number; nim: string; nilai_angka: number }>;

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'aka01') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const jumlahRiwayat = async () => Number((await sql<{ n: number }>`select count(*)::int as n from teaching.riwayat_perubahan_nilai`.execute(k.db)).rows[0].n);

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'aka01', 'aka02', 'adm00']) tokens[u] = await k.login(u);
    kelas = (await sql<Kelas>`select k.id_semester_registrasi, k.id_mata_kuliah, k.id_kelas, mk.nama_mata_kuliah, mk.id_prodi
      from teaching.riwayat_perubahan_nilai r join master_data.kelas k on k.id_kelas = r.id_kelas
      join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah order by r.id_riwayat_perubahan_nilai limit 1`.execute(k.db)).rows[0];
    lain = Number((await sql<{ id_prodi: number }>`select ap.id_prodi from core.akses_prodi ap join core.pengguna u on u.id_user = ap.id_user
      where u.username = 'aka00' and ap.id_prodi <> ${kelas.id_prodi} order by ap.id_prodi limit 1`.execute(k.db)).rows[0].id_prodi);
    sekaliSimpan = (await sql<{ id_mahasiswa: number; nim: string; nilai_angka: string }>`select m.id_mahasiswa, m.nim, kk.nilai_angka from krs.krs_kelas kk
      join master_data.mahasiswa m using (id_mahasiswa) where kk.id_kelas = ${kelas.id_kelas} and kk.nilai_angka is not null
        and not exists (select 1 from teaching.riwayat_perubahan_nilai r where r.id_krs_kelas = kk.id_krs_kelas)
      order by m.nim limit 3`.execute(k.db)).rows.map((r) => ({ ...r, nilai_angka: Number(r.nilai_angka) }));
  });
  afterAll(async () => k?.close());

  it('the list is programme staff\'s, the form also the lecturers\': others 403, visitors 401', async () => {
    for (const url of ['rekap-perubahan-nilai', 'rekap-perubahan-nilai/unduh']) {
      for (const who of ['dsn00', 'kor00', 'mhs00', 'adm00']) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode).toBe(401);
    }
    for (const who of ['mhs00', 'adm00']) expect((await get('input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=1', who)).statusCode).toBe(403);
    expect((await k.inject({ method: 'GET', url: '/api/input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=1' })).statusCode).toBe(401);
  });

  it('GET rekap-perubahan-nilai: by default the newest semester with changes, the seeded change; search; akses_prodi 403; bad query 400/404', async () => {
    const res = await get('rekap-perubahan-nilai');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.semester.id_semester_registrasi).toBe(kelas.id_semester_registrasi);
    expect([body.per_page, body.current_page, body.total]).toEqual([7, 1, 1]);
    const [r] = body.data;
    expect(r.alasan).toBe(ALASAN_SEED);
    expect(r.nama_mata_kuliah).toBe(kelas.nama_mata_kuliah);
    expect(r.nilai_angka_baru - r.nilai_angka_lama).toBe(6);
    expect(r.jumlah_sekali_simpan).toBe(1);
    expect(r.diubah_oleh).toBeTruthy();
    // Search by NIM, by student name and by course; a pattern matching nobody (with % and _ taken literally).
    for (const cari of [r.nim, r.nama_mahasiswa.slice(0, 5), kelas.nama_mata_kuliah.slice(0, 6).toLowerCase()]) {
      expect((await get(`rekap-perubahan-nilai?cari=${encodeURIComponent(cari)}`)).json().total, cari).toBe(1);
    }
    expect((await get('rekap-perubahan-nilai?cari=%25_tidak-ada')).json().total).toBe(0);
    // Another programme: 403 for aka01, and aka00's list of it has no change of this class.
    const r403 = await get(`rekap-perubahan-nilai?id_prodi=${lain}`);
    expect(r403.statusCode).toBe(403);
    expect(r403.json().message).toBe('Program studi tersebut tidak termasuk program studi yang boleh Anda lihat.');
    expect((await get(`rekap-perubahan-nilai/unduh?id_prodi=${lain}`)).statusCode).toBe(403);
    const luas = (await get(`rekap-perubahan-nilai?id_prodi=${lain}&id_semester=${kelas.id_semester_registrasi}`, 'aka00')).json();
    expect(luas.data.some((x: any) => x.id_riwayat_perubahan_nilai === r.id_riwayat_perubahan_nilai)).toBe(false);
    expect((await get('rekap-perubahan-nilai?id_semester=999999')).statusCode).toBe(404);
    expect((await get('rekap-perubahan-nilai?page=0')).statusCode).toBe(400);
    expect((await get('rekap-perubahan-nilai?per_page=1000')).statusCode).toBe(400);
  });

  it('a save of three students is one batch: listed newest first, paged, and counted per save', async () => {
    const res = await k.inject({ method: 'PATCH', url: '/api/input-nilai', headers: bearer('dsn00'), payload: {
      id_semester_registrasi: kelas.id_semester_registrasi, id_mata_kuliah: kelas.id_mata_kuliah, id_kelas: kelas.id_kelas, perubahan: true,
      nilai: sekaliSimpan.map((m) => ({ id_mahasiswa: m.id_mahasiswa, nilai_angka: m.nilai_angka >= 95 ? m.nilai_angka - 3 : m.nilai_angka + 3, nilai_angka_lama: m.nilai_angka, alasan: ALASAN })),
    } });
    expect(res.statusCode, res.body).toBe(200);
    const semua = (await get('rekap-perubahan-nilai')).json();
    expect(semua.total).toBe(4);
    expect(semua.data.slice(0, 3).map((x: any) => [x.alasan, x.jumlah_sekali_simpan])).toEqual(Array(3).fill([ALASAN, 3]));
    expect(semua.data[3].alasan).toBe(ALASAN_SEED);
    const satu = (await get('rekap-perubahan-nilai?per_page=3')).json();
    const dua = (await get('rekap-perubahan-nilai?per_page=3&page=2')).json();
    expect([satu.data.length, dua.data.length, dua.total]).toEqual([3, 1, 4]);
    expect(dua.data[0].id_riwayat_perubahan_nilai).toBe(semua.data[3].id_riwayat_perubahan_nilai);
    const jauh = (await get('rekap-perubahan-nilai?page=99')).json();
    expect([jauh.data.length, jauh.total]).toEqual([0, 4]);
    expect((await get(`rekap-perubahan-nilai?cari=${sekaliSimpan[1].nim}`)).json().total).toBe(1);
  });

  it('GET rekap-perubahan-nilai/unduh: a real XLSX workbook with every change of the list (all pages)', async () => {
    const res = await get(`rekap-perubahan-nilai/unduh?id_semester=${kelas.id_semester_registrasi}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/Perubahan-Nilai_.*\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const ws = wb.worksheets[0];
    expect(ws.getCell('A1').value).toBe('Rekap Perubahan Nilai');
    const baris: unknown[][] = [];
    ws.eachRow((row, n) => { if (n > 5) baris.push((row.values as unknown[]).slice(1)); });
    expect(baris.length).toBe(4);
    expect(baris.map((b) => b[9])).toEqual([ALASAN, ALASAN, ALASAN, ALASAN_SEED]);
    expect(baris.map((b) => b[5])).toEqual(expect.arrayContaining(sekaliSimpan.map((m) => m.nim)));
  });

  it('GET input-nilai/riwayat-perubahan/formulir: a real A4 PDF of one student or of the whole save, for the lecturer and the programme\'s staff', async () => {
    const daftar = (await get('rekap-perubahan-nilai')).json().data;
    const baru = daftar[0];
    const sebelum = await jumlahRiwayat();
    const res = await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${baru.id_riwayat_perubahan_nilai}`, 'dsn00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Formulir-Perubahan-Nilai_[A-Za-z0-9-]+_\d+_\d{5}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const satu = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const s of ['FORMULIR PERUBAHAN NILAI', baru.nim, kelas.nama_mata_kuliah, 'Ketua Program Studi', 'Dosen Pengampu']) expect(satu.toUpperCase()).toContain(s.toUpperCase());
    expect(satu).toContain('Koreksi nilai tugas besar');
    for (const m of sekaliSimpan.filter((m) => m.nim !== baru.nim)) expect(satu).not.toContain(m.nim);
    // The save's form lists its three students; staff of the programme print it too.
    const batch = await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${baru.id_riwayat_perubahan_nilai}&cakupan=simpan`, 'aka01');
    expect(batch.statusCode, batch.body).toBe(200);
    const teks = pdfText(batch.rawPayload);
    for (const m of sekaliSimpan) expect(teks).toContain(m.nim);
    expect(teks).not.toContain('Koreksi nilai UAS');
    expect((await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${baru.id_riwayat_perubahan_nilai}`, 'aka00')).statusCode).toBe(200);
    // Another lecturer 403; unknown 404; a bad scope 400. Printing stores nothing.
    const kor = await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${baru.id_riwayat_perubahan_nilai}`, 'kor00');
    expect(kor.statusCode).toBe(403);
    expect(kor.json().message).toContain('hanya untuk dosen pengampu');
    expect((await get('input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=999999', 'dsn00')).statusCode).toBe(404);
    expect((await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${baru.id_riwayat_perubahan_nilai}&cakupan=semua`, 'dsn00')).statusCode).toBe(400);
    expect(await jumlahRiwayat()).toBe(sebelum);
  });

  it('the form of a change in a programme outside akses_prodi is 403 for aka01 and printed for aka00', async () => {
    const { rows: [kk] } = await sql<{ id_krs_kelas: number; id_kelas: number; id_mahasiswa: number; nilai_angka: string; nilai_huruf: string; nilai_indeks: string; id_dosen: number }>`
      select kk.id_krs_kelas, kk.id_kelas, kk.id_mahasiswa, kk.nilai_angka, kk.nilai_huruf, kk.nilai_indeks, k.id_dosen
      from krs.krs_kelas kk join master_data.kelas k on k.id_kelas = kk.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      where mk.id_prodi = ${lain} and kk.nilai_angka is not null and k.id_dosen is not null order by kk.id_krs_kelas limit 1`.execute(k.db);
    const { rows: [r] } = await sql<{ id: number }>`insert into teaching.riwayat_perubahan_nilai (id_krs_kelas, id_kelas, id_mahasiswa, nilai_angka_lama, nilai_huruf_lama, nilai_indeks_lama,
        nilai_angka_baru, nilai_huruf_baru, nilai_indeks_baru, alasan, id_dosen)
      values (${kk.id_krs_kelas}, ${kk.id_kelas}, ${kk.id_mahasiswa}, null, null, null, ${kk.nilai_angka}, ${kk.nilai_huruf}, ${kk.nilai_indeks}, ${ALASAN}, ${kk.id_dosen})
      returning id_riwayat_perubahan_nilai as id`.execute(k.db);
    const aka01 = await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${r.id}`, 'aka01');
    expect(aka01.statusCode).toBe(403);
    expect((await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${r.id}`, 'dsn00')).statusCode).toBe(403);
    const aka00 = await get(`input-nilai/riwayat-perubahan/formulir?id_riwayat_perubahan_nilai=${r.id}`, 'aka00');
    expect(aka00.statusCode, aka00.body).toBe(200);
    // A first grade given in the change period prints '-' as the old grade.
    expect(pdfText(aka00.rawPayload)).toMatch(/\s-\s+\d+,\d\d \([A-E][+-]?\)\s+Koreksi nilai tugas/);
    await sql`delete from teaching.riwayat_perubahan_nilai where id_riwayat_perubahan_nilai = ${r.id}`.execute(k.db);
  });
});
