import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import { demoPdf } from '../seed-files';
import uaps from './index';
import { client, mhs00ProjectAndCandidates } from './uaps.test-support';

describe.each(MODULE_TEST_DATABASES)('uaps extension and staff supervisor change (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let ta00: { id_tugas_akhir: number; id_prodi: number; batas_selesai: string; pembimbing: { id_dosen: number; peran: string }[] };
  let candidates: number[];
  let idExt: number;
  const setDeadline = (days: number) => k.db.withSchema('uaps').updateTable('tugas_akhir')
    .set({ batas_selesai: sql`(now() at time zone 'Asia/Jakarta')::date + ${days}::int` }).where('id_tugas_akhir', '=', ta00.id_tugas_akhir).execute();

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    ({ ta00, candidates } = await mhs00ProjectAndCandidates(api));
  });
  afterAll(async () => k?.close());

  it('a request far from the deadline, of too many months or from another role is refused', async () => {
    await setDeadline(90);
    expect((await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'Pengambilan data di lapangan tertunda.', bulan: 2 })).statusCode).toBe(409);
    await setDeadline(10);
    expect((await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'Pengambilan data di lapangan tertunda.', bulan: 7 })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'pendek', bulan: 2 })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perpanjangan', 'aka01', { alasan: 'Pengambilan data di lapangan tertunda.', bulan: 2 })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/perpanjangan', 'ta.baru', { alasan: 'Pengambilan data di lapangan tertunda.', bulan: 2 })).statusCode).toBe(409);
    expect((await api.get('tugas-akhir/perpanjangan', 'dsn00')).statusCode).toBe(403);
  });

  it('near the deadline the student asks; a second request is refused; staff return, the student resubmits', async () => {
    const res = await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'Pengambilan data di lapangan tertunda.', bulan: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'diajukan', bulan: 2, sisa_hari: 10, aksi: [] });
    idExt = res.json().id_perubahan;
    expect((await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'Alasan lain yang cukup panjang.', bulan: 1 })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/perpanjangan/batal', 'mhs00', { id_perubahan: idExt })).statusCode).toBe(409);
    const mine = (await api.get('tugas-akhir/perpanjangan', 'mhs00')).json();
    expect(mine).toMatchObject({ per_page: 7, total: 1 });
    expect((await api.get('tugas-akhir/perpanjangan', 'ta.siapsidang')).json().total).toBe(0);
    const staff = (await api.get('tugas-akhir/perpanjangan?status=diajukan&cari=' + encodeURIComponent(mine.data[0].nim), 'aka01')).json();
    expect(staff.per_page).toBe(10);
    expect(staff.akses_prodi.length).toBeGreaterThan(0);
    expect(staff.data[0]).toMatchObject({ id_perubahan: idExt, aksi: ['validasi', 'kembalikan'] });
    expect((await api.post('tugas-akhir/perpanjangan/validasi', 'mhs00', { id_perubahan: idExt, aksi: 'validasi' })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/perpanjangan/validasi', 'aka01', { id_perubahan: 999999, aksi: 'validasi' })).statusCode).toBe(404);
    expect((await api.post('tugas-akhir/perpanjangan/validasi', 'aka01', { id_perubahan: idExt, aksi: 'kembalikan' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perpanjangan/validasi', 'aka01', { id_perubahan: idExt, aksi: 'kembalikan', catatan: 'Lampirkan jadwal baru.' })).json().status).toBe('dikembalikan');
    expect((await api.post('tugas-akhir/perpanjangan/validasi', 'aka01', { id_perubahan: idExt, aksi: 'validasi' })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/perpanjangan', 'ta.siapsidang', { id_perubahan: idExt })).statusCode).toBe(403);
    const again = await api.post('tugas-akhir/perpanjangan', 'mhs00', { id_perubahan: idExt, alasan: 'Data lapangan tertunda; jadwal baru terlampir di naskah.', bulan: 3 });
    expect(again.json()).toMatchObject({ status: 'diajukan', bulan: 3 });
  });

  it('validation moves the deadline by the months asked, once, even with two staff at once', async () => {
    const before = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir;
    const both = await Promise.all([
      api.post('tugas-akhir/perpanjangan/validasi', 'aka01', { id_perubahan: idExt, aksi: 'validasi' }),
      api.post('tugas-akhir/perpanjangan/validasi', 'aka02', { id_perubahan: idExt, aksi: 'validasi' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir;
    // Calendar months as PostgreSQL counts them (31 January + 1 month = 28/29 February).
    const expected = (await sql<{ d: string }>`select to_char((${before.batas_selesai}::date + interval '3 months')::date, 'YYYY-MM-DD') as d`.execute(k.db)).rows[0].d;
    expect(after).toMatchObject({ batas_selesai: expected, jumlah_perpanjangan: before.jumlah_perpanjangan + 1, status: 'perpanjangan' });
    const row = (await api.get('tugas-akhir/perpanjangan', 'mhs00')).json().data[0];
    expect(row).toMatchObject({ status: 'divalidasi', batas_lama: before.batas_selesai, batas_baru: after.batas_selesai });
    // The deadline is now ~3 months away: a new request is too early again.
    expect((await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'Pengambilan data di lapangan tertunda.', bulan: 1 })).statusCode).toBe(409);
  });

  it('the maximum number of extensions is enforced, and a returned request can be cancelled', async () => {
    await setDeadline(-3);
    const second = (await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'Revisi besar dari pembimbing.', bulan: 1 })).json();
    await api.post('tugas-akhir/perpanjangan/validasi', 'aka01', { id_perubahan: second.id_perubahan, aksi: 'kembalikan', catatan: 'Tidak perlu.' });
    expect((await api.post('tugas-akhir/perpanjangan/batal', 'mhs00', { id_perubahan: second.id_perubahan })).json().status).toBe('dibatalkan');
    await k.db.withSchema('uaps').updateTable('tugas_akhir').set({ jumlah_perpanjangan: 2 }).where('id_tugas_akhir', '=', ta00.id_tugas_akhir).execute();
    expect((await api.post('tugas-akhir/perpanjangan', 'mhs00', { alasan: 'Revisi besar dari pembimbing.', bulan: 1 })).statusCode).toBe(409);
  });

  it('staff replace a supervisor directly: reason, programme, quota and open requests are checked; history kept', async () => {
    const pendamping = ta00.pembimbing.find((p) => p.peran === 'pendamping')!.id_dosen;
    const body = { id_tugas_akhir: ta00.id_tugas_akhir, id_dosen_lama: pendamping, id_dosen_baru: candidates[0], alasan: 'Pembimbing pendamping cuti panjang.' };
    expect((await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'mhs00', body)).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'dsn00', body)).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'aka01', { ...body, alasan: 'pendek' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'aka01', { ...body, id_dosen_baru: pendamping })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'aka01', { ...body, id_tugas_akhir: 999999 })).statusCode).toBe(404);
    // A student's open request for the same supervisor must be decided first.
    const open = (await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_dosen: pendamping, alasan: 'Topik bergeser ke bidang jaringan komputer.' })).json();
    expect((await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'aka01', body)).statusCode).toBe(409);
    await k.inject({ method: 'DELETE', url: `/api/tugas-akhir/perubahan-pembimbing/mahasiswa/${open.id_perubahan}/batal`, headers: { authorization: `Bearer ${await k.login('mhs00')}` } });
    const ok = await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'aka01', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().nomor_surat).toMatch(/\/ST-TA\//);
    const after = (await api.get(`tugas-akhir/dt/${ta00.id_tugas_akhir}`, 'aka01')).json();
    expect(after.pembimbing.map((p: any) => [p.id_dosen, p.peran])).toEqual(expect.arrayContaining([[candidates[0], 'pendamping']]));
    expect(after.pembimbing.map((p: any) => p.id_dosen)).not.toContain(pendamping);
    expect(after.riwayat.map((r: any) => r.aksi)).toContain('ganti_pembimbing');
    expect((await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'aka01', body)).statusCode).toBe(409);
    const mine = (await api.get('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00')).json().data;
    expect(mine.find((r: any) => r.id_perubahan === ok.json().id_perubahan)).toMatchObject({ status: 'divalidasi', langsung: true, id_dosen_baru: candidates[0] });

    // Main supervisor: the quota applies.
    const utama = ta00.pembimbing.find((p) => p.peran === 'utama')!.id_dosen;
    await k.db.withSchema('master_data').updateTable('pengaturan_prodi').set({ kuota_pembimbing_utama: 0 }).execute();
    const full = await api.post('tugas-akhir/perubahan-pembimbing/prodi', 'aka01', { ...body, id_dosen_lama: utama, id_dosen_baru: candidates[1] });
    expect(full.statusCode).toBe(409);
    expect((await api.get(`tugas-akhir/dt/${ta00.id_tugas_akhir}`, 'aka01')).json().pembimbing.map((p: any) => p.id_dosen)).toContain(utama);
    await k.db.withSchema('master_data').updateTable('pengaturan_prodi').set({ kuota_pembimbing_utama: 10 }).execute();
  });

  it('change requests take an optional supporting file: checked by content, sent with its name, only to those concerned', async () => {
    const pendamping = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir.pembimbing.find((p: any) => p.peran === 'pendamping').id_dosen;
    const draft = (await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_dosen: pendamping, alasan: 'Pembimbing pindah tugas ke kampus lain.' })).json();
    const url = `tugas-akhir/perubahan-pembimbing/berkas?id_perubahan=${draft.id_perubahan}`;
    expect((await api.get(url, 'mhs00')).statusCode).toBe(404);
    expect((await api.upload(url, 'mhs00', 'foto.exe', Buffer.from('MZ bukan dokumen'))).statusCode).toBe(400);
    expect((await api.upload(url, 'ta.siapsidang', 'Surat Pindah.pdf', demoPdf('x'))).statusCode).toBe(403);
    expect((await api.upload(url, 'aka01', 'Surat Pindah.pdf', demoPdf('x'))).statusCode).toBe(403);
    expect((await api.upload(url, 'mhs00', 'Surat Pindah Tugas.pdf', demoPdf('Surat pindah'))).statusCode).toBe(200);
    for (const who of ['mhs00', 'aka01']) {
      const file = await api.get(url, who);
      expect(file.statusCode).toBe(200);
      expect(String(file.headers['content-disposition'])).toContain('Surat Pindah Tugas.pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await api.get(url, 'ta.siapsidang')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/perubahan-pembimbing/berkas?id_perubahan=999999', 'aka01')).statusCode).toBe(404);
    expect((await api.get(`tugas-akhir/perubahan-pembimbing/mahasiswa/${draft.id_perubahan}`, 'mhs00')).json().nama_berkas).toBe('Surat Pindah Tugas.pdf');
    await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_perubahan: draft.id_perubahan });
    expect((await api.upload(url, 'mhs00', 'Lagi.pdf', demoPdf('lagi'))).statusCode).toBe(409);
  });
});
