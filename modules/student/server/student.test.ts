import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import krs from '../../krs/server';
import { formatIndeks, ipk, ips } from '../../krs/public';
import { DIGIT_HP, PANJANG_MAKS } from '../constants';
import student from './index';
import { tuitionGate } from './keuangan.service';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

function multipart(name: string, content: Buffer) {
  const boundary = '----siakad-foto';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="foto"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const GET_CALLS = [
  'biodata/mahasiswa', 'biodata/mahasiswa/akademik', 'biodata/mahasiswa/posisi-semester', 'presensi/semester-aktif', 'khs', 'khs/cetak',
  'rangkuman-nilai', 'rangkuman-nilai/cetak', 'keuangan', 'keuangan/cetak', 'dokumen', 'tiket-pelayanan', 'periksa/berkas-pmb', 'event/sertifikat',
];

describe.each(MODULE_TEST_DATABASES)('student records (%s)', (database) => {
  let k: TestKernel;
  let mhs: string;
  let lain: string;
  let lainNim: string;
  let idLain: number;
  let idMhs00: number;

  const get = (url: string, token: string) => k.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` } });
  const send = (method: 'PATCH' | 'POST', url: string, token: string, payload: unknown) =>
    k.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, student], database });
    mhs = await k.login('mhs00');
    idMhs00 = (await k.db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
      .select('m.id_mahasiswa').where('u.username', '=', 'mhs00').executeTakeFirstOrThrow()).id_mahasiswa;
    // A student who has not paid the active semester's UKT (the seed picks id % 9 = 4).
    const unpaid = await k.db.selectFrom('student.tagihan as t')
      .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 't.id_semester_registrasi')
      .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 't.id_mahasiswa')
      .innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
      .select(['m.id_mahasiswa', 'm.nim', 'u.username']).where('s.aktif', '=', true).where('t.jenis', '=', 'ukt')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('student.pembayaran as p').select('p.id_pembayaran').whereRef('p.id_tagihan', '=', 't.id_tagihan'))))
      .orderBy('m.id_mahasiswa').executeTakeFirstOrThrow();
    lain = await k.login(unpaid.username);
    lainNim = unpaid.nim;
    idLain = unpaid.id_mahasiswa;
  });
  afterAll(async () => k?.close());

  it('refuses other user types (403) and visitors (401) on every call', async () => {
    const dosen = await k.login('dsn00');
    for (const url of GET_CALLS) {
      expect((await get(url, dosen)).statusCode, url).toBe(403);
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode, url).toBe(401);
    }
    expect((await send('PATCH', 'biodata/mahasiswa', dosen, { email: 'a@b.co' })).statusCode).toBe(403);
    expect((await send('POST', 'tiket-pelayanan', dosen, { kategori: 'akademik', judul: 'Judul tiket', isi: 'Isi tiket yang cukup panjang' })).statusCode).toBe(403);
  });

  it('reads the biodata of the caller only', async () => {
    const own = (await get('biodata/mahasiswa', mhs)).json().data;
    expect(own).toMatchObject({ nama_mahasiswa: 'Siti Rahmawati', alamat: 'Jl. Dipatiukur No. 35', nama_ibu: 'Nurhayati' });
    expect(own.nim).toMatch(/^\d{13}$/);
    const other = (await get('biodata/mahasiswa', lain)).json().data;
    expect(other.nim).toBe(lainNim);
    expect(other.id_mahasiswa).not.toBe(own.id_mahasiswa);
  });

  it('changes contact fields and refuses bad ones per field without changing anything', async () => {
    const kota = await k.db.selectFrom('master_data.kota').select('id_wilayah').orderBy('id_wilayah').executeTakeFirstOrThrow();
    const ok = await send('PATCH', 'biodata/mahasiswa', mhs, { email: 'Siti.R@Contoh.ac.id', hp: '0812-3456-7890', alamat: 'Jl. Ganesha No. 10', kode_pos: '40132', id_wilayah: kota.id_wilayah });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ email: 'siti.r@contoh.ac.id', hp: '081234567890', alamat: 'Jl. Ganesha No. 10', id_wilayah: kota.id_wilayah });

    const before = (await get('biodata/mahasiswa', mhs)).json().data;
    const bad = await send('PATCH', 'biodata/mahasiswa', mhs, {
      email: 'bukan-email', hp: '12345', kode_pos: '4013', rt_rw: '3-7', nama_mahasiswa: 'Nama Baru', nim: '1', alamat: 'Jl. Baru Sekali', id_wilayah: 99999999,
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.message).toMatch(/belum benar/);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'hp', 'id_wilayah', 'kode_pos', 'nama_mahasiswa', 'nim', 'rt_rw']);
    expect(body.errors.email[0]).toMatch(/email/i);
    expect(body.errors.hp[0]).toMatch(/08/);
    expect(body.errors.nim[0]).toMatch(/tidak dapat diubah/);
    expect((await get('biodata/mahasiswa', mhs)).json().data).toEqual(before);

    expect((await send('PATCH', 'biodata/mahasiswa', mhs, {})).statusCode).toBe(400);
    expect((await send('PATCH', 'biodata/mahasiswa', mhs, { email: '' })).json().errors.email[0]).toBe('Wajib diisi.');
  });

  it('answers a too-long text field with its one length message, at the limit the form shows', async () => {
    const panjang = (n: number) => `Jl. ${'a'.repeat(n - 4)}`;
    const bad = await send('PATCH', 'biodata/mahasiswa', mhs, { alamat: panjang(PANJANG_MAKS.alamat + 1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ alamat: [`Alamat maksimal ${PANJANG_MAKS.alamat} karakter.`] });
    const ok = await send('PATCH', 'biodata/mahasiswa', mhs, { alamat: panjang(PANJANG_MAKS.alamat) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.alamat).toHaveLength(PANJANG_MAKS.alamat);
    // Other fields: one message each, null still clears an optional field, identity fields are still named.
    const more = await send('PATCH', 'biodata/mahasiswa', mhs, { kelurahan: 'k'.repeat(PANJANG_MAKS.kelurahan + 1), nama_ibu: 'n'.repeat(PANJANG_MAKS.nama_ibu + 1) });
    expect(more.json().errors).toEqual({
      kelurahan: [`Kelurahan maksimal ${PANJANG_MAKS.kelurahan} karakter.`], nama_ibu: [`Nama ibu maksimal ${PANJANG_MAKS.nama_ibu} karakter.`],
    });
    const service = await send('PATCH', 'biodata/mahasiswa', mhs, { id_wilayah: 'abc', nim: '1', kode_pos: 40132 });
    expect(service.json().errors).toEqual({ id_wilayah: ['Pilihan tidak valid.'], nim: ['Kolom ini tidak dapat diubah oleh mahasiswa.'] });
    const cleared = await send('PATCH', 'biodata/mahasiswa', mhs, { nama_ayah: null, kode_pos: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ nama_ayah: null, kode_pos: null });
  });

  it('accepts mobile numbers of exactly 10-14 digits in the 08 form, +62 counting as the 0', async () => {
    const hp = async (value: string) => (await send('PATCH', 'biodata/mahasiswa', mhs, { hp: value })).statusCode;
    expect(DIGIT_HP).toEqual({ min: 10, max: 14 });
    // 08 form: the digits counted are all of them.
    expect(await hp('081234567')).toBe(400); // 9
    expect(await hp('0812345678')).toBe(200); // 10
    expect(await hp('08123456789012')).toBe(200); // 14
    expect(await hp('081234567890123')).toBe(400); // 15
    // +628 form: the same numbers with +62 for the 0.
    expect(await hp('+6281234567')).toBe(400); // 081234567
    expect(await hp('+62812345678')).toBe(200); // 0812345678
    expect(await hp('+628123456789012')).toBe(200); // 08123456789012
    expect(await hp('+6281234567890123')).toBe(400); // 081234567890123
    expect(await hp('0712345678')).toBe(400);
    expect((await send('PATCH', 'biodata/mahasiswa', mhs, { hp_orang_tua: '08123456789012' })).statusCode).toBe(200);
    const refused = await send('PATCH', 'biodata/mahasiswa', mhs, { hp: '081234567' });
    expect(refused.json().errors.hp).toEqual([
      'Nomor HP harus diawali 08 atau +628 dan terdiri dari 10-14 digit; awalan +62 dihitung sebagai angka 0 (contoh: +6281234567890 sama dengan 081234567890).',
    ]);
  });

  it('stores a photo checked by its bytes and serves it back', async () => {
    expect((await get('biodata/mahasiswa/foto', mhs)).statusCode).toBe(404);
    const wrong = await k.inject({ method: 'POST', url: '/api/biodata/mahasiswa/foto', headers: { authorization: `Bearer ${mhs}`, ...multipart('foto.png', Buffer.from('bukan gambar')).headers }, payload: multipart('foto.png', Buffer.from('bukan gambar')).payload });
    expect(wrong.statusCode).toBe(400);
    const png = await QRCode.toBuffer('foto');
    const up = multipart('foto.png', png);
    const res = await k.inject({ method: 'POST', url: '/api/biodata/mahasiswa/foto', headers: { authorization: `Bearer ${mhs}`, ...up.headers }, payload: up.payload });
    expect(res.statusCode, res.body).toBe(200);
    const foto = await get('biodata/mahasiswa/foto', mhs);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(foto.rawPayload, png)).toBe(0);
    expect((await get('biodata/mahasiswa', mhs)).json().data.punya_foto).toBe(true);
    expect((await get('biodata/mahasiswa/foto', lain)).statusCode).toBe(404);
  });

  it('answers the academic profile, the semester position and the active semester', async () => {
    const a = (await get('biodata/mahasiswa/akademik', mhs)).json().data;
    expect(a).toMatchObject({ status_mahasiswa: 'Aktif' });
    expect(a.nama_prodi).toBeTruthy();
    expect(a.dosen_pa).toMatch(/,/); // printed with degrees
    expect(a.total_sks).toBeGreaterThan(0);
    const aktif = await k.db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi']).where('aktif', '=', true).executeTakeFirstOrThrow();
    const s = (await get('presensi/semester-aktif', mhs)).json();
    expect(s.semester).toMatchObject(aktif);
    const posisi = (await get('biodata/mahasiswa/posisi-semester', mhs)).json().data;
    expect(posisi.semester_aktif.id_semester_registrasi).toBe(aktif.id_semester_registrasi);
    const current = posisi.riwayat.find((r: any) => r.id_semester_registrasi === aktif.id_semester_registrasi);
    expect(current.semester_ke).toBe(posisi.semester_ke);
    expect(current.lunas).toBe(true);
    expect(posisi.riwayat.some((r: any) => r.status === 'aktif' && r.ips !== null)).toBe(true);
  });

  it('computes the KHS with IPS, IPK and the next SKS limit, and refuses bad input', async () => {
    const khs = (await get('khs', mhs)).json().data;
    expect(khs.semester).not.toBeNull();
    expect(khs.mata_kuliah.length).toBeGreaterThan(0);
    const grades = await k.db.selectFrom('krs.krs_kelas as kk').innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kk.id_semester_registrasi')
      .select(['kk.id_mata_kuliah', 'kk.sks', 'kk.nilai_indeks', 's.kode_semester']).where('kk.id_mahasiswa', '=', idMhs00).execute();
    const rows = grades.map((g: any) => ({ id_mata_kuliah: g.id_mata_kuliah, sks: Number(g.sks), nilai_indeks: g.nilai_indeks === null ? null : Number(g.nilai_indeks), kode_semester: String(g.kode_semester) }));
    expect(khs.ips).toBe(ips(rows, khs.semester.kode_semester));
    expect(khs.ipk).toBe(ipk(rows, khs.semester.kode_semester));
    const first = khs.mata_kuliah[0];
    expect(first.sks_x_indeks).toBeCloseTo(first.sks * first.nilai_indeks, 2);
    expect(khs.batas_sks_berikutnya.batas_sks).toBeGreaterThanOrEqual(12);

    const other = khs.semester_tersedia.find((s: any) => s.id_semester_registrasi !== khs.semester.id_semester_registrasi);
    if (other) expect((await get(`khs?id_semester_registrasi=${other.id_semester_registrasi}`, mhs)).json().data.semester.id_semester_registrasi).toBe(other.id_semester_registrasi);
    expect((await get('khs?id_semester_registrasi=abc', mhs)).statusCode).toBe(400);
    expect((await get('khs?id_semester_registrasi=999999', mhs)).statusCode).toBe(404);
  });

  it('prints the KHS as an A4 PDF with identity, rows, IPS, IPK, SKS limit and signatures', async () => {
    const khs = (await get('khs', mhs)).json().data;
    const res = await get(`khs/cetak?id_semester_registrasi=${khs.semester.id_semester_registrasi}`, mhs);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const nim = (await get('biodata/mahasiswa', mhs)).json().data.nim;
    expect(res.headers['content-disposition']).toContain(`KHS_${nim}_${khs.semester.kode_semester}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('UNIVERSITAS NUSANTARA');
    expect(text).toContain('KARTU HASIL STUDI');
    expect(text).toMatch(new RegExp(`NIM\\s+:\\s+${nim}`));
    expect(text).toContain('Siti Rahmawati');
    expect(text).toContain(khs.mata_kuliah[0].kode_mata_kuliah);
    expect(text).toMatch(new RegExp(`IPS\\s+:\\s+${formatIndeks(khs.ips)}`));
    expect(text).toMatch(new RegExp(`IPK\\s+:\\s+${formatIndeks(khs.ipk)}`));
    expect(text).toContain(`${khs.batas_sks_berikutnya.batas_sks} SKS`);
    expect(text).toContain('Dosen Pembimbing Akademik');
    expect(text).toContain('Ketua Program Studi');
    expect(text).toMatch(/NIDN\.|NIP\./);
  });

  it('answers no IPS (null, printed \'-\') for a semester without any grade yet', async () => {
    const aktif = await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('aktif', '=', true).executeTakeFirstOrThrow();
    const res = await get(`khs?id_semester_registrasi=${aktif.id_semester_registrasi}`, mhs);
    expect(res.statusCode, res.body).toBe(200);
    const khs = res.json().data;
    // mhs00's active semester holds a saved KRS whose classes are not graded yet (krs seed).
    expect(khs.mata_kuliah.length).toBeGreaterThan(0);
    expect(khs.mata_kuliah.every((m: any) => m.nilai_indeks === null)).toBe(true);
    expect(khs).toMatchObject({ ips: null, total_sks_x_indeks: null, batas_sks_berikutnya: null });
    expect(khs.total_sks).toBeGreaterThan(0);
    // IPK up to this semester is that of the graded semesters before it.
    expect(khs.ipk).toBe((await get('biodata/mahasiswa/akademik', mhs)).json().data.ipk);
    const text = pdfText((await get(`khs/cetak?id_semester_registrasi=${aktif.id_semester_registrasi}`, mhs)).rawPayload);
    expect(text).toMatch(/IPS\s+:\s+-/);
    expect(text).toMatch(/Total SKS x Indeks\s+:\s+-/);
    expect(text).not.toMatch(/IPS\s+:\s+0,00/);
  });

  it('prints the programme head\'s NIP as 8-6-1-3 on the KHS and the grade summary', async () => {
    const kaprodi = await k.db.selectFrom('master_data.mahasiswa as m').innerJoin('master_data.prodi as p', 'p.id_prodi', 'm.id_prodi')
      .select('p.id_dosen_kaprodi').where('m.id_mahasiswa', '=', idMhs00).executeTakeFirstOrThrow();
    await k.db.updateTable('master_data.dosen').set({ nip: '197707052007041000' }).where('id_dosen', '=', kaprodi.id_dosen_kaprodi).execute();
    for (const url of ['khs/cetak', 'rangkuman-nilai/cetak']) {
      const text = pdfText((await get(url, mhs)).rawPayload);
      expect(text, url).toContain('NIP. 19770705 200704 1 000');
      expect(text, url).not.toContain('197707052007041000');
    }
  });

  it('summarises grades (latest attempt) and prints the summary', async () => {
    const r = (await get('rangkuman-nilai', mhs)).json().data;
    expect(r.mata_kuliah.length).toBeGreaterThan(0);
    expect(new Set(r.mata_kuliah.map((m: any) => m.id_mata_kuliah)).size).toBe(r.mata_kuliah.length);
    expect(r.ipk).toBe((await get('biodata/mahasiswa/akademik', mhs)).json().data.ipk);
    const res = await get('rangkuman-nilai/cetak', mhs);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/Rangkuman-Nilai_\d{13}\.pdf/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('RANGKUMAN NILAI');
    expect(text).toContain(r.mata_kuliah[0].nama_mata_kuliah.slice(0, 12));
    expect(text).toMatch(new RegExp(`IPK\\s+:\\s+${formatIndeks(r.ipk)}`));
    expect(text).toContain('Ketua Program Studi');
  });

  it('lists bills and payments of the caller only and prints them', async () => {
    const own = (await get('keuangan', mhs)).json().data;
    const count = await k.db.selectFrom('student.tagihan').select((eb) => eb.fn.countAll().as('n')).where('id_mahasiswa', '=', idMhs00).executeTakeFirstOrThrow();
    expect(own.semester.flatMap((s: any) => s.tagihan).length).toBe(Number(count.n));
    expect(own.total_sisa).toBe(0);
    expect(typeof own.semester[0].tagihan[0].jumlah).toBe('number');
    // The demo campus dates no payment in the future.
    const future = await sql<{ n: number }>`select count(*)::int as n from student.pembayaran where tanggal_bayar::date > (now() at time zone 'Asia/Jakarta')::date`.execute(k.db);
    expect(future.rows[0].n).toBe(0);
    const other = (await get('keuangan', lain)).json().data;
    expect(other.total_sisa).toBeGreaterThan(0);
    expect(other.semester[0].tagihan.some((t: any) => t.status === 'belum_bayar')).toBe(true);
    const res = await get('keuangan/cetak', mhs);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/Keuangan_\d{13}\.pdf/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('REKAP KEUANGAN MAHASISWA');
    expect(text).toContain('Uang Kuliah Tunggal');
    expect(text).toMatch(/Total tagihan\s+:\s+Rp \d/);
  });

  it('lists documents by category and downloads only the caller\'s own files', async () => {
    const kategori = (await get('dokumen', mhs)).json().data;
    const docs = kategori.flatMap((c: any) => c.dokumen);
    expect(docs.length).toBe(5);
    expect(kategori.some((c: any) => c.kode === 'sk')).toBe(false); // lecturer-only category
    const file = await get(`dokumen/mahasiswa/${docs[0].id_dokumen}/unduh`, mhs);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await get(`dokumen/mahasiswa/${docs[0].id_dokumen}/unduh`, lain)).statusCode).toBe(404);
    expect((await get('dokumen/mahasiswa/abc/unduh', mhs)).statusCode).toBe(400);
    expect((await get('dokumen', lain)).json().data.flatMap((c: any) => c.dokumen)).toEqual([]);
  });

  it('lists and opens service tickets with field checks', async () => {
    const list = (await get('tiket-pelayanan', mhs)).json();
    expect(list).toMatchObject({ current_page: 1, per_page: 7, total: 2 });
    const bad = await send('POST', 'tiket-pelayanan', mhs, { kategori: 'x', judul: 'ab', isi: 'pendek' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['isi', 'judul', 'kategori']);
    expect((await get('tiket-pelayanan', mhs)).json().total).toBe(2);
    const ok = await send('POST', 'tiket-pelayanan', mhs, { kategori: 'keuangan', judul: 'Pembayaran belum tercatat', isi: 'Saya sudah membayar UKT tetapi belum tercatat.' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.nomor_tiket).toMatch(/^TKT-\d{8}-\d{5}$/);
    expect((await get('tiket-pelayanan', mhs)).json().data[0].judul).toBe('Pembayaran belum tercatat');
    expect((await get('tiket-pelayanan', lain)).json().total).toBe(0);
  });

  it('refuses a ticket title past the one limit the form shows, with that one message', async () => {
    const tiket = (judul: string) => send('POST', 'tiket-pelayanan', mhs, { kategori: 'akademik', judul, isi: 'Isi tiket yang cukup panjang.' });
    const bad = await tiket('J'.repeat(PANJANG_MAKS.judul_tiket + 1));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ judul: [`Judul maksimal ${PANJANG_MAKS.judul_tiket} karakter.`] });
    const ok = await tiket('J'.repeat(PANJANG_MAKS.judul_tiket));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(PANJANG_MAKS.judul_tiket).toBe(150);
  });

  it('checks the PMB files', async () => {
    const own = (await get('periksa/berkas-pmb', mhs)).json().data;
    expect(own.lengkap).toBe(false);
    expect(own.berkas.find((b: any) => b.status === 'ditolak').catatan).toMatch(/akta/i);
    const other = (await get('periksa/berkas-pmb', lain)).json().data;
    expect(other).toMatchObject({ lengkap: true });
  });

  it('lists certificates and downloads only the caller\'s own', async () => {
    const list = (await get('event/sertifikat', mhs)).json().data;
    expect(list).toHaveLength(2);
    const file = await get(`event/sertifikat/${list[0].id_sertifikat}/unduh`, mhs);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfText(file.rawPayload)).toContain('Siti Rahmawati');
    expect((await get(`event/sertifikat/${list[0].id_sertifikat}/unduh`, lain)).statusCode).toBe(404);
  });

  it('leaves planner statistics after seeding, so the tuition lookup of every KRS save is planned on real row counts', async () => {
    // Without them PostgreSQL read a whole semester of bills through the per-semester index (docs/performance.md).
    const stats = await sql<{ tablename: string }>`select distinct tablename from pg_stats
      where (schemaname, tablename) in (('student', 'tagihan'), ('student', 'pembayaran'), ('krs', 'krs_kelas'))`.execute(k.db);
    expect(stats.rows.map((r) => r.tablename).sort()).toEqual(['krs_kelas', 'pembayaran', 'tagihan']);
  });

  it('registers the tuition gate: an unpaid student is refused the KRS, mhs00 is not', async () => {
    const aktif = await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('aktif', '=', true).executeTakeFirstOrThrow();
    expect(await tuitionGate(k.db, { id_mahasiswa: idMhs00, id_semester_registrasi: aktif.id_semester_registrasi })).toBeNull();
    const refusal = await tuitionGate(k.db, { id_mahasiswa: idLain, id_semester_registrasi: aktif.id_semester_registrasi });
    expect(refusal).toMatchObject({ kode: 'ukt_belum_lunas' });
    expect(refusal!.pesan).toMatch(/UKT semester ini belum lunas \(kurang Rp [\d.]+\)/);
    // Through the krs API: the edit check names the unpaid tuition.
    const check = await get(`krs/validasi-edit?id_semester_registrasi=${aktif.id_semester_registrasi}`, lain);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.body).toContain('ukt_belum_lunas');
    expect((await get(`krs/validasi-edit?id_semester_registrasi=${aktif.id_semester_registrasi}`, mhs)).body).not.toContain('ukt_belum_lunas');
  });
});
