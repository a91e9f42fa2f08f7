import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import { bulanSebelum, hariIniJakarta, namaBulan } from '../bulan';
import { bacaCsv } from './komponen-impor.service';
import payroll from './index';

// Decision 0046: a closed month's transfers are recorded; whoever is in one leaves the next file.
const DILARANG = 'Anda tidak berhak mengakses data ini.';
const now = new Date();
const lalu = bulanSebelum(now, 1);
const tigaLalu = bulanSebelum(now, 3);
const empatLalu = bulanSebelum(now, 4);

describe.each(MODULE_TEST_DATABASES)('payroll transfers (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'adm00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const catat = (bulan: string, payload: Record<string, unknown>, who = 'adm00') =>
    k.inject({ method: 'POST', url: `/api/pengaturan-gaji/pembayaran/${bulan}/transfer`, headers: bearer(who), payload });
  const ringkasan = async (bulan: string) => {
    const res = await get(`pengaturan-gaji/pembayaran?bulan=${bulan}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const tercatat = async (bulan: string) => (await sql<{ n: number; total: string }>`select count(*)::int as n, coalesce(sum(jumlah), 0)::text as total
    from payroll.transfer_gaji_dosen where bulan = ${`${bulan}-01`}::date`.execute(k.db)).rows[0];
  /** Lecturers of a month's kept slips with net pay > 0 and an account now. */
  const denganRekening = async (bulan: string) => (await sql<{ n: number; total: string }>`select count(*)::int as n,
      coalesce(sum((s.slip->'detail_gaji'->>'total_penerimaan_bersih')::int8), 0)::text as total
    from payroll.slip_tutup_buku s join payroll.dosen_gaji g on g.id_dosen = s.id_dosen
    where s.bulan = ${`${bulan}-01`}::date and (s.slip->'detail_gaji'->>'total_penerimaan_bersih')::int8 > 0`.execute(k.db)).rows[0];

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, payroll], database });
    for (const u of ['adm00', 'dsn00', 'kor00', 'aka00', 'mhs00']) tokens[u] = await k.login(u);
  });
  afterAll(async () => k?.close());

  it('only adm00 records a transfer; others 403, visitors 401, nothing written', async () => {
    const { sidik_berkas } = await ringkasan(tigaLalu);
    for (const who of ['dsn00', 'kor00', 'aka00', 'mhs00']) {
      const res = await catat(tigaLalu, { tanggal_transfer: hariIniJakarta(now), sidik_berkas }, who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(DILARANG);
    }
    expect((await k.inject({ method: 'POST', url: `/api/pengaturan-gaji/pembayaran/${tigaLalu}/transfer`, payload: { tanggal_transfer: hariIniJakarta(now), sidik_berkas } })).statusCode).toBe(401);
    expect((await tercatat(tigaLalu)).n).toBe(0);
  });

  it('the seed paid the older closed months: their next file is empty, the recorded one downloads as sent', async () => {
    const r = await ringkasan(empatLalu);
    const rek = await denganRekening(empatLalu);
    expect(rek.n).toBeGreaterThan(0);
    expect(r).toMatchObject({ jumlah_dibayar: 0, total_dibayar: 0, jumlah_sudah_ditransfer: rek.n, total_sudah_ditransfer: Number(rek.total) });
    expect(r.transfer).toEqual([expect.objectContaining({ tahap: 1, tanggal_transfer: `${bulanSebelum(now, 3)}-05`, jumlah_dosen: rek.n, total: Number(rek.total), dicatat_oleh: expect.any(String) })]);
    const kosong = await get(`pengaturan-gaji/pembayaran/berkas?bulan=${empatLalu}&format=csv`);
    expect(kosong.statusCode).toBe(409);
    expect(kosong.json().message).toContain(`Tidak ada gaji ${namaBulan(empatLalu)} yang siap ditransfer`);
    const tahap = await get(`pengaturan-gaji/pembayaran/berkas?bulan=${empatLalu}&format=csv&tahap=1`);
    expect(tahap.statusCode, tahap.body).toBe(200);
    expect(tahap.headers['content-disposition']).toContain(`Pembayaran-Gaji_${empatLalu}_tahap-1.csv`);
    const [, ...baris] = bacaCsv(tahap.body).filter((b) => b.length > 1);
    expect(baris).toHaveLength(rek.n);
    expect(baris.reduce((a, b) => a + Number(b[3]), 0)).toBe(Number(rek.total));
    const tidakAda = await get(`pengaturan-gaji/pembayaran/berkas?bulan=${empatLalu}&format=csv&tahap=2`);
    expect(tidakAda.statusCode).toBe(404);
    expect(tidakAda.json().message).toBe(`Transfer tahap 2 bulan ${namaBulan(empatLalu)} tidak ada.`);
  });

  it('refuses a bad, early or coming date, an open month and a file that is not the one shown: 400/409, nothing written', async () => {
    const { sidik_berkas } = await ringkasan(tigaLalu);
    const bulanBerikut = bulanSebelum(now, 2);
    const cases: Array<[string, Record<string, unknown>, number, string]> = [];
    cases.push(
      [tigaLalu, { tanggal_transfer: `${bulanBerikut}-32`, sidik_berkas }, 400, 'Format Tanggal transfer tidak valid.'],
      [tigaLalu, { tanggal_transfer: `${bulanBerikut.slice(0, 4)}-02-30`, sidik_berkas }, 400, 'Format Tanggal transfer tidak valid.'],
      [tigaLalu, { tanggal_transfer: `${tigaLalu}-28`, sidik_berkas }, 400, `Tanggal transfer harus sesudah ${namaBulan(tigaLalu)} berakhir.`],
      [tigaLalu, { tanggal_transfer: `${bulanSebelum(now, -1)}-01`, sidik_berkas }, 400, 'Tanggal transfer tidak boleh melewati hari ini.'],
      [tigaLalu, { tanggal_transfer: 'kemarin', sidik_berkas }, 400, ''],
      [tigaLalu, { tanggal_transfer: hariIniJakarta(now) }, 400, ''],
      [lalu, { tanggal_transfer: hariIniJakarta(now), sidik_berkas }, 409, `Buku gaji ${namaBulan(lalu)} belum ditutup`],
      [tigaLalu, { tanggal_transfer: hariIniJakarta(now), sidik_berkas: 'berkas-lama' }, 409, `Berkas pembayaran ${namaBulan(tigaLalu)} berubah sejak ditampilkan`],
    );
    for (const [bulan, payload, status, message] of cases) {
      const res = await catat(bulan, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect([res.json().message, ...(res.json().errors?.tanggal_transfer ?? [])].join(' ')).toContain(message);
    }
    expect((await tercatat(tigaLalu)).n).toBe(0);
    expect((await sql<{ n: number }>`select count(*)::int as n from payroll.transfer_gaji where bulan = ${`${tigaLalu}-01`}::date`.execute(k.db)).rows[0].n).toBe(0);
  });

  it('two administrators record the same file at once: one transfer, every lecturer once', async () => {
    const sebelum = await ringkasan(tigaLalu);
    const rek = await denganRekening(tigaLalu);
    expect(sebelum).toMatchObject({ jumlah_dibayar: rek.n, total_dibayar: Number(rek.total), jumlah_sudah_ditransfer: 0, transfer: [] });
    const body = { tanggal_transfer: `${bulanSebelum(now, 2)}-05`, sidik_berkas: sebelum.sidik_berkas };
    const [a, b] = await Promise.all([catat(tigaLalu, body), catat(tigaLalu, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().message).toBe(`Transfer tahap 1 gaji ${namaBulan(tigaLalu)} tercatat: ${rek.n} dosen, Rp ${Number(rek.total).toLocaleString('id-ID')}, ditransfer 5 ${namaBulan(bulanSebelum(now, 2))}.`);
    expect(ok.json().data).toMatchObject({ tahap: 1, jumlah_dosen: rek.n, total: Number(rek.total), dicatat_oleh: expect.any(String) });
    expect(await tercatat(tigaLalu)).toEqual({ n: rek.n, total: rek.total });
    const sesudah = await ringkasan(tigaLalu);
    expect(sesudah).toMatchObject({ jumlah_dibayar: 0, total_dibayar: 0, jumlah_sudah_ditransfer: rek.n, total_sudah_ditransfer: Number(rek.total),
      jumlah_tanpa_rekening: sebelum.jumlah_tanpa_rekening });
    expect((await catat(tigaLalu, { ...body, sidik_berkas: sesudah.sidik_berkas })).statusCode).toBe(409);
  });

  it('a lecturer whose account is entered afterwards is paid in a second transfer; the first stays as it was sent', async () => {
    const sebelum = await ringkasan(tigaLalu);
    expect(sebelum.data.length).toBeGreaterThan(0);
    const orang = sebelum.data[0];
    const rek = await k.inject({ method: 'PATCH', url: `/api/pengaturan-gaji/rekening/${orang.id_dosen}`, headers: bearer('adm00'),
      payload: { norekening: '0011223344', nama_bank: 'Bank Nagari', id_bkd: null, versi: null } });
    expect(rek.statusCode, rek.body).toBe(200);
    const r = await ringkasan(tigaLalu);
    expect(r).toMatchObject({ jumlah_dibayar: 1, total_dibayar: orang.jumlah, jumlah_tanpa_rekening: sebelum.jumlah_tanpa_rekening - 1 });
    // The file shown before the account was entered is not the file now.
    expect((await catat(tigaLalu, { tanggal_transfer: hariIniJakarta(now), sidik_berkas: sebelum.sidik_berkas })).statusCode).toBe(409);
    const csv = bacaCsv((await get(`pengaturan-gaji/pembayaran/berkas?bulan=${tigaLalu}&format=csv`)).body).filter((b) => b.length > 1);
    expect(csv.slice(1)).toEqual([['Bank Nagari', '0011223344', expect.any(String), String(orang.jumlah), `Honor mengajar ${namaBulan(tigaLalu)}`]]);
    const res = await catat(tigaLalu, { tanggal_transfer: hariIniJakarta(now), sidik_berkas: r.sidik_berkas });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tahap: 2, jumlah_dosen: 1, total: orang.jumlah });
    const akhir = await ringkasan(tigaLalu);
    expect(akhir.transfer.map((x: { tahap: number; jumlah_dosen: number }) => [x.tahap, x.jumlah_dosen])).toEqual([[1, sebelum.jumlah_sudah_ditransfer], [2, 1]]);
    expect(akhir.total_sudah_ditransfer).toBe(sebelum.total_sudah_ditransfer + orang.jumlah);
    // A later account change moves nothing already sent: the recorded rows keep the account they went to.
    await k.inject({ method: 'PATCH', url: `/api/pengaturan-gaji/rekening/${orang.id_dosen}`, headers: bearer('adm00'),
      payload: { norekening: '0099999999', nama_bank: 'Bank Nagari', id_bkd: null, versi: 1 } });
    const tahap2 = bacaCsv((await get(`pengaturan-gaji/pembayaran/berkas?bulan=${tigaLalu}&format=csv&tahap=2`)).body).filter((b) => b.length > 1);
    expect(tahap2[1][1]).toBe('0011223344');
    expect((await ringkasan(tigaLalu)).jumlah_dibayar).toBe(0);
  });

  it('the lecturer\'s slip says where it stands: provisional, final, transferred to which account', async () => {
    const slip = async (bulan: string) => {
      const res = await get(`slip-gaji/dosen/gaji-bulanan?bulan=${bulan}`, 'dsn00');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect((await slip(lalu)).status_slip).toEqual({ ditutup: false, transfer: null });
    const dibayar = await slip(tigaLalu);
    const { rows: [rek] } = await sql<{ norekening: string; nama_bank: string }>`select t.norekening, t.nama_bank from payroll.transfer_gaji_dosen t
      where t.bulan = ${`${tigaLalu}-01`}::date and t.id_dosen = ${dibayar.id_dosen}`.execute(k.db);
    expect(dibayar.status_slip).toEqual({ ditutup: true, transfer: { tanggal_transfer: `${bulanSebelum(now, 2)}-05`, nama_bank: rek.nama_bank, norekening: rek.norekening,
      jumlah: dibayar.detail_gaji.total_penerimaan_bersih } });
    // A closed month whose transfer is not recorded yet: final, not transferred.
    await sql`delete from payroll.transfer_gaji_dosen where bulan = ${`${empatLalu}-01`}::date and id_dosen = ${dibayar.id_dosen}`.execute(k.db);
    expect((await slip(empatLalu)).status_slip).toEqual({ ditutup: true, transfer: null });
  });
});
