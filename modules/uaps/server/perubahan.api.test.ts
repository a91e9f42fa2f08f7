import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import uaps from './index';
import { client, mhs00ProjectAndCandidates } from './uaps.test-support';

describe.each(MODULE_TEST_DATABASES)('uaps supervisor change and withdrawal (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let ta00: { id_tugas_akhir: number; id_prodi: number; pembimbing: { id_dosen: number; peran: string }[] };
  let candidates: number[];
  let idReq: number;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    ({ ta00, candidates } = await mhs00ProjectAndCandidates(api));
  });
  afterAll(async () => k?.close());

  it('the student drafts a change of the second supervisor; bad input and a second open request are refused', async () => {
    const pendamping = ta00.pembimbing.find((p) => p.peran === 'pendamping')!;
    expect((await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_dosen: pendamping.id_dosen, alasan: 'pendek' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_dosen: candidates[0], alasan: 'Bukan pembimbing saya sama sekali.' })).statusCode).toBe(400);
    const res = await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_dosen: pendamping.id_dosen, alasan: 'Topik bergeser ke bidang jaringan komputer.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', aksi: ['mengajukan', 'batal'], peran: 'pendamping' });
    idReq = res.json().id_perubahan;
    expect((await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_dosen: pendamping.id_dosen, alasan: 'Alasan lain yang cukup panjang.' })).statusCode).toBe(409);
    expect((await api.get(`tugas-akhir/perubahan-pembimbing/mahasiswa/${idReq}`, 'ta.siapsidang')).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'ta.siapsidang', { id_perubahan: idReq })).statusCode).toBe(403);
  });

  it('submit; cancel is refused once submitted; staff return it; the student resubmits; staff accept', async () => {
    expect((await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_perubahan: idReq })).json().status).toBe('diajukan');
    const cancel = await k.inject({ method: 'DELETE', url: `/api/tugas-akhir/perubahan-pembimbing/mahasiswa/${idReq}/batal`, headers: { authorization: `Bearer ${await k.login('mhs00')}` } });
    expect(cancel.statusCode).toBe(409);
    const list = (await api.get('tugas-akhir/perubahan-pembimbing/mahasiswa?status=diajukan', 'aka01')).json();
    expect(list.per_page).toBe(7);
    expect(list.akses_prodi).toHaveLength(1);
    expect(list.data.map((r: any) => r.id_perubahan)).toContain(idReq);
    expect((await api.post('tugas-akhir/validasi/perubahan-pembimbing/mahasiswa', 'dsn00', { id_perubahan: idReq, aksi: 'validasi' })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/validasi/perubahan-pembimbing/dosen', 'aka01', { id_perubahan: idReq, aksi: 'validasi' })).statusCode).toBe(404);
    expect((await api.post('tugas-akhir/validasi/perubahan-pembimbing/mahasiswa', 'aka01', { id_perubahan: idReq, aksi: 'kembalikan' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/validasi/perubahan-pembimbing/mahasiswa', 'aka01', { id_perubahan: idReq, aksi: 'kembalikan', catatan: '    ' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/validasi/perubahan-pembimbing/mahasiswa', 'aka01', { id_perubahan: idReq, aksi: 'kembalikan', catatan: 'Lampirkan alasan rinci' })).json().status).toBe('dikembalikan');
    const again = await api.post('tugas-akhir/perubahan-pembimbing/mahasiswa', 'mhs00', { id_perubahan: idReq, alasan: 'Topik bergeser ke jaringan; pembimbing pendamping setuju dilepas.' });
    expect(again.json()).toMatchObject({ status: 'diajukan', alasan: 'Topik bergeser ke jaringan; pembimbing pendamping setuju dilepas.' });
    expect((await api.post('tugas-akhir/validasi/perubahan-pembimbing/mahasiswa', 'aka01', { id_perubahan: idReq, aksi: 'validasi' })).json().status).toBe('divalidasi');
    expect((await api.get('tugas-akhir/perubahan-pembimbing/diterima/mahasiswa', 'aka01')).json().data.map((r: any) => r.id_perubahan)).toContain(idReq);
  });

  it('staff assign the new supervisor in the same role; the old one leaves', async () => {
    const old = ta00.pembimbing.find((p) => p.peran === 'pendamping')!.id_dosen;
    expect((await api.post('tugas-akhir/perubahan-pembimbing/diterima/mahasiswa/pemberian-pembimbing', 'aka01', { id_perubahan: idReq, id_dosen: old })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/diterima/mahasiswa/pemberian-pembimbing', 'mhs00', { id_perubahan: idReq, id_dosen: candidates[0] })).statusCode).toBe(403);
    const ok = await api.post('tugas-akhir/perubahan-pembimbing/diterima/mahasiswa/pemberian-pembimbing', 'aka01', { id_perubahan: idReq, id_dosen: candidates[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (await api.get(`tugas-akhir/dt/${ta00.id_tugas_akhir}`, 'aka01')).json();
    expect(after.pembimbing.map((p: any) => [p.id_dosen, p.peran])).toEqual(expect.arrayContaining([[candidates[0], 'pendamping']]));
    expect(after.pembimbing.map((p: any) => p.id_dosen)).not.toContain(old);
    expect((await api.post('tugas-akhir/perubahan-pembimbing/diterima/mahasiswa/pemberian-pembimbing', 'aka01', { id_perubahan: idReq, id_dosen: candidates[1] })).statusCode).toBe(409);
    expect((await api.get('tugas-akhir/perubahan-pembimbing/diterima/mahasiswa', 'aka01')).json().data.map((r: any) => r.id_perubahan)).not.toContain(idReq);
  });

  it('a lecturer withdraws from a main supervision: draft can be cancelled; the replacement respects the quota', async () => {
    const ready = (await api.get('tugas-akhir/mahasiswa', 'ta.siapsidang')).json().tugas_akhir.id_tugas_akhir;
    expect((await api.post('tugas-akhir/perubahan-pembimbing/dosen', 'dsn00', { id_tugas_akhir: ta00.id_tugas_akhir + 100000, alasan: 'Tugas belajar ke luar negeri.' })).statusCode).toBe(403);
    const draft = await api.post('tugas-akhir/perubahan-pembimbing/dosen', 'dsn00', { id_tugas_akhir: ready, alasan: 'Tugas belajar ke luar negeri.' });
    expect(draft.json().status).toBe('draft');
    const token = await k.login('dsn00');
    const del = await k.inject({ method: 'DELETE', url: `/api/tugas-akhir/perubahan-pembimbing/dosen/${draft.json().id_perubahan}/batal`, headers: { authorization: `Bearer ${token}` } });
    expect(del.json().status).toBe('dibatalkan');
    const req = await api.post('tugas-akhir/perubahan-pembimbing/dosen', 'dsn00', { id_tugas_akhir: ready, alasan: 'Tugas belajar ke luar negeri.' });
    const id = req.json().id_perubahan;
    await api.post('tugas-akhir/perubahan-pembimbing/dosen', 'dsn00', { id_perubahan: id });
    expect((await api.get('tugas-akhir/perubahan-pembimbing/dosen', 'dsn00')).json().data[0]).toMatchObject({ id_perubahan: id, status: 'diajukan' });
    expect((await api.post('tugas-akhir/validasi/perubahan-pembimbing/dosen', 'aka02', { id_perubahan: id, aksi: 'validasi' })).json().status).toBe('divalidasi');
    await k.db.withSchema('master_data').updateTable('pengaturan_prodi').set({ kuota_pembimbing_utama: 0 }).execute();
    const full = await api.post('tugas-akhir/perubahan-pembimbing/diterima/dosen/pemberian-pembimbing', 'aka02', { id_perubahan: id, id_dosen: candidates[1] });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/Kuota pembimbing utama/);
    await k.db.withSchema('master_data').updateTable('pengaturan_prodi').set({ kuota_pembimbing_utama: 10 }).execute();
    expect((await api.post('tugas-akhir/perubahan-pembimbing/diterima/dosen/pemberian-pembimbing', 'aka02', { id_perubahan: id, id_dosen: candidates[1] })).statusCode).toBe(200);
    const after = (await api.get(`tugas-akhir/dt/${ready}`, 'aka01')).json();
    expect(after.pembimbing).toEqual([expect.objectContaining({ id_dosen: candidates[1], peran: 'utama' })]);
    expect(after.riwayat.at(-1).aksi).toBe('ganti_pembimbing');
  });
});
