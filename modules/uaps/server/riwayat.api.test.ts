import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import uaps from './index';
import { client } from './uaps.test-support';

const JUDUL_SELESAI = 'Sistem Informasi Tracer Study Alumni Berbasis Web';
const JUDUL_DIGANTI = 'Aplikasi Pemantauan Kehadiran Praktikum dengan Kode QR';

describe.each(MODULE_TEST_DATABASES)('uaps histories and reports (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let budi: number;
  let ti: number;
  /** A lecturer of another programme, and a lecturer of TI who logs in with their NIDN. */
  let outsider: number;
  let rekan: { id_dosen: number; nidn: string };
  let proposalLain: number;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    const md = k.db.withSchema('master_data');
    const dsn = await md.selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select(['d.id_dosen', 'd.id_prodi']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
    budi = dsn.id_dosen;
    ti = dsn.id_prodi;
    outsider = (await md.selectFrom('dosen').select('id_dosen').where('id_prodi', '<>', ti).orderBy('id_dosen').executeTakeFirstOrThrow()).id_dosen;
    rekan = (await md.selectFrom('dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select(['d.id_dosen', 'd.nidn'])
      .where('d.id_prodi', '=', ti).where('u.username', 'not in', ['dsn00', 'kor00']).where('u.default_group', '=', 'dsn00').orderBy('d.id_dosen').executeTakeFirstOrThrow()) as { id_dosen: number; nidn: string };
    proposalLain = (await k.db.withSchema('uaps').selectFrom('proposal').select('id_proposal_tugas_akhir').where('id_prodi', '<>', ti).where('status', '=', 'divalidasi').orderBy('id_proposal_tugas_akhir').executeTakeFirstOrThrow()).id_proposal_tugas_akhir;
  });
  afterAll(async () => k?.close());

  it('pengajuan-ta/dt: submitted proposals of the staff programmes with stage, supervisors and defence; 7 per page', async () => {
    const res = await api.get('tugas-akhir/pengajuan-ta/dt?per_page=100', 'aka01');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.akses_prodi).toEqual([ti]);
    expect(page.data.every((r: any) => r.id_prodi === ti && r.status_proposal !== 'draft')).toBe(true);
    expect(page.data.some((r: any) => r.judul === 'Aplikasi Presensi Berbasis Pengenalan Wajah untuk Kelas Besar')).toBe(false);
    const siti = page.data.find((r: any) => r.nama_mahasiswa === 'Siti Rahmawati');
    expect(siti).toMatchObject({ tahap: 'bimbingan', status_proposal: 'divalidasi', pembimbing_utama: 'Dr. Ir. Budi Santoso, M.Kom.', hasil_sidang: null });
    const diajukan = page.data.find((r: any) => r.judul === 'Analisis Sentimen Ulasan Aplikasi Akademik dengan IndoBERT');
    expect(diajukan).toMatchObject({ status_proposal: 'diajukan', id_tugas_akhir: null, tahap: null });
    const selesai = page.data.find((r: any) => r.judul === JUDUL_SELESAI);
    expect(selesai).toMatchObject({ tahap: 'selesai', hasil_sidang: 'lulus' });
    expect(selesai.nilai_akhir).toBeGreaterThan(80);

    expect((await api.get('tugas-akhir/pengajuan-ta/dt', 'aka01')).json().per_page).toBe(7);
    const p1 = (await api.get('tugas-akhir/pengajuan-ta/dt?per_page=2', 'aka01')).json();
    const p2 = (await api.get('tugas-akhir/pengajuan-ta/dt?per_page=2&page=2', 'aka01')).json();
    expect(p1.total).toBe(page.total);
    expect(p2.current_page).toBe(2);
    expect(p2.data.map((r: any) => r.id_proposal_tugas_akhir)).not.toContain(p1.data[0].id_proposal_tugas_akhir);
    const done = (await api.get('tugas-akhir/pengajuan-ta/dt?tahap=selesai', 'aka01')).json();
    expect(done.total).toBeGreaterThanOrEqual(1);
    expect(done.data.every((r: any) => r.tahap === 'selesai')).toBe(true);
    expect((await api.get(`tugas-akhir/pengajuan-ta/dt?cari=${encodeURIComponent('Tracer Study')}`, 'aka01')).json().total).toBe(1);
    expect((await api.get(`tugas-akhir/pengajuan-ta/dt?id_prodi=${ti + 1000}`, 'aka01')).json().total).toBe(0);
    expect((await api.get('tugas-akhir/pengajuan-ta/dt?tahap=tamat', 'aka01')).statusCode).toBe(400);
    for (const who of ['dsn00', 'mhs00', 'kor00']) expect((await api.get('tugas-akhir/pengajuan-ta/dt', who)).statusCode, who).toBe(403);
  });

  it('pengajuan-ta/dt/{id}: supervisors, defences and the whole history; other programmes 403, unknown 404', async () => {
    const row = (await api.get(`tugas-akhir/pengajuan-ta/dt?cari=${encodeURIComponent('Tracer Study')}`, 'aka01')).json().data[0];
    const res = await api.get(`tugas-akhir/pengajuan-ta/dt/${row.id_proposal_tugas_akhir}`, 'aka01');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.pembimbing).toEqual([expect.objectContaining({ id_dosen: budi, peran: 'utama', aktif: true, bimbingan_tervalidasi: 8 })]);
    expect(d.sidang).toEqual([expect.objectContaining({ hasil: 'lulus', jam_mulai: '09:00' })]);
    expect(new Set(d.riwayat.map((r: any) => r.jenis))).toEqual(new Set(['proposal', 'tugas_akhir', 'sidang']));
    expect(d.riwayat.at(-1)).toMatchObject({ jenis: 'tugas_akhir', aksi: 'hasil_sidang', ke: 'selesai' });
    const replaced = (await api.get(`tugas-akhir/pengajuan-ta/dt?cari=${encodeURIComponent('Kehadiran Praktikum')}`, 'aka01')).json().data[0];
    const sup = (await api.get(`tugas-akhir/pengajuan-ta/dt/${replaced.id_proposal_tugas_akhir}`, 'aka01')).json().pembimbing;
    expect(sup.map((p: any) => [p.aktif, p.id_dosen === budi])).toEqual([[true, false], [false, true]]);
    expect((await api.get(`tugas-akhir/pengajuan-ta/dt/${proposalLain}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/pengajuan-ta/dt/999999', 'aka01')).statusCode).toBe(404);
    expect((await api.get(`tugas-akhir/pengajuan-ta/dt/${row.id_proposal_tugas_akhir}`, 'dsn00')).statusCode).toBe(403);
  });

  it('pembimbing/dosen: lecturers with running and finished supervisions (10 per page); a lecturer sees only themself', async () => {
    const res = await api.get('tugas-akhir/pembimbing/dosen?per_page=100', 'aka01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.every((r: any) => r.id_prodi === ti)).toBe(true);
    const row = res.json().data.find((r: any) => r.id_dosen === budi);
    const kuota = (await api.get('tugas-akhir/kuota/bimbingan?per_page=100', 'aka01')).json().data.find((r: any) => r.id_dosen === budi);
    expect(row.utama_aktif).toBe(kuota.jumlah_utama);
    expect(row.utama_selesai).toBe(1);
    expect(row.berhenti).toBe(1);
    expect((await api.get('tugas-akhir/pembimbing/dosen', 'aka01')).json().per_page).toBe(10);
    expect((await api.get(`tugas-akhir/pembimbing/dosen?cari=${encodeURIComponent('Budi Santoso')}`, 'aka01')).json().data.map((r: any) => r.id_dosen)).toEqual([budi]);
    const own = (await api.get('tugas-akhir/pembimbing/dosen', 'dsn00')).json();
    expect(own.data.map((r: any) => r.id_dosen)).toEqual([budi]);
    expect(own.total).toBe(1);
    expect((await api.get('tugas-akhir/pembimbing/dosen', 'mhs00')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/pembimbing/dosen', 'kor00')).statusCode).toBe(403);
  });

  it('pembimbing/dosen/{id_dosen}: that lecturer\'s supervised projects with their state, 9 per page', async () => {
    const res = await api.get(`tugas-akhir/pembimbing/dosen/${budi}?per_page=100`, 'aka01');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.dosen).toMatchObject({ id_dosen: budi, nama_dosen: 'Dr. Ir. Budi Santoso, M.Kom.' });
    const all = await k.db.withSchema('uaps').selectFrom('pembimbing').select('id_tugas_akhir_pembimbing').where('id_dosen', '=', budi).execute();
    expect(page.total).toBe(all.length);
    expect(page.data.find((r: any) => r.judul === JUDUL_SELESAI)).toMatchObject({ keadaan: 'selesai', aktif: true, bimbingan_tervalidasi: 8 });
    expect(page.data.find((r: any) => r.judul === JUDUL_DIGANTI)).toMatchObject({ keadaan: 'diganti', aktif: false, bimbingan_tervalidasi: 3 });
    expect((await api.get(`tugas-akhir/pembimbing/dosen/${budi}`, 'aka01')).json().per_page).toBe(9);
    const selesai = (await api.get(`tugas-akhir/pembimbing/dosen/${budi}?keadaan=selesai`, 'aka01')).json();
    expect(selesai.data.map((r: any) => r.judul)).toEqual([JUDUL_SELESAI]);
    expect((await api.get(`tugas-akhir/pembimbing/dosen/${budi}?peran=pendamping`, 'aka01')).json().data.every((r: any) => r.peran === 'pendamping')).toBe(true);
    expect((await api.get(`tugas-akhir/pembimbing/dosen/${budi}`, 'dsn00')).statusCode).toBe(200);
    expect((await api.get(`tugas-akhir/pembimbing/dosen/${rekan.id_dosen}`, 'dsn00')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/pembimbing/dosen/${outsider}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/pembimbing/dosen/999999', 'aka01')).statusCode).toBe(404);
    expect((await api.get(`tugas-akhir/pembimbing/dosen/${budi}`, 'mhs00')).statusCode).toBe(403);
  });

  it('mahasiswa-bimbingan/legacy: the lecturer\'s own history incl. finished and replaced; staff by id_dosen', async () => {
    const own = await api.get('tugas-akhir/mahasiswa-bimbingan/legacy?per_page=100', 'dsn00');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().dosen.id_dosen).toBe(budi);
    const states = new Set(own.json().data.map((r: any) => r.keadaan));
    expect(states).toEqual(new Set(['berjalan', 'selesai', 'diganti']));
    expect((await api.get('tugas-akhir/mahasiswa-bimbingan/legacy', 'dsn00')).json().per_page).toBe(10);
    expect((await api.get('tugas-akhir/mahasiswa-bimbingan/legacy?keadaan=diganti', 'dsn00')).json().data.map((r: any) => r.judul)).toEqual([JUDUL_DIGANTI]);
    expect((await api.get(`tugas-akhir/mahasiswa-bimbingan/legacy?cari=${encodeURIComponent('Rekomendasi Mata Kuliah')}`, 'dsn00')).json().data.map((r: any) => r.nama_mahasiswa)).toEqual(['Siti Rahmawati']);
    const staff = await api.get(`tugas-akhir/mahasiswa-bimbingan/legacy/${budi}?per_page=100`, 'aka01');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().total).toBe(own.json().total);
    expect((await api.get(`tugas-akhir/mahasiswa-bimbingan/legacy/${budi}`, 'dsn00')).statusCode).toBe(200);
    expect((await api.get(`tugas-akhir/mahasiswa-bimbingan/legacy/${rekan.id_dosen}`, 'dsn00')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/mahasiswa-bimbingan/legacy/${outsider}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/mahasiswa-bimbingan/legacy', 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/mahasiswa-bimbingan/legacy', 'mhs00')).statusCode).toBe(403);
    // The other lecturer's own history holds the project handed over from dsn00.
    const other = await api.get('tugas-akhir/mahasiswa-bimbingan/legacy?keadaan=berjalan&per_page=100', rekan.nidn);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().dosen.id_dosen).toBe(rekan.id_dosen);
  });

  it('bimbingan-riwayat/prodi: sessions per student and supervisor by state, 10 per page', async () => {
    const nim = (await k.db.withSchema('master_data').selectFrom('mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user').select('m.nim').where('u.username', '=', 'mhs00').executeTakeFirstOrThrow()).nim;
    const res = await api.get(`tugas-akhir/bimbingan-riwayat/prodi?cari=${nim}`, 'aka01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().per_page).toBe(10);
    const budiRow = res.json().data.find((r: any) => r.id_dosen === budi);
    expect(budiRow).toMatchObject({ peran: 'utama', aktif: true, jumlah_divalidasi: 4, jumlah_menunggu: 2, jumlah_ditolak: 0, minimal_bimbingan: 8 });
    expect(budiRow.bimbingan_terakhir).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const replaced = (await api.get(`tugas-akhir/bimbingan-riwayat/prodi?cari=${encodeURIComponent('Budi')}&per_page=100`, 'aka01')).json().data.filter((r: any) => r.judul === JUDUL_DIGANTI);
    expect(replaced).toEqual([expect.objectContaining({ aktif: false, jumlah_divalidasi: 3 })]);
    const all = (await api.get('tugas-akhir/bimbingan-riwayat/prodi?per_page=100', 'aka01')).json();
    expect(all.total).toBeGreaterThan(10);
    expect((await api.get('tugas-akhir/bimbingan-riwayat/prodi?tahap=selesai', 'aka01')).json().data.every((r: any) => r.tahap === 'selesai')).toBe(true);
    expect((await api.get(`tugas-akhir/bimbingan-riwayat/prodi?id_prodi=${ti + 1000}`, 'aka01')).json().total).toBe(0);
    expect((await api.get('tugas-akhir/bimbingan-riwayat/prodi', 'dsn00')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/bimbingan-riwayat/prodi', 'mhs00')).statusCode).toBe(403);
  });

  it('riwayat/penguji-sidang: examiners with their defences counted (9 per page), detail per lecturer', async () => {
    const res = await api.get('tugas-akhir/riwayat/penguji-sidang?per_page=100', 'aka01');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r: any) => r.id_prodi === ti && r.jumlah_menguji === r.jumlah_selesai + r.jumlah_terjadwal && r.jumlah_menguji > 0)).toBe(true);
    expect(rows.some((r: any) => r.id_dosen === budi)).toBe(false);
    const counts = rows.map((r: any) => r.jumlah_menguji);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect((await api.get('tugas-akhir/riwayat/penguji-sidang', 'aka01')).json().per_page).toBe(9);
    const examiner = rows.find((r: any) => r.jumlah_selesai > 0);
    const detail = await api.get(`tugas-akhir/riwayat/penguji-sidang/${examiner.id_dosen}`, 'aka01');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().total).toBe(examiner.jumlah_menguji);
    expect(detail.json().data.some((r: any) => r.hasil !== null && r.judul)).toBe(true);
    expect(detail.json().dosen.id_dosen).toBe(examiner.id_dosen);
    expect((await api.get(`tugas-akhir/riwayat/penguji-sidang/${outsider}`, 'aka01')).statusCode).toBe(403);
    expect((await api.get('tugas-akhir/riwayat/penguji-sidang/999999', 'aka01')).statusCode).toBe(404);
    expect((await api.get('tugas-akhir/riwayat/penguji-sidang', 'dsn00')).statusCode).toBe(403);
    expect((await api.get(`tugas-akhir/riwayat/penguji-sidang/${examiner.id_dosen}`, 'dsn00')).statusCode).toBe(403);
  });

  it('the seeded finished defence has validated sheets and printable minutes', async () => {
    const row = (await api.get(`tugas-akhir/pengajuan-ta/dt?cari=${encodeURIComponent('Tracer Study')}`, 'aka01')).json().data[0];
    const detail = (await api.get(`tugas-akhir/penilaian/sidang/dt/${row.id_sidang_tugas_akhir}`, 'aka01')).json();
    expect(detail.penilaian).toHaveLength(3);
    expect(detail.penilaian.every((s: any) => s.status === 'divalidasi' && s.detail.length > 0)).toBe(true);
    const mean = detail.penilaian.reduce((t: number, s: any) => t + s.nilai, 0) / 3;
    expect(detail.nilai_akhir).toBeCloseTo(mean, 1);
    const pdf = await api.get(`tugas-akhir/penilaian/sidang/dt/${row.id_sidang_tugas_akhir}/berita-acara`, 'aka01');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
