import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import { demoKelasDosen } from '../../krs/public';
import masterData from '../../master-data/server';
import attendance from './index';

describe.each(MODULE_TEST_DATABASES)('attendance reports (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let demo: { id_kelas: number; id_mata_kuliah: number; id_semester_registrasi: number };
  let idDsn00: number;
  const get = async (url: string, as: string) => {
    tokens[as] ??= await k.login(as);
    return k.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[as]}` } });
  };

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance], database });
    demo = (await demoKelasDosen(k.db))!;
    idDsn00 = (await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirstOrThrow()).id_dosen;
  }, 240_000);
  afterAll(async () => k?.close());

  it('presensi/kelas: the class lecturer and programme staff in scope see the matrix; others 403; bad query 400', async () => {
    const res = await get(`presensi/kelas?id_kelas=${demo.id_kelas}&id_mata_kuliah=${demo.id_mata_kuliah}`, 'dsn00');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.keterangan).toMatchObject({ id_kelas: demo.id_kelas });
    expect(body.pertemuan).toHaveLength(16);
    expect(body.mahasiswa.some((m: any) => m.nama_mahasiswa === 'Siti Rahmawati')).toBe(true);
    expect(body.keterangan.pertemuan_terlaksana).toBeGreaterThan(0);
    expect((await get(`presensi/kelas?id_kelas=${demo.id_kelas}`, 'aka01')).statusCode).toBe(200);
    expect((await get(`presensi/kelas?id_kelas=${demo.id_kelas}`, 'mhs00')).statusCode).toBe(403);
    expect((await get(`presensi/kelas?id_kelas=${demo.id_kelas}`, 'kor00')).statusCode).toBe(403);
    expect((await get('presensi/kelas?id_kelas=abc', 'dsn00')).statusCode).toBe(400);
    expect((await get('presensi/kelas?id_kelas=99999999', 'dsn00')).statusCode).toBe(404);
  });

  it('presensi/kelas/download: a real XLSX and a real PDF', async () => {
    const xlsx = await get(`presensi/kelas/download?id_kelas=${demo.id_kelas}&format=xlsx`, 'dsn00');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    expect(String(wb.worksheets[0].getRow(1).getCell(1).value)).toBe('REKAP PRESENSI KELAS');
    const pdf = await get(`presensi/kelas/download?id_kelas=${demo.id_kelas}&format=pdf`, 'aka00');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain('REKAP PRESENSI KELAS');
    expect(text).toContain('Siti Rahmawati');
  });

  it('absensi/dosen: the lecturer\'s classes with meetings held; students 403', async () => {
    const res = await get('absensi/dosen', 'dsn00');
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((c: any) => c.id_kelas === demo.id_kelas);
    expect(row.jumlah_pertemuan).toBe(16);
    expect((await get('absensi/dosen', 'kor00')).statusCode).toBe(200);
    expect((await get('absensi/dosen', 'mhs00')).statusCode).toBe(403);
  });

  it('presensi/laporan/dosen: limited to akses_prodi, paged by 10; details; outside scope 403', async () => {
    const res = await get('presensi/laporan/dosen', 'aka01');
    expect(res.statusCode).toBe(200);
    expect(res.json().per_page).toBe(10);
    expect(res.json().akses_prodi.length).toBeGreaterThan(0);
    expect(res.json().data.some((d: any) => d.id_dosen === idDsn00)).toBe(true);
    const kelas = await get(`presensi/laporan/dosen/${idDsn00}`, 'aka02');
    expect(kelas.statusCode).toBe(200);
    expect(kelas.json().data.some((c: any) => c.id_kelas === demo.id_kelas)).toBe(true);
    const detail = await get(`presensi/laporan/dosen/${idDsn00}/${demo.id_semester_registrasi}/${demo.id_kelas}/${demo.id_mata_kuliah}`, 'aka00');
    expect(detail.statusCode).toBe(200);
    const outside = (await sql<{ id: number }>`select id_dosen as id from master_data.dosen where id_prodi not in (select id_prodi from core.akses_prodi ap join core.pengguna u on u.id_user = ap.id_user where u.username = 'aka01') limit 1`.execute(k.db)).rows[0];
    expect((await get(`presensi/laporan/dosen/${outside.id}`, 'aka01')).statusCode).toBe(403);
    expect((await get('presensi/laporan/dosen', 'dsn00')).statusCode).toBe(403);
  });
});
