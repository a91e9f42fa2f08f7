import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import { bulanSebelum, namaBulan } from '../bulan';
import payroll from './index';

// Decision 0028: closing a payroll month freezes its slips; open months (past ones included) stay editable.
const DILARANG = 'Anda tidak berhak mengakses data ini.';
const kini = bulanSebelum(new Date(), 0);
const lalu = bulanSebelum(new Date(), 1);
const duaLalu = bulanSebelum(new Date(), 2);
const tigaLalu = bulanSebelum(new Date(), 3);
const delapanLalu = bulanSebelum(new Date(), 8);

describe.each(MODULE_TEST_DATABASES)('payroll month closing (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn: { id_dosen: number; id_jabatan_fungsional: number };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: string, payload?: object) =>
    k.inject({ method, url: `/api/${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  const slipLengkap = async (bulan: string) => (await call('GET', `slip-gaji/dosen/gaji-bulanan?bulan=${bulan}`, 'dsn00')).json().data;
  /** The slip as kept or computed; its status (decision 0046) is asserted apart. */
  const slip = async (bulan: string) => {
    const { status_slip: _status, ...isi } = await slipLengkap(bulan);
    return isi;
  };
  const tarif = async (kunci: string) => (await call('GET', 'pengaturan-gaji/tarif', 'adm00')).json().data.find((t: { kunci: string }) => t.kunci === kunci);
  const buku = async () => (await call('GET', 'pengaturan-gaji/tutup-buku', 'adm00')).json();
  const baris = async (bulan: string) => (await buku()).data.find((b: { bulan: string }) => b.bulan === bulan);
  const komponen = async (bulan: string) => (await call('GET', `pengaturan-gaji/komponen?bulan=${bulan}&per_page=100`, 'adm00')).json();
  const isi = (versi: number, honor = 2_000_000) => ({ honor_penelitian: honor, honor_pkm: 0, tunjangan_tambahan: 0, potongan_lain: 0, keterangan: 'Honor penelitian terlambat', versi });
  const versiDsn = async (bulan: string) => (await sql<{ versi: number }>`select versi from payroll.komponen_bulanan where id_dosen = ${dsn.id_dosen} and bulan = ${`${bulan}-01`}::date`.execute(k.db)).rows[0]?.versi;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, payroll], database });
    for (const u of ['adm00', 'dsn00', 'kor00', 'aka00', 'mhs00']) tokens[u] = await k.login(u);
    dsn = (await sql<any>`select d.id_dosen, d.id_jabatan_fungsional from master_data.dosen d join core.pengguna u on u.id_user = d.id_user
      where u.username = 'dsn00'`.execute(k.db)).rows[0];
  });
  afterAll(async () => k?.close());

  it('only adm00 lists and closes; others 403, visitors 401', async () => {
    for (const [method, url] of [['GET', 'pengaturan-gaji/tutup-buku'], ['POST', `pengaturan-gaji/tutup-buku/${lalu}`]] as const) {
      for (const who of ['dsn00', 'kor00', 'aka00', 'mhs00']) {
        const res = await call(method, url, who);
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method, url: `/api/${url}` })).statusCode).toBe(401);
    }
    expect((await buku()).data.filter((b: { ditutup: boolean }) => b.ditutup)).toHaveLength(4);
  });

  it('lists twelve complete months (the seed closed the months three to six before), each open month with its active lecturers and total net pay computed now', async () => {
    const daftar = await buku();
    expect(daftar.bulan_terbuka).toBe(duaLalu);
    expect(daftar.data.find((b: { bulan: string }) => b.bulan === tigaLalu)).toMatchObject({ ditutup: true, dapat_ditutup: false, ditutup_oleh: 'Administrator Sistem' });
    // Payment (decision 0046): the seed recorded the transfers of the older closed months, not the latest's.
    const bergaji = async (bulan: string, rekening: boolean) => (await sql<{ n: number }>`select count(*)::int as n from payroll.slip_tutup_buku s
      where s.bulan = ${`${bulan}-01`}::date and (s.slip->'detail_gaji'->>'total_penerimaan_bersih')::int8 > 0
      and (${!rekening} or exists (select 1 from payroll.dosen_gaji g where g.id_dosen = s.id_dosen))`.execute(k.db)).rows[0].n;
    const empatLalu = bulanSebelum(new Date(), 4);
    expect(daftar.data.find((b: { bulan: string }) => b.bulan === tigaLalu).transfer).toEqual({ jumlah_ditransfer: 0, jumlah_bergaji: await bergaji(tigaLalu, false) });
    expect(daftar.data.find((b: { bulan: string }) => b.bulan === empatLalu).transfer)
      .toEqual({ jumlah_ditransfer: await bergaji(empatLalu, true), jumlah_bergaji: await bergaji(empatLalu, false) });
    expect(await bergaji(empatLalu, true)).toBeLessThan(await bergaji(empatLalu, false));
    expect(daftar.data.find((b: { bulan: string }) => b.bulan === bulanSebelum(new Date(), 7))).toMatchObject({ ditutup: false, dapat_ditutup: false, jumlah_dosen: null });
    expect(daftar.data.map((b: { bulan: string }) => b.bulan)).toEqual(Array.from({ length: 12 }, (_, i) => bulanSebelum(new Date(), i + 1)));
    const aktif = (await sql<{ n: number }>`select count(*)::int as n from master_data.dosen where aktif`.execute(k.db)).rows[0].n;
    const b = daftar.data[0];
    expect(b).toMatchObject({ bulan: lalu, nama_bulan: namaBulan(lalu), ditutup: false, dapat_ditutup: false, jumlah_dosen: aktif, ditutup_oleh: null, transfer: null });
    expect(daftar.data[1]).toMatchObject({ bulan: duaLalu, ditutup: false, dapat_ditutup: true, jumlah_dosen: aktif });
    expect(b.total_penerimaan_bersih).toBeGreaterThan(0);
  });

  it('an open past month accepts extra lines and rate versions (decision 0028 replaces "current month or later")', async () => {
    const versi = await versiDsn(duaLalu);
    const ubah = await call('PATCH', `pengaturan-gaji/komponen/${dsn.id_dosen}/${duaLalu}`, 'adm00', isi(versi));
    expect(ubah.statusCode, ubah.body).toBe(200);
    expect((await slip(duaLalu)).detail_gaji.jumlah_honor_penelitian).toBe(2_000_000);
    expect((await komponen(duaLalu)).dapat_diubah).toBe(true);
    const t = await tarif('tunjangan_nidn');
    const simpan = await call('POST', 'pengaturan-gaji/tarif/tunjangan_nidn', 'adm00', { nilai: 800_000, berlaku_mulai: duaLalu, semula: t.versi_terakhir });
    expect(simpan.statusCode, simpan.body).toBe(200);
    expect((await slip(duaLalu)).detail_gaji.tunjangan_nidn).toBe(800_000);
  });

  it('a month closed by the seed answers its kept slip and refuses edits', async () => {
    const kept = (await sql<{ slip: unknown }>`select slip from payroll.slip_tutup_buku where id_dosen = ${dsn.id_dosen} and bulan = ${`${tigaLalu}-01`}::date`.execute(k.db)).rows[0];
    expect(await slip(tigaLalu)).toEqual(kept.slip);
    expect((await slipLengkap(tigaLalu)).status_slip).toEqual({ ditutup: true, transfer: null });
    const versi = await versiDsn(tigaLalu);
    const res = await call('PATCH', `pengaturan-gaji/komponen/${dsn.id_dosen}/${tigaLalu}`, 'adm00', isi(versi));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Buku gaji ${namaBulan(tigaLalu)} sudah ditutup (tutup buku sampai ${namaBulan(tigaLalu)}): slip bulan itu sudah dibayar dan tidak dapat diubah. Masukkan koreksi pada bulan yang masih terbuka dengan keterangan.`);
  });

  it('closes in order; the closed slip is the live one at closing and no later change moves it', async () => {
    const hidup = await slip(duaLalu);
    expect((await slipLengkap(duaLalu)).status_slip).toEqual({ ditutup: false, transfer: null });
    expect((await call('POST', `pengaturan-gaji/tutup-buku/${kini}`, 'adm00')).statusCode).toBe(400);
    expect((await call('POST', `pengaturan-gaji/tutup-buku/${bulanSebelum(new Date(), -1)}`, 'adm00')).statusCode).toBe(400);
    const loncat = await call('POST', `pengaturan-gaji/tutup-buku/${lalu}`, 'adm00');
    expect(loncat.statusCode).toBe(409);
    expect(loncat.json().message).toBe(`${namaBulan(lalu)} belum dapat ditutup: tutup buku dilakukan berurutan, tutup dulu ${namaBulan(duaLalu)}.`);
    const sebelum = await baris(duaLalu);
    const tutup = await call('POST', `pengaturan-gaji/tutup-buku/${duaLalu}`, 'adm00');
    expect(tutup.statusCode, tutup.body).toBe(200);
    expect(tutup.json().message).toBe(`Buku gaji ${namaBulan(duaLalu)} ditutup: slip ${sebelum.jumlah_dosen} dosen disimpan.`);
    expect(tutup.json().data).toMatchObject({ bulan: duaLalu, ditutup: true, jumlah_dosen: sebelum.jumlah_dosen, total_penerimaan_bersih: sebelum.total_penerimaan_bersih, ditutup_oleh: expect.any(String) });
    expect(await slip(duaLalu)).toEqual(hidup);
    expect((await slipLengkap(duaLalu)).status_slip).toEqual({ ditutup: true, transfer: null });

    // Order: a month before the first closed one never, the same month not twice.
    const lagi = await call('POST', `pengaturan-gaji/tutup-buku/${duaLalu}`, 'adm00');
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toBe(`Buku gaji ${namaBulan(duaLalu)} sudah ditutup.`);
    const sebelumBuku = await call('POST', `pengaturan-gaji/tutup-buku/${delapanLalu}`, 'adm00');
    expect(sebelumBuku.statusCode).toBe(409);
    expect(sebelumBuku.json().message).toBe(`${namaBulan(delapanLalu)} tidak dapat ditutup: tutup buku sudah sampai ${namaBulan(duaLalu)} dan hanya berjalan maju.`);
    const daftar = await buku();
    expect(daftar.bulan_terbuka).toBe(lalu);
    expect(daftar.data.find((b: { bulan: string }) => b.bulan === lalu)).toMatchObject({ ditutup: false, dapat_ditutup: true });


    // Refused writes into the closed month: 409 naming it, nothing stored.
    const versi = await versiDsn(duaLalu);
    const { versi: _v, ...baru } = isi(1);
    const ubah = await call('PATCH', `pengaturan-gaji/komponen/${dsn.id_dosen}/${duaLalu}`, 'adm00', isi(versi, 9_000_000));
    expect(ubah.statusCode).toBe(409);
    expect(ubah.json().message).toContain(`Buku gaji ${namaBulan(duaLalu)} sudah ditutup`);
    expect(ubah.json().errors.bulan).toHaveLength(1);
    expect((await call('POST', 'pengaturan-gaji/komponen', 'adm00', { id_dosen: dsn.id_dosen, bulan: delapanLalu, ...baru })).statusCode).toBe(409);
    const csv = `--b\r\nContent-Disposition: form-data; name="bulan"\r\n\r\n${duaLalu}\r\n--b\r\nContent-Disposition: form-data; name="berkas"; filename="k.csv"\r\n\r\nid_dosen;honor_penelitian;honor_pkm;tunjangan_tambahan;potongan_lain;keterangan\n${dsn.id_dosen};1;0;0;0;\r\n--b--\r\n`;
    const impor = await k.inject({ method: 'POST', url: '/api/pengaturan-gaji/komponen/impor', headers: { ...bearer('adm00'), 'content-type': 'multipart/form-data; boundary=b' }, payload: csv });
    expect(impor.statusCode, impor.body).toBe(409);
    expect(await versiDsn(duaLalu)).toBe(versi);
    expect((await komponen(duaLalu)).dapat_diubah).toBe(false);
    const t = await tarif('honor_absen_per_sks');
    const rate = await call('POST', 'pengaturan-gaji/tarif/honor_absen_per_sks', 'adm00', { nilai: 70_000, berlaku_mulai: duaLalu, semula: t.versi_terakhir });
    expect(rate.statusCode).toBe(409);
    expect(rate.json().errors.berlaku_mulai[0]).toContain(namaBulan(duaLalu));
    const jab = (await call('GET', 'pengaturan-gaji/tarif-jabatan', 'adm00')).json().data.find((j: { id_jabatan_fungsional: number }) => j.id_jabatan_fungsional === dsn.id_jabatan_fungsional);
    expect((await call('POST', `pengaturan-gaji/tarif-jabatan/${dsn.id_jabatan_fungsional}`, 'adm00', { gaji_pokok: 1, tunjangan_akademik: 1, berlaku_mulai: duaLalu, semula: jab.versi_terakhir })).statusCode).toBe(409);

    // Whatever changes underneath (a rate from the next open month, the stored lines and a rank tariff
    // written past the service), the closed slip and its PDF stay as they were at closing.
    expect((await call('POST', 'pengaturan-gaji/tarif/honor_absen_per_sks', 'adm00', { nilai: 70_000, berlaku_mulai: lalu, semula: t.versi_terakhir })).statusCode).toBe(200);
    await sql`update payroll.komponen_bulanan set honor_penelitian = honor_penelitian + 1 where bulan = ${`${duaLalu}-01`}::date`.execute(k.db);
    await sql`insert into payroll.tarif_jabatan_versi (id_jabatan_fungsional, berlaku_mulai, gaji_pokok, tunjangan_akademik, sebelumnya)
      values (${dsn.id_jabatan_fungsional}, ${`${duaLalu}-01`}::date, 1, 1, ${jab.versi_terakhir})`.execute(k.db);
    expect(await slip(duaLalu)).toEqual(hidup);
    const pdf = await call('GET', `slip-gaji/dosen/gaji-bulanan/cetak?bulan=${duaLalu}`, 'dsn00');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await baris(duaLalu)).total_penerimaan_bersih).toBe(sebelum.total_penerimaan_bersih);
  });

  it('two closings at once: one wins, the other 409; an extra line saved meanwhile lands in the snapshot or is refused', async () => {
    const versi = await versiDsn(lalu);
    const [a, b, c] = await Promise.all([
      call('POST', `pengaturan-gaji/tutup-buku/${lalu}`, 'adm00'),
      call('PATCH', `pengaturan-gaji/komponen/${dsn.id_dosen}/${lalu}`, 'adm00', isi(versi, 3_333_000)),
      call('POST', `pengaturan-gaji/tutup-buku/${lalu}`, 'adm00'),
    ]);
    expect([a.statusCode, c.statusCode].sort()).toEqual([200, 409]);
    expect([200, 409]).toContain(b.statusCode);
    const tersimpan = (await sql<{ slip: { detail_gaji: { jumlah_honor_penelitian: number } } }>`select slip from payroll.slip_tutup_buku
      where id_dosen = ${dsn.id_dosen} and bulan = ${`${lalu}-01`}::date`.execute(k.db)).rows[0].slip;
    expect(tersimpan.detail_gaji.jumlah_honor_penelitian === 3_333_000).toBe(b.statusCode === 200);
    expect((await slip(lalu)).detail_gaji.jumlah_honor_penelitian).toBe(tersimpan.detail_gaji.jumlah_honor_penelitian);
    expect((await sql<{ n: number }>`select count(*)::int as n from payroll.tutup_buku where bulan = ${`${lalu}-01`}::date`.execute(k.db)).rows[0].n).toBe(1);
  });
});
