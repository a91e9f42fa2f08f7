import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import { bulanSebelum, namaBulan } from '../bulan';
import { bacaCsv } from './komponen-impor.service';
import payroll from './index';

// Decision 0031: the bank payment file of a closed month, amounts from the slips kept at closing.
const DILARANG = 'Anda tidak berhak mengakses data ini.';
const lalu = bulanSebelum(new Date(), 1);
const tigaLalu = bulanSebelum(new Date(), 3);
const empatLalu = bulanSebelum(new Date(), 4);

describe.each(MODULE_TEST_DATABASES)('payroll bank payment file (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'adm00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });

  /** What the stored slips of a month say: lecturers with net pay > 0, split by whether they have an account now. */
  async function tersimpan(bulan: string) {
    const { rows } = await sql<{ id_dosen: number; bersih: string; punya: boolean }>`select s.id_dosen, s.slip->'detail_gaji'->>'total_penerimaan_bersih' as bersih,
        exists (select 1 from payroll.dosen_gaji g where g.id_dosen = s.id_dosen) as punya
      from payroll.slip_tutup_buku s where s.bulan = ${`${bulan}-01`}::date and (s.slip->'detail_gaji'->>'total_penerimaan_bersih')::int8 > 0`.execute(k.db);
    const dibayar = rows.filter((r) => r.punya);
    const tanpa = rows.filter((r) => !r.punya);
    return {
      dibayar: dibayar.length, total: dibayar.reduce((a, r) => a + Number(r.bersih), 0),
      tanpa: tanpa.length, totalTanpa: tanpa.reduce((a, r) => a + Number(r.bersih), 0), tanpaIds: tanpa.map((r) => r.id_dosen),
    };
  }

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, payroll], database });
    for (const u of ['adm00', 'dsn00', 'kor00', 'aka00', 'mhs00']) tokens[u] = await k.login(u);
  });
  afterAll(async () => k?.close());

  it('only adm00; others 403, visitors 401', async () => {
    for (const url of ['pengaturan-gaji/pembayaran', `pengaturan-gaji/pembayaran/berkas?bulan=${tigaLalu}&format=csv`]) {
      for (const who of ['dsn00', 'kor00', 'aka00', 'mhs00']) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode).toBe(401);
    }
  });

  it('refuses an open month (409), a coming or bad month (400): nothing produced', async () => {
    for (const url of [`pengaturan-gaji/pembayaran?bulan=${lalu}`, `pengaturan-gaji/pembayaran/berkas?bulan=${lalu}&format=csv`, `pengaturan-gaji/pembayaran/berkas?bulan=${lalu}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(409);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toBe(`Buku gaji ${namaBulan(lalu)} belum ditutup: berkas pembayaran hanya dibuat untuk bulan yang sudah ditutup buku, agar jumlahnya sama dengan slip yang disimpan.`);
    }
    const kini = await get(`pengaturan-gaji/pembayaran/berkas?bulan=${bulanSebelum(new Date(), 0)}&format=xlsx`);
    expect(kini.statusCode).toBe(409);
    const depan = await get(`pengaturan-gaji/pembayaran/berkas?bulan=${bulanSebelum(new Date(), -1)}&format=csv`);
    expect(depan.statusCode).toBe(400);
    expect(depan.json().errors.bulan).toHaveLength(1);
    expect((await get('pengaturan-gaji/pembayaran?bulan=2026-13')).statusCode).toBe(400);
    expect((await get('pengaturan-gaji/pembayaran/berkas?bulan=kemarin')).statusCode).toBe(400);
    expect((await get(`pengaturan-gaji/pembayaran/berkas?bulan=${tigaLalu}&format=pdf`)).statusCode).toBe(400);
  });

  it('the summary: the latest closed month by default, counts and totals from the stored slips, lecturers without an account paged by 7', async () => {
    const res = await get('pengaturan-gaji/pembayaran');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    const s = await tersimpan(tigaLalu);
    expect(s.tanpa).toBeGreaterThan(0);
    expect(r).toMatchObject({ bulan: tigaLalu, nama_bulan: namaBulan(tigaLalu), jumlah_dibayar: s.dibayar, total_dibayar: s.total,
      jumlah_tanpa_rekening: s.tanpa, total_tanpa_rekening: s.totalTanpa, current_page: 1, per_page: 7, total: s.tanpa });
    expect(r.data.length).toBe(Math.min(7, s.tanpa));
    const semua = [...r.data];
    for (let page = 2; page <= Math.ceil(s.tanpa / 7); page++) {
      const lain = (await get(`pengaturan-gaji/pembayaran?bulan=${tigaLalu}&page=${page}`)).json();
      expect(lain.current_page).toBe(page);
      semua.push(...lain.data);
    }
    expect(semua.map((d: { id_dosen: number }) => d.id_dosen).sort()).toEqual([...s.tanpaIds].sort());
    for (const d of semua) expect(d.jumlah).toBeGreaterThan(0);
    expect(semua.reduce((a: number, d: { jumlah: number }) => a + d.jumlah, 0)).toBe(s.totalTanpa);
    expect((await get(`pengaturan-gaji/pembayaran?bulan=${empatLalu}`)).json().bulan).toBe(empatLalu);
  });

  it('CSV: one row per lecturer with net pay and an account, amounts from the stored slips, whatever changed since closing', async () => {
    // Changes after closing never move a paid amount: a new extra line written past the service.
    await sql`update payroll.komponen_bulanan set honor_penelitian = honor_penelitian + 1000000 where bulan = ${`${tigaLalu}-01`}::date`.execute(k.db);
    const res = await get(`pengaturan-gaji/pembayaran/berkas?bulan=${tigaLalu}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`Pembayaran-Gaji_${tigaLalu}.csv`);
    const [kepala, ...baris] = bacaCsv(res.body).filter((b) => b.length > 1);
    expect(kepala).toEqual(['Bank', 'Nomor Rekening', 'Nama Pemilik Rekening', 'Jumlah', 'Keterangan']);
    const s = await tersimpan(tigaLalu);
    expect(baris).toHaveLength(s.dibayar);
    expect(baris.reduce((a, b) => a + Number(b[3]), 0)).toBe(s.total);
    for (const b of baris) {
      expect(b[1]).toMatch(/^\d{6,20}$/);
      expect(Number.isInteger(Number(b[3])) && Number(b[3]) > 0).toBe(true);
      expect(b[4]).toBe(`Honor mengajar ${namaBulan(tigaLalu)}`);
    }
    // dsn00's row: their account, their stored net pay.
    const dsn = (await sql<{ norekening: string; nama_bank: string; bersih: string }>`select g.norekening, g.nama_bank, s.slip->'detail_gaji'->>'total_penerimaan_bersih' as bersih
      from master_data.dosen d join core.pengguna u on u.id_user = d.id_user join payroll.dosen_gaji g on g.id_dosen = d.id_dosen
      join payroll.slip_tutup_buku s on s.id_dosen = d.id_dosen and s.bulan = ${`${tigaLalu}-01`}::date where u.username = 'dsn00'`.execute(k.db)).rows[0];
    expect(baris).toContainEqual([dsn.nama_bank, dsn.norekening, 'Budi Santoso', dsn.bersih, `Honor mengajar ${namaBulan(tigaLalu)}`]);
  });

  it('XLSX: the same rows and a totals row equal to the stored slips\' net pay', async () => {
    const res = await get(`pengaturan-gaji/pembayaran/berkas?bulan=${tigaLalu}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`Pembayaran-Gaji_${tigaLalu}.xlsx`);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const [kepala, ...isi] = rows;
    const totalBaris = isi.pop()!;
    const s = await tersimpan(tigaLalu);
    expect(kepala).toEqual(['Bank', 'Nomor Rekening', 'Nama Pemilik Rekening', 'Jumlah', 'Keterangan']);
    expect(isi).toHaveLength(s.dibayar);
    expect(isi.reduce((a, r) => a + (r[3] as number), 0)).toBe(s.total);
    expect(totalBaris[0]).toBe(`Total (${s.dibayar} dosen)`);
    expect(totalBaris[3]).toBe(s.total);
    expect(isi.every((r) => typeof r[1] === 'string')).toBe(true);
  });

  it('an account entered after closing puts the lecturer into the file with the stored amount', async () => {
    const sebelum = await tersimpan(tigaLalu);
    const id = sebelum.tanpaIds[0];
    const rek = await k.inject({ method: 'PATCH', url: `/api/pengaturan-gaji/rekening/${id}`, headers: bearer('adm00'),
      payload: { norekening: '0099887766', nama_bank: 'Bank Nagari', id_bkd: null, versi: null } });
    expect(rek.statusCode, rek.body).toBe(200);
    const sesudah = await tersimpan(tigaLalu);
    const r = (await get(`pengaturan-gaji/pembayaran?bulan=${tigaLalu}`)).json();
    expect(r).toMatchObject({ jumlah_dibayar: sebelum.dibayar + 1, total_dibayar: sesudah.total, jumlah_tanpa_rekening: sebelum.tanpa - 1 });
    expect(sesudah.total + sesudah.totalTanpa).toBe(sebelum.total + sebelum.totalTanpa);
    const csv = bacaCsv((await get(`pengaturan-gaji/pembayaran/berkas?bulan=${tigaLalu}&format=csv`)).body);
    expect(csv.find((b) => b[1] === '0099887766')?.[0]).toBe('Bank Nagari');
  });
});
