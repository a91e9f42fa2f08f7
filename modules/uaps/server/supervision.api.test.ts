import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import uaps from './index';
import { csvCell } from '../../../core/server/files/csv';
import { client } from './uaps.test-support';

const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

describe.each(MODULE_TEST_DATABASES)('uaps supervision API (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let dsn00: number;
  const publicGet = (token: string) => k.inject({ method: 'GET', url: `/api/tugas-akhir/validasi/s/bimbingan?token=${encodeURIComponent(token)}` });
  const publicPost = (token: string) => k.inject({ method: 'POST', url: '/api/tugas-akhir/validasi/s/bimbingan', payload: { token } });
  const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;
  const taOf = async (username: string) => (await k.db.withSchema('uaps').selectFrom('tugas_akhir as ta').innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa')
    .innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user').select('ta.id_tugas_akhir').where('u.username', '=', username).executeTakeFirstOrThrow()).id_tugas_akhir as number;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    dsn00 = (await k.db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirstOrThrow()).id_dosen;
  });
  afterAll(async () => k?.close());

  it('mhs00 sees the final project under way with dsn00 as main supervisor', async () => {
    const res = await api.get('tugas-akhir/mahasiswa', 'mhs00');
    expect(res.statusCode).toBe(200);
    const ta = res.json().tugas_akhir;
    expect(ta.status).toBe('bimbingan');
    expect(ta.pembimbing[0]).toMatchObject({ id_dosen: dsn00, peran: 'utama', bimbingan_tervalidasi: 4, bimbingan_total: 6 });
    expect((await api.get('tugas-akhir/mahasiswa/pembimbing', 'mhs00')).json().minimal_bimbingan).toBe(8);
    expect((await api.get(`tugas-akhir/dt/${ta.id_tugas_akhir}`, 'ta.siapsidang')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/dt/${ta.id_tugas_akhir}`, 'dsn00')).statusCode).toBe(200);
    expect((await api.get(`tugas-akhir/dt/${ta.id_tugas_akhir}`, 'aka01')).statusCode).toBe(200);
    expect((await api.get('tugas-akhir/mahasiswa', 'dsn00')).statusCode).toBe(403);
  });

  it('recommendations: 15 per page, lecturers of the programme with quota, and research titles', async () => {
    const res = await api.get('tugas-akhir/rekomendasi/pembimbing', 'ta.baru');
    expect(res.statusCode).toBe(200);
    expect(res.json().per_page).toBe(15);
    const d = res.json().data.find((x: any) => x.id_dosen === dsn00);
    expect(d).toMatchObject({ kuota: 10 });
    expect(d.jumlah_bimbingan).toBeGreaterThanOrEqual(2);
    expect(d.sisa_kuota).toBe(10 - d.jumlah_bimbingan);
    const pen = await api.get('tugas-akhir/rekomendasi/penelitian', 'ta.baru');
    expect(pen.json().per_page).toBe(15);
    expect(pen.json().data.length).toBeGreaterThan(0);
    expect((await api.get('tugas-akhir/rekomendasi/pembimbing', 'aka01')).statusCode).toBe(403);
  });

  let linkToken = '';
  let sessionId = 0;
  it('the student logs a session with an active supervisor and gets a one-time link; edits renew it', async () => {
    const bad = await api.post('tugas-akhir/bimbingan', 'mhs00', { id_dosen: 999999, tanggal: today(), topik: 'Bab 3' });
    expect(bad.statusCode).toBe(400);
    const future = await api.post('tugas-akhir/bimbingan', 'mhs00', { id_dosen: dsn00, tanggal: '2999-01-01', topik: 'Bab 3' });
    expect(future.statusCode).toBe(400);
    // Not before the project started: such a session would count towards the defence minimum.
    const mulai = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir.tanggal_mulai as string;
    const hariSebelum = new Date(Date.parse(`${mulai}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const tanggal of ['2020-01-01', hariSebelum]) {
      const early = await api.post('tugas-akhir/bimbingan', 'mhs00', { id_dosen: dsn00, tanggal, topik: 'Bab 3' });
      expect(early.statusCode, tanggal).toBe(400);
      expect(early.json().message).toMatch(/^Tanggal bimbingan tidak boleh sebelum tugas akhir dimulai \((Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+ \d{4}\)\.$/);
    }
    expect((await api.post('tugas-akhir/bimbingan', 'mhs00', { id_dosen: dsn00, tanggal: mulai, topik: 'Hari pertama' })).statusCode).toBe(200);
    expect((await api.post('tugas-akhir/bimbingan', 'ta.baru', { id_dosen: dsn00, tanggal: today(), topik: 'Bab 3' })).statusCode).toBe(409);
    const res = await api.post('tugas-akhir/bimbingan', 'mhs00', { id_dosen: dsn00, tanggal: today(), topik: 'Perancangan basis data', catatan: 'ERD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().tautan_validasi).toMatch(/^\/validasi\/s\/bimbingan\?token=[A-Za-z0-9_-]{43}$/);
    sessionId = res.json().id_tugas_akhir_bimbingan;
    const first = tokenOf(res.json().tautan_validasi);
    const edit = await api.patch(`tugas-akhir/bimbingan/${sessionId}`, 'mhs00', { tanggal: today(), topik: 'Perancangan basis data dan ERD' });
    expect(edit.statusCode).toBe(200);
    linkToken = tokenOf(edit.json().tautan_validasi);
    expect((await publicGet(first)).statusCode).toBe(400);
    expect((await api.patch(`tugas-akhir/bimbingan/${sessionId}`, 'ta.siapsidang', { tanggal: today(), topik: 'Curang' })).statusCode).toBe(403);
    expect((await api.patch(`tugas-akhir/bimbingan/${sessionId}`, 'mhs00', { tanggal: '2020-01-01', topik: 'Mundur jauh' })).statusCode).toBe(400);
    const hist = (await api.get('tugas-akhir/bimbingan-riwayat', 'mhs00')).json();
    expect(hist.per_page).toBe(10);
    expect(hist.data[0]).toMatchObject({ id_tugas_akhir_bimbingan: sessionId, status: 'diajukan', topik: 'Perancangan basis data dan ERD' });
  });

  it('the public link: GET shows and changes nothing, POST validates once, then refused', async () => {
    const shown = await publicGet(linkToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ nama_mahasiswa: 'Siti Rahmawati', topik: 'Perancangan basis data dan ERD', status: 'diajukan' });
    expect((await publicGet(linkToken)).statusCode).toBe(200);
    const status = async () => (await k.db.withSchema('uaps').selectFrom('bimbingan').select('status').where('id_tugas_akhir_bimbingan', '=', sessionId).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('diajukan');
    const ok = await publicPost(linkToken);
    expect(ok.statusCode).toBe(200);
    expect(await status()).toBe('divalidasi');
    const row = await k.db.withSchema('uaps').selectFrom('bimbingan as b').innerJoin('master_data.dosen as d', 'd.id_dosen', 'b.id_dosen').select(['b.validated_by', 'd.id_user']).where('b.id_tugas_akhir_bimbingan', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.validated_by).toBe(row.id_user);
    const again = await publicPost(linkToken);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Tautan validasi tidak berlaku: sudah dipakai, kedaluwarsa, atau tidak dikenal.');
    expect((await publicGet(linkToken)).statusCode).toBe(400);
    expect((await publicPost('x'.repeat(43))).statusCode).toBe(400);
    // A link cut off by a mail client says the same, not a generic validation error.
    const cut = await publicGet(linkToken.slice(0, 10));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('Tautan validasi tidak berlaku: sudah dipakai, kedaluwarsa, atau tidak dikenal.');
    expect((await api.patch(`tugas-akhir/bimbingan/${sessionId}`, 'mhs00', { tanggal: today(), topik: 'Setelah validasi' })).statusCode).toBe(409);
  });

  it('an expired link is refused and changes nothing', async () => {
    const res = await api.post('tugas-akhir/bimbingan', 'mhs00', { id_dosen: dsn00, tanggal: today(), topik: 'Implementasi modul' });
    const token = tokenOf(res.json().tautan_validasi);
    await k.db.withSchema('uaps').updateTable('tautan_validasi').set({ kedaluwarsa: sql`now() - interval '1 minute'` }).where('id_tugas_akhir_bimbingan', '=', res.json().id_tugas_akhir_bimbingan).execute();
    expect((await publicGet(token)).statusCode).toBe(400);
    expect((await publicPost(token)).statusCode).toBe(400);
    expect((await k.db.withSchema('uaps').selectFrom('bimbingan').select('status').where('id_tugas_akhir_bimbingan', '=', res.json().id_tugas_akhir_bimbingan).executeTakeFirstOrThrow()).status).toBe('diajukan');
  });

  it('the supervisor lists and validates sessions; others cannot; two at once: one wins', async () => {
    const list = await api.get('tugas-akhir/bimbingan?status=diajukan', 'dsn00');
    expect(list.statusCode).toBe(200);
    expect(list.json().per_page).toBe(10);
    const waiting = list.json().data.map((b: any) => b.id_tugas_akhir_bimbingan);
    expect(waiting.length).toBeGreaterThan(1);
    expect((await api.post('tugas-akhir/validasi/bimbingan', 'kor00', { id_tugas_akhir_bimbingan: waiting[0] })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/validasi/bimbingan', 'mhs00', { id_tugas_akhir_bimbingan: waiting[0] })).statusCode).toBe(403);
    const both = await Promise.all([
      api.post('tugas-akhir/validasi/bimbingan', 'dsn00', { id_tugas_akhir_bimbingan: waiting[0] }),
      api.post('tugas-akhir/validasi/bimbingan', 'dsn00', { id_tugas_akhir_bimbingan: waiting[0], aksi: 'tolak', catatan: 'Tidak hadir sesuai jadwal' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Refusing needs a reason the student can act on; validating does not.
    for (const catatan of [undefined, '', '   ', 'x']) {
      const bare = await api.post('tugas-akhir/validasi/bimbingan', 'dsn00', { id_tugas_akhir_bimbingan: waiting[1], aksi: 'tolak', ...(catatan === undefined ? {} : { catatan }) });
      expect(bare.statusCode, String(catatan)).toBe(400);
      expect(bare.json().message).toBe('Alasan wajib diisi (minimal 5 karakter) saat menolak atau mengembalikan.');
    }
    expect((await k.db.withSchema('uaps').selectFrom('bimbingan').select('status').where('id_tugas_akhir_bimbingan', '=', waiting[1]).executeTakeFirstOrThrow()).status).toBe('diajukan');
    expect((await api.post('tugas-akhir/validasi/bimbingan', 'dsn00', { id_tugas_akhir_bimbingan: waiting[1], aksi: 'tolak', catatan: 'Tidak hadir' })).json().message).toBe('Bimbingan ditolak.');
    const counters = (await api.get('tugas-akhir/dashboard/dosen/jumlah-ajuan', 'dsn00')).json().data;
    expect(counters.find((c: any) => c.kode === 'siap_sidang').jumlah).toBeGreaterThanOrEqual(1);
  });

  it('defence approval needs 8 validated sessions with the supervisor; can be revoked once', async () => {
    const mine = await taOf('mhs00');
    const few = await api.post(`tugas-akhir/bimbingan/${mine}/persetujuan-sidang`, 'dsn00');
    expect(few.statusCode).toBe(409);
    expect(few.json().message).toMatch(/^Persetujuan sidang membutuhkan minimal 8 bimbingan tervalidasi dengan Anda; baru \d+\.$/);
    const ready = await taOf('ta.siapsidang');
    expect((await api.post(`tugas-akhir/bimbingan/${ready}/persetujuan-sidang`, 'kor00')).statusCode).toBe(403);
    expect((await api.post(`tugas-akhir/bimbingan/${ready}/persetujuan-sidang`, 'dsn00')).statusCode).toBe(200);
    expect((await api.post(`tugas-akhir/bimbingan/${ready}/persetujuan-sidang`, 'dsn00')).statusCode).toBe(409);
    const students = (await api.get('tugas-akhir/mahasiswa-bimbingan', 'dsn00')).json();
    expect(students.per_page).toBe(7);
    expect(students.data.find((s: any) => s.id_tugas_akhir === ready).persetujuan_sidang_at).not.toBeNull();
    expect((await api.patch(`tugas-akhir/bimbingan/${ready}/persetujuan-sidang/batal`, 'dsn00')).statusCode).toBe(200);
    expect((await api.patch(`tugas-akhir/bimbingan/${ready}/persetujuan-sidang/batal`, 'dsn00')).statusCode).toBe(409);
  });

  it('staff assign supervisors within the quota; the first main supervisor starts supervision', async () => {
    const ta = await taOf('ta.tanpapembimbing');
    const counters = (await api.get('tugas-akhir/dashboard/prodi/jumlah-ajuan', 'aka01')).json();
    expect(counters.data.find((c: any) => c.kode === 'tanpa_pembimbing').jumlah).toBeGreaterThanOrEqual(1);
    const list = (await api.get('tugas-akhir/dt?tanpa_pembimbing=1', 'aka01')).json();
    expect(list.data.map((r: any) => r.id_tugas_akhir)).toContain(ta);
    expect((await api.post('tugas-akhir/penugasan-pembimbing', 'mhs00', { id_tugas_akhir: ta, id_dosen: dsn00, peran: 'utama' })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/penugasan-pembimbing', 'dsn00', { id_tugas_akhir: ta, id_dosen: dsn00, peran: 'utama' })).statusCode).toBe(403);
    // Fill dsn00's quota to the brim with rows of the test, then the assignment must be refused.
    const load = (await api.get('tugas-akhir/rekomendasi/pembimbing?per_page=100', 'mhs00')).json().data.find((d: any) => d.id_dosen === dsn00).jumlah_bimbingan;
    const setting = await k.db.withSchema('master_data').updateTable('pengaturan_prodi').set({ kuota_pembimbing_utama: load }).where('id_prodi', '=', (await api.get(`tugas-akhir/dt/${ta}`, 'aka01')).json().id_prodi).execute();
    expect(setting.length).toBe(1);
    const full = await api.post('tugas-akhir/penugasan-pembimbing', 'aka01', { id_tugas_akhir: ta, id_dosen: dsn00, peran: 'utama' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Kuota pembimbing utama .* sudah penuh/);
    await k.db.withSchema('master_data').updateTable('pengaturan_prodi').set({ kuota_pembimbing_utama: 10 }).execute();
    const ok = await api.post('tugas-akhir/penugasan-pembimbing', 'aka01', { id_tugas_akhir: ta, id_dosen: dsn00, peran: 'utama' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().nomor_surat).toMatch(/ST-TA/);
    expect((await api.post('tugas-akhir/penugasan-pembimbing', 'aka01', { id_tugas_akhir: ta, id_dosen: dsn00, peran: 'pendamping' })).statusCode).toBe(409);
    const detail = (await api.get(`tugas-akhir/dt/${ta}`, 'aka01')).json();
    expect(detail.status).toBe('bimbingan');
    expect(detail.pembimbing).toHaveLength(1);
    expect(detail.riwayat.at(-1).aksi).toBe('penugasan_pembimbing');
  });

  it('dt-csv is a real CSV with formula cells escaped', async () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+62')).toBe(`"'+62"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM')).toBe(`"'@SUM"`);
    expect(csvCell(null)).toBe('""');
    await k.db.withSchema('uaps').updateTable('tugas_akhir').set({ judul: '=cmd|"/c calc"!A1' }).where('id_tugas_akhir', '=', await taOf('mhs00')).execute();
    const res = await api.get('tugas-akhir/dt-csv', 'aka01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('data-tugas-akhir.csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"NIM","Nama Mahasiswa","Program Studi","Judul","Jenis","Status","Tanggal Mulai","Batas Selesai","Pembimbing Utama","Pembimbing Pendamping","Bimbingan Tervalidasi","Nilai Akhir"');
    expect(lines.some((l) => l.includes(`"'=cmd|""/c calc""!A1"`))).toBe(true);
    expect(lines.length - 1).toBe((await api.get('tugas-akhir/dt', 'aka01')).json().total);
    expect((await api.get('tugas-akhir/dt-csv', 'dsn00')).statusCode).toBe(403);
  });
});

describe.each(MODULE_TEST_DATABASES)('uaps reports (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
  });
  afterAll(async () => k?.close());

  it('kuota/bimbingan: lecturers of the staff programmes with load and quota (9 per page), detail 7 per page', async () => {
    const res = await api.get('tugas-akhir/kuota/bimbingan?per_page=100', 'aka01');
    expect(res.statusCode).toBe(200);
    expect(res.json().akses_prodi).toHaveLength(1);
    expect((await api.get('tugas-akhir/kuota/bimbingan', 'aka01')).json().per_page).toBe(9);
    const budi = res.json().data.find((d: any) => d.nama_dosen.includes('Budi Santoso'));
    expect(budi).toMatchObject({ kuota: 10 });
    expect(budi.jumlah_utama).toBeGreaterThanOrEqual(4);
    expect(budi.sisa_kuota).toBe(10 - budi.jumlah_utama);
    expect(res.json().data.every((d: any) => d.id_prodi === res.json().akses_prodi[0])).toBe(true);
    const detail = await api.get(`tugas-akhir/kuota/bimbingan/${budi.id_dosen}`, 'aka01');
    expect(detail.json().per_page).toBe(7);
    expect(detail.json().total).toBe(budi.jumlah_utama + budi.jumlah_pendamping);
    expect(detail.json().data.map((r: any) => r.nama_mahasiswa)).toContain('Siti Rahmawati');
    expect((await api.get('tugas-akhir/kuota/bimbingan', 'dsn00')).statusCode).toBe(403);
    const outsider = await k.db.withSchema('master_data').selectFrom('dosen').select('id_dosen').where('id_prodi', '<>', budi.id_prodi).executeTakeFirstOrThrow();
    expect((await api.get(`tugas-akhir/kuota/bimbingan/${outsider.id_dosen}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/kuota/bimbingan/999999', 'aka01')).statusCode).toBe(404);
  });
});
