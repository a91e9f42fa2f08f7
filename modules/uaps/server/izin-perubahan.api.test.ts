import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import { demoPdf } from '../seed-files';
import uaps from './index';
import { client } from './uaps.test-support';

describe.each(MODULE_TEST_DATABASES)('uaps title-change permission (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let ta00: { id_tugas_akhir: number; judul: string; pembimbing: { id_dosen: number; peran: string }[] };
  /** A lecturer who supervises mhs00 but not as main supervisor. */
  let pendampingUser: string;
  let idIzin: number;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    ta00 = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir;
    const pendamping = ta00.pembimbing.find((p) => p.peran === 'pendamping')!;
    const u = await k.db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('u.username').where('d.id_dosen', '=', pendamping.id_dosen).executeTakeFirstOrThrow();
    pendampingUser = u.username as string;
  });
  afterAll(async () => k?.close());

  it('the demo campus holds a request waiting for dsn00, one waiting for staff and an extension near its deadline', async () => {
    expect((await api.get('tugas-akhir/izin-perubahan/persetujuan-pembimbing?status=diajukan', 'dsn00')).json().total).toBeGreaterThanOrEqual(1);
    expect((await api.get('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka01')).json().data[0]).toMatchObject({ status: 'disetujui_pembimbing', aksi: ['setujui_prodi', 'kembalikan_prodi'] });
    const ext = (await api.get('tugas-akhir/perpanjangan?status=diajukan', 'aka01')).json().data;
    expect(ext.some((r: any) => r.sisa_hari === 12 && r.bulan === 2)).toBe(true);
  });

  it('the student asks; bad input, a second open request and other roles are refused', async () => {
    expect((await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Pendek', alasan: 'Topik penelitian bergeser.' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: ta00.judul, alasan: 'Topik penelitian bergeser.' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Judul baru yang cukup panjang', alasan: 'pendek' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/izin-perubahan', 'dsn00', { judul_baru: 'Judul baru yang cukup panjang', alasan: 'Topik penelitian bergeser.' })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/izin-perubahan', 'ta.baru', { judul_baru: 'Judul baru yang cukup panjang', alasan: 'Topik penelitian bergeser.' })).statusCode).toBe(409);
    const res = await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Sistem Rekomendasi Mata Kuliah dengan Graph Neural Network', alasan: 'Metode diganti setelah kajian pustaka.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'diajukan', judul_lama: ta00.judul, aksi: ['batal'], riwayat: [{ aksi: 'mengajukan', ke: 'diajukan' }] });
    idIzin = res.json().id_izin_perubahan;
    expect((await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Judul lain yang juga cukup panjang', alasan: 'Alasan yang cukup panjang.' })).statusCode).toBe(409);
    const mine = (await api.get('tugas-akhir/izin-perubahan', 'mhs00')).json();
    expect(mine).toMatchObject({ per_page: 7, total: 1 });
    expect((await api.get('tugas-akhir/izin-perubahan', 'ta.siapsidang')).json().total).toBe(0);
    expect((await api.get('tugas-akhir/izin-perubahan', 'aka01')).statusCode).toBe(403);
  });

  it('the supporting file is checked by content, served with its name, and only to those concerned', async () => {
    expect((await api.upload(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${idIzin}`, 'mhs00', 'bukan.pdf', Buffer.from('teks biasa'))).statusCode).toBe(400);
    expect((await api.upload(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${idIzin}`, 'ta.siapsidang', 'surat.pdf', demoPdf('x'))).statusCode).toBe(403);
    const up = await api.upload(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${idIzin}`, 'mhs00', 'Surat Persetujuan.pdf', demoPdf('Surat persetujuan'));
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().nama_berkas).toBe('Surat Persetujuan.pdf');
    for (const who of ['mhs00', 'dsn00', 'aka01']) {
      const file = await api.get(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${idIzin}`, who);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(String(file.headers['content-disposition'])).toContain('Surat Persetujuan.pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await api.get(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${idIzin}`, 'ta.siapsidang')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${idIzin}`, pendampingUser)).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=999999', 'aka01')).statusCode).toBe(404);
  });

  it('staff cannot decide before the supervisor; only the main supervisor decides first', async () => {
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka01', { id_izin_perubahan: idIzin, aksi: 'setujui' })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', pendampingUser, { id_izin_perubahan: idIzin, aksi: 'setujui' })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'aka01', { id_izin_perubahan: idIzin, aksi: 'setujui' })).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/izin-perubahan/persetujuan-pembimbing`, pendampingUser)).json().data.map((r: any) => r.id_izin_perubahan)).not.toContain(idIzin);
    const list = (await api.get('tugas-akhir/izin-perubahan/persetujuan-pembimbing?status=diajukan', 'dsn00')).json();
    expect(list.per_page).toBe(7);
    expect(list.data.find((r: any) => r.id_izin_perubahan === idIzin)).toMatchObject({ aksi: ['setujui_pembimbing', 'kembalikan_pembimbing'], nama_berkas: 'Surat Persetujuan.pdf' });
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: 999999, aksi: 'setujui' })).statusCode).toBe(404);
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: idIzin, aksi: 'kembalikan' })).statusCode).toBe(400);
    const ok = await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: idIzin, aksi: 'setujui', catatan: 'Setuju, metode lebih tepat.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'disetujui_pembimbing', catatan_pembimbing: 'Setuju, metode lebih tepat.', aksi: [] });
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: idIzin, aksi: 'setujui' })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/izin-perubahan/batal', 'mhs00', { id_izin_perubahan: idIzin })).statusCode).toBe(409);
    expect((await api.upload(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${idIzin}`, 'mhs00', 'lagi.pdf', demoPdf('lagi'))).statusCode).toBe(409);
  });

  it('staff of the programme approve: the title changes and the history keeps the old one; others are refused', async () => {
    const list = (await api.get('tugas-akhir/izin-perubahan/persetujuan-prodi?cari=Graph', 'aka01')).json();
    expect(list.per_page).toBe(10);
    expect(list.akses_prodi.length).toBeGreaterThan(0);
    expect(list.data.map((r: any) => r.id_izin_perubahan)).toContain(idIzin);
    expect((await api.get('tugas-akhir/izin-perubahan/persetujuan-prodi?cari=tidakadajudulini', 'aka01')).json().total).toBe(0);
    expect((await api.get('tugas-akhir/izin-perubahan/persetujuan-prodi', 'dsn00')).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'dsn00', { id_izin_perubahan: idIzin, aksi: 'setujui' })).statusCode).toBe(403);
    const ok = await api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka01', { id_izin_perubahan: idIzin, aksi: 'setujui' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('disetujui');
    const ta = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir;
    expect(ta.judul).toBe('Sistem Rekomendasi Mata Kuliah dengan Graph Neural Network');
    expect(ta.riwayat.find((r: any) => r.aksi === 'ubah_judul').catatan).toContain(ta00.judul);
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka02', { id_izin_perubahan: idIzin, aksi: 'kembalikan', catatan: 'Terlambat' })).statusCode).toBe(409);
  });

  it('a return by the supervisor closes the request; a cancel works only before the supervisor decides', async () => {
    const a = (await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Judul Kedua yang Akan Dikembalikan', alasan: 'Alasan yang cukup panjang.' })).json();
    const back = await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: a.id_izin_perubahan, aksi: 'kembalikan', catatan: 'Judul terlalu luas.' });
    expect(back.json()).toMatchObject({ status: 'dikembalikan', catatan_pembimbing: 'Judul terlalu luas.' });
    expect((await api.post('tugas-akhir/izin-perubahan/batal', 'mhs00', { id_izin_perubahan: a.id_izin_perubahan })).statusCode).toBe(409);
    const b = (await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Judul Ketiga yang Akan Dibatalkan', alasan: 'Alasan yang cukup panjang.' })).json();
    expect((await api.post('tugas-akhir/izin-perubahan/batal', 'ta.siapsidang', { id_izin_perubahan: b.id_izin_perubahan })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/izin-perubahan/batal', 'mhs00', { id_izin_perubahan: b.id_izin_perubahan })).json().status).toBe('dibatalkan');
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: b.id_izin_perubahan, aksi: 'setujui' })).statusCode).toBe(409);
  });

  it('staff return after the supervisor approved; staff outside the programme get 403', async () => {
    const c = (await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Judul Keempat untuk Dikembalikan Prodi', alasan: 'Alasan yang cukup panjang.' })).json();
    await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: c.id_izin_perubahan, aksi: 'setujui' });
    // A staff member whose programmes do not include Teknik Informatika.
    const other = await k.db.withSchema('core').selectFrom('akses_prodi as a').innerJoin('core.pengguna as u', 'u.id_user', 'a.id_user')
      .select('a.id_user').where('u.username', '=', 'aka01').executeTakeFirstOrThrow();
    await k.db.withSchema('core').updateTable('akses_prodi').set({ id_prodi: sql`(select min(id_prodi) from master_data.prodi where id_prodi <> akses_prodi.id_prodi)` }).where('id_user', '=', other.id_user).execute();
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka01', { id_izin_perubahan: c.id_izin_perubahan, aksi: 'setujui' })).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka01')).json().data.map((r: any) => r.id_izin_perubahan)).not.toContain(c.id_izin_perubahan);
    expect((await api.get(`tugas-akhir/izin-perubahan/berkas?id_izin_perubahan=${c.id_izin_perubahan}`, 'aka01')).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka02', { id_izin_perubahan: c.id_izin_perubahan, aksi: 'kembalikan' })).statusCode).toBe(400);
    const back = await api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka02', { id_izin_perubahan: c.id_izin_perubahan, aksi: 'kembalikan', catatan: 'Judul belum sesuai bidang prodi.' });
    expect(back.json()).toMatchObject({ status: 'dikembalikan', catatan_prodi: 'Judul belum sesuai bidang prodi.' });
    expect((await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir.judul).toBe('Sistem Rekomendasi Mata Kuliah dengan Graph Neural Network');
  });

  it('two approvers at once: exactly one wins and the title changes once', async () => {
    const d = (await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Judul Kelima untuk Uji Bersamaan', alasan: 'Alasan yang cukup panjang.' })).json();
    // Supervisor approval against the student's cancel: one of them wins.
    const first = await Promise.all([
      api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: d.id_izin_perubahan, aksi: 'setujui' }),
      api.post('tugas-akhir/izin-perubahan/batal', 'mhs00', { id_izin_perubahan: d.id_izin_perubahan }),
    ]);
    expect(first.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    let id = d.id_izin_perubahan;
    if (first[1].statusCode === 200) {
      id = (await api.post('tugas-akhir/izin-perubahan', 'mhs00', { judul_baru: 'Judul Kelima untuk Uji Bersamaan', alasan: 'Alasan yang cukup panjang.' })).json().id_izin_perubahan;
      await api.post('tugas-akhir/izin-perubahan/persetujuan-pembimbing', 'dsn00', { id_izin_perubahan: id, aksi: 'setujui' });
    }
    const both = await Promise.all([
      api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka02', { id_izin_perubahan: id, aksi: 'setujui' }),
      api.post('tugas-akhir/izin-perubahan/persetujuan-prodi', 'aka00', { id_izin_perubahan: id, aksi: 'kembalikan', catatan: 'Kembalikan bersamaan.' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await k.db.withSchema('uaps').selectFrom('riwayat').select('aksi').where('jenis', '=', 'izin_perubahan').where('id_item', '=', id).where('aksi', 'in', ['setujui_prodi', 'kembalikan_prodi']).execute();
    expect(rows).toHaveLength(1);
    const judul = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir.judul;
    expect(judul).toBe(both[0].statusCode === 200 ? 'Judul Kelima untuk Uji Bersamaan' : 'Sistem Rekomendasi Mata Kuliah dengan Graph Neural Network');
  });
});
