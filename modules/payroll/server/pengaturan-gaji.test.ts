import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import { bulanLalu, bulanSebelum } from '../bulan';
import payroll from './index';
import { bacaCsv } from './komponen-impor.service';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
const kini = bulanSebelum(new Date(), 0);
const depan = bulanSebelum(new Date(), -1);
const lalu = bulanLalu(new Date());

/** A multipart body with text fields and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----payroll-uji';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="berkas"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('bacaCsv (pure)', () => {
  it('reads commas or semicolons, quotes with doubled quotes and line breaks, a BOM and CRLF', () => {
    expect(bacaCsv('\uFEFFa,b\r\n1,"x, ""y"""\r\n')).toEqual([['a', 'b'], ['1', 'x, "y"']]);
    expect(bacaCsv('a;b\n"1\n2";3')).toEqual([['a', 'b'], ['1\n2', '3']]);
  });
});

describe.each(MODULE_TEST_DATABASES)('payroll settings API (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn: { id_dosen: number; nidn: string | null; nuptk: string; id_jabatan_fungsional: number };
  let kor: { id_dosen: number; nuptk: string };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: object) =>
    k.inject({ method, url: `/api/${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  const slip = async (bulan: string) => (await call('GET', `slip-gaji/dosen/gaji-bulanan?bulan=${bulan}`, 'dsn00')).json().data;
  const tarif = async (kunci: string) => (await call('GET', 'pengaturan-gaji/tarif', 'adm00')).json().data.find((t: { kunci: string }) => t.kunci === kunci);
  const impor = (bulan: string, name: string, content: Buffer) => {
    const body = multipart({ bulan }, { name, content });
    return k.inject({ method: 'POST', url: '/api/pengaturan-gaji/komponen/impor', headers: { ...bearer('adm00'), ...body.headers }, payload: body.payload });
  };
  const komponen = async (idDosen: number, bulan: string) => (await sql<{ honor_penelitian: number; versi: number }>`select honor_penelitian::int as honor_penelitian, versi from payroll.komponen_bulanan
    where id_dosen = ${idDosen} and bulan = ${`${bulan}-01`}::date`.execute(k.db)).rows[0];

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, payroll], database });
    for (const u of ['adm00', 'dsn00', 'kor00', 'aka00', 'mhs00']) tokens[u] = await k.login(u);
    const dosen = async (username: string) => (await sql<any>`select d.id_dosen, d.nidn::text as nidn, d.nuptk::text as nuptk, d.id_jabatan_fungsional
      from master_data.dosen d join core.pengguna u on u.id_user = d.id_user where u.username = ${username}`.execute(k.db)).rows[0];
    dsn = await dosen('dsn00');
    kor = await dosen('kor00');
  });
  afterAll(async () => k?.close());

  it('only adm00: other user types 403 with the Indonesian message, visitors 401', async () => {
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string]> = [
      ['GET', 'pengaturan-gaji/tarif'], ['POST', 'pengaturan-gaji/tarif/tunjangan_nidn'], ['GET', 'pengaturan-gaji/tarif-jabatan'],
      ['POST', 'pengaturan-gaji/tarif-jabatan/1'], ['GET', 'pengaturan-gaji/rekening'], ['PATCH', 'pengaturan-gaji/rekening/1'],
      ['GET', `pengaturan-gaji/komponen?bulan=${kini}`], ['POST', 'pengaturan-gaji/komponen'], ['PATCH', `pengaturan-gaji/komponen/1/${kini}`],
      ['DELETE', `pengaturan-gaji/komponen/1/${kini}?versi=1`], ['POST', 'pengaturan-gaji/komponen/impor'], ['GET', `pengaturan-gaji/komponen/templat?bulan=${kini}`],
    ];
    for (const [method, url] of routes) {
      for (const who of ['dsn00', 'kor00', 'aka00', 'mhs00']) {
        const res = await call(method, url, who);
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method, url: `/api/${url}` })).statusCode, url).toBe(401);
    }
    expect((await call('GET', 'pengaturan-gaji/tarif', 'adm00')).statusCode).toBe(200);
  });

  it('lists every rate with its value in force and the migrated version in force since forever', async () => {
    const res = (await call('GET', 'pengaturan-gaji/tarif', 'adm00')).json();
    expect(res.bulan_berjalan).toBe(kini);
    expect(res.data.map((t: { kunci: string }) => t.kunci)).toEqual(['honor_absen_per_sks', 'kewajiban_bkd_sks', 'honor_kelebihan_per_sks', 'tunjangan_nidn',
      'potongan_bkd1_per_sks', 'potongan_bkd2_per_pertemuan', 'pph21_basis_poin', 'honor_ujian_per_kelas', 'honor_koreksi_per_mahasiswa']);
    const nidn = res.data.find((t: { kunci: string }) => t.kunci === 'tunjangan_nidn');
    expect(nidn).toMatchObject({ nilai_berlaku: 750_000, riwayat: [{ berlaku_mulai: null, nilai: 750_000, diubah_oleh: null }] });
    expect(nidn.versi_terakhir).toBe(nidn.riwayat[0].id);
    const jabatan = (await call('GET', 'pengaturan-gaji/tarif-jabatan', 'adm00')).json().data;
    expect(jabatan.find((j: { nama_jabatan_fungsional: string }) => j.nama_jabatan_fungsional === 'Lektor Kepala')).toMatchObject({ gaji_pokok: 5_000_000, tunjangan_akademik: 2_250_000 });
  });

  it('a slip uses the versions in force in its month; the exam honorarium those at the semester\'s start', async () => {
    // History the administrator would have made back then: from April 2024 a new rank tariff and a new exam fee.
    const v = (await sql<{ id: number }>`select id from payroll.tarif_jabatan_versi where id_jabatan_fungsional = ${dsn.id_jabatan_fungsional}`.execute(k.db)).rows[0];
    await sql`insert into payroll.tarif_jabatan_versi (id_jabatan_fungsional, berlaku_mulai, gaji_pokok, tunjangan_akademik, sebelumnya)
      values (${dsn.id_jabatan_fungsional}, '2024-04-01', 5500000, 2500000, ${v.id})`.execute(k.db);
    const u = (await sql<{ id: number }>`select id from payroll.pengaturan_versi where kunci = 'honor_ujian_per_kelas'`.execute(k.db)).rows[0];
    await sql`insert into payroll.pengaturan_versi (kunci, berlaku_mulai, nilai, sebelumnya) values ('honor_ujian_per_kelas', '2024-04-01', 200000, ${u.id})`.execute(k.db);
    expect((await slip('2024-03')).detail_gaji).toMatchObject({ gaji_pokok: 5_000_000, tunjangan_akademik: 2_250_000 });
    expect((await slip('2024-04')).detail_gaji).toMatchObject({ gaji_pokok: 5_500_000, tunjangan_akademik: 2_500_000 });
    expect((await slip(lalu)).detail_gaji.gaji_pokok).toBe(5_500_000);

    // 2023/2024 Genap starts before April 2024: its exams keep the old fee; the active semester (later) has the new one.
    const genap = (await sql<{ id_semester_registrasi: number; mulai: string }>`select id_semester_registrasi, to_char(kuliah_mulai, 'YYYY-MM') as mulai
      from master_data.semester where kode_semester = '20232'`.execute(k.db)).rows[0];
    expect(genap.mulai < '2024-04').toBe(true);
    const honor = async (q: string) => (await call('GET', `slip-gaji/dosen/honor-uts-uas${q}`, 'dsn00')).json().data.detail_honor as Array<{ ujian: string[]; honor_ujian: number }>;
    for (const r of await honor(`?id_semester_registrasi=${genap.id_semester_registrasi}`)) expect(r.honor_ujian).toBe(r.ujian.length * 150_000);
    const aktif = await honor('');
    expect(aktif.length).toBeGreaterThan(0);
    for (const r of aktif) expect(r.honor_ujian).toBe(r.ujian.length * 200_000);
  });

  it('a new rate from this month changes this month\'s slip only; one from next month changes none; history keeps who and when', async () => {
    const sebelum = await slip(lalu);
    const bulanIni = await slip(kini);
    const t = await tarif('tunjangan_nidn');
    const res = await call('POST', 'pengaturan-gaji/tarif/tunjangan_nidn', 'adm00', { nilai: 900_000, berlaku_mulai: kini, semula: t.versi_terakhir });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Tunjangan dosen ber-NIDN per bulan \(Rp\): nilai baru berlaku mulai \w+ \d{4}\.$/);
    expect(res.json().data).toMatchObject({ nilai_berlaku: 900_000 });
    expect(res.json().data.riwayat[0]).toMatchObject({ berlaku_mulai: kini, nilai: 900_000, diubah_oleh: expect.any(String) });
    expect(res.json().data.riwayat[0].diubah_pada).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await slip(lalu)).toEqual(sebelum);
    if (dsn.nidn) expect((await slip(kini)).detail_gaji.tunjangan_nidn).toBe(900_000);

    const lanjut = await call('POST', 'pengaturan-gaji/tarif/tunjangan_nidn', 'adm00', { nilai: 1_000_000, berlaku_mulai: depan, semula: res.json().data.versi_terakhir });
    expect(lanjut.statusCode).toBe(200);
    expect(lanjut.json().data.nilai_berlaku).toBe(900_000);
    expect(lanjut.json().data.riwayat.map((r: { nilai: number }) => r.nilai)).toEqual([1_000_000, 900_000, 750_000]);
    expect(await slip(lalu)).toEqual(sebelum);
    expect((await slip(kini)).detail_gaji.tunjangan_nidn).toBe(dsn.nidn ? 900_000 : bulanIni.detail_gaji.tunjangan_nidn);

    const jabatan = (await call('GET', 'pengaturan-gaji/tarif-jabatan', 'adm00')).json().data.find((j: { id_jabatan_fungsional: number }) => j.id_jabatan_fungsional === dsn.id_jabatan_fungsional);
    const simpan = await call('POST', `pengaturan-gaji/tarif-jabatan/${dsn.id_jabatan_fungsional}`, 'adm00', { gaji_pokok: 6_000_000, tunjangan_akademik: 2_600_000, berlaku_mulai: kini, semula: jabatan.versi_terakhir });
    expect(simpan.statusCode).toBe(200);
    expect(simpan.json().data).toMatchObject({ gaji_pokok: 6_000_000, tunjangan_akademik: 2_600_000 });
    expect((await slip(kini)).detail_gaji.gaji_pokok).toBe(6_000_000);
    expect(await slip(lalu)).toEqual(sebelum);
  });

  // A closed month is refused with 409 and a past open month accepted (decision 0028): tutup-buku.test.ts.
  it('refuses a bad month or value, an unknown rate or rank with Indonesian messages and stores nothing', async () => {
    const t = await tarif('honor_absen_per_sks');
    for (const body of [{ nilai: 60_000, berlaku_mulai: `${kini.slice(0, 4)}-13`, semula: t.versi_terakhir }, { nilai: -1, berlaku_mulai: kini, semula: t.versi_terakhir },
      { nilai: 1.5, berlaku_mulai: kini, semula: t.versi_terakhir }, { nilai: 60_000, berlaku_mulai: 'Maret', semula: t.versi_terakhir }]) {
      const res = await call('POST', 'pengaturan-gaji/tarif/honor_absen_per_sks', 'adm00', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const pph = await tarif('pph21_basis_poin');
    expect((await call('POST', 'pengaturan-gaji/tarif/pph21_basis_poin', 'adm00', { nilai: 10_001, berlaku_mulai: kini, semula: pph.versi_terakhir })).json().message)
      .toBe('Tarif PPh 21 paling besar 10000 basis poin (100 %).');
    expect((await call('POST', 'pengaturan-gaji/tarif/tidak_ada', 'adm00', { nilai: 1, berlaku_mulai: kini, semula: 1 })).statusCode).toBe(404);
    expect((await call('POST', 'pengaturan-gaji/tarif-jabatan/99999', 'adm00', { gaji_pokok: 1, tunjangan_akademik: 1, berlaku_mulai: kini, semula: null })).statusCode).toBe(404);
    expect((await tarif('honor_absen_per_sks')).riwayat).toHaveLength(1);
  });

  it('two administrators saving against the same version: one wins, the other 409, nothing half-saved', async () => {
    const t = await tarif('potongan_bkd2_per_pertemuan');
    const [a, b] = await Promise.all([
      call('POST', 'pengaturan-gaji/tarif/potongan_bkd2_per_pertemuan', 'adm00', { nilai: 60_000, berlaku_mulai: depan, semula: t.versi_terakhir }),
      call('POST', 'pengaturan-gaji/tarif/potongan_bkd2_per_pertemuan', 'adm00', { nilai: 70_000, berlaku_mulai: depan, semula: t.versi_terakhir }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toMatch(/baru saja diubah orang lain/);
    expect((await tarif('potongan_bkd2_per_pertemuan')).riwayat).toHaveLength(2);
    // A save against an older version is refused too.
    expect((await call('POST', 'pengaturan-gaji/tarif/potongan_bkd2_per_pertemuan', 'adm00', { nilai: 80_000, berlaku_mulai: depan, semula: t.versi_terakhir })).statusCode).toBe(409);

    const rek = (await call('GET', `pengaturan-gaji/rekening?search=${dsn.nuptk}`, 'adm00')).json().data[0];
    const [r1, r2] = await Promise.all(['1111111111', '2222222222'].map((norekening) =>
      call('PATCH', `pengaturan-gaji/rekening/${dsn.id_dosen}`, 'adm00', { norekening, nama_bank: 'Bank Uji', id_bkd: rek.id_bkd, versi: rek.versi })));
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const menang = (r1.statusCode === 200 ? r1 : r2).json().data;
    expect(menang.versi).toBe(rek.versi + 1);
    expect((await slip(lalu)).norekening).toBe(menang.norekening);
  });

  it('bank accounts: searchable and paged, digits only, a lecturer without an account gets one', async () => {
    const semua = (await call('GET', 'pengaturan-gaji/rekening', 'adm00')).json();
    expect(semua.per_page).toBe(7);
    expect(semua.data).toHaveLength(7);
    const dua = (await call('GET', 'pengaturan-gaji/rekening?page=2', 'adm00')).json();
    expect(dua.current_page).toBe(2);
    expect(dua.total).toBe(semua.total);
    const cari = (await call('GET', 'pengaturan-gaji/rekening?search=budi santoso', 'adm00')).json();
    expect(cari.data.map((d: { id_dosen: number }) => d.id_dosen)).toContain(dsn.id_dosen);
    const salah = await call('PATCH', `pengaturan-gaji/rekening/${kor.id_dosen}`, 'adm00', { norekening: '12-34', nama_bank: 'Bank Uji', id_bkd: null, versi: 1 });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors).toHaveProperty('norekening');
    await sql`delete from payroll.dosen_gaji where id_dosen = ${kor.id_dosen}`.execute(k.db);
    const baru = await call('PATCH', `pengaturan-gaji/rekening/${kor.id_dosen}`, 'adm00', { norekening: '0123456789', nama_bank: '  Bank Nagari ', id_bkd: null, versi: null });
    expect(baru.statusCode).toBe(200);
    expect(baru.json().data).toMatchObject({ norekening: '0123456789', nama_bank: 'Bank Nagari', id_bkd: null, versi: 1 });
    expect((await call('PATCH', `pengaturan-gaji/rekening/${kor.id_dosen}`, 'adm00', { norekening: '0123456789', nama_bank: 'Bank Nagari', id_bkd: null, versi: null })).statusCode).toBe(409);
    expect((await call('PATCH', 'pengaturan-gaji/rekening/999999', 'adm00', { norekening: '0123456789', nama_bank: 'Bank', id_bkd: null, versi: null })).statusCode).toBe(404);
  });

  it('monthly lines: add, 409 when present, edit and delete by version, open past months editable', async () => {
    const isi = { honor_penelitian: 1_000_000, honor_pkm: 0, tunjangan_tambahan: 250_000, potongan_lain: 50_000, keterangan: 'Uji' };
    const tambah = await call('POST', 'pengaturan-gaji/komponen', 'adm00', { id_dosen: kor.id_dosen, bulan: depan, ...isi });
    expect(tambah.statusCode).toBe(200);
    expect(tambah.json().data).toMatchObject({ id_dosen: kor.id_dosen, bulan: depan, ...isi, versi: 1 });
    expect((await call('POST', 'pengaturan-gaji/komponen', 'adm00', { id_dosen: kor.id_dosen, bulan: depan, ...isi })).statusCode).toBe(409);
    // No month is closed here, so a past month is open (decision 0028): the seed's line for it exists already.
    expect((await call('POST', 'pengaturan-gaji/komponen', 'adm00', { id_dosen: kor.id_dosen, bulan: lalu, ...isi })).statusCode).toBe(409);
    expect((await call('POST', 'pengaturan-gaji/komponen', 'adm00', { id_dosen: 999999, bulan: depan, ...isi })).statusCode).toBe(400);

    const ubah = await call('PATCH', `pengaturan-gaji/komponen/${kor.id_dosen}/${depan}`, 'adm00', { ...isi, honor_pkm: 300_000, versi: 1 });
    expect(ubah.json().data).toMatchObject({ honor_pkm: 300_000, versi: 2 });
    expect((await call('PATCH', `pengaturan-gaji/komponen/${kor.id_dosen}/${depan}`, 'adm00', { ...isi, versi: 1 })).statusCode).toBe(409);
    expect((await call('DELETE', `pengaturan-gaji/komponen/${kor.id_dosen}/${depan}?versi=1`, 'adm00')).statusCode).toBe(409);
    const daftar = (await call('GET', `pengaturan-gaji/komponen?bulan=${depan}`, 'adm00')).json();
    expect(daftar).toMatchObject({ bulan: depan, dapat_diubah: true, total: 1 });
    expect((await call('DELETE', `pengaturan-gaji/komponen/${kor.id_dosen}/${depan}?versi=2`, 'adm00')).statusCode).toBe(200);
    expect((await call('DELETE', `pengaturan-gaji/komponen/${kor.id_dosen}/${depan}?versi=2`, 'adm00')).statusCode).toBe(404);

    // The seed's past months are listed and, not closed, still editable (a stale version: 409, not a refused month).
    const past = (await call('GET', `pengaturan-gaji/komponen?bulan=${lalu}&search=budi`, 'adm00')).json();
    expect(past.dapat_diubah).toBe(true);
    expect(past.data.find((r: { id_dosen: number }) => r.id_dosen === dsn.id_dosen)).toBeTruthy();
    expect((await call('PATCH', `pengaturan-gaji/komponen/${dsn.id_dosen}/${lalu}`, 'adm00', { ...isi, versi: 99 })).json().message).toMatch(/baru saja diubah orang lain/);
  });

  it('import: one bad row and nothing is saved, the errors name every bad row; a good CSV or XLSX is saved and shows on the slip', async () => {
    const buruk = [
      'id_dosen;nuptk;nidn;nama_dosen;honor_penelitian;honor_pkm;tunjangan_tambahan;potongan_lain;keterangan',
      `${dsn.id_dosen};;;Budi;1.500.000;0;0;0;Hibah`,
      `;${kor.nuptk};;;12,5;0;0;0;`,
      ';;;;0;0;0;0;x',
      `;;0000000000;;0;0;0;0;`,
      `${dsn.id_dosen};;;;1;0;0;0;`,
    ].join('\n');
    const res = await impor(kini, 'komponen.csv', Buffer.from(buruk));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Impor dibatalkan, tidak ada data yang disimpan: 4 baris bermasalah (baris 3, 4, 5, 6).');
    expect(res.json().errors.berkas).toEqual([
      'Baris 3: Honor penelitian "12,5" bukan jumlah rupiah bulat (contoh: 1500000 atau 1.500.000).',
      'Baris 4: dosen tidak diisi (id_dosen, nuptk atau nidn).',
      'Baris 5: dosen 0000000000 tidak ditemukan.',
      'Baris 6: Dr. Ir. Budi Santoso, M.Kom. sudah ada di baris 2.',
    ]);
    expect(await komponen(dsn.id_dosen, kini)).toBeUndefined();

    expect((await impor(`${kini.slice(0, 4)}-13`, 'komponen.csv', Buffer.from(buruk))).json().errors).toHaveProperty('bulan');
    expect((await impor(kini, 'komponen.txt', Buffer.from('apa saja'))).json().message).toBe('Berkas harus CSV (.csv) atau Excel (.xlsx).');
    const nul = buruk.split('\n').slice(0, 2).join('\n').replace('Hibah', 'Hi\u0000bah');
    expect((await impor(kini, 'komponen.csv', Buffer.from(nul))).json().message).toBe('Berkas harus CSV (.csv) atau Excel (.xlsx).');
    expect((await impor(kini, 'komponen.csv', Buffer.from(buruk.split('\n').slice(0, 2).join('\n'), 'utf16le'))).json().message).toBe('Berkas harus CSV (.csv) atau Excel (.xlsx).');
    expect((await impor(kini, 'komponen.csv', Buffer.from('id_dosen,honor_penelitian\n1,2'))).json().message).toMatch(/tidak memuat kolom: honor_pkm, tunjangan_tambahan, potongan_lain/);

    const baik = `id_dosen,nuptk,honor_penelitian,honor_pkm,tunjangan_tambahan,potongan_lain,keterangan\n${dsn.id_dosen},,"1.500.000",250000,0,Rp 75.000,"Hibah, LPPM"\n,${kor.nuptk},0,0,0,0,\n`;
    const ok = await impor(kini, 'komponen.csv', Buffer.from(baik));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ baru: 1, diganti: 0 });
    expect(await komponen(kor.id_dosen, kini)).toBeUndefined();
    expect((await slip(kini)).detail_gaji).toMatchObject({ jumlah_honor_penelitian: 1_500_000, jumlah_honor_pkm: 250_000, potongan_lain: 75_000 });

    // The XLSX template of the month holds every active lecturer with that month's lines; filled in and sent back it replaces them.
    const tpl = await call('GET', `pengaturan-gaji/komponen/templat?bulan=${kini}`, 'adm00');
    expect(tpl.statusCode).toBe(200);
    expect(tpl.headers['content-disposition']).toContain(`Komponen-Gaji_${kini}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as never);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['id_dosen', 'nuptk', 'nidn', 'nama_dosen', 'honor_penelitian', 'honor_pkm', 'tunjangan_tambahan', 'potongan_lain', 'keterangan']);
    let barisDsn = 0;
    ws.eachRow((r, n) => { if (r.getCell(1).value === dsn.id_dosen) barisDsn = n; });
    expect(ws.getRow(barisDsn).getCell(5).value).toBe(1_500_000);
    ws.getRow(barisDsn).getCell(5).value = 2_000_000;
    const kembali = await impor(kini, 'templat.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(kembali.statusCode).toBe(200);
    expect(kembali.json()).toMatchObject({ baru: 0, diganti: 1 });
    expect(await komponen(dsn.id_dosen, kini)).toMatchObject({ honor_penelitian: 2_000_000, versi: 2 });

    const csv = await call('GET', `pengaturan-gaji/komponen/templat?bulan=${kini}&format=csv`, 'adm00');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = bacaCsv(csv.body);
    expect(rows[0][0]).toBe('id_dosen');
    expect(rows.find((r) => r[0] === String(dsn.id_dosen))![4]).toBe('2000000');
  });
});
