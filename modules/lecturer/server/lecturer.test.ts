import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import uaps from '../../uaps/server';
import lecturer from './index';

const DILARANG = 'Anda tidak berhak mengakses data ini.';
const URLS = ['biodata/dosen', 'biodata/dosen/foto', 'biodata/dosen/keluarga', 'biodata/dosen/riwayat-mengajar',
  'biodata/dosen/riwayat-membimbing-mahasiswa', 'biodata/dosen/riwayat-menguji-mahasiswa', 'dokumen/dosen', 'surat-tugas'];
const SPEC_LISTS = ['keluarga_dosen', 'penugasan', 'kepangkatan', 'fungsional', 'pendidikan', 'sertifikasi', 'riwayat_penelitian'];
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(name: string, filename: string, type: string, content: Buffer) {
  const boundary = '----lecturer' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(MODULE_TEST_DATABASES)('lecturer API (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn: { id_dosen: number; nip: string | null; nidn: string | null };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const patch = (body: unknown, who = 'dsn00') => k.inject({ method: 'PATCH', url: '/api/biodata/dosen', headers: bearer(who), payload: body as object });

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps, lecturer], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    dsn = (await sql<{ id_dosen: number; nip: string | null; nidn: string | null }>`select d.id_dosen, d.nip::text as nip, d.nidn::text as nidn
      from master_data.dosen d join core.pengguna u on u.id_user = d.id_user where u.username = 'dsn00'`.execute(k.db)).rows[0];
  });
  afterAll(async () => k?.close());

  it('only dsn00 and kor00 may call: others 403 with the Indonesian message, visitors 401', async () => {
    for (const url of URLS) {
      for (const who of ['mhs00', 'aka00', 'adm00']) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method: 'GET', url: `/api/${url}` })).statusCode, url).toBe(401);
      expect((await get(url, 'kor00')).statusCode, url).not.toBe(403);
    }
    expect((await patch({ hp: '081234567890' }, 'mhs00')).statusCode).toBe(403);
    expect((await k.inject({ method: 'PATCH', url: '/api/biodata/dosen', payload: { hp: '081234567890' } })).statusCode).toBe(401);
  });

  it('GET biodata/dosen: dsn00\'s own record with degrees, identifiers and every list of the spec', async () => {
    const res = await get('biodata/dosen', 'dsn00');
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({
      id_dosen: dsn.id_dosen, nama_dosen: 'Budi Santoso', gelar_depan_dosen: 'Dr. Ir.', gelar_belakang_dosen: 'M.Kom.', nama_lengkap: 'Dr. Ir. Budi Santoso, M.Kom.',
      nip: dsn.nip, nidn: dsn.nidn, nama_prodi: 'Teknik Informatika', nama_jabatan_fungsional: 'Lektor Kepala', no_sk_dosen: '045/SK/REK/UNUS/III/2005',
      tempat_lahir: 'Bandung', punya_foto: false,
    });
    expect(b.nuptk).toMatch(/^\d{16}$/);
    expect(b.nip).toMatch(/^\d{18}$/);
    // The birth date agrees with the NIDN (0DDMMYY...) and the NIP (YYYYMMDD...).
    expect(b.tanggal_lahir).toBe(`19${dsn.nidn!.slice(5, 7)}-${dsn.nidn!.slice(3, 5)}-${dsn.nidn!.slice(1, 3)}`);
    expect(b.nip.slice(0, 8)).toBe(b.tanggal_lahir.replace(/-/g, ''));
    for (const list of SPEC_LISTS) expect(b[list].length, list).toBeGreaterThan(0);
    expect(b.keluarga_dosen.map((r: any) => r.hubungan)).toEqual(['istri', 'anak', 'anak']);
    expect(b.keluarga_dosen[0]).toMatchObject({ nama: 'Sri Wahyuni, S.Pd.', tanggal_lahir: '1982-06-14' });
    expect(b.penugasan.map((p: any) => p.id_group_user)).toEqual(expect.arrayContaining(['dsn00', 'aka02']));
    expect(b.fungsional.map((f: any) => f.nama_jabatan_fungsional)).toEqual(['Asisten Ahli', 'Lektor', 'Lektor Kepala']);
    expect(b.pendidikan.map((p: any) => p.jenjang)).toEqual(['S1', 'S2', 'S3', 'Profesi']);
    expect(b.riwayat_penelitian[0]).toMatchObject({ tahun: 2024, peran: 'anggota', jumlah_dana: 15_000_000 });

    // The coordinator gets their own record, not dsn00's; a query cannot choose another lecturer.
    const kor = (await get('biodata/dosen', 'kor00')).json().data;
    expect(kor.id_dosen).not.toBe(dsn.id_dosen);
    expect(kor.nama_dosen).toBe('Hendra Gunawan');
    const lain = await get(`biodata/dosen?id_dosen=${kor.id_dosen}`, 'dsn00');
    if (lain.statusCode === 200) expect(lain.json().data.id_dosen).toBe(dsn.id_dosen);
    const keluarga = (await get('biodata/dosen/keluarga', 'dsn00')).json().data;
    expect(keluarga).toEqual(b.keluarga_dosen);
  });

  it('the seed gives every lecturer a record and stays set-based', async () => {
    const { rows } = await sql<{ dosen: number; biodata: number; pendidikan: number; fungsional_salah: number }>`select
      (select count(*)::int from master_data.dosen) as dosen, (select count(*)::int from lecturer.biodata_dosen) as biodata,
      (select count(distinct id_dosen)::int from lecturer.pendidikan) as pendidikan,
      (select count(*)::int from lecturer.fungsional f join master_data.dosen d using (id_dosen) join master_data.jabatan_fungsional j on j.id_jabatan_fungsional = f.id_jabatan_fungsional
        join master_data.jabatan_fungsional jd on jd.id_jabatan_fungsional = d.id_jabatan_fungsional
        where array_position(array['tp', 'aa', 'l', 'lk', 'gb'], j.kode) > array_position(array['tp', 'aa', 'l', 'lk', 'gb'], jd.kode)) as fungsional_salah`.execute(k.db);
    expect(rows[0].biodata).toBe(rows[0].dosen);
    expect(rows[0].pendidikan).toBe(rows[0].dosen);
    expect(rows[0].fungsional_salah).toBe(0);
  });

  it('PATCH: refuses bad input with Indonesian messages per field and stores nothing', async () => {
    const before = (await get('biodata/dosen', 'dsn00')).json().data;
    const bad = await patch({ email: 'budi@', hp: '12345', alamat: 'Jl. A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: ['Format e-mail tidak valid, contoh: nama@unusantara.ac.id.'],
      hp: ['Nomor HP harus 10–14 digit dan diawali 08 atau +628, contoh: 081234567890.'],
      alamat: ['Alamat minimal 10 karakter.'],
    });
    // One good field beside a bad one: nothing is stored.
    expect((await patch({ email: 'budi.baru@unusantara.ac.id', hp: '   ' })).json().errors).toEqual({ hp: ['Nomor HP wajib diisi.'] });
    const identitas = await patch({ nama_dosen: 'Budi', nip: '1' });
    expect(identitas.statusCode).toBe(400);
    expect(identitas.json().errors).toEqual({
      nama_dosen: ['Nama tidak dapat diubah sendiri; perubahan data identitas, pangkat dan jabatan diajukan ke bagian kepegawaian.'],
      nip: ['NIP tidak dapat diubah sendiri; perubahan data identitas, pangkat dan jabatan diajukan ke bagian kepegawaian.'],
    });
    expect((await patch({ warna: 'biru' })).json().errors).toEqual({ warna: ['Isian warna tidak dikenal.'] });
    expect((await patch({})).json().message).toBe('Tidak ada data yang dikirim untuk diubah.');
    const after = (await get('biodata/dosen', 'dsn00')).json().data;
    expect(after).toEqual(before);
  });

  it('PATCH: stores e-mail, phone (spaces dropped) and address; identity untouched', async () => {
    const res = await patch({ email: ' Budi.Santoso@UNUSANTARA.ac.id ', hp: '0812 3456 7890', alamat: '  Jl. Ganesha No. 10,  Kota Bandung ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Data pribadi berhasil disimpan.');
    expect(res.json().data).toMatchObject({ email: 'budi.santoso@unusantara.ac.id', hp: '081234567890', alamat: 'Jl. Ganesha No. 10, Kota Bandung', nama_lengkap: 'Dr. Ir. Budi Santoso, M.Kom.' });
    expect((await get('biodata/dosen', 'dsn00')).json().data.hp).toBe('081234567890');
  });

  it('concurrent PATCHes leave one whole version, never a mix', async () => {
    const versions = Array.from({ length: 6 }, (_, i) => ({ email: `versi${i}@unusantara.ac.id`, hp: `08120000000${i}`, alamat: `Jl. Versi Nomor ${i}, Kota Bandung` }));
    const results = await Promise.all(versions.map((v) => patch(v)));
    for (const r of results) expect(r.statusCode).toBe(200);
    const b = (await get('biodata/dosen', 'dsn00')).json().data;
    const i = versions.findIndex((v) => v.email === b.email);
    expect(i).toBeGreaterThanOrEqual(0);
    expect({ email: b.email, hp: b.hp, alamat: b.alamat }).toEqual(versions[i]);
  });

  it('foto: 404 when none, then a real image after upload; a non-image is refused', async () => {
    const none = await get('biodata/dosen/foto', 'kor00');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Foto belum diunggah.');
    const teks = multipart('foto', 'foto.png', 'image/png', Buffer.from('bukan gambar'));
    expect((await k.inject({ method: 'POST', url: '/api/biodata/dosen/foto', headers: { ...bearer('kor00'), ...teks.headers }, payload: teks.body })).statusCode).toBe(400);
    const up = multipart('foto', 'foto.png', 'image/png', PNG);
    const saved = await k.inject({ method: 'POST', url: '/api/biodata/dosen/foto', headers: { ...bearer('kor00'), ...up.headers }, payload: up.body });
    expect(saved.statusCode).toBe(200);
    const foto = await get('biodata/dosen/foto', 'kor00');
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toMatch(/^image\/png/);
    expect(foto.rawPayload.equals(PNG)).toBe(true);
    expect((await get('biodata/dosen', 'kor00')).json().data.punya_foto).toBe(true);
    expect((await get('biodata/dosen/foto', 'dsn00')).statusCode).toBe(404);
  });

  it('riwayat-mengajar: 10 per page with the total, newest semester first, by semester and by search', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from master_data.kelas where id_dosen = ${dsn.id_dosen}`.execute(k.db);
    const first = (await get('biodata/dosen/riwayat-mengajar', 'dsn00')).json();
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: rows[0].n });
    expect(first.data.length).toBe(Math.min(10, rows[0].n));
    expect(first.semester.length).toBeGreaterThan(0);
    // Every page together is every class once.
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(rows[0].n / 10); page++) {
      seen.push(...(await get(`biodata/dosen/riwayat-mengajar?page=${page}`, 'dsn00')).json().data.map((r: any) => r.id_kelas));
    }
    expect(new Set(seen).size).toBe(rows[0].n);
    const semester = first.semester[0].id_semester_registrasi;
    const one = (await get(`biodata/dosen/riwayat-mengajar?id_semester_registrasi=${semester}&per_page=100`, 'dsn00')).json();
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((r: any) => r.id_semester_registrasi === semester)).toBe(true);
    const kode = one.data[0].kode_mata_kuliah;
    const cari = (await get(`biodata/dosen/riwayat-mengajar?cari=${encodeURIComponent(kode)}&per_page=100`, 'dsn00')).json();
    expect(cari.total).toBeGreaterThan(0);
    expect(cari.data.every((r: any) => r.kode_mata_kuliah.includes(kode))).toBe(true);
    expect((await get('biodata/dosen/riwayat-mengajar?cari=tidak-ada-mata-kuliah-ini', 'dsn00')).json()).toMatchObject({ data: [], total: 0 });
    for (const bad of ['id_semester_registrasi=abc', 'page=0', 'per_page=1000', 'id_dosen=1']) {
      expect((await get(`biodata/dosen/riwayat-mengajar?${bad}`, 'dsn00')).statusCode, bad).toBe(400);
    }
  });

  it('riwayat-membimbing / -menguji: from uaps, only the caller\'s own, 10 per page with the total', async () => {
    const bimbing = (await get('biodata/dosen/riwayat-membimbing-mahasiswa', 'dsn00')).json();
    expect(bimbing).toMatchObject({ tersedia: true, current_page: 1, per_page: 10 });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from uaps.pembimbing where id_dosen = ${dsn.id_dosen}`.execute(k.db);
    expect(bimbing.total).toBe(rows[0].n);
    expect(bimbing.data.length).toBe(Math.min(10, rows[0].n));
    expect(bimbing.total).toBeGreaterThan(0);
    const nim = bimbing.data[0].nim;
    const cari = (await get(`biodata/dosen/riwayat-membimbing-mahasiswa?cari=${nim}`, 'dsn00')).json();
    expect(cari.data.length).toBeGreaterThan(0);
    expect(cari.data.every((r: any) => r.nim === nim)).toBe(true);
    const berjalan = (await get('biodata/dosen/riwayat-membimbing-mahasiswa?keadaan=berjalan&per_page=100', 'dsn00')).json();
    expect(berjalan.data.every((r: any) => r.keadaan === 'berjalan')).toBe(true);
    expect((await get('biodata/dosen/riwayat-membimbing-mahasiswa?keadaan=hilang', 'dsn00')).statusCode).toBe(400);

    const ujiRes = await get('biodata/dosen/riwayat-menguji-mahasiswa?per_page=100', 'dsn00');
    expect(ujiRes.statusCode, ujiRes.body).toBe(200);
    const uji = ujiRes.json();
    expect(uji.tersedia).toBe(true);
    const { rows: u } = await sql<{ n: number }>`select (select count(*) from uaps.sidang_penguji where id_dosen = ${dsn.id_dosen})
      + (select count(*) from uaps.ujian_proposal_penguji where id_dosen = ${dsn.id_dosen})::int as n`.execute(k.db);
    expect(uji.total).toBe(Number(u[0].n));
    expect(uji.data.length).toBe(Math.min(100, Number(u[0].n)));
    const sidang = (await get('biodata/dosen/riwayat-menguji-mahasiswa?jenis=sidang&per_page=100', 'dsn00')).json();
    expect(sidang.data.every((r: any) => r.jenis === 'sidang')).toBe(true);
    const halaman2 = (await get('biodata/dosen/riwayat-menguji-mahasiswa?page=999', 'dsn00')).json();
    expect(halaman2).toMatchObject({ data: [], current_page: 999, total: Number(u[0].n) });
    // The coordinator's history is not dsn00's.
    const kor = (await get('biodata/dosen/riwayat-membimbing-mahasiswa?per_page=100', 'kor00')).json();
    const { rows: kr } = await sql<{ n: number }>`select count(*)::int as n from uaps.pembimbing pb join master_data.dosen d using (id_dosen)
      join core.pengguna u on u.id_user = d.id_user where u.username = 'kor00'`.execute(k.db);
    expect(kor.total).toBe(kr[0].n);
  });
});

describe('lecturer without uaps', () => {
  let k: TestKernel;
  beforeAll(async () => { k = await buildTestKernel({ modules: [masterData, lecturer] }); });
  afterAll(async () => k?.close());

  it('boots and answers the supervision and examining history as not available', async () => {
    const token = await k.login('dsn00');
    for (const url of ['biodata/dosen/riwayat-membimbing-mahasiswa', 'biodata/dosen/riwayat-menguji-mahasiswa']) {
      const res = await k.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.json()).toEqual({ tersedia: false, data: [], current_page: 1, per_page: 10, total: 0 });
    }
  });
});
