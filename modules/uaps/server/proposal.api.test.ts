import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import { demoPdf } from '../seed-files';
import uaps from './index';
import { client, zipEntries } from './uaps.test-support';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex');

describe.each(MODULE_TEST_DATABASES)('uaps proposal API (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let syarat: { id_syarat_berkas_ta: number; wajib: boolean; ukuran_maks_kb: number; nama: string }[];
  let jenis: number;
  let draftId: number;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    syarat = (await api.get('tugas-akhir/pengajuan-proposal/syarat-berkas', 'ta.baru')).json().data;
    jenis = (await k.db.withSchema('master_data').selectFrom('jenis_tugas_akhir').select('id_jenis_tugas_akhir').executeTakeFirstOrThrow()).id_jenis_tugas_akhir;
  });
  afterAll(async () => k?.close());

  const idOf = (username: string) => k.db.withSchema('uaps').selectFrom('proposal as p').innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'p.id_mahasiswa')
    .innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user').select('p.id_proposal_tugas_akhir').where('u.username', '=', username)
    .orderBy('p.id_proposal_tugas_akhir', 'desc').executeTakeFirstOrThrow().then((r) => r.id_proposal_tugas_akhir as number);

  it('a student creates a draft; a second running proposal is refused', async () => {
    const res = await api.post('tugas-akhir/pengajuan-proposal/draft', 'ta.baru', { judul: 'Deteksi Plagiarisme Naskah Tugas Akhir', id_jenis_tugas_akhir: jenis, ringkasan: 'Ringkas.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', aksi: ['mengajukan', 'batal'], berkas: [] });
    draftId = res.json().id_proposal_tugas_akhir;
    const again = await api.post('tugas-akhir/pengajuan-proposal/draft', 'ta.baru', { judul: 'Judul kedua yang panjang', id_jenis_tugas_akhir: jenis });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Anda masih memiliki proposal yang sedang berjalan.');
    expect((await api.post('tugas-akhir/pengajuan-proposal/draft', 'mhs00', { judul: 'Judul lain yang cukup panjang', id_jenis_tugas_akhir: jenis })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/pengajuan-proposal/draft', 'aka01', { judul: 'Judul lain yang cukup panjang', id_jenis_tugas_akhir: jenis })).statusCode).toBe(403);
    const bad = await api.post('tugas-akhir/pengajuan-proposal/draft', 'ta.baru', { judul: 'x', id_jenis_tugas_akhir: jenis });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.judul).toBeDefined();
  });

  it('edits the draft; another student may not touch it', async () => {
    const res = await api.patch('tugas-akhir/pengajuan-proposal/draft', 'ta.baru', { id_proposal_tugas_akhir: draftId, judul: 'Deteksi Plagiarisme Naskah Tugas Akhir dengan Winnowing', id_jenis_tugas_akhir: jenis });
    expect(res.statusCode).toBe(200);
    expect(res.json().judul).toBe('Deteksi Plagiarisme Naskah Tugas Akhir dengan Winnowing');
    expect((await api.patch('tugas-akhir/pengajuan-proposal/draft', 'mhs00', { id_proposal_tugas_akhir: draftId, judul: 'Judul curian yang panjang', id_jenis_tugas_akhir: jenis })).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/proposal/dt/${draftId}`, 'mhs00')).statusCode).toBe(403);
  });

  it('submitting without the required files is refused and names them', async () => {
    const res = await api.post('tugas-akhir/pengajuan-proposal/draft/mengajukan', 'ta.baru', { id_proposal_tugas_akhir: draftId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Berkas wajib belum lengkap: Naskah Proposal/);
    expect((await api.get(`tugas-akhir/proposal/dt/${draftId}`, 'ta.baru')).json().status).toBe('draft');
  });

  it('uploads requirement files checked by content and size, keeping the original name', async () => {
    const url = (id: number) => `tugas-akhir/pengajuan-proposal/draft/berkas?id_proposal_tugas_akhir=${draftId}&id_syarat_berkas_ta=${id}`;
    const disguised = await api.upload(url(syarat[0].id_syarat_berkas_ta), 'ta.baru', 'naskah.pdf', Buffer.from('MZ this is an exe'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toMatch(/Jenis berkas/i);
    const small = syarat.find((s) => s.ukuran_maks_kb <= 2048)!;
    const tooBig = await api.upload(url(small.id_syarat_berkas_ta), 'ta.baru', 'besar.pdf', Buffer.concat([demoPdf('x'), Buffer.alloc(small.ukuran_maks_kb * 1024)]));
    expect(tooBig.statusCode).toBe(400);
    for (const s of syarat.filter((x) => x.wajib)) {
      const res = await api.upload(url(s.id_syarat_berkas_ta), 'ta.baru', s === syarat[1] ? 'KHS Semester 7.png' : `Berkas ${s.id_syarat_berkas_ta} – Andi.pdf`, s === syarat[1] ? PNG : demoPdf(s.nama));
      expect(res.statusCode, res.body).toBe(200);
    }
    const other = await api.upload(url(syarat[0].id_syarat_berkas_ta), 'mhs00', 'x.pdf', demoPdf('x'));
    expect(other.statusCode).toBe(403);
    const list = (await api.get(`tugas-akhir/pengajuan-proposal/berkas/${draftId}`, 'ta.baru')).json().data;
    expect(list).toHaveLength(syarat.filter((x) => x.wajib).length);
    const dl = await api.get(`tugas-akhir/pengajuan-proposal/berkas/${draftId}/${syarat[1].id_syarat_berkas_ta}`, 'ta.baru');
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toContain(`filename*=UTF-8''KHS%20Semester%207.png`);
    expect(dl.rawPayload.equals(PNG)).toBe(true);
  });

  it('submits; files can no longer change; staff of the programme see it, others do not', async () => {
    const res = await api.post('tugas-akhir/pengajuan-proposal/draft/mengajukan', 'ta.baru', { id_proposal_tugas_akhir: draftId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'diajukan', aksi: [] });
    const late = await api.upload(`tugas-akhir/pengajuan-proposal/draft/berkas?id_proposal_tugas_akhir=${draftId}&id_syarat_berkas_ta=${syarat[0].id_syarat_berkas_ta}`, 'ta.baru', 'x.pdf', demoPdf('x'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Tidak dapat mengunggah berkas proposal yang berstatus Diajukan.');
    const again = await api.post('tugas-akhir/pengajuan-proposal/draft/mengajukan', 'ta.baru', { id_proposal_tugas_akhir: draftId });
    expect(again.statusCode).toBe(409);
    const cancel = await api.patch('tugas-akhir/pengajuan-proposal/draft/pembatalan', 'ta.baru', { id_proposal_tugas_akhir: draftId });
    expect(cancel.statusCode).toBe(409);

    const dt = await api.get('tugas-akhir/proposal/dt?status=diajukan', 'aka01');
    expect(dt.statusCode).toBe(200);
    expect(dt.json().per_page).toBe(7);
    expect(dt.json().akses_prodi).toHaveLength(1);
    expect(dt.json().data.map((p: any) => p.id_proposal_tugas_akhir)).toContain(draftId);
    expect((await api.get('tugas-akhir/proposal/dt', 'mhs00')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/proposal/dt', 'dsn00')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/proposal/dt/${draftId}`, 'aka01')).json().aksi).toEqual(['validasi', 'kembalikan']);
  });

  it('berkas-zip is a real ZIP holding every file', async () => {
    const res = await api.get(`tugas-akhir/pengajuan-proposal/berkas-zip/${draftId}`, 'aka01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const names = zipEntries(res.rawPayload);
    expect(names).toHaveLength(syarat.filter((x) => x.wajib).length);
    expect(names).toContain('khs - KHS Semester 7.png');
    expect((await api.get(`tugas-akhir/pengajuan-proposal/berkas-zip/${draftId}`, 'mhs00')).statusCode).toBe(403);
  });

  it('staff return it; the student revises, resubmits; staff validate and the final project starts', async () => {
    for (const catatan of [undefined, ' ', 'abc']) {
      const bare = await api.post('tugas-akhir/validasi/pengajuan-proposal', 'aka02', { id_proposal_tugas_akhir: draftId, aksi: 'kembalikan', ...(catatan === undefined ? {} : { catatan }) });
      expect(bare.statusCode, String(catatan)).toBe(400);
      expect(bare.json().message).toMatch(/^Alasan wajib diisi/);
    }
    const ret = await api.post('tugas-akhir/validasi/pengajuan-proposal', 'aka02', { id_proposal_tugas_akhir: draftId, aksi: 'kembalikan', catatan: 'Perjelas metode.' });
    expect(ret.statusCode).toBe(200);
    expect(ret.json()).toMatchObject({ status: 'dikembalikan', catatan_validasi: 'Perjelas metode.' });
    expect((await api.post('tugas-akhir/validasi/pengajuan-proposal', 'aka02', { id_proposal_tugas_akhir: draftId, aksi: 'validasi' })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/pengajuan-proposal/perbaikan/mengajukan', 'ta.baru', { id_proposal_tugas_akhir: draftId })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/pengajuan-proposal/perbaikan', 'ta.baru', { id_proposal_tugas_akhir: draftId })).json().status).toBe('revisi');
    const naskah = await api.upload(`tugas-akhir/pengajuan-proposal/perbaikan/berkas?id_proposal_tugas_akhir=${draftId}&id_syarat_berkas_ta=${syarat[0].id_syarat_berkas_ta}`, 'ta.baru', 'naskah-revisi.pdf', demoPdf('revisi'));
    expect(naskah.statusCode).toBe(200);
    expect(naskah.json().berkas.find((b: any) => b.id_syarat_berkas_ta === syarat[0].id_syarat_berkas_ta).nama_berkas).toBe('naskah-revisi.pdf');
    const patched = await api.patch('tugas-akhir/pengajuan-proposal/perbaikan', 'ta.baru', { id_proposal_tugas_akhir: draftId, judul: 'Deteksi Plagiarisme dengan Winnowing dan Rabin-Karp', id_jenis_tugas_akhir: jenis });
    expect(patched.statusCode).toBe(200);
    expect((await api.post('tugas-akhir/pengajuan-proposal/perbaikan/mengajukan', 'ta.baru', { id_proposal_tugas_akhir: draftId })).json().status).toBe('diajukan');
    expect((await api.post('tugas-akhir/validasi/pengajuan-proposal', 'mhs00', { id_proposal_tugas_akhir: draftId, aksi: 'validasi' })).statusCode).toBe(403);
    const ok = await api.post('tugas-akhir/validasi/pengajuan-proposal', 'aka01', { id_proposal_tugas_akhir: draftId, aksi: 'validasi' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().riwayat.map((r: any) => r.aksi)).toEqual(['buat', 'unggah_berkas', 'unggah_berkas', 'unggah_berkas', 'unggah_berkas', 'mengajukan', 'kembalikan', 'perbaikan', 'unggah_berkas', 'ajukan_perbaikan', 'validasi']);
    const mine = (await api.get('tugas-akhir/mahasiswa', 'ta.baru')).json();
    expect(mine.tugas_akhir).toMatchObject({ judul: 'Deteksi Plagiarisme dengan Winnowing dan Rabin-Karp', status: 'proposal', pembimbing: [] });
    expect(Date.parse(mine.tugas_akhir.batas_selesai) - Date.parse(mine.tugas_akhir.tanggal_mulai)).toBeGreaterThan(179 * 86_400_000);
  });

  it('a draft can be cancelled, a revision too; the seeded returned proposal goes through perbaikan -> batal', async () => {
    const draf = await idOf('ta.draf');
    expect((await api.patch('tugas-akhir/pengajuan-proposal/draft/pembatalan', 'ta.draf', { id_proposal_tugas_akhir: draf })).json().status).toBe('dibatalkan');
    expect((await api.patch('tugas-akhir/pengajuan-proposal/draft/pembatalan', 'ta.draf', { id_proposal_tugas_akhir: draf })).statusCode).toBe(409);
    const back = await idOf('ta.dikembalikan');
    expect((await api.patch('tugas-akhir/pengajuan-proposal/perbaikan/pembatalan', 'ta.dikembalikan', { id_proposal_tugas_akhir: back })).statusCode).toBe(409);
    await api.post('tugas-akhir/pengajuan-proposal/perbaikan', 'ta.dikembalikan', { id_proposal_tugas_akhir: back });
    expect((await api.patch('tugas-akhir/pengajuan-proposal/perbaikan/pembatalan', 'ta.dikembalikan', { id_proposal_tugas_akhir: back })).json().status).toBe('dibatalkan');
  });

  it("staff cannot see or validate another programme's proposal", async () => {
    const other = await k.db.withSchema('master_data').selectFrom('mahasiswa as m').innerJoin('master_data.prodi as p', 'p.id_prodi', 'm.id_prodi')
      .select(['m.id_mahasiswa', 'm.id_prodi']).where('p.id_fakultas', '<>', (await k.db.withSchema('master_data').selectFrom('prodi').select('id_fakultas').orderBy('id_prodi').executeTakeFirstOrThrow()).id_fakultas)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('uaps.proposal as x').select('x.id_proposal_tugas_akhir').whereRef('x.id_mahasiswa', '=', 'm.id_mahasiswa'))))
      .executeTakeFirstOrThrow();
    const row = await k.db.withSchema('uaps').insertInto('proposal').values({ id_mahasiswa: other.id_mahasiswa, id_prodi: other.id_prodi, id_jenis_tugas_akhir: jenis, judul: 'Proposal prodi lain', status: 'diajukan' })
      .returning('id_proposal_tugas_akhir').executeTakeFirstOrThrow();
    for (const staff of ['aka00', 'aka01', 'aka02']) {
      expect((await api.get(`tugas-akhir/proposal/dt/${row.id_proposal_tugas_akhir}`, staff)).statusCode).toBe(403);
      const v = await api.post('tugas-akhir/validasi/pengajuan-proposal', staff, { id_proposal_tugas_akhir: row.id_proposal_tugas_akhir, aksi: 'validasi' });
      expect(v.statusCode).toBe(403);
      expect(v.json().message).toBe('Data ini berada di luar program studi yang boleh Anda akses.');
      const list = (await api.get('tugas-akhir/proposal/dt?per_page=100', staff)).json().data;
      expect(list.map((p: any) => p.id_proposal_tugas_akhir)).not.toContain(row.id_proposal_tugas_akhir);
    }
  });
});
