import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import lecturer from './index';
import { multipart } from './test-multipart';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n% SK Lektor Kepala\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe.each(MODULE_TEST_DATABASES)('dokumen-dosen: the administrator files lecturers\' documents (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'adm00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const kirim = (url: string, fields: Record<string, string>, files: Record<string, [string, Buffer]>, who = 'adm00') => {
    const { payload, headers } = multipart(fields, files);
    return k.inject({ method: 'POST', url: `/api/${url}`, headers: { ...headers, ...bearer(who) }, payload });
  };
  const ubah = (id: number, payload: Record<string, unknown>, who = 'adm00') => k.inject({ method: 'PATCH', url: `/api/dokumen-dosen/${id}`, headers: bearer(who), payload });
  let idDsn00 = 0;
  let sk = 0;
  let serdos = 0;
  const hitung = async () => Number((await sql<{ n: number }>`select (select count(*) from lecturer.dokumen_dosen)::int + (select count(*) from core.berkas)::int as n`.execute(k.db)).rows[0].n);

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, lecturer], database });
    for (const u of ['adm00', 'dsn00', 'kor00', 'aka00', 'mhs00']) tokens[u] = await k.login(u);
    idDsn00 = Number((await sql<{ id_dosen: number }>`select d.id_dosen from master_data.dosen d join core.pengguna u on u.id_user = d.id_user where u.username = 'dsn00'`.execute(k.db)).rows[0].id_dosen);
    const kat = (await get('dokumen/kategori?untuk=dosen', 'adm00')).json().data as Array<{ id: number; kode: string }>;
    sk = kat.find((x) => x.kode === 'sk')!.id;
    serdos = kat.find((x) => x.kode === 'serdos')!.id;
  });
  afterAll(async () => k?.close());

  it('only the administrator: other types 403 (dsn00 too, even for their own record), visitors 401', async () => {
    for (const who of ['dsn00', 'kor00', 'aka00', 'mhs00']) {
      expect((await get('dokumen-dosen/dosen', who)).statusCode).toBe(403);
      expect((await kirim(`dokumen-dosen/dosen/${idDsn00}`, { id_dokumen_kategori: String(sk), judul: 'SK Palsu' }, { berkas: ['a.pdf', PDF] }, who)).statusCode).toBe(403);
      expect((await ubah(1, { versi: 1, id_dokumen_kategori: sk, judul: 'SK Palsu' }, who)).statusCode).toBe(403);
    }
    expect((await k.inject({ method: 'GET', url: '/api/dokumen-dosen/dosen' })).statusCode).toBe(401);
  });

  it('searches lecturers by name, NIDN and NIP, paged, with their document count', async () => {
    const semua = (await get('dokumen-dosen/dosen?per_page=2')).json();
    expect(semua.data).toHaveLength(2);
    expect(semua.total).toBeGreaterThan(2);
    const budi = (await get('dokumen-dosen/dosen?cari=budi%20santoso')).json().data;
    expect(budi.map((d: { nama_dosen: string }) => d.nama_dosen)).toContain('Dr. Ir. Budi Santoso, M.Kom.');
    const satu = budi.find((d: { id_dosen: number }) => d.id_dosen === idDsn00);
    expect(satu.jumlah_dokumen).toBeGreaterThan(0);
    for (const kunci of [satu.nidn, satu.nip].filter(Boolean)) {
      expect((await get(`dokumen-dosen/dosen?cari=${kunci}`)).json().data.map((d: { id_dosen: number }) => d.id_dosen)).toContain(idDsn00);
    }
    expect((await get('dokumen-dosen/dosen?cari=tidak-ada-dosen-ini')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('lists a lecturer\'s documents with their category; an unknown lecturer is 404', async () => {
    const { dosen, data } = (await get(`dokumen-dosen/dosen/${idDsn00}`)).json();
    expect(dosen.id_dosen).toBe(idDsn00);
    expect(data.some((d: { nama_kategori: string }) => d.nama_kategori === 'Surat Keputusan (SK)')).toBe(true);
    const res = await get('dokumen-dosen/dosen/2147483000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Dosen tidak ditemukan.');
  });

  it('refuses bad input with Indonesian 400s and stores nothing', async () => {
    const sebelum = await hitung();
    const url = `dokumen-dosen/dosen/${idDsn00}`;
    let res = await kirim(url, { id_dokumen_kategori: String(sk), judul: 'SK Lektor Kepala' }, { berkas: ['sk.docx', Buffer.from('bukan pdf sama sekali')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/PDF, PNG, JPEG/);
    res = await kirim(url, { id_dokumen_kategori: String(sk), judul: 'SK Lektor Kepala' }, { berkas: ['besar.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/terlalu besar|melebihi|maksimal/i);
    res = await kirim(url, { id_dokumen_kategori: String(sk), judul: ' ', tanggal: '2024-02-30' }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      judul: ['Judul dokumen harus 3-200 karakter.'],
      tanggal: ['Tanggal dokumen tidak valid; gunakan format tahun-bulan-tanggal, contoh: 2024-03-01.'],
      berkas: ['Pilih berkas dokumen (PDF, PNG atau JPEG).'],
    });
    res = await kirim(url, { id_dokumen_kategori: '999999', judul: 'SK Lektor Kepala' }, { berkas: ['sk.pdf', PDF] });
    expect(res.json().errors).toEqual({ id_dokumen_kategori: ['Pilih kategori dokumen dosen yang tersedia.'] });
    // A student-only category (Akta Kelahiran) is not a lecturer's.
    const akta = (await get('dokumen/kategori?untuk=mahasiswa')).json().data.find((x: { kode: string }) => x.kode === 'akta').id;
    expect((await kirim(url, { id_dokumen_kategori: String(akta), judul: 'Akta' }, { berkas: ['a.pdf', PDF] })).statusCode).toBe(400);
    expect((await kirim(url, { judul: 'Tanpa kategori' }, { berkas: ['a.pdf', PDF] })).statusCode).toBe(400);
    expect((await kirim('dokumen-dosen/dosen/2147483000', { id_dokumen_kategori: String(sk), judul: 'SK' }, { berkas: ['a.pdf', PDF] })).statusCode).toBe(404);
    expect(await hitung()).toBe(sebelum);
  });

  it('uploads; the lecturer sees it at once and downloads exactly the bytes; replace and delete keep who and when', async () => {
    const up = await kirim(`dokumen-dosen/dosen/${idDsn00}`, { id_dokumen_kategori: String(sk), judul: '  SK   Lektor Kepala ', nomor: '123/SK/2024', tanggal: '2024-03-01' }, { berkas: ['SK Lektor Kepala.pdf', PDF] });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ message: 'Dokumen "SK Lektor Kepala" berhasil diunggah.', versi: 1 });
    const id = up.json().id_dokumen_dosen as number;

    const milik = (await get('dokumen/dosen', 'dsn00')).json().data.find((d: { id_dokumen_dosen: number }) => d.id_dokumen_dosen === id);
    expect(milik).toMatchObject({ jenis: 'sk', nama_kategori: 'Surat Keputusan (SK)', judul: 'SK Lektor Kepala', nomor: '123/SK/2024', tanggal: '2024-03-01', nama_berkas: 'SK Lektor Kepala.pdf', ukuran: PDF.length });
    const unduh = await get(`dokumen/dosen/${id}`, 'dsn00');
    expect(unduh.statusCode).toBe(200);
    expect(unduh.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(unduh.rawPayload, PDF)).toBe(0);
    // Another lecturer does not reach it.
    expect((await get(`dokumen/dosen/${id}`, 'kor00')).statusCode).toBe(404);

    const lama = (await sql<{ id_berkas: string }>`select id_berkas::text as id_berkas from lecturer.dokumen_dosen where id_dokumen_dosen = ${id}`.execute(k.db)).rows[0].id_berkas;
    const ganti = await kirim(`dokumen-dosen/${id}/berkas`, { versi: '1' }, { berkas: ['pindaian.png', PNG] });
    expect(ganti.statusCode).toBe(200);
    expect(ganti.json()).toMatchObject({ message: 'Berkas dokumen "SK Lektor Kepala" berhasil diganti.', versi: 2 });
    expect((await sql`select 1 from core.berkas where id = ${lama}`.execute(k.db)).rows).toHaveLength(0);
    const unduhBaru = await get(`dokumen/dosen/${id}`, 'dsn00');
    expect(Buffer.compare(unduhBaru.rawPayload, PNG)).toBe(0);
    expect(Buffer.compare((await get(`dokumen-dosen/${id}/berkas`)).rawPayload, PNG)).toBe(0);
    const baris = (await get(`dokumen-dosen/dosen/${idDsn00}`)).json().data.find((d: { id_dokumen_dosen: number }) => d.id_dokumen_dosen === id);
    expect(baris).toMatchObject({ versi: 2, nama_berkas: 'pindaian.png', nomor: '123/SK/2024' });
    expect(baris.diunggah_oleh).toBeTruthy();
    expect(baris.diubah_oleh).toBe(baris.diunggah_oleh);
    expect(baris.diubah >= baris.dibuat).toBe(true);

    // A stale version is refused and changes nothing.
    const basi = await kirim(`dokumen-dosen/${id}/berkas`, { versi: '1' }, { berkas: ['lagi.pdf', PDF] });
    expect(basi.statusCode).toBe(409);
    expect(basi.json().message).toBe('Dokumen "SK Lektor Kepala" baru saja diubah oleh pengguna lain; muat ulang halaman lalu coba lagi.');
    expect((await k.inject({ method: 'DELETE', url: `/api/dokumen-dosen/${id}?versi=1`, headers: bearer('adm00') })).statusCode).toBe(409);
    expect((await kirim(`dokumen-dosen/${id}/berkas`, { versi: '2' }, { berkas: ['x.docx', Buffer.from('bukan berkas')] })).statusCode).toBe(400);

    const hapus = await k.inject({ method: 'DELETE', url: `/api/dokumen-dosen/${id}?versi=2`, headers: bearer('adm00') });
    expect(hapus.statusCode).toBe(200);
    expect(hapus.json().message).toBe('Dokumen "SK Lektor Kepala" beserta berkasnya telah dihapus.');
    expect((await get(`dokumen/dosen/${id}`, 'dsn00')).statusCode).toBe(404);
    expect((await sql`select 1 from core.berkas b where b.sha256 in (select encode(sha256(${PNG}), 'hex'))`.execute(k.db)).rows).toHaveLength(0);
    expect((await k.inject({ method: 'DELETE', url: `/api/dokumen-dosen/${id}?versi=2`, headers: bearer('adm00') })).statusCode).toBe(404);
  });

  it('edits category, title, number and date of the version shown; the file stays; bad input and a stale version change nothing', async () => {
    const id = (await kirim(`dokumen-dosen/dosen/${idDsn00}`, { id_dokumen_kategori: String(sk), judul: 'SK Asisten Ahli', nomor: '1/SK/2019' }, { berkas: ['sk.pdf', PDF] })).json().id_dokumen_dosen as number;
    const isi = async () => (await sql<Record<string, unknown>>`select id_dokumen_kategori, jenis, judul, nomor, to_char(tanggal, 'YYYY-MM-DD') as tanggal, versi, id_berkas::text as id_berkas
      from lecturer.dokumen_dosen where id_dokumen_dosen = ${id}`.execute(k.db)).rows[0];
    const awal = await isi();

    let res = await ubah(id, { versi: 1, id_dokumen_kategori: sk, judul: 'x', tanggal: '2024-02-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      judul: ['Judul dokumen harus 3-200 karakter.'],
      tanggal: ['Tanggal dokumen tidak valid; gunakan format tahun-bulan-tanggal, contoh: 2024-03-01.'],
    });
    res = await ubah(id, { versi: 1, id_dokumen_kategori: 999999, judul: 'SK Asisten Ahli' });
    expect(res.json().errors).toEqual({ id_dokumen_kategori: ['Pilih kategori dokumen dosen yang tersedia.'] });
    expect((await ubah(id, { versi: 1, judul: 'Tanpa kategori' })).statusCode).toBe(400);
    expect((await ubah(id, { versi: 1, id_dokumen_kategori: sk, judul: 'SK', berkas: 'x' })).statusCode).toBe(400);
    expect(await isi()).toEqual(awal);

    res = await ubah(id, { versi: 1, id_dokumen_kategori: serdos, judul: '  Sertifikat   Pendidik ', nomor: ' 12/SERDOS/2020 ', tanggal: '2020-11-02' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Data dokumen "Sertifikat Pendidik" berhasil diubah.', id_dokumen_dosen: id, versi: 2 });
    expect(await isi()).toEqual({ ...awal, id_dokumen_kategori: serdos, jenis: 'sertifikat', judul: 'Sertifikat Pendidik', nomor: '12/SERDOS/2020', tanggal: '2020-11-02', versi: 2 });
    // The lecturer reads the new data at once and downloads the same file.
    const milik = (await get('dokumen/dosen', 'dsn00')).json().data.find((d: { id_dokumen_dosen: number }) => d.id_dokumen_dosen === id);
    expect(milik).toMatchObject({ jenis: 'sertifikat', judul: 'Sertifikat Pendidik', nomor: '12/SERDOS/2020', tanggal: '2020-11-02', nama_berkas: 'sk.pdf' });
    expect(Buffer.compare((await get(`dokumen/dosen/${id}`, 'dsn00')).rawPayload, PDF)).toBe(0);

    // Emptied number and date are cleared; a stale version is refused.
    expect((await ubah(id, { versi: 2, id_dokumen_kategori: serdos, judul: 'Sertifikat Pendidik', nomor: '', tanggal: null })).json().versi).toBe(3);
    expect(await isi()).toMatchObject({ nomor: null, tanggal: null, versi: 3 });
    res = await ubah(id, { versi: 2, id_dokumen_kategori: sk, judul: 'Basi' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Dokumen "Sertifikat Pendidik" baru saja diubah oleh pengguna lain; muat ulang halaman lalu coba lagi.');
    expect((await ubah(2147483000, { versi: 1, id_dokumen_kategori: sk, judul: 'Tidak ada' })).statusCode).toBe(404);
    expect(await isi()).toMatchObject({ judul: 'Sertifikat Pendidik', versi: 3 });

    // Two edits of the same version at once: one wins, the other gets 409.
    const hasil = await Promise.all([
      ubah(id, { versi: 3, id_dokumen_kategori: serdos, judul: 'Sertifikat Pendidik A' }),
      ubah(id, { versi: 3, id_dokumen_kategori: serdos, judul: 'Sertifikat Pendidik B' }),
    ]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const menang = hasil.find((r) => r.statusCode === 200)!.json().message as string;
    expect(menang).toContain((await isi()).judul as string);
    expect((await isi()).versi).toBe(4);
  });

  it('two replacements of the same version at once: one wins, the other gets 409', async () => {
    const id = (await kirim(`dokumen-dosen/dosen/${idDsn00}`, { id_dokumen_kategori: String(serdos), judul: 'Sertifikat Pendidik' }, { berkas: ['serdos.pdf', PDF] })).json().id_dokumen_dosen;
    const hasil = await Promise.all([
      kirim(`dokumen-dosen/${id}/berkas`, { versi: '1' }, { berkas: ['a.pdf', PDF] }),
      kirim(`dokumen-dosen/${id}/berkas`, { versi: '1' }, { berkas: ['b.png', PNG] }),
    ]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const row = (await sql<{ versi: number; n: number }>`select d.versi, (select count(*)::int from core.berkas b where b.nama in ('a.pdf', 'b.png')) as n
      from lecturer.dokumen_dosen d where d.id_dokumen_dosen = ${id}`.execute(k.db)).rows[0];
    expect(row).toEqual({ versi: 2, n: 1 });
  });
});
