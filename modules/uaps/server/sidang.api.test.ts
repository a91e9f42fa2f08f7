import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import { demoPdf } from '../seed-files';
import uaps from './index';
import { nilaiTertimbang } from './penilaian.service';
import { client, zipEntries } from './uaps.test-support';

const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(MODULE_TEST_DATABASES)('uaps defence API (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let idTa: number;
  let idSidang: number;
  let penguji: { id_dosen: number; username: string }[];
  let ruang: number[];
  const sheets: Record<string, number> = {};

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    idTa = (await api.get('tugas-akhir/mahasiswa', 'ta.siapsidang')).json().tugas_akhir.id_tugas_akhir;
    const tiProdi = (await api.get(`tugas-akhir/dt/${idTa}`, 'aka01')).json().id_prodi;
    penguji = (await k.db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select(['d.id_dosen', 'u.username', 'u.default_group']).where('d.id_prodi', '=', tiProdi).where('u.username', 'not in', ['dsn00', 'kor00'])
      .where('u.default_group', '=', 'dsn00').orderBy('d.id_dosen').limit(2).execute()) as { id_dosen: number; username: string }[];
    ruang = (await k.db.withSchema('master_data').selectFrom('ruang').select('id_ruang').orderBy('id_ruang').limit(2).execute()).map((r) => r.id_ruang);
  });
  afterAll(async () => k?.close());

  it('a defence needs every supervisor\'s approval first; the student\'s page is told so before trying', async () => {
    const saya = async () => (await api.get('tugas-akhir/pengajuan-sidang/mahasiswa', 'ta.siapsidang')).json();
    const early = await api.post('tugas-akhir/pengajuan-sidang/draft', 'ta.siapsidang');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/persetujuan sidang/);
    expect(await saya()).toEqual({ sidang: null, dapat_daftar: false, alasan_tidak_dapat_daftar: early.json().message });
    expect((await api.post(`tugas-akhir/bimbingan/${idTa}/persetujuan-sidang`, 'dsn00')).statusCode).toBe(200);
    expect(await saya()).toEqual({ sidang: null, dapat_daftar: true, alasan_tidak_dapat_daftar: null });
    expect((await api.post('tugas-akhir/pengajuan-sidang/draft', 'mhs00')).statusCode).toBe(409);
  });

  it('draft -> files (by content) -> submitted; one running defence at a time', async () => {
    const res = await api.post('tugas-akhir/pengajuan-sidang/draft', 'ta.siapsidang');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', aksi: ['mengajukan', 'batal'] });
    idSidang = res.json().id_sidang_tugas_akhir;
    expect((await api.post('tugas-akhir/pengajuan-sidang/draft', 'ta.siapsidang')).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/pengajuan-sidang/draft/mengajukan', 'ta.siapsidang', { id_sidang_tugas_akhir: idSidang })).statusCode).toBe(400);
    const syarat = (await k.db.withSchema('master_data').selectFrom('syarat_berkas_ta').select(['id_syarat_berkas_ta', 'wajib', 'kode']).where('tahap', '=', 'sidang').orderBy('urutan').execute());
    const url = (s: number) => `tugas-akhir/pengajuan-sidang/draft/berkas?id_sidang_tugas_akhir=${idSidang}&id_syarat_berkas_ta=${s}`;
    expect((await api.upload(url(syarat[0].id_syarat_berkas_ta), 'ta.siapsidang', 'naskah.pdf', Buffer.from('<html>bukan pdf</html>'))).statusCode).toBe(400);
    expect((await api.upload(url(syarat[0].id_syarat_berkas_ta), 'mhs00', 'naskah.pdf', demoPdf('x'))).statusCode).toBe(403);
    for (const s of syarat.filter((x) => x.wajib)) expect((await api.upload(url(s.id_syarat_berkas_ta), 'ta.siapsidang', `${s.kode}.pdf`, demoPdf(s.kode))).statusCode).toBe(200);
    const sub = await api.post('tugas-akhir/pengajuan-sidang/draft/mengajukan', 'ta.siapsidang', { id_sidang_tugas_akhir: idSidang });
    expect(sub.json().status).toBe('diajukan');
    expect((await api.patch('tugas-akhir/pengajuan-sidang/draft/pembatalan', 'ta.siapsidang', { id_sidang_tugas_akhir: idSidang })).statusCode).toBe(409);
    const zip = await api.get(`tugas-akhir/pengajuan-sidang/berkas-zip/${idSidang}`, 'aka01');
    expect(zipEntries(zip.rawPayload)).toContain('naskah - naskah.pdf');
    expect((await api.get(`tugas-akhir/sidang/dt?status=diajukan`, 'aka01')).json().per_page).toBe(8);
  });

  it('staff return it, the student revises and resubmits, staff validate: the project enters the defence stage', async () => {
    expect((await api.post('tugas-akhir/validasi/pengajuan-sidang', 'dsn00', { id_sidang_tugas_akhir: idSidang, aksi: 'validasi' })).statusCode).toBe(403);
    // A return must say why: no note, blanks or a token note are refused and nothing moves.
    for (const catatan of [undefined, '', '    ', ' ok ']) {
      const bare = await api.post('tugas-akhir/validasi/pengajuan-sidang', 'aka01', { id_sidang_tugas_akhir: idSidang, aksi: 'kembalikan', ...(catatan === undefined ? {} : { catatan }) });
      expect(bare.statusCode, String(catatan)).toBe(400);
      expect(bare.json().message).toBe('Alasan wajib diisi (minimal 5 karakter) saat menolak atau mengembalikan.');
    }
    expect((await api.get(`tugas-akhir/sidang/dt/${idSidang}`, 'aka01')).json().status).toBe('diajukan');
    expect((await api.post('tugas-akhir/validasi/pengajuan-sidang', 'aka01', { id_sidang_tugas_akhir: idSidang, aksi: 'kembalikan', catatan: 'Plagiasi terlalu tinggi' })).json().status).toBe('dikembalikan');
    expect((await api.post('tugas-akhir/pengajuan-sidang/perbaikan', 'ta.siapsidang', { id_sidang_tugas_akhir: idSidang })).json().status).toBe('revisi');
    expect((await api.post('tugas-akhir/pengajuan-sidang/perbaikan/mengajukan', 'ta.siapsidang', { id_sidang_tugas_akhir: idSidang })).json().status).toBe('diajukan');
    expect((await api.post('tugas-akhir/validasi/pengajuan-sidang', 'aka01', { id_sidang_tugas_akhir: idSidang, aksi: 'validasi' })).json().status).toBe('divalidasi');
    expect((await api.get(`tugas-akhir/dt/${idTa}`, 'aka01')).json().status).toBe('sidang');
  });

  it('scheduling: room and examiners, no double booking of room or lecturer', async () => {
    const body = { id_sidang_tugas_akhir: idSidang, tanggal: today(), jam_mulai: '15:00', jam_selesai: '17:00', id_ruang: ruang[0], penguji: penguji.map((p) => p.id_dosen) };
    expect((await api.patch('tugas-akhir/sidang/penjadwalan', 'aka01', body)).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, penguji: [await dsn00()] })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, jam_selesai: '14:00' })).statusCode).toBe(400);
    // Like the proposal examination: no date before today, and no examiner twice.
    for (const tanggal of ['2025-01-01', shift(-1)]) {
      const past = await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, tanggal });
      expect(past.statusCode, tanggal).toBe(400);
      expect(past.json().message).toBe('Tanggal sidang tidak boleh sebelum hari ini.');
    }
    const twice = await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, penguji: [penguji[0].id_dosen, penguji[0].id_dosen] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Dosen penguji yang sama tidak boleh dipilih lebih dari sekali.');
    // A room the administrator deactivated (decision 0033) is not used.
    await k.db.withSchema('master_data').updateTable('ruang').set({ aktif: false }).where('id_ruang', '=', ruang[0]).execute();
    const tutup = await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', body);
    await k.db.withSchema('master_data').updateTable('ruang').set({ aktif: true }).where('id_ruang', '=', ruang[0]).execute();
    expect(tutup.statusCode).toBe(400);
    expect(tutup.json().message).toMatch(/^Ruang .+ sudah dinonaktifkan dan tidak dapat dipakai untuk sidang\. Pilih ruang lain\.$/);
    const ok = await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().panel.map((p: any) => p.peran)).toEqual(['pembimbing', 'penguji', 'penguji']);
    expect((await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', body)).statusCode).toBe(409);
    // The seeded proposal examination of ta.prauaps holds that room today 09:00-10:00.
    const exam = await api.patch('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, jam_mulai: '09:30', jam_selesai: '11:00' });
    expect(exam.statusCode).toBe(409);
    expect(exam.json().message).toMatch(/sudah dipakai/);

    // A second validated defence (mhs00, also supervised by dsn00) at an overlapping time.
    const mhs00Ta = (await api.get('tugas-akhir/mahasiswa', 'mhs00')).json().tugas_akhir.id_tugas_akhir;
    const other = await k.db.withSchema('uaps').insertInto('sidang').values({ id_tugas_akhir: mhs00Ta, id_prodi: ok.json().id_prodi, status: 'divalidasi' }).returning('id_sidang_tugas_akhir').executeTakeFirstOrThrow();
    const second = { ...body, id_sidang_tugas_akhir: other.id_sidang_tugas_akhir, jam_mulai: '16:00', jam_selesai: '18:00', penguji: [penguji[1].id_dosen] };
    const room = await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', second);
    expect(room.statusCode).toBe(409);
    expect(room.json().message).toMatch(/sudah dipakai sidang lain/);
    const person = await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', { ...second, id_ruang: ruang[1] });
    expect(person.statusCode).toBe(409);
    expect(person.json().message).toMatch(/sudah bertugas pada sidang lain/);
    expect((await api.post('tugas-akhir/sidang/penjadwalan', 'aka01', { ...second, jam_mulai: '17:00', jam_selesai: '19:00' })).statusCode).toBe(200);
    expect((await api.patch('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, tanggal: '2025-01-01' })).statusCode).toBe(400);
    expect((await api.patch('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, penguji: [penguji[1].id_dosen, penguji[1].id_dosen] })).statusCode).toBe(400);
    const moved = await api.patch('tugas-akhir/sidang/penjadwalan', 'aka01', { ...body, jam_mulai: '10:00', jam_selesai: '12:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ jam_mulai: '10:00', jam_selesai: '12:00', versi_penilaian: 2 });
    const mine = (await api.get('tugas-akhir/sidang/penguji', penguji[0].username)).json();
    expect(mine.data.map((s: any) => s.id_sidang_tugas_akhir)).toContain(idSidang);
  });

  async function dsn00(): Promise<number> {
    return (await k.db.withSchema('master_data').selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirstOrThrow()).id_dosen;
  }

  const fill = (komponen: { id_komponen_penilaian: number }[], values: number[]) => komponen.map((c, i) => ({ id_komponen_penilaian: c.id_komponen_penilaian, nilai: values[i] }));

  it('the panel scores by components of the defence version; outsiders cannot', async () => {
    const form = await api.get(`tugas-akhir/penilaian-v2/pembimbing/${idTa}`, 'dsn00');
    expect(form.statusCode).toBe(200);
    const comps = form.json().komponen;
    expect(comps.map((c: any) => c.bobot)).toEqual([20, 30, 30, 20]);
    const v1 = (await api.get(`tugas-akhir/penilaian/pembimbing/${idTa}`, 'dsn00')).json().komponen;
    expect((await api.post(`tugas-akhir/penilaian/pembimbing/${idTa}`, 'dsn00', { versi: 1, nilai: fill(v1, [80, 80]) })).statusCode).toBe(400);
    expect((await api.post(`tugas-akhir/penilaian/pembimbing/${idTa}`, 'dsn00', { versi: 2, nilai: fill(comps.slice(1), [80, 80, 80]) })).statusCode).toBe(400);
    const ok = await api.post(`tugas-akhir/penilaian/pembimbing/${idTa}`, 'dsn00', { versi: 2, nilai: fill(comps, [90, 80, 70, 60]) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().nilai).toBe(nilaiTertimbang([{ nilai: 90, bobot: 20 }, { nilai: 80, bobot: 30 }, { nilai: 70, bobot: 30 }, { nilai: 60, bobot: 20 }]));
    expect(ok.json().nilai).toBe(75);
    sheets.pembimbing = ok.json().id_penilaian;
    expect((await api.post(`tugas-akhir/penilaian/pembimbing/${idTa}`, 'dsn00', { versi: 2, nilai: fill(comps, [90, 80, 70, 60]) })).statusCode).toBe(409);
    expect((await api.patch(`tugas-akhir/penilaian/pembimbing/${idTa}`, 'dsn00', { versi: 2, nilai: fill(comps, [90, 90, 70, 70]) })).json().nilai).toBe(80);

    const pComps = (await api.get(`tugas-akhir/penilaian-v2/penguji/${idSidang}`, penguji[0].username)).json().komponen;
    for (const [i, p] of penguji.entries()) {
      const r = await api.post(`tugas-akhir/penilaian/penguji/${idSidang}`, p.username, { versi: 2, nilai: fill(pComps, [70 + i * 10, 70 + i * 10, 70 + i * 10, 70 + i * 10]) });
      expect(r.statusCode, r.body).toBe(200);
      sheets[p.username] = r.json().id_penilaian;
    }
    expect((await api.post(`tugas-akhir/penilaian/penguji/${idSidang}`, 'dsn00', { versi: 2, nilai: fill(pComps, [1, 1, 1, 1]) })).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/penilaian-v2/penguji/${idSidang}`, 'kor00')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/penilaian/penguji/${idSidang}/periksa`, 'dsn00')).json().data).toHaveLength(3);
  });

  it('staff validate sheets; a cancelled sheet goes back for correction; only validated sheets count', async () => {
    const early = await api.post('tugas-akhir/validasi/penilaian-sidang', 'aka01', { id_sidang_tugas_akhir: idSidang, hasil: 'lulus_perbaikan' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/belum ada atau belum divalidasi/);
    expect(early.json().message).not.toMatch(/\.\.$/);
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang/pembimbing', 'dsn00', { id_penilaian: sheets.pembimbing })).statusCode).toBe(403);
    // dsn00 is also head of programme (aka02): as programme staff, still not the sheet they filled in as supervisor.
    const lecturer = await k.login('dsn00');
    const head = (await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: { authorization: `Bearer ${lecturer}` }, payload: { id_group_user: 'aka02' } })).json().access_token;
    const own = await k.inject({ method: 'POST', url: '/api/tugas-akhir/validasi/penilaian-sidang/pembimbing', headers: { authorization: `Bearer ${head}` }, payload: { id_penilaian: sheets.pembimbing } });
    await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: { authorization: `Bearer ${head}` }, payload: { id_group_user: 'dsn00' } });
    expect(own.json()).toEqual({ message: 'Anda tidak dapat memvalidasi lembar nilai yang Anda isi sendiri.' });
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang/penguji', 'aka01', { id_penilaian: sheets.pembimbing })).statusCode).toBe(404);
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang/pembimbing', 'aka01', { id_penilaian: sheets.pembimbing })).statusCode).toBe(200);
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang/pembimbing', 'aka01', { id_penilaian: sheets.pembimbing })).statusCode).toBe(409);
    for (const p of penguji) expect((await api.post('tugas-akhir/validasi/penilaian-sidang/penguji', 'aka01', { id_penilaian: sheets[p.username] })).statusCode).toBe(200);
    // Cancel one examiner's validated sheet: it returns to the lecturer, who corrects it.
    const [a] = penguji;
    // Without a reason (or with one of spaces) nothing changes: the lecturer must learn why.
    for (const catatan of [undefined, '   ', 'ok']) {
      const refused = await api.post('tugas-akhir/validasi/penilaian-sidang/penguji/batal', 'aka01', { id_penilaian: sheets[a.username], ...(catatan === undefined ? {} : { catatan }) });
      expect(refused.statusCode).toBe(400);
    }
    expect((await api.get(`tugas-akhir/penilaian-v2/penguji/${idSidang}`, a.username)).json().penilaian).toMatchObject({ status: 'divalidasi', alasan_dikembalikan: null });
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang/penguji/batal', 'aka01', { id_penilaian: sheets[a.username], catatan: '  Komponen presentasi belum sesuai rubrik.  ' })).statusCode).toBe(200);
    expect((await api.get(`tugas-akhir/penilaian-v2/penguji/${idSidang}`, a.username)).json().penilaian)
      .toMatchObject({ status: 'dikembalikan', alasan_dikembalikan: 'Komponen presentasi belum sesuai rubrik.' });
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang', 'aka01', { id_sidang_tugas_akhir: idSidang, hasil: 'lulus_perbaikan' })).statusCode).toBe(409);
    const pComps = (await api.get(`tugas-akhir/penilaian-v2/penguji/${idSidang}`, a.username)).json().komponen;
    expect((await api.patch(`tugas-akhir/penilaian/penguji/${idSidang}`, a.username, { versi: 2, nilai: fill(pComps, [60, 60, 60, 60]) })).statusCode).toBe(409);
    expect((await api.patch(`tugas-akhir/penilaian/penguji/${idSidang}/perbaikan`, a.username, { versi: 2, nilai: fill(pComps, [76, 76, 76, 76]) })).json().nilai).toBe(76);
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang/penguji', 'aka01', { id_penilaian: sheets[a.username] })).statusCode).toBe(200);
    // Validated again, the sheet no longer carries the old reason.
    expect((await api.get(`tugas-akhir/penilaian-v2/penguji/${idSidang}`, a.username)).json().penilaian.alasan_dikembalikan).toBeNull();

    const list = (await api.get('tugas-akhir/penilaian-sidang?selesai=0', 'aka01')).json();
    expect(list.data.find((s: any) => s.id_sidang_tugas_akhir === idSidang)).toMatchObject({ jumlah_panel: 3, jumlah_divalidasi: 3 });
    const fin = await api.post('tugas-akhir/validasi/penilaian-sidang', 'aka01', { id_sidang_tugas_akhir: idSidang, hasil: 'lulus_perbaikan' });
    expect(fin.statusCode).toBe(200);
    expect(fin.json().nilai_akhir).toBe(Math.round(((80 + 76 + 80) / 3) * 100) / 100);
    expect(fin.json().nilai_huruf).toBeTruthy();
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang', 'aka01', { id_sidang_tugas_akhir: idSidang, hasil: 'lulus' })).statusCode).toBe(409);
    expect((await api.post('tugas-akhir/validasi/penilaian-sidang/penguji/batal', 'aka01', { id_penilaian: sheets[a.username], catatan: 'Terlambat diperiksa ulang.' })).statusCode).toBe(409);
    expect((await api.get(`tugas-akhir/dt/${idTa}`, 'aka01')).json()).toMatchObject({ status: 'perbaikan', nilai_akhir: fin.json().nilai_akhir });
  });

  it('the minutes (berita acara) carry the panel, the scores and the result', async () => {
    const res = await api.get(`tugas-akhir/penilaian/sidang/dt/${idSidang}/berita-acara`, 'aka01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload }).toString('utf8');
    expect(text).toContain('BERITA ACARA SIDANG TUGAS AKHIR');
    expect(text).toContain('Lulus dengan Perbaikan');
    expect(text).toContain('Budi Santoso');
    // Indonesian numbers (decimal comma), long dates and 'HH.MM WIB' times (domain-rules.md, Display).
    expect(text).toContain('80,00');
    expect(text).toContain('76,00');
    expect(text).not.toContain('80.00');
    expect(text).toMatch(/(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+ \d{4}, \d{2}\.\d{2}–\d{2}\.\d{2} WIB/);
    // Every panel member signs with NIP (8-6-1-3) or NIDN.
    const panelNomor = await k.db.withSchema('master_data').selectFrom('dosen').select([sql<string | null>`nip::text`.as('nip'), sql<string | null>`nidn::text`.as('nidn')])
      .where('id_dosen', 'in', (await api.get(`tugas-akhir/sidang/dt/${idSidang}`, 'aka01')).json().panel.map((p: any) => p.id_dosen)).execute();
    expect(panelNomor).toHaveLength(3);
    for (const d of panelNomor) expect(text).toContain(d.nip ? `NIP. ${d.nip.slice(0, 8)} ${d.nip.slice(8, 14)} ${d.nip.slice(14, 15)} ${d.nip.slice(15)}` : `NIDN. ${d.nidn}`);
    expect((await api.get(`tugas-akhir/penilaian/sidang/dt/${idSidang}/berita-acara`, 'mhs00')).statusCode).toBe(403);
    const laporan = await api.get(`tugas-akhir/sidang/laporan?dari=${today()}&sampai=${today()}`, 'aka01');
    expect(laporan.headers['content-type']).toBe('application/pdf');
    // Plain reading order, whitespace folded: a table cell may wrap over two lines.
    const lap = execFileSync('pdftotext', ['-', '-'], { input: laporan.rawPayload }).toString('utf8').replace(/\s+/g, ' ');
    expect(lap).toContain('LAPORAN SIDANG TUGAS AKHIR');
    expect(lap).toContain('Nur Aisyah');
    expect(lap).toContain('Lulus dengan Perbaikan');
    expect(lap).not.toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(lap).toMatch(/\d{1,2} \w+ \d{4}/);
    expect(lap).toMatch(/\d{2}\.\d{2}– ?\d{2}\.\d{2} WIB/);
    expect(lap).toMatch(/\d{2},\d{2} \(/);
    expect(lap).toMatch(/Ketua Program Studi[^]*(NIP\. \d{8} \d{6} \d \d{3}|NIDN\. \d+)/);
    expect((await api.get('tugas-akhir/sidang/laporan', 'dsn00')).statusCode).toBe(403);
  });

  it('post-defence revision: upload, returned, re-upload, approved by the main supervisor -> finished', async () => {
    expect((await api.upload('tugas-akhir/perbaikan-setelah-sidang', 'mhs00', 'x.pdf', demoPdf('x'))).statusCode).toBe(409);
    const up = await api.upload('tugas-akhir/perbaikan-setelah-sidang?catatan=Bab%204%20diperbaiki', 'ta.siapsidang', 'Naskah Final.pdf', demoPdf('final'));
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ status: 'diajukan', nama_berkas: 'Naskah Final.pdf' });
    const id = up.json().id_perbaikan;
    expect((await api.upload('tugas-akhir/perbaikan-setelah-sidang', 'ta.siapsidang', 'lagi.pdf', demoPdf('lagi'))).statusCode).toBe(409);
    const dl = await api.get(`tugas-akhir/perbaikan-setelah-sidang/berkas/${id}`, 'dsn00');
    expect(dl.headers['content-disposition']).toContain('Naskah%20Final.pdf');
    expect((await api.post('tugas-akhir/perbaikan-setelah-sidang/persetujuan', penguji[0].username, { id_perbaikan: id, aksi: 'validasi' })).statusCode).toBe(403);
    expect((await api.post('tugas-akhir/perbaikan-setelah-sidang/persetujuan', 'dsn00', { id_perbaikan: id, aksi: 'kembalikan' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perbaikan-setelah-sidang/persetujuan', 'dsn00', { id_perbaikan: id, aksi: 'kembalikan', catatan: '  -  ' })).statusCode).toBe(400);
    expect((await api.post('tugas-akhir/perbaikan-setelah-sidang/persetujuan', 'dsn00', { id_perbaikan: id, aksi: 'kembalikan', catatan: 'Daftar pustaka' })).statusCode).toBe(200);
    expect((await api.upload('tugas-akhir/perbaikan-setelah-sidang', 'ta.siapsidang', 'Naskah Final v2.pdf', demoPdf('v2'))).json().status).toBe('diajukan');
    expect((await api.get('tugas-akhir/perbaikan-setelah-sidang?status=diajukan', 'dsn00')).json().data.map((p: any) => p.id_perbaikan)).toContain(id);
    expect((await api.post('tugas-akhir/perbaikan-setelah-sidang/persetujuan', 'dsn00', { id_perbaikan: id, aksi: 'validasi' })).statusCode).toBe(200);
    const status = (await api.get(`tugas-akhir/perbaikan-setelah-sidang/status-persetujuan/${id}`, 'ta.siapsidang')).json();
    expect(status.riwayat.map((r: any) => r.aksi)).toEqual(['mengajukan', 'kembalikan', 'perbaikan', 'ajukan_perbaikan', 'validasi']);
    expect((await api.get(`tugas-akhir/dt/${idTa}`, 'aka01')).json().status).toBe('selesai');
    expect((await api.post('tugas-akhir/perbaikan-setelah-sidang/persetujuan', 'dsn00', { id_perbaikan: id, aksi: 'validasi' })).statusCode).toBe(409);
  });
  it('the seeded grades carry the letter of the programme scale, as finalisation gives it', async () => {
    const rows = await k.db.withSchema('uaps').selectFrom('sidang as s').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 's.id_tugas_akhir')
      .select(['s.id_prodi', sql<number>`s.nilai_akhir::float8`.as('nilai'), 's.nilai_huruf', 'ta.nilai_huruf as huruf_ta']).where('s.nilai_akhir', 'is not', null).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const skala = (await sql<{ nilai_huruf: string; batas: number }>`select nilai_huruf, batas_bawah::float8 as batas from master_data.skala_nilai
        where id_prodi = ${r.id_prodi} and berlaku_mulai = (select max(berlaku_mulai) from master_data.skala_nilai where id_prodi = ${r.id_prodi})`.execute(k.db)).rows;
      const expected = skala.filter((x) => x.batas <= r.nilai).sort((a, b) => b.batas - a.batas)[0].nilai_huruf;
      expect(r.nilai_huruf, String(r.nilai)).toBe(expected);
      expect(r.huruf_ta).toBe(expected);
    }
    // The demo's 80.67 is an A (>= 80), not an A-.
    expect(rows.find((r) => Math.abs(r.nilai - 80.67) < 0.001)?.nilai_huruf).toBe('A');
  });
});
