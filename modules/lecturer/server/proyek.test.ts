import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from '../../../core/server/files/test-zip';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import lecturer from './index';
import { multipart } from './test-multipart';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.4\n% jawaban kedua\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCX = zipSync({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const DILARANG = 'Anda tidak berhak mengakses data ini.';
const BASE = 'penugasan-proyek';

describe.each(MODULE_TEST_DATABASES)('lecturer project assignments, penugasan-proyek (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  /** Lecturers: dsn00, kor00, and one of another programme of dsn00's faculty (aka00 sees it, aka02 does not). */
  const dosen = { dsn00: 0, kor00: 0, luarTi: 0 };
  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${BASE}${url}`, headers: bearer(who) });
  const post = (url: string, who: string, payload: object) => k.inject({ method: 'POST', url: `/api/${BASE}${url}`, headers: bearer(who), payload });
  const kirimForm = (url: string, who: string, fields: Record<string, string>, files: Record<string, [string, Buffer]>) => {
    const body = multipart(fields, files);
    return k.inject({ method: 'POST', url: `/api/${BASE}${url}`, headers: { ...bearer(who), ...body.headers }, payload: body.payload });
  };
  const hari = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  const isian = (over: Record<string, string> = {}) => ({
    id_dosen: String(dosen.kor00), judul: 'Penyusunan Panduan Magang Industri', tenggat: hari(30),
    deskripsi: 'Menyusun panduan magang industri untuk mahasiswa semester tujuh beserta format laporan.', ...over,
  });
  const berkas = (over: Record<string, [string, Buffer]> = {}) => ({ lampiran: ['Surat Tugas Magang.pdf', PDF] as [string, Buffer], soal: ['Kerangka Acuan.docx', DOCX] as [string, Buffer], ...over });
  const ajukan = (who = 'aka02', fields: Record<string, string> = isian(), files: Record<string, [string, Buffer]> = berkas()) => kirimForm('', who, fields, files);
  const kirim = (id: number, file: [string, Buffer] = ['laporan.pdf', PDF], who = 'kor00', keterangan?: string) =>
    kirimForm(`/${id}/jawaban/kirim`, who, keterangan ? { keterangan } : {}, { jawaban: file });
  const jumlah = async () => (await sql<{ ajuan: number; berkas: number; riwayat: number; penugasan: number }>`select
    (select count(*)::int from lecturer.ajuan_penugasan_proyek) as ajuan, (select count(*)::int from core.berkas) as berkas,
    (select count(*)::int from lecturer.penugasan_proyek_riwayat) as riwayat, (select count(*)::int from lecturer.penugasan_proyek) as penugasan`.execute(k.db)).rows[0];
  /** A new request of aka02 to kor00, approved by kor00 when `setujui`: its ids. */
  const baru = async (setujui = true, judul = 'Penyusunan Panduan Magang Industri') => {
    const res = await ajukan('aka02', isian({ judul }));
    expect(res.statusCode, res.body).toBe(200);
    const idAjuan = res.json().id_ajuan_penugasan_proyek as number;
    if (!setujui) return { idAjuan, idPenugasan: 0 };
    const ok = await post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: true, versi: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    return { idAjuan, idPenugasan: ok.json().id_penugasan_proyek as number };
  };
  const baris = async (who: string, idAjuan: number) => (await get(`?per_page=100`, who)).json().data.find((r: any) => r.id_ajuan_penugasan_proyek === idAjuan);
  const seeded = async (username: string, status: string) => (await sql<{ ajuan: number; penugasan: number | null }>`select a.id_ajuan_penugasan_proyek as ajuan, p.id_penugasan_proyek as penugasan
    from lecturer.ajuan_penugasan_proyek a left join lecturer.penugasan_proyek p on p.id_ajuan_penugasan_proyek = a.id_ajuan_penugasan_proyek
    join master_data.dosen d on d.id_dosen = a.id_dosen join core.pengguna u on u.id_user = d.id_user
    where u.username = ${username} and coalesce(p.status, a.status) = ${status} order by a.id_ajuan_penugasan_proyek limit 1`.execute(k.db)).rows[0];

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, lecturer], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'aka01', 'aka02', 'fak00', 'adm00']) tokens[u] = await k.login(u);
    // dsn00 is also head of Teknik Informatika (group aka02).
    tokens.kaprodi = (await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: { authorization: `Bearer ${await k.login('dsn00')}` }, payload: { id_group_user: 'aka02' } })).json().access_token;
    const { rows } = await sql<{ username: string | null; id_dosen: number; id_prodi: number }>`select u.username, d.id_dosen, d.id_prodi
      from master_data.dosen d left join core.pengguna u on u.id_user = d.id_user where u.username in ('dsn00', 'kor00')`.execute(k.db);
    dosen.dsn00 = rows.find((r) => r.username === 'dsn00')!.id_dosen;
    dosen.kor00 = rows.find((r) => r.username === 'kor00')!.id_dosen;
    const ti = rows[0].id_prodi;
    dosen.luarTi = (await sql<{ id_dosen: number }>`select d.id_dosen from master_data.dosen d where d.aktif and d.id_prodi <> ${ti}
      and d.id_prodi in (select ap.id_prodi from core.akses_prodi ap join core.pengguna u on u.id_user = ap.id_user where u.username = 'aka00')
      order by d.id_dosen limit 1`.execute(k.db)).rows[0].id_dosen;
  }, 240_000);
  afterAll(async () => k?.close());

  it('the seed: dsn00 and kor00 have an assignment in every stage, with real PDF files; the staff see the waiting answers', async () => {
    for (const who of ['dsn00', 'kor00']) {
      const list = (await get('', who)).json();
      // kor00 also has the request the programme withdrew (decision 0036).
      const ditarik = who === 'kor00' ? ['ditarik'] : [];
      expect(list).toMatchObject({ peran: 'dosen', per_page: 7, total: 6 + ditarik.length, current_page: 1 });
      expect(list.data.map((r: any) => r.status).sort()).toEqual(['berjalan', 'diajukan', 'dikembalikan', ...ditarik, 'ditolak', 'jawaban_dikirim', 'selesai']);
      // What waits for the lecturer comes first.
      expect(list.data[0].status).toBe('diajukan');
      expect(list.akses_prodi).toBeUndefined();
    }
    const mine = (await get('', 'dsn00')).json().data;
    const selesai = mine.find((r: any) => r.status === 'selesai');
    expect(selesai.riwayat.map((r: any) => r.langkah)).toEqual(['pengajuan', 'persetujuan', 'kirim_jawaban', 'jawaban_dikembalikan', 'kirim_jawaban', 'jawaban_diterima']);
    expect(selesai.riwayat.filter((r: any) => r.langkah === 'kirim_jawaban').map((r: any) => r.versi)).toEqual([1, 2]);
    expect(selesai.riwayat[1].nama_user).toBe('Dr. Ir. Budi Santoso, M.Kom.');
    expect(selesai.jawaban).toMatchObject({ versi: 2, terlambat: false });
    expect(mine.find((r: any) => r.status === 'ditolak').alasan_penolakan).toMatch(/asesor akreditasi/);
    expect(mine.find((r: any) => r.status === 'dikembalikan').catatan_validasi).toMatch(/data pengukuran per minggu/);
    expect(mine.find((r: any) => r.status === 'berjalan')).toMatchObject({ jawaban: null, id_penugasan_proyek: expect.any(Number) });
    expect(mine.find((r: any) => r.status === 'diajukan')).toMatchObject({ id_penugasan_proyek: null, jawaban: null });
    const lampiran = await get(`/${selesai.id_ajuan_penugasan_proyek}/lampiran`, 'dsn00');
    expect(lampiran.statusCode).toBe(200);
    expect(lampiran.headers['content-type']).toBe('application/pdf');
    expect(lampiran.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(lampiran.headers['content-disposition']).toContain('surat-tugas-penyusunan-soal-uji-kompetensi-pemrograman-web.pdf');
    const jawaban = await get(`/${selesai.id_penugasan_proyek}/jawaban`, 'aka00');
    expect(jawaban.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decodeURIComponent(jawaban.headers['content-disposition'] as string)).toContain('Jawaban v2 - Penyusunan Soal Uji Kompetensi Pemrograman Web - Budi Santoso.pdf');

    for (const who of ['aka00', 'aka02']) {
      const waiting = (await get('?status=jawaban_dikirim', who)).json();
      expect(waiting.peran).toBe('staf');
      expect(waiting.akses_prodi.length).toBeGreaterThan(0);
      expect(waiting.data.map((r: any) => r.nama_dosen).sort()).toEqual(['Dr. Ir. Budi Santoso, M.Kom.', expect.stringContaining('Hendra Gunawan')].sort());
    }
    const semua = (await get('', 'aka00')).json();
    expect(semua).toMatchObject({ total: 13, per_page: 7 });
    expect(semua.data).toHaveLength(7);
    expect(semua.data.slice(0, 2).map((r: any) => r.status)).toEqual(['jawaban_dikirim', 'jawaban_dikirim']);
    expect((await get('?page=2', 'aka00')).json().data).toHaveLength(6);
    expect((await get('?page=5', 'aka00')).json()).toMatchObject({ data: [], total: 13 });
    expect((await get('?cari=gemastik', 'aka00')).json().data.map((r: any) => r.judul)).toEqual(['Pendampingan Tim Gemastik Kategori Keamanan Siber']);
    expect((await get('?cari=hendra', 'aka02')).json().total).toBe(7);
    expect((await get('?cari=100%25', 'aka02')).json().total).toBe(0);
    expect((await get('?status=bukan', 'aka02')).statusCode).toBe(400);
  });

  it('every call checks who may call it: visitors 401, other user types 403, each step only for its side', async () => {
    const { ajuan, penugasan } = await seeded('kor00', 'jawaban_dikirim');
    const calls: Array<[string, string, string[]]> = [
      ['GET', '', ['dsn00', 'kor00', 'aka00', 'aka02']], ['POST', '', ['aka00', 'aka02']], ['GET', '/dosen', ['aka00', 'aka02']],
      ['GET', `/${ajuan}/lampiran`, ['dsn00', 'kor00', 'aka00', 'aka02']], ['GET', `/${ajuan}/soal`, ['dsn00', 'kor00', 'aka00', 'aka02']],
      ['GET', `/${penugasan}/jawaban`, ['dsn00', 'kor00', 'aka00', 'aka02']], ['POST', `/${ajuan}/persetujuan`, ['dsn00', 'kor00']],
      ['POST', `/${penugasan}/jawaban/kirim`, ['dsn00', 'kor00']], ['POST', `/${penugasan}/jawaban/validasi`, ['aka00', 'aka02']],
      ['PATCH', `/${ajuan}`, ['aka00', 'aka02']], ['POST', `/${ajuan}/penarikan`, ['aka00', 'aka02']],
    ];
    for (const [method, url, allowed] of calls) {
      const anon = await k.inject({ method: method as 'GET', url: `/api/${BASE}${url}`, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(anon.statusCode, `${method} ${url} visitor`).toBe(401);
      for (const who of ['dsn00', 'kor00', 'mhs00', 'aka00', 'aka01', 'aka02', 'fak00', 'adm00'].filter((w) => !allowed.includes(w))) {
        const res = await k.inject({ method: method as 'GET', url: `/api/${BASE}${url}`, headers: bearer(who), ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
    }
    expect((await seeded('kor00', 'jawaban_dikirim')).ajuan).toBe(ajuan);
  });

  it('data scope: a lecturer reaches only their own; staff only their programmes\' lecturers', async () => {
    const dsn = await seeded('dsn00', 'jawaban_dikirim');
    const kor = await seeded('kor00', 'diajukan');
    expect((await get(`/${dsn.ajuan}/lampiran`, 'kor00')).statusCode).toBe(404);
    expect((await get(`/${dsn.ajuan}/soal`, 'kor00')).statusCode).toBe(404);
    expect((await get(`/${dsn.penugasan}/jawaban`, 'kor00')).statusCode).toBe(404);
    expect((await post(`/${kor.ajuan}/persetujuan`, 'dsn00', { setuju: true, versi: 1 })).statusCode).toBe(404);
    expect((await kirim(dsn.penugasan!, ['laporan.pdf', PDF], 'kor00')).statusCode).toBe(404);
    expect((await get('', 'kor00')).json().data.every((r: any) => r.id_dosen === dosen.kor00)).toBe(true);

    // A lecturer of another programme of the faculty: aka00 (the faculty) assigns, aka02 (Teknik Informatika) never sees it.
    const lain = await ajukan('aka00', isian({ id_dosen: String(dosen.luarTi), judul: 'Penyusunan Borang Akreditasi Kriteria 9' }));
    expect(lain.statusCode, lain.body).toBe(200);
    const id = lain.json().id_ajuan_penugasan_proyek;
    expect((await get('?per_page=100', 'aka00')).json().data.some((r: any) => r.id_ajuan_penugasan_proyek === id)).toBe(true);
    expect((await get('?per_page=100', 'aka02')).json().data.some((r: any) => r.id_ajuan_penugasan_proyek === id)).toBe(false);
    expect((await get(`/${id}/lampiran`, 'aka02')).statusCode).toBe(404);
    expect((await get(`/${id}/lampiran`, 'aka00')).statusCode).toBe(200);
    // Staff without programmes see and reach nothing.
    const idUser = (await k.db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'aka00').executeTakeFirstOrThrow()).id_user;
    const akses = await k.db.selectFrom('core.akses_prodi').selectAll().where('id_user', '=', idUser).execute();
    await k.db.deleteFrom('core.akses_prodi').where('id_user', '=', idUser).execute();
    try {
      expect((await get('', 'aka00')).json().total).toBe(0);
      expect((await get('/dosen', 'aka00')).json().data).toEqual([]);
      expect((await get(`/${dsn.ajuan}/lampiran`, 'aka00')).statusCode).toBe(404);
      expect((await post(`/${dsn.penugasan}/jawaban/validasi`, 'aka00', { diterima: true, versi_jawaban: 1 })).statusCode).toBe(404);
      expect((await ajukan('aka00')).json().errors.id_dosen).toEqual(['Dosen tidak ditemukan di antara dosen aktif program studi Anda.']);
    } finally {
      await k.db.insertInto('core.akses_prodi').values(akses).execute();
    }
    expect((await seeded('dsn00', 'jawaban_dikirim')).ajuan).toBe(dsn.ajuan);
  });

  it('GET dosen: the active lecturers of the staff\'s programmes, never the caller', async () => {
    const ti = (await get('/dosen', 'aka02')).json().data;
    expect(ti.map((d: any) => d.id_dosen)).toEqual(expect.arrayContaining([dosen.dsn00, dosen.kor00]));
    expect(ti.map((d: any) => d.id_dosen)).not.toContain(dosen.luarTi);
    expect(new Set(ti.map((d: any) => d.nama_prodi))).toEqual(new Set(['Teknik Informatika']));
    const kaprodi = (await get('/dosen', 'kaprodi')).json().data.map((d: any) => d.id_dosen);
    expect(kaprodi).toContain(dosen.kor00);
    expect(kaprodi).not.toContain(dosen.dsn00);
    expect((await get('/dosen', 'aka00')).json().data.map((d: any) => d.id_dosen)).toContain(dosen.luarTi);
    expect((await get('/dosen?cari=hendra', 'aka02')).json().data.map((d: any) => d.id_dosen)).toEqual([dosen.kor00]);
  });

  it('POST: bad input is refused under its field and stores nothing', async () => {
    const before = await jumlah();
    const cases: Array<[string, Record<string, string>, Record<string, [string, Buffer]>, string, string?]> = [
      ['aka02', isian({ id_dosen: '' }), berkas(), 'id_dosen'],
      ['aka02', isian({ id_dosen: String(dosen.luarTi) }), berkas(), 'id_dosen', 'Dosen tidak ditemukan di antara dosen aktif program studi Anda.'],
      ['kaprodi', isian({ id_dosen: String(dosen.dsn00) }), berkas(), 'id_dosen', 'Anda tidak dapat memberi penugasan proyek kepada diri sendiri.'],
      ['aka02', isian({ judul: ' abc ' }), berkas(), 'judul'],
      ['aka02', isian({ deskripsi: 'Terlalu singkat.' }), berkas(), 'deskripsi'],
      ['aka02', isian({ tenggat: '2030-02-30' }), berkas(), 'tenggat', 'Tenggat tidak valid; gunakan format tahun-bulan-tanggal, contoh: 2026-03-17.'],
      ['aka02', isian({ tenggat: '2030-13-01' }), berkas(), 'tenggat'],
      ['aka02', isian({ tenggat: hari(0) }), berkas(), 'tenggat', 'Tenggat paling cepat besok.'],
      ['aka02', isian({ tenggat: hari(400) }), berkas(), 'tenggat', 'Tenggat paling lama 365 hari dari hari ini.'],
      ['aka02', isian({ tenggat: 'besok' }), berkas(), 'tenggat'],
      ['aka02', isian(), { soal: ['soal.pdf', PDF] }, 'lampiran', 'Surat tugas / TOR wajib diunggah (PDF).'],
      ['aka02', isian(), berkas({ lampiran: ['surat.png', PNG] }), 'lampiran', 'Surat tugas / TOR harus berupa berkas PDF.'],
      ['aka02', isian(), berkas({ lampiran: ['besar.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])] }), 'lampiran', 'Ukuran berkas melebihi batas 5 MB.'],
      ['aka02', isian(), { lampiran: ['surat.pdf', PDF] }, 'soal', 'Dokumen tugas wajib diunggah (PDF, DOCX, XLSX, PPTX, ZIP).'],
      ['aka02', isian(), berkas({ soal: ['soal.txt', Buffer.from('kerjakan dengan baik')] }), 'soal', 'Dokumen tugas harus berupa berkas PDF, DOCX, XLSX, PPTX, ZIP.'],
    ];
    for (const [who, fields, files, field, message] of cases) {
      const res = await ajukan(who, fields, files);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
      if (message) expect(res.json().errors[field]).toEqual([message]);
    }
    const extra = await ajukan('aka02', isian(), berkas({ jawaban: ['x.pdf', PDF] }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Formulir ini tidak menerima berkas pada isian jawaban.');
    expect((await ajukan('aka02', { ...isian(), prioritas: 'tinggi' })).statusCode).toBe(400);
    expect((await post('', 'aka02', { judul: 'bukan multipart' })).statusCode).toBe(400);
    expect(await jumlah()).toEqual(before);
  });

  it('request -> approval -> answer sent, resent -> returned -> sent again -> accepted, each step recorded', async () => {
    const res = await ajukan();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Ajuan penugasan proyek terkirim dan menunggu persetujuan dosen.', id_penugasan_proyek: null, status: 'diajukan' });
    const idAjuan = res.json().id_ajuan_penugasan_proyek;
    let row = await baris('kor00', idAjuan);
    expect(row).toMatchObject({ status: 'diajukan', judul: 'Penyusunan Panduan Magang Industri', tenggat: hari(30), dibuat_oleh: 'Dr. Lestari Wulandari, M.Kom.',
      lampiran: { nama: 'Surat Tugas Magang.pdf', ukuran: PDF.length }, soal: { nama: 'Kerangka Acuan.docx', ukuran: DOCX.length } });
    const soal = await get(`/${idAjuan}/soal`, 'kor00');
    expect(soal.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(soal.rawPayload.equals(DOCX)).toBe(true);
    expect((await get(`/${idAjuan}/lampiran`, 'kor00')).rawPayload.equals(PDF)).toBe(true);

    const setuju = await post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: true, versi: 1 });
    expect(setuju.json()).toMatchObject({ status: 'berjalan', id_penugasan_proyek: expect.any(Number) });
    const id = setuju.json().id_penugasan_proyek;
    const lagi = await post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: false, versi: 1, alasan: 'Berubah pikiran karena jadwal.' });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toBe('Ajuan penugasan ini sudah disetujui; keputusan tidak dapat diubah.');
    const belum = await get(`/${id}/jawaban`, 'aka02');
    expect(belum.statusCode).toBe(404);
    expect(belum.json().message).toBe('Dosen belum mengirim jawaban untuk penugasan ini.');
    expect((await post(`/${id}/jawaban/validasi`, 'aka02', { diterima: true, versi_jawaban: 1 })).statusCode).toBe(409);

    // Bad answers change nothing.
    const before = await jumlah();
    expect((await kirimForm(`/${id}/jawaban/kirim`, 'kor00', {}, {})).json().errors.jawaban).toEqual(['Berkas jawaban wajib diunggah (PDF, DOCX, XLSX, PPTX, ZIP).']);
    expect((await kirim(id, ['foto.png', PNG])).json().errors.jawaban).toEqual(['Berkas jawaban harus berupa berkas PDF, DOCX, XLSX, PPTX, ZIP.']);
    expect((await kirim(id, ['laporan.pdf', PDF], 'kor00', 'x'.repeat(1001))).statusCode).toBe(400);
    expect(await jumlah()).toEqual(before);

    const v1 = await kirim(id, ['laporan-magang.pdf', PDF], 'kor00', 'Draf pertama.');
    expect(v1.json()).toMatchObject({ message: 'Jawaban versi 1 terkirim dan menunggu validasi program studi.', status: 'jawaban_dikirim' });
    const v2 = await kirim(id, ['laporan-magang-rev.pdf', PDF2]);
    expect(v2.json().message).toBe('Jawaban versi 2 terkirim dan menunggu validasi program studi.');
    // A validation of the version seen before the resend is refused.
    const basi = await post(`/${id}/jawaban/validasi`, 'aka02', { diterima: true, versi_jawaban: 1 });
    expect(basi.statusCode).toBe(409);
    expect(basi.json().message).toMatch(/jawaban yang lebih baru/);
    const tanpaCatatan = await post(`/${id}/jawaban/validasi`, 'aka02', { diterima: false, versi_jawaban: 2, catatan: '  ok ' });
    expect(tanpaCatatan.statusCode).toBe(400);
    expect(tanpaCatatan.json().errors).toEqual({ catatan: ['Catatan wajib diisi bila jawaban dikembalikan (minimal 5 karakter).'] });
    const file = await get(`/${id}/jawaban`, 'aka02');
    expect(file.rawPayload.equals(PDF2)).toBe(true);
    expect(decodeURIComponent(file.headers['content-disposition'] as string)).toContain('Jawaban v2 - Penyusunan Panduan Magang Industri - Hendra Gunawan');

    const kembali = await post(`/${id}/jawaban/validasi`, 'aka02', { diterima: false, versi_jawaban: 2, catatan: 'Tambahkan format logbook harian.' });
    expect(kembali.json()).toMatchObject({ status: 'dikembalikan', message: 'Jawaban dikembalikan kepada dosen untuk diperbaiki.' });
    expect((await post(`/${id}/jawaban/validasi`, 'aka00', { diterima: true, versi_jawaban: 2 })).json().message).toBe('Jawaban ini sudah divalidasi (status: jawaban dikembalikan).');
    row = await baris('kor00', idAjuan);
    expect(row).toMatchObject({ status: 'dikembalikan', catatan_validasi: 'Tambahkan format logbook harian.', jawaban: { versi: 2, nama: 'laporan-magang-rev.pdf', terlambat: false } });

    expect((await kirim(id, ['laporan-magang-final.pdf', PDF])).statusCode).toBe(200);
    expect((await baris('kor00', idAjuan)).catatan_validasi).toBeNull();
    const terima = await post(`/${id}/jawaban/validasi`, 'aka00', { diterima: true, versi_jawaban: 3 });
    expect(terima.json()).toMatchObject({ status: 'selesai', message: 'Jawaban diterima; penugasan proyek selesai.' });
    const selesai = await kirim(id, ['tambahan.pdf', PDF]);
    expect(selesai.statusCode).toBe(409);
    expect(selesai.json().message).toBe('Jawaban penugasan ini sudah diterima; jawaban tidak dapat dikirim lagi.');

    row = await baris('aka02', idAjuan);
    expect(row.status).toBe('selesai');
    const hendra = row.nama_dosen;
    expect(hendra).toContain('Hendra Gunawan');
    expect(row.riwayat.map((r: any) => [r.langkah, r.versi, r.catatan, r.nama_user])).toEqual([
      ['pengajuan', null, null, 'Dr. Lestari Wulandari, M.Kom.'],
      ['persetujuan', null, null, hendra],
      ['kirim_jawaban', 1, 'Draf pertama.', hendra],
      ['kirim_jawaban', 2, null, hendra],
      ['jawaban_dikembalikan', null, 'Tambahkan format logbook harian.', 'Dr. Lestari Wulandari, M.Kom.'],
      ['kirim_jawaban', 3, null, hendra],
      ['jawaban_diterima', null, null, 'Rina Marlina, S.Kom.'],
    ]);
    expect(row.riwayat.every((r: any) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(r.waktu))).toBe(true);
    // Every answer sent stays stored with its history row.
    expect((await sql<{ n: number }>`select count(distinct id_berkas)::int as n from lecturer.penugasan_proyek_riwayat where id_ajuan_penugasan_proyek = ${idAjuan} and id_berkas is not null`.execute(k.db)).rows[0].n).toBe(3);
  });

  it('a decline needs its reason and is final; a request past its deadline can only be declined; a late answer is marked', async () => {
    const { idAjuan } = await baru(false, 'Penyusunan Bank Soal Algoritma');
    const tanpa = await post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: false, versi: 1, alasan: ' no ' });
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors).toEqual({ alasan: ['Alasan penolakan wajib diisi (minimal 5 karakter).'] });
    const tolak = await post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: false, versi: 1, alasan: 'Sedang cuti   di luar kota.' });
    expect(tolak.json()).toMatchObject({ status: 'ditolak', id_penugasan_proyek: null, message: 'Ajuan penugasan proyek ditolak.' });
    expect((await baris('kor00', idAjuan)).alasan_penolakan).toBe('Sedang cuti di luar kota.');
    const lagi = await post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: true, versi: 1 });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toBe('Ajuan penugasan ini sudah ditolak; keputusan tidak dapat diubah.');

    const lewat = await baru(false, 'Penyusunan Laporan Tracer Study');
    await sql`update lecturer.ajuan_penugasan_proyek set tenggat = current_date - 2 where id_ajuan_penugasan_proyek = ${lewat.idAjuan}`.execute(k.db);
    const telat = await post(`/${lewat.idAjuan}/persetujuan`, 'kor00', { setuju: true, versi: 1 });
    expect(telat.statusCode).toBe(409);
    expect(telat.json().message).toMatch(/Tenggat penugasan ini sudah lewat/);
    expect((await post(`/${lewat.idAjuan}/persetujuan`, 'kor00', { setuju: false, versi: 1, alasan: 'Tenggat sudah lewat.' })).statusCode).toBe(200);

    const { idAjuan: a, idPenugasan } = await baru(true, 'Penyusunan Pedoman Kerja Praktik');
    await sql`update lecturer.ajuan_penugasan_proyek set tenggat = current_date - 3 where id_ajuan_penugasan_proyek = ${a}`.execute(k.db);
    expect((await kirim(idPenugasan)).statusCode).toBe(200);
    expect((await baris('kor00', a)).jawaban.terlambat).toBe(true);
  });

  it('nobody validates their own answer: dsn00 acting as head of programme', async () => {
    const { penugasan } = await seeded('dsn00', 'jawaban_dikirim');
    const own = await post(`/${penugasan}/jawaban/validasi`, 'kaprodi', { diterima: true, versi_jawaban: 1 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Anda tidak dapat memvalidasi jawaban penugasan Anda sendiri.');
    expect((await seeded('dsn00', 'jawaban_dikirim')).penugasan).toBe(penugasan);
  });

  it('two validators at once: exactly one wins, the others get 409, one step is recorded', async () => {
    const { ajuan, penugasan } = await seeded('kor00', 'jawaban_dikirim');
    const before = await jumlah();
    const results = await Promise.all([
      post(`/${penugasan}/jawaban/validasi`, 'aka00', { diterima: true, versi_jawaban: 1 }),
      post(`/${penugasan}/jawaban/validasi`, 'aka02', { diterima: false, versi_jawaban: 1, catatan: 'Lengkapi rekap per semester.' }),
      post(`/${penugasan}/jawaban/validasi`, 'kaprodi', { diterima: true, versi_jawaban: 1 }),
      post(`/${penugasan}/jawaban/validasi`, 'aka00', { diterima: false, versi_jawaban: 1, catatan: 'Format tabel belum sesuai.' }),
    ]);
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect((await jumlah()).riwayat).toBe(before.riwayat + 1);
    const row = await baris('aka00', ajuan);
    expect(row.status).toBe(won[0].json().status);
  });

  it('a lecturer answering twice at once: exactly one decision and one assignment', async () => {
    const { idAjuan } = await baru(false, 'Penyusunan Modul Pelatihan Dosen Baru');
    const before = await jumlah();
    const results = await Promise.all([
      post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: true, versi: 1 }),
      post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: false, versi: 1, alasan: 'Tidak sesuai bidang keahlian.' }),
      post(`/${idAjuan}/persetujuan`, 'kor00', { setuju: true, versi: 1 }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const after = await jumlah();
    expect(after.riwayat).toBe(before.riwayat + 1);
    expect(after.penugasan - before.penugasan).toBe(results.find((r) => r.statusCode === 200)!.json().status === 'berjalan' ? 1 : 0);
  });
});
