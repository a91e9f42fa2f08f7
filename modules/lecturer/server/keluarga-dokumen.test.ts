import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import lecturer from './index';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe.each(MODULE_TEST_DATABASES)('lecturer family, documents and assignment letter (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'dsn00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const simpan = (keluarga: unknown, who = 'dsn00') => k.inject({ method: 'PATCH', url: '/api/biodata/dosen/keluarga', headers: bearer(who), payload: { keluarga } as object });
  const keluarga = async (who = 'dsn00') => (await get('biodata/dosen/keluarga', who)).json().data;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, lecturer], database });
    for (const u of ['dsn00', 'kor00', 'mhs00']) tokens[u] = await k.login(u);
  });
  afterAll(async () => k?.close());

  it('PATCH keluarga: only lecturers, visitors 401', async () => {
    expect((await simpan([], 'mhs00')).statusCode).toBe(403);
    expect((await k.inject({ method: 'PATCH', url: '/api/biodata/dosen/keluarga', payload: { keluarga: [] } })).statusCode).toBe(401);
  });

  it('PATCH keluarga: bad input answers a message per member and field and changes nothing', async () => {
    const before = await keluarga();
    const [istri, anak1, anak2] = before;
    const bad = await simpan([
      { ...istri, nama: 'S' },
      { ...anak1, tanggal_lahir: '2030-01-01' },
      { ...anak2, tanggal_lahir: '2011-02-30' },
      { hubungan: 'istri', nama: 'Istri Kedua' },
      { hubungan: 'anak', nama: 'Anak 123', tanggal_lahir: '1850-01-01' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Data belum dapat disimpan; periksa isian yang ditandai.');
    expect(bad.json().errors).toEqual({
      'keluarga.0.nama': ['Nama minimal 3 huruf dan hanya berisi huruf, spasi, titik, koma, apostrof atau tanda hubung.'],
      'keluarga.1.tanggal_lahir': ['Tanggal lahir tidak boleh melewati hari ini.'],
      'keluarga.2.tanggal_lahir': ['Tanggal lahir tidak valid; gunakan format tahun-bulan-tanggal, contoh: 2010-05-17.'],
      'keluarga.3.hubungan': ['Hanya satu suami/istri yang dapat dicatat.'],
      'keluarga.4.nama': ['Nama minimal 3 huruf dan hanya berisi huruf, spasi, titik, koma, apostrof atau tanda hubung.'],
      'keluarga.4.tanggal_lahir': ['Tanggal lahir tidak boleh sebelum tahun 1900.'],
    });
    // dsn00 is a man: his spouse is recorded as istri.
    expect((await simpan([{ ...istri, hubungan: 'suami' }])).json().errors).toEqual({ 'keluarga.0.hubungan': ['Pasangan Anda dicatat sebagai Istri.'] });
    expect((await simpan([istri, istri])).json().errors).toEqual({ 'keluarga.1.hubungan': ['Hanya satu suami/istri yang dapat dicatat.'], 'keluarga.1.id_keluarga_dosen': ['Anggota keluarga ini dikirim lebih dari sekali.'] });
    // Another lecturer's member cannot be named, not even beside good rows.
    const lain = await keluarga('kor00');
    const asing = await simpan([{ ...anak1, nama: 'Nama Baru Sah' }, { ...(lain[0] ?? { id_keluarga_dosen: 2147483000, hubungan: 'anak', nama: 'Orang Lain' }) , hubungan: 'anak' }]);
    expect(asing.statusCode).toBe(400);
    expect(asing.json().errors).toEqual({ 'keluarga.1.id_keluarga_dosen': ['Anggota keluarga ini tidak ditemukan; muat ulang halaman lalu coba lagi.'] });
    // Schema refusals: unknown relation, unknown field, missing list.
    expect((await simpan([{ hubungan: 'ayah', nama: 'Bapak Saya' }])).statusCode).toBe(400);
    expect((await simpan([{ hubungan: 'anak', nama: 'Anak Saya', warna: 'biru' }])).statusCode).toBe(400);
    expect((await k.inject({ method: 'PATCH', url: '/api/biodata/dosen/keluarga', headers: bearer('dsn00'), payload: {} })).statusCode).toBe(400);
    expect(await keluarga()).toEqual(before);
    expect(await keluarga('kor00')).toEqual(lain);
  });

  it('PATCH keluarga: changes, adds and removes members at once; other lecturers untouched', async () => {
    const [istri, anak1] = await keluarga();
    const lain = await keluarga('kor00');
    const res = await simpan([
      { hubungan: 'anak', nama: '  Raka   Aditya Santoso ', tempat_lahir: 'Bandung', tanggal_lahir: '2016-07-09', pekerjaan: '' },
      { ...istri, pekerjaan: 'Kepala SMA Negeri 3 Bandung' },
      anak1,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Data keluarga berhasil disimpan.');
    const after = await keluarga();
    expect(res.json().data).toEqual(after);
    // Spouse first, then the children in the order sent; the second child was removed.
    expect(after.map((r: any) => [r.hubungan, r.nama])).toEqual([['istri', istri.nama], ['anak', 'Raka Aditya Santoso'], ['anak', anak1.nama]]);
    expect(after[0]).toMatchObject({ id_keluarga_dosen: istri.id_keluarga_dosen, pekerjaan: 'Kepala SMA Negeri 3 Bandung' });
    expect(after[1]).toMatchObject({ tempat_lahir: 'Bandung', tanggal_lahir: '2016-07-09', pekerjaan: null });
    expect(await keluarga('kor00')).toEqual(lain);
    expect((await get('biodata/dosen')).json().data.keluarga_dosen).toEqual(after);
  });

  it('concurrent family saves leave one whole family, never a mix', async () => {
    const families = Array.from({ length: 5 }, (_, i) => [
      { hubungan: 'istri', nama: `Istri Versi ${'ABCDE'[i]}` },
      { hubungan: 'anak', nama: `Anak Versi ${'ABCDE'[i]}`, tanggal_lahir: `201${i}-01-01` },
    ]);
    const results = await Promise.all(families.map((f) => simpan(f)));
    for (const r of results) expect(r.statusCode).toBe(200);
    const now = (await keluarga()).map((r: any) => r.nama);
    expect(families.map((f) => f.map((m) => m.nama))).toContainEqual(now);
  });

  it('GET dokumen/dosen: the caller\'s own documents, each a real PDF; another\'s is a 404', async () => {
    const res = await get('dokumen/dosen');
    expect(res.statusCode).toBe(200);
    const docs = res.json().data;
    expect(docs.map((d: any) => d.judul)).toEqual(expect.arrayContaining(['SK Pengangkatan Dosen Tetap', 'SK Jabatan Fungsional Lektor Kepala', 'Ijazah S3 Ilmu Komputer']));
    expect(docs.find((d: any) => d.judul === 'SK Pengangkatan Dosen Tetap')).toMatchObject({ jenis: 'sk', nomor: '045/SK/REK/UNUS/III/2005', tanggal: '2005-03-01' });
    const file = await get(`dokumen/dosen/${docs[0].id_dokumen_dosen}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.length).toBe(docs[0].ukuran);
    expect(pdfText(file.rawPayload)).toContain(docs[0].judul.toUpperCase());

    const kor = (await get('dokumen/dosen', 'kor00')).json().data;
    expect(kor.length).toBeGreaterThan(0);
    expect(kor.some((d: any) => docs.some((x: any) => x.id_dokumen_dosen === d.id_dokumen_dosen))).toBe(false);
    const asing = await get(`dokumen/dosen/${kor[0].id_dokumen_dosen}`);
    expect(asing.statusCode).toBe(404);
    expect(asing.json().message).toBe('Dokumen tidak ditemukan.');
    expect((await get('dokumen/dosen/abc')).statusCode).toBe(400);
    expect((await get('dokumen/dosen', 'mhs00')).statusCode).toBe(403);
    expect((await get(`dokumen/dosen/${docs[0].id_dokumen_dosen}`, 'mhs00')).statusCode).toBe(403);
  });

  it('GET surat-tugas: an A4 PDF of the active semester listing the caller\'s classes', async () => {
    const { rows } = await sql<{ kode: string; nama: string; kelas: string; semester: string; sks: number }>`select mk.kode_mata_kuliah as kode, mk.nama_mata_kuliah as nama,
        k.nama_kelas as kelas, s.nama_semester_registrasi as semester, mk.sks::int as sks
      from master_data.kelas k join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi and s.aktif
      join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah join master_data.dosen d on d.id_dosen = k.id_dosen
      join core.pengguna u on u.id_user = d.id_user where u.username = 'dsn00'`.execute(k.db);
    expect(rows.length).toBeGreaterThan(0);
    const res = await get('surat-tugas');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Surat-Tugas-Mengajar_/);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // A4 portrait in points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('SURAT TUGAS MENGAJAR');
    expect(text).toContain('Dr. Ir. Budi Santoso, M.Kom.');
    expect(text).toContain(rows[0].semester);
    for (const r of rows) expect(text).toContain(r.kode);
    expect(text).toMatch(new RegExp(`Jumlah SKS\\s*:\\s*${rows.reduce((n, r) => n + r.sks, 0)}`));
    expect(text).toContain('Ketua Program Studi Teknik Informatika');
  });

  it('GET surat-tugas: a chosen semester; without classes or unknown a 404 that says why', async () => {
    const { rows } = await sql<{ id: number; nama: string; ngajar: boolean }>`select s.id_semester_registrasi as id, s.nama_semester_registrasi as nama,
        exists (select 1 from master_data.kelas k join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user
          where u.username = 'dsn00' and k.id_semester_registrasi = s.id_semester_registrasi) as ngajar
      from master_data.semester s order by s.kode_semester`.execute(k.db);
    // The oldest semester taught, not the active one the default letter covers.
    const lalu = rows.find((r) => r.ngajar)!;
    const res = await get(`surat-tugas?id_semester_registrasi=${lalu.id}`);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain(lalu.nama);
    const kosong = rows.find((r) => !r.ngajar);
    if (kosong) {
      const none = await get(`surat-tugas?id_semester_registrasi=${kosong.id}`);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(`Anda tidak mengampu kelas pada semester ${kosong.nama}, sehingga surat tugas mengajar tidak dapat dicetak.`);
    }
    expect((await get('surat-tugas?id_semester_registrasi=2147483000')).json().message).toBe('Semester tidak ditemukan.');
    expect((await get('surat-tugas?id_semester_registrasi=x')).statusCode).toBe(400);
    expect((await get('surat-tugas?id_dosen=1')).statusCode).toBe(400);
    expect((await get('surat-tugas', 'mhs00')).statusCode).toBe(403);
    expect((await k.inject({ method: 'GET', url: '/api/surat-tugas' })).statusCode).toBe(401);
  });
});
