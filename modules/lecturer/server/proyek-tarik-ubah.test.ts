import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import lecturer from './index';
import { multipart } from './test-multipart';

// Decision 0036: programme staff edit (with the version read) or withdraw (with a reason) a project
// request the lecturer has not answered; the lecturer's answer names the version read.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF_BARU = Buffer.from('%PDF-1.4\n% surat tugas revisi\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const BASE = 'penugasan-proyek';
const ALASAN = 'Kegiatan dibatalkan oleh fakultas sehingga tugas ini tidak diperlukan lagi.';

describe.each(MODULE_TEST_DATABASES)('lecturer project requests: edit and withdraw (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const dosen = { kor00: 0, luarTi: 0 };
  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who: string) => k.inject({ method: 'GET', url: `/api/${BASE}${url}`, headers: bearer(who) });
  const post = (url: string, who: string, payload: object) => k.inject({ method: 'POST', url: `/api/${BASE}${url}`, headers: bearer(who), payload });
  const form = (method: 'POST' | 'PATCH', url: string, who: string, fields: Record<string, string>, files: Record<string, [string, Buffer]> = {}) => {
    const body = multipart(fields, files);
    return k.inject({ method, url: `/api/${BASE}${url}`, headers: { ...bearer(who), ...body.headers }, payload: body.payload });
  };
  const hari = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
  const DESKRIPSI = 'Menyusun panduan magang industri untuk mahasiswa semester tujuh beserta format laporan.';
  const ajukan = async (judul: string, who = 'aka02', idDosen = dosen.kor00) => {
    const res = await form('POST', '', who, { id_dosen: String(idDosen), judul, tenggat: hari(30), deskripsi: DESKRIPSI },
      { lampiran: ['Surat Tugas.pdf', PDF], soal: ['Kerangka Acuan.pdf', PDF] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id_ajuan_penugasan_proyek as number;
  };
  const ubah = (id: number, over: Record<string, string>, files: Record<string, [string, Buffer]> = {}, who = 'aka02') =>
    form('PATCH', `/${id}`, who, { versi: '1', judul: 'Penyusunan Panduan Magang Industri', tenggat: hari(30), deskripsi: DESKRIPSI, ...over }, files);
  const baris = async (who: string, id: number) => (await get('?per_page=100', who)).json().data.find((r: any) => r.id_ajuan_penugasan_proyek === id);
  const jumlah = async () => (await sql<{ ajuan: number; berkas: number; riwayat: number; penugasan: number }>`select
    (select count(*)::int from lecturer.ajuan_penugasan_proyek) as ajuan, (select count(*)::int from core.berkas) as berkas,
    (select count(*)::int from lecturer.penugasan_proyek_riwayat) as riwayat, (select count(*)::int from lecturer.penugasan_proyek) as penugasan`.execute(k.db)).rows[0];

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, lecturer], database });
    for (const u of ['dsn00', 'kor00', 'aka00', 'aka01', 'aka02', 'fak00', 'mhs00']) tokens[u] = await k.login(u);
    tokens.kaprodi = (await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: bearer('dsn00'), payload: { id_group_user: 'aka02' } })).json().access_token;
    const { rows } = await sql<{ id_dosen: number; id_prodi: number }>`select d.id_dosen, d.id_prodi from master_data.dosen d join core.pengguna u on u.id_user = d.id_user
      where u.username = 'kor00'`.execute(k.db);
    dosen.kor00 = rows[0].id_dosen;
    dosen.luarTi = (await sql<{ id_dosen: number }>`select d.id_dosen from master_data.dosen d where d.aktif and d.id_prodi <> ${rows[0].id_prodi}
      and d.id_prodi in (select ap.id_prodi from core.akses_prodi ap join core.pengguna u on u.id_user = ap.id_user where u.username = 'aka00')
      order by d.id_dosen limit 1`.execute(k.db)).rows[0].id_dosen;
  }, 240_000);
  afterAll(async () => k?.close());

  it('the seed: kor00 sees the request the programme withdrew, with who and why, in the history', async () => {
    const row = (await get('?status=ditarik', 'kor00')).json().data[0];
    expect(row).toMatchObject({ status: 'ditarik', judul: 'Laporan Pembanding Kurikulum Program Studi Sejenis', id_penugasan_proyek: null });
    expect(row.alasan_penarikan).toMatch(/studi banding dibatalkan/);
    expect(row.ditarik_oleh).toBeTruthy();
    expect(row.riwayat.map((r: any) => r.langkah)).toEqual(['pengajuan', 'penarikan']);
  });

  it('withdraws a waiting request with a reason; the lecturer sees it and can no longer answer it', async () => {
    const id = await ajukan('Penyusunan Panduan Magang Industri');
    const before = await jumlah();
    for (const alasan of ['Batal.', 'x'.repeat(501), '   singkat   ']) {
      const res = await post(`/${id}/penarikan`, 'aka02', { alasan });
      expect(res.statusCode, alasan).toBe(400);
      expect(res.json().message).toMatch(/Alasan penarikan|karakter/);
    }
    expect(await jumlah()).toEqual(before);
    const res = await post(`/${id}/penarikan`, 'aka02', { alasan: `  ${ALASAN}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Ajuan penugasan proyek ditarik.', status: 'ditarik', id_penugasan_proyek: null });
    const nama = (await k.db.selectFrom('core.pengguna').select('nama').where('username', '=', 'aka02').executeTakeFirstOrThrow()).nama as string;
    const row = await baris('kor00', id);
    expect(row).toMatchObject({ status: 'ditarik', alasan_penarikan: ALASAN, ditarik_oleh: nama });
    expect(row.riwayat.map((r: any) => [r.langkah, r.catatan, r.nama_user])).toEqual([['pengajuan', null, nama], ['penarikan', ALASAN, nama]]);
    expect((await get('?status=ditarik', 'kor00')).json().data.some((r: any) => r.id_ajuan_penugasan_proyek === id)).toBe(true);
    // The files stay downloadable for the record.
    expect((await get(`/${id}/lampiran`, 'kor00')).statusCode).toBe(200);

    for (const body of [{ setuju: true, versi: 1 }, { setuju: false, versi: 1, alasan: 'Tidak sesuai bidang.' }]) {
      const jawab = await post(`/${id}/persetujuan`, 'kor00', body);
      expect(jawab.statusCode).toBe(409);
      expect(jawab.json().message).toBe(`Ajuan ini sudah ditarik oleh ${nama}: ${ALASAN}. Ajuan yang ditarik tidak dapat ditanggapi.`);
    }
    const lagi = await post(`/${id}/penarikan`, 'aka00', { alasan: ALASAN });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toBe(`Ajuan ini sudah ditarik oleh ${nama}; ajuan tidak dapat lagi diubah atau ditarik.`);
    expect((await ubah(id, { judul: 'Judul baru setelah ditarik' })).statusCode).toBe(409);
    expect((await jumlah()).riwayat).toBe(before.riwayat + 1);
  });

  it('edits a waiting request with the version read; a stale version, bad input or no change is refused and changes nothing', async () => {
    const id = await ajukan('Penyusunan Panduan Magang Industri');
    expect((await baris('aka02', id)).versi).toBe(1);
    const before = await jumlah();
    const buruk = await ubah(id, { tenggat: hari(0), judul: 'abc' }, { soal: ['gambar.png', PNG] });
    expect(buruk.statusCode).toBe(400);
    expect(Object.keys(buruk.json().errors).sort()).toEqual(['judul', 'soal', 'tenggat']);
    expect(buruk.json().errors.tenggat).toEqual(['Tenggat paling cepat besok.']);
    expect((await ubah(id, {})).json()).toMatchObject({ message: 'Tidak ada yang diubah: ganti judul, uraian, tenggat atau berkasnya terlebih dahulu.' });
    expect((await ubah(id, { versi: 'x' })).statusCode).toBe(400);
    expect(await jumlah()).toEqual(before);

    const ok = await ubah(id, { judul: 'Penyusunan Panduan Magang dan Logbook', tenggat: hari(40) }, { lampiran: ['Surat Tugas Revisi.pdf', PDF_BARU] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Ajuan penugasan proyek diubah; dosen melihat versi terbaru.', status: 'diajukan' });
    const after = await jumlah();
    // The new letter replaces the old one: one stored file in, one out.
    expect(after).toEqual({ ...before, riwayat: before.riwayat + 1 });
    const row = await baris('kor00', id);
    expect(row).toMatchObject({ versi: 2, judul: 'Penyusunan Panduan Magang dan Logbook', tenggat: hari(40), status: 'diajukan', lampiran: { nama: 'Surat Tugas Revisi.pdf' } });
    expect(row.riwayat.at(-1)).toMatchObject({ langkah: 'perubahan', catatan: 'Judul proyek, Tenggat, Surat tugas / TOR' });
    const surat = await get(`/${id}/lampiran`, 'kor00');
    expect(surat.rawPayload.equals(PDF_BARU)).toBe(true);

    const basi = await ubah(id, { judul: 'Perubahan dari versi yang sudah lama' });
    expect(basi.statusCode).toBe(409);
    expect(basi.json().message).toMatch(/^Ajuan ini baru saja diubah oleh .+; muat ulang daftar, lalu ulangi perubahan Anda\.$/);
    // The lecturer who read version 1 cannot approve version 2 unseen.
    const lama = await post(`/${id}/persetujuan`, 'kor00', { setuju: true, versi: 1 });
    expect(lama.statusCode).toBe(409);
    expect(lama.json().message).toBe('Program studi baru saja mengubah ajuan ini; muat ulang daftar dan baca isinya sebelum menanggapi.');
    expect((await post(`/${id}/persetujuan`, 'kor00', { setuju: true, versi: 2 })).statusCode).toBe(200);
    // Once answered: neither edit nor withdrawal.
    const telat = await ubah(id, { versi: '2', judul: 'Perubahan setelah disetujui dosen' });
    expect(telat.statusCode).toBe(409);
    expect(telat.json().message).toBe('Dosen sudah menanggapi ajuan ini (status: disetujui); ajuan tidak dapat lagi diubah atau ditarik.');
    const tarik = await post(`/${id}/penarikan`, 'aka02', { alasan: ALASAN });
    expect(tarik.statusCode).toBe(409);
    expect(tarik.json().message).toMatch(/sudah menanggapi/);
  });

  it('an edit or a withdrawal racing the lecturer\'s approval: exactly one wins, and an approval never covers text it did not read', async () => {
    for (let i = 0; i < 3; i++) {
      const id = await ajukan(`Penyusunan Modul Pelatihan ${i + 1}`);
      const before = await jumlah();
      const [edit, setuju] = await Promise.all([
        ubah(id, { judul: `Penyusunan Modul Pelatihan Revisi ${i + 1}` }),
        post(`/${id}/persetujuan`, 'kor00', { setuju: true, versi: 1 }),
      ]);
      expect([edit.statusCode, setuju.statusCode].sort()).toEqual([200, 409]);
      const row = await baris('aka02', id);
      if (setuju.statusCode === 200) expect(row).toMatchObject({ status: 'berjalan', versi: 1, judul: `Penyusunan Modul Pelatihan ${i + 1}` });
      else expect(row).toMatchObject({ status: 'diajukan', versi: 2, judul: `Penyusunan Modul Pelatihan Revisi ${i + 1}` });
      const after = await jumlah();
      expect(after.riwayat).toBe(before.riwayat + 1);
      expect(after.penugasan - before.penugasan).toBe(setuju.statusCode === 200 ? 1 : 0);
    }
    const id = await ajukan('Penyusunan Modul Pelatihan Tarik');
    const [tarik, tolak] = await Promise.all([
      post(`/${id}/penarikan`, 'aka00', { alasan: ALASAN }),
      post(`/${id}/persetujuan`, 'kor00', { setuju: false, versi: 1, alasan: 'Jadwal penuh bulan ini.' }),
    ]);
    expect([tarik.statusCode, tolak.statusCode].sort()).toEqual([200, 409]);
    expect((await baris('kor00', id)).status).toBe(tarik.statusCode === 200 ? 'ditarik' : 'ditolak');
  });

  it('only the staff who may make the request: another programme\'s 403, one\'s own 403, lecturers and others 403, unknown 404', async () => {
    const luar = await ajukan('Penyusunan Borang Akreditasi Kriteria 9', 'aka00', dosen.luarTi);
    const before = await jumlah();
    const tarikLuar = await post(`/${luar}/penarikan`, 'aka02', { alasan: ALASAN });
    expect(tarikLuar.statusCode).toBe(403);
    expect(tarikLuar.json().message).toBe('Ajuan ini untuk dosen di luar program studi Anda.');
    expect((await ubah(luar, { judul: 'Perubahan dari prodi lain' })).statusCode).toBe(403);
    // dsn00's waiting request (seeded, from aka02) — dsn00 working as head of programme may not touch it.
    const { rows: [milik] } = await sql<{ id: number }>`select a.id_ajuan_penugasan_proyek as id from lecturer.ajuan_penugasan_proyek a
      join master_data.dosen d on d.id_dosen = a.id_dosen join core.pengguna u on u.id_user = d.id_user where u.username = 'dsn00' and a.status = 'diajukan' limit 1`.execute(k.db);
    const sendiri = await post(`/${milik.id}/penarikan`, 'kaprodi', { alasan: ALASAN });
    expect(sendiri.statusCode).toBe(403);
    expect(sendiri.json().message).toBe('Anda tidak dapat mengubah atau menarik ajuan penugasan untuk diri sendiri.');
    for (const who of ['kor00', 'dsn00', 'aka01', 'fak00', 'mhs00']) {
      expect((await post(`/${luar}/penarikan`, who, { alasan: ALASAN })).statusCode, who).toBe(403);
      expect((await ubah(luar, { judul: 'Perubahan oleh yang tidak berhak' }, {}, who)).statusCode, who).toBe(403);
    }
    expect((await post('/999999/penarikan', 'aka00', { alasan: ALASAN })).statusCode).toBe(404);
    expect(await jumlah()).toEqual(before);
    // The faculty staff who made it may withdraw it.
    expect((await post(`/${luar}/penarikan`, 'aka00', { alasan: ALASAN })).statusCode).toBe(200);
  });
});
