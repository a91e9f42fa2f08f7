import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNip, formatRupiah } from '../../../core/contract/format';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import { bulanLalu, bulanSebelum, kodeSemesterBulan } from '../bulan';
import payroll from './index';
import { hitungGaji, periksaBulan, type Pengaturan } from './slip.service';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
const SETELAN: Pengaturan = {
  honor_absen_per_sks: 50_000, kewajiban_bkd_sks: 12, honor_kelebihan_per_sks: 100_000, tunjangan_nidn: 750_000, potongan_bkd1_per_sks: 150_000,
  potongan_bkd2_per_pertemuan: 50_000, pph21_basis_poin: 500, honor_ujian_per_kelas: 150_000, honor_koreksi_per_mahasiswa: 5_000,
};
const PENDAPATAN = ['gaji_pokok', 'jumlah_honor_absen', 'honor_kelebihan_pengajaran', 'jumlah_honor_penelitian', 'jumlah_honor_pkm', 'tunjangan_tambahan', 'tunjangan_nidn', 'tunjangan_akademik'] as const;
const POTONGAN = ['potongan_lain', 'pph_dua_satu', 'potongan_bkd1', 'potongan_bkd2'] as const;
const SPEC_FIELDS = ['total_absen', 'gaji_pokok', 'jumlah_honor_absen', 'honor_kelebihan_pengajaran', 'jumlah_honor_penelitian', 'jumlah_honor_pkm', 'tunjangan_tambahan',
  'tunjangan_nidn', 'tunjangan_akademik', 'total_gaji', 'potongan_lain', 'pph_dua_satu', 'potongan_bkd1', 'potongan_bkd2', 'total_penerimaan_bersih', 'modul'];

/** Every line adds up: total_gaji is the income lines, the net is total_gaji minus the deductions, PPh 21 is 5 % rounded down. */
function periksaJumlah(g: Record<string, number | string>) {
  const sum = (keys: readonly string[]) => keys.reduce((a, k) => a + (g[k] as number), 0);
  for (const k of [...PENDAPATAN, ...POTONGAN, 'total_gaji', 'total_penerimaan_bersih']) expect(Number.isInteger(g[k]), k).toBe(true);
  expect(g.total_gaji).toBe(sum(PENDAPATAN));
  expect(g.pph_dua_satu).toBe(Math.floor(((g.total_gaji as number) * 5) / 100));
  expect(g.total_penerimaan_bersih).toBe((g.total_gaji as number) - sum(POTONGAN));
}

describe('payroll arithmetic (pure)', () => {
  const dasar = {
    pertemuan: 6, sks_pertemuan: 16, sks_diampu: 15, tidak_terlaksana: 2, gaji_pokok: 5_000_000, tunjangan_akademik: 2_250_000, punya_nidn: true,
    honor_penelitian: 1_000_000, honor_pkm: 400_000, tunjangan_tambahan: 1_000_000, potongan_lain: 150_000,
  };

  it('adds every line exactly, in whole rupiah', () => {
    const { detail, total_potongan } = hitungGaji(dasar, SETELAN, 'Gaji Bulanan Dosen');
    expect(detail).toEqual({
      total_absen: 6, gaji_pokok: 5_000_000, jumlah_honor_absen: 800_000, honor_kelebihan_pengajaran: 300_000, jumlah_honor_penelitian: 1_000_000,
      jumlah_honor_pkm: 400_000, tunjangan_tambahan: 1_000_000, tunjangan_nidn: 750_000, tunjangan_akademik: 2_250_000,
      total_gaji: 11_500_000, potongan_lain: 150_000, pph_dua_satu: 575_000, potongan_bkd1: 0, potongan_bkd2: 100_000,
      total_penerimaan_bersih: 10_675_000, modul: 'Gaji Bulanan Dosen',
    });
    expect(total_potongan).toBe(825_000);
    expect(Object.keys(detail)).toEqual(SPEC_FIELDS);
  });

  it('deducts BKD 1 below the obligation, none above it or when the semester is unknown; PPh rounds down', () => {
    const kurang = hitungGaji({ ...dasar, sks_diampu: 9, punya_nidn: false, gaji_pokok: 3_333_333 }, SETELAN, 'x').detail;
    expect(kurang.honor_kelebihan_pengajaran).toBe(0);
    expect(kurang.potongan_bkd1).toBe(3 * 150_000);
    expect(kurang.tunjangan_nidn).toBe(0);
    expect(kurang.pph_dua_satu).toBe(Math.floor(kurang.total_gaji * 0.05));
    periksaJumlah(kurang);
    const libur = hitungGaji({ ...dasar, sks_diampu: null }, SETELAN, 'x').detail;
    expect([libur.honor_kelebihan_pengajaran, libur.potongan_bkd1]).toEqual([0, 0]);
  });

  it('periksaBulan: the default is the last complete month in Jakarta; bad and coming months are 400', () => {
    // 2026-03-01 00:30 in Jakarta is still February in UTC.
    const now = new Date('2026-02-28T17:30:00Z');
    expect(bulanLalu(now)).toBe('2026-02');
    expect(periksaBulan(undefined, now)).toEqual({ bulan: '2026-02', dari: '2026-02-01', sampai: '2026-02-28' });
    expect(periksaBulan('2024-02', now).sampai).toBe('2024-02-29');
    expect(periksaBulan('2026-03', now).bulan).toBe('2026-03');
    expect(() => periksaBulan('2026-04', now)).toThrow('Slip gaji bulan April 2026 belum tersedia karena bulan tersebut belum berjalan.');
    expect(() => periksaBulan('2026-13', now)).toThrow(/Bulan tidak valid/);
    expect(bulanSebelum(new Date('2026-01-10T00:00:00Z'), 1)).toBe('2025-12');
    expect([kodeSemesterBulan('2026-10'), kodeSemesterBulan('2027-01'), kodeSemesterBulan('2027-03')]).toEqual(['20261', '20261', '20262']);
  });
});

describe.each(MODULE_TEST_DATABASES)('payroll API (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn: { id_dosen: number; nidn: string | null; nip: string | null };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, payroll], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    dsn = (await sql<{ id_dosen: number; nidn: string | null; nip: string | null }>`select d.id_dosen, d.nidn::text as nidn, d.nip::text as nip
      from master_data.dosen d join core.pengguna u on u.id_user = d.id_user where u.username = 'dsn00'`.execute(k.db)).rows[0];
  });
  afterAll(async () => k?.close());

  it('only dsn00 and kor00 may call: others 403 with the Indonesian message, visitors 401', async () => {
    const urls = ['slip-gaji/dosen/gaji-bulanan', 'slip-gaji/dosen/gaji-bulanan/cetak', 'slip-gaji/dosen/honor-uts-uas', 'slip-gaji/dosen/honor-uts-uas/cetak', 'slip-gaji/dosen/lain'];
    for (const url of urls) {
      for (const who of ['mhs00', 'aka00', 'adm00']) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode, url).toBe(401);
      expect((await get(url, 'kor00')).statusCode, url).not.toBe(403);
    }
  });

  it('an unknown report is 404; a bad or coming month and an unknown semester are 400 with Indonesian messages', async () => {
    for (const url of ['slip-gaji/dosen/gaji-mingguan', 'slip-gaji/dosen/gaji-mingguan/cetak']) {
      const res = await get(url, 'dsn00');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Jenis laporan tidak dikenal; gunakan gaji-bulanan atau honor-uts-uas.');
    }
    const salah = await get('slip-gaji/dosen/gaji-bulanan?bulan=2025-13', 'dsn00');
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors.bulan).toEqual(['Bulan tidak valid; gunakan format TTTT-BB, misalnya 2025-03.']);
    const format = await get('slip-gaji/dosen/gaji-bulanan?bulan=Maret', 'dsn00');
    expect(format.statusCode).toBe(400);
    expect(format.json().errors).toHaveProperty('bulan');
    const depan = bulanSebelum(new Date(), -1);
    for (const url of [`slip-gaji/dosen/gaji-bulanan?bulan=${depan}`, `slip-gaji/dosen/gaji-bulanan/cetak?bulan=${depan}`]) {
      const res = await get(url, 'dsn00');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Slip gaji bulan \w+ \d{4} belum tersedia/);
    }
    const semester = await get('slip-gaji/dosen/honor-uts-uas?id_semester_registrasi=999999', 'dsn00');
    expect(semester.statusCode).toBe(400);
    expect(semester.json().message).toBe('Semester tidak ditemukan.');
  });

  it('the demo slip of last month: the lecturer\'s own data, every spec field, plausible amounts that add up', async () => {
    const res = await get('slip-gaji/dosen/gaji-bulanan', 'dsn00');
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({ id_dosen: dsn.id_dosen, nama_jabatan_fungsional: 'Lektor Kepala', bulan: bulanLalu(new Date()) });
    expect(s.nama_dosen).toBe('Dr. Ir. Budi Santoso, M.Kom.');
    expect(s.norekening).toMatch(/^\d{10}$/);
    expect(s.id_bkd).toMatch(/^BKD-/);
    expect(Object.keys(s.detail_gaji)).toEqual(SPEC_FIELDS);
    expect(s.detail_gaji.gaji_pokok).toBe(5_000_000);
    expect(s.detail_gaji.tunjangan_akademik).toBe(2_250_000);
    expect(s.detail_gaji.tunjangan_nidn).toBe(dsn.nidn ? 750_000 : 0);
    expect(s.detail_gaji.jumlah_honor_penelitian).toBeGreaterThan(0);
    expect(s.detail_gaji.modul).toBe('Gaji Bulanan Dosen');
    expect(s.dasar.label_pph).toBe('PPh 21 (tarif flat 5 %)');
    expect(s.detail_gaji.total_penerimaan_bersih).toBeGreaterThan(5_000_000);
    periksaJumlah(s.detail_gaji);

    // A query cannot pick another lecturer: the id comes from the token.
    const kor = (await get('slip-gaji/dosen/gaji-bulanan', 'kor00')).json().data;
    expect(kor.id_dosen).not.toBe(dsn.id_dosen);
    const lain = await get(`slip-gaji/dosen/gaji-bulanan?id_dosen=${kor.id_dosen}`, 'dsn00');
    if (lain.statusCode === 200) expect(lain.json().data.id_dosen).toBe(dsn.id_dosen);
    else expect(lain.statusCode).toBe(400);
  });

  it('counts the lecture meetings dsn00 held in that month only: not planned ones, not exams, not other months, substitutions both ways, manual requests', async () => {
    const bulan = '2024-03';
    const semester = (await sql<{ id_semester_registrasi: number }>`select id_semester_registrasi from master_data.semester where kode_semester = '20232'`.execute(k.db)).rows[0];
    // A class of dsn00 in 2023/2024 Genap (March 2024) and one of a colleague.
    const kelas = (await sql<{ id_kelas: number; sks: number }>`select k.id_kelas, mk.sks::int as sks from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      where k.id_dosen = ${dsn.id_dosen} and k.id_semester_registrasi = ${semester.id_semester_registrasi} order by k.id_kelas limit 1`.execute(k.db)).rows[0];
    const lain = (await sql<{ id_kelas: number; id_dosen: number; sks: number }>`select k.id_kelas, k.id_dosen, mk.sks::int as sks from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      where k.id_dosen <> ${dsn.id_dosen} and k.id_semester_registrasi = ${semester.id_semester_registrasi} order by k.id_kelas limit 1`.execute(k.db)).rows[0];
    expect(kelas && lain).toBeTruthy();
    const beban = (await sql<{ sks: number }>`select coalesce(sum(mk.sks), 0)::int as sks from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      where k.id_dosen = ${dsn.id_dosen} and k.id_semester_registrasi = ${semester.id_semester_registrasi}`.execute(k.db)).rows[0].sks;

    const rapat = async (id_kelas: number, ke: number, tanggal: string, opts: { jenis?: string; hadir?: number; via?: string } = {}) => {
      const { id_pertemuan } = await k.db.withSchema('attendance').insertInto('pertemuan').values({
        id_kelas, pertemuan_ke: ke, jenis: opts.jenis ?? 'kuliah', tanggal, jam_mulai: '08:00', jam_selesai: '10:00',
        status: opts.hadir ? 'ditutup' : 'terjadwal', dibuka_pada: opts.hadir ? new Date(`${tanggal}T01:00:00Z`) : null,
      }).returning('id_pertemuan').executeTakeFirstOrThrow();
      if (opts.hadir) await k.db.withSchema('attendance').insertInto('presensi_dosen').values({ id_pertemuan, id_dosen: opts.hadir, via: opts.via ?? 'qr' }).execute();
      return id_pertemuan as number;
    };
    await rapat(kelas.id_kelas, 1, '2024-03-04', { hadir: dsn.id_dosen });
    await rapat(kelas.id_kelas, 2, '2024-03-11', { hadir: dsn.id_dosen });
    await rapat(kelas.id_kelas, 3, '2024-03-18'); // planned, never held: a BKD 2 deduction
    await rapat(kelas.id_kelas, 4, '2024-03-25', { hadir: dsn.id_dosen, jenis: 'uts' }); // exam: the honorarium report's
    await rapat(kelas.id_kelas, 5, '2024-04-01', { hadir: dsn.id_dosen }); // next month
    await rapat(kelas.id_kelas, 6, '2024-02-26', { hadir: dsn.id_dosen }); // previous month
    // Missed by dsn00 but taught by a colleague whose substitution went through the whole chain: no deduction.
    const diganti = await rapat(kelas.id_kelas, 7, '2024-03-20', { hadir: lain.id_dosen, via: 'pengganti' });
    const jenis = await k.db.withSchema('attendance').selectFrom('jenis_pergantian').select('id_jenis_pergantian').executeTakeFirstOrThrow();
    await k.db.withSchema('attendance').insertInto('pengganti_mengajar').values({
      id_pertemuan: diganti, id_dosen: dsn.id_dosen, id_dosen_pengganti: lain.id_dosen, id_jenis_pergantian: jenis.id_jenis_pergantian, alasan: 'Tugas dinas.', status: 'selesai', dosa_dibersihkan: true,
    }).execute();
    // Held without the QR: waiting on a manual-attendance request, neither paid nor deducted; a refused request is a missed meeting.
    for (const [ke, tanggal, status] of [[8, '2024-03-27', 'diajukan'], [9, '2024-03-28', 'ditolak']] as const) {
      await k.db.withSchema('attendance').insertInto('presensi_manual').values({ id_pertemuan: await rapat(kelas.id_kelas, ke, tanggal), id_dosen: dsn.id_dosen, alasan: 'Jaringan terputus.', status }).execute();
    }
    // dsn00 substituted in the colleague's class: counted for dsn00, with that course's SKS.
    await rapat(lain.id_kelas, 1, '2024-03-14', { hadir: dsn.id_dosen, via: 'pengganti' });
    await k.db.withSchema('payroll').insertInto('komponen_bulanan').values({
      id_dosen: dsn.id_dosen, bulan: '2024-03-01', honor_penelitian: 1_250_000, honor_pkm: 400_000, tunjangan_tambahan: 0, potongan_lain: 175_000,
    }).execute();

    const s = (await get(`slip-gaji/dosen/gaji-bulanan?bulan=${bulan}`, 'dsn00')).json().data;
    const g = s.detail_gaji;
    expect(g.total_absen).toBe(3);
    expect(g.jumlah_honor_absen).toBe((2 * kelas.sks + lain.sks) * 50_000);
    expect(s.dasar).toMatchObject({ sks_diampu: beban, kewajiban_sks: 12, pertemuan_tidak_terlaksana: 2 });
    expect(g.potongan_bkd2).toBe(2 * 50_000);
    expect(g.honor_kelebihan_pengajaran).toBe(Math.max(0, beban - 12) * 100_000);
    expect(g.potongan_bkd1).toBe(Math.max(0, 12 - beban) * 150_000);
    expect([g.jumlah_honor_penelitian, g.jumlah_honor_pkm, g.tunjangan_tambahan, g.potongan_lain]).toEqual([1_250_000, 400_000, 0, 175_000]);
    periksaJumlah(g);
    expect(s.dasar.total_potongan).toBe(g.potongan_lain + g.pph_dua_satu + g.potongan_bkd1 + g.potongan_bkd2);

    // The colleague's slip counts the substituted meeting for them, and April shows only April's meeting.
    expect((await get('slip-gaji/dosen/gaji-bulanan?bulan=2024-04', 'dsn00')).json().data.detail_gaji.total_absen).toBe(1);

    // A rate is a setting: the obligation lowered to 1 SKS pays the excess and drops BKD 1 (the version
    // in force since forever edited in place here; the administrator's changes are new versions, pengaturan-gaji.test.ts).
    await sql`update payroll.pengaturan_versi set nilai = 1 where kunci = 'kewajiban_bkd_sks' and berlaku_mulai is null`.execute(k.db);
    const lebih = (await get(`slip-gaji/dosen/gaji-bulanan?bulan=${bulan}`, 'dsn00')).json().data.detail_gaji;
    expect(lebih.honor_kelebihan_pengajaran).toBe((beban - 1) * 100_000);
    expect(lebih.potongan_bkd1).toBe(0);
    periksaJumlah(lebih);
    await sql`update payroll.pengaturan_versi set nilai = 12 where kunci = 'kewajiban_bkd_sks' and berlaku_mulai is null`.execute(k.db);
  });

  it('/cetak: a real A4 PDF named after the month, with the net amount in Rupiah, the name, NIP/NIDN and the month in Indonesian', async () => {
    const s = (await get('slip-gaji/dosen/gaji-bulanan?bulan=2024-03', 'dsn00')).json().data;
    const res = await get('slip-gaji/dosen/gaji-bulanan/cetak?bulan=2024-03', 'dsn00');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Slip-Gaji_2024-03_[\w-]+\.pdf"/);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('SLIP GAJI DOSEN');
    expect(text).toContain('Maret 2024');
    expect(text).toContain('Dr. Ir. Budi Santoso, M.Kom.');
    expect(text).toContain(formatRupiah(s.detail_gaji.total_penerimaan_bersih));
    expect(text).toContain(formatRupiah(s.detail_gaji.gaji_pokok));
    expect(text).toContain('PPh 21 (tarif flat 5 %)');
    expect(text).toContain(dsn.nip ? `NIP. ${formatNip(dsn.nip)}` : `NIDN. ${dsn.nidn}`);
    // Where it stands (decision 0046): a month before the books started counts as closed.
    expect(s.status_slip).toEqual({ ditutup: true, transfer: null });
    expect(text.replace(/\s+/g, ' ')).toContain('Buku gaji Maret 2024 sudah ditutup dan slip ini final; gaji bersihnya belum tercatat ditransfer.');
  });

  it('honor-uts-uas: per class with a UTS/UAS, the exam and grading fees, a total that adds up, and its PDF', async () => {
    const res = await get('slip-gaji/dosen/honor-uts-uas', 'dsn00');
    expect(res.statusCode).toBe(200);
    const h = res.json().data;
    const aktif = (await sql<{ id_semester_registrasi: number }>`select id_semester_registrasi from master_data.semester where aktif`.execute(k.db)).rows[0];
    expect(h.id_semester_registrasi).toBe(aktif.id_semester_registrasi);
    expect(h.id_dosen).toBe(dsn.id_dosen);
    const expected = (await sql<{ id_kelas: number; ujian: number; mhs: number }>`select k.id_kelas,
        (select count(*)::int from krs.jadwal_ujian u where u.id_kelas = k.id_kelas) as ujian,
        (select count(*)::int from krs.krs_kelas kk where kk.id_kelas = k.id_kelas) as mhs
      from master_data.kelas k where k.id_dosen = ${dsn.id_dosen} and k.id_semester_registrasi = ${aktif.id_semester_registrasi}
        and exists (select 1 from krs.jadwal_ujian u where u.id_kelas = k.id_kelas)`.execute(k.db)).rows;
    expect(h.detail_honor.map((r: any) => r.id_kelas).sort()).toEqual(expected.map((r) => r.id_kelas).sort());
    expect(h.detail_honor.length).toBeGreaterThan(0);
    for (const row of h.detail_honor) {
      const e = expected.find((x) => x.id_kelas === row.id_kelas)!;
      expect(row.ujian.length).toBe(e.ujian);
      expect(row.jumlah_mahasiswa).toBe(e.mhs);
      expect(row.honor_ujian).toBe(e.ujian * 150_000);
      expect(row.honor_koreksi).toBe(e.ujian * e.mhs * 5_000);
      expect(row.jumlah).toBe(row.honor_ujian + row.honor_koreksi);
    }
    expect(h.total_honor).toBe(h.detail_honor.reduce((a: number, r: any) => a + r.jumlah, 0));
    expect(h.pph_dua_satu).toBe(Math.floor(h.total_honor * 0.05));
    expect(h.total_penerimaan_bersih).toBe(h.total_honor - h.pph_dua_satu);
    expect(h.semester_tersedia.length).toBeGreaterThan(1);

    const pdf = await get(`slip-gaji/dosen/honor-uts-uas/cetak?id_semester_registrasi=${h.id_semester_registrasi}`, 'dsn00');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/filename="Honor-UTS-UAS_\d{5}_[\w-]+\.pdf"/);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('REKAP HONOR UTS/UAS');
    expect(text).toContain(formatRupiah(h.total_penerimaan_bersih));
  });
});

function pdfText(buffer: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slip-'));
  try {
    const file = path.join(dir, 'slip.pdf');
    fs.writeFileSync(file, buffer);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
