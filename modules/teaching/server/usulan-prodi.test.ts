import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import teaching from './index';
import { semesterPendekBerikut } from './semester-pendek.service';

const DILARANG = 'Anda tidak berhak mengakses data ini.';

describe.each(MODULE_TEST_DATABASES)('teaching: programme staff read preferences and decide short-semester proposals (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let ti: number;
  let lain: number;
  let tujuan: { kode_semester: string; nama_semester: string };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'aka01') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const post = (url: string, payload: object, who = 'aka01') => k.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(who), payload });
  const terima = (id_mata_kuliah: number, id_dosen: number, who = 'aka01', kuota = 25) =>
    post('semester-pendek/usulan/terima', { kode_semester: tujuan.kode_semester, id_mata_kuliah, id_dosen, kuota }, who);
  const tolak = (id_mata_kuliah: number, alasan = 'Peminat terlalu sedikit untuk dibuka.', who = 'aka01') =>
    post('semester-pendek/usulan/tolak', { kode_semester: tujuan.kode_semester, id_mata_kuliah, alasan }, who);
  const batal = (id_mata_kuliah: number, alasan = 'Salah pilih mata kuliah, diputuskan ulang.', who = 'aka01', kode_semester = tujuan.kode_semester) =>
    post('semester-pendek/usulan/batal', { kode_semester, id_mata_kuliah, alasan }, who);
  const riwayatDb = async (mk: number) => (await sql<any>`select status_dari, status_ke, alasan, id_kelas, nama_kelas, id_user
    from teaching.riwayat_keputusan_semester_pendek where id_mata_kuliah = ${mk} and kode_semester = ${tujuan.kode_semester}
    order by id_riwayat_keputusan_semester_pendek`.execute(k.db)).rows;
  const adaKelas = async (id: number) => (await sql`select 1 from master_data.kelas where id_kelas = ${id}`.execute(k.db)).rows.length === 1;
  const keputusanDb = async () => (await sql<{ id_mata_kuliah: number; status: string }>`select id_mata_kuliah, status from teaching.keputusan_semester_pendek
    where kode_semester = ${tujuan.kode_semester} order by id_mata_kuliah`.execute(k.db)).rows;
  const jumlahKelas = async () => Number((await sql<{ n: number }>`select count(*)::int as n from master_data.kelas`.execute(k.db)).rows[0].n);
  /** A course of `idProdi` of at most 3 SKS proposed by `idDosen` (inserted directly: the lecturer's own checks are tested elsewhere). */
  async function usulanBaru(idProdi: number, idDosenPengusul: number[]): Promise<number> {
    const { rows: [mk] } = await sql<{ id_mata_kuliah: number }>`select mk.id_mata_kuliah from master_data.mata_kuliah mk
      where mk.id_prodi = ${idProdi} and mk.sks <= 3
        and not exists (select 1 from teaching.usulan_semester_pendek u where u.id_mata_kuliah = mk.id_mata_kuliah and u.kode_semester = ${tujuan.kode_semester})
      order by mk.id_mata_kuliah limit 1`.execute(k.db);
    for (const d of idDosenPengusul) {
      await sql`insert into teaching.usulan_semester_pendek (kode_semester, id_dosen, id_mata_kuliah) values (${tujuan.kode_semester}, ${d}, ${mk.id_mata_kuliah})`.execute(k.db);
    }
    return mk.id_mata_kuliah;
  }

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'aka01', 'aka02', 'adm00']) tokens[u] = await k.login(u);
    for (const u of ['dsn00', 'kor00']) {
      ids[u] = Number((await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
        .select('d.id_dosen').where('u.username', '=', u).executeTakeFirstOrThrow()).id_dosen);
    }
    ti = Number((await k.db.selectFrom('master_data.dosen').select('id_prodi').where('id_dosen', '=', ids.dsn00).executeTakeFirstOrThrow()).id_prodi);
    // A programme aka00 sees (its faculty) and aka01 does not (Teknik Informatika only).
    lain = Number((await sql<{ id_prodi: number }>`select ap.id_prodi from core.akses_prodi ap join core.pengguna u on u.id_user = ap.id_user
      where u.username = 'aka00' and ap.id_prodi <> ${ti} order by ap.id_prodi limit 1`.execute(k.db)).rows[0].id_prodi);
    const aktif = await k.db.selectFrom('master_data.semester').select('kode_semester').where('aktif', '=', true).executeTakeFirstOrThrow();
    tujuan = semesterPendekBerikut(aktif.kode_semester as string);
  });
  afterAll(async () => k?.close());

  it('every call is programme staff\'s: lecturers, students and the administrator 403, visitors 401; nothing stored', async () => {
    const sebelum = await keputusanDb();
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', 'preferensi-dosen'], ['GET', 'preferensi-dosen/unduh'], ['GET', 'semester-pendek/usulan'],
      ['POST', 'semester-pendek/usulan/terima', { kode_semester: '20263', id_mata_kuliah: 1, id_dosen: 1, kuota: 10 }],
      ['POST', 'semester-pendek/usulan/tolak', { kode_semester: '20263', id_mata_kuliah: 1, alasan: 'Alasan yang cukup panjang.' }],
      ['POST', 'semester-pendek/usulan/batal', { kode_semester: '20263', id_mata_kuliah: 1, alasan: 'Alasan yang cukup panjang.' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const who of ['dsn00', 'kor00', 'mhs00', 'adm00']) {
        const res = await k.inject({ method, url: `/api/${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url} ${who}`).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
      expect((await k.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    expect(await keputusanDb()).toEqual(sebelum);
  });

  it('GET preferensi-dosen: the lecturers of the staff\'s programmes, paged by 7, with kor00\'s seeded preferences and load', async () => {
    const res = await get('preferensi-dosen');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.per_page).toBe(7);
    expect(body.current_page).toBe(1);
    expect(body.akses_prodi).toEqual([ti]);
    expect(body.prodi.map((p: any) => p.id_prodi)).toEqual([ti]);
    expect(body.data.length).toBeLessThanOrEqual(7);
    const jumlahTi = Number((await sql<{ n: number }>`select count(*)::int as n from master_data.dosen where aktif and id_prodi = ${ti}`.execute(k.db)).rows[0].n);
    expect(body.total).toBe(jumlahTi);
    const kor = (await get('preferensi-dosen?cari=Hendra')).json();
    expect(kor.total).toBe(1);
    const h = kor.data[0];
    expect(h.nama_dosen).toContain('Hendra Gunawan');
    expect(h.waktu_mengajar).toEqual([
      { hari: 1, jam_mulai: '08:00', jam_selesai: '12:00' }, { hari: 1, jam_mulai: '13:00', jam_selesai: '16:00' },
      { hari: 3, jam_mulai: '08:00', jam_selesai: '15:00' }, { hari: 4, jam_mulai: '18:30', jam_selesai: '21:00' }]);
    expect(h.prioritas.map((p: any) => [p.urutan, p.nama_mata_kuliah])).toEqual([[1, 'Rekayasa Perangkat Lunak'], [2, 'Pemrograman Web'], [3, 'Komputasi Awan']]);
    expect(h.rumpun).toEqual(['Pemrograman dan Rekayasa Perangkat Lunak', 'Sistem dan Jaringan Komputer']);
    expect(h.bidang_keahlian).toEqual(['Komputasi Awan dan Sistem Terdistribusi', 'Rekayasa Perangkat Lunak']);
    const beban = (await sql<{ kelas: number; sks: number }>`select count(*)::int as kelas, coalesce(sum(mk.sks), 0)::int as sks from master_data.kelas k
      join master_data.mata_kuliah mk using (id_mata_kuliah) join master_data.semester s using (id_semester_registrasi)
      where k.id_dosen = ${ids.kor00} and s.aktif`.execute(k.db)).rows[0];
    expect([h.jumlah_kelas, h.jumlah_sks]).toEqual([beban.kelas, beban.sks]);
    // Page 2 continues, a page past the end is empty with the total; a search matching nobody is empty.
    const dua = (await get('preferensi-dosen?page=2')).json();
    expect(dua.data.every((d: any) => !body.data.some((b: any) => b.id_dosen === d.id_dosen))).toBe(true);
    const jauh = (await get('preferensi-dosen?page=99')).json();
    expect([jauh.data.length, jauh.total]).toEqual([0, jumlahTi]);
    expect((await get('preferensi-dosen?cari=%25_tidak-ada')).json().total).toBe(0);
    // aka00 sees its faculty's programmes and may filter to one of them.
    const luas = (await get(`preferensi-dosen?id_prodi=${lain}`, 'aka00')).json();
    expect(luas.total).toBeGreaterThan(0);
    expect(luas.data.every((d: any) => d.nama_prodi !== h.nama_prodi)).toBe(true);
  });

  it('GET preferensi-dosen: another programme 403, an unknown semester 404, bad query 400', async () => {
    const r = await get(`preferensi-dosen?id_prodi=${lain}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Program studi tersebut tidak termasuk program studi yang boleh Anda lihat.');
    expect((await get(`preferensi-dosen/unduh?id_prodi=${lain}`)).statusCode).toBe(403);
    expect((await get('preferensi-dosen?id_semester=999999')).statusCode).toBe(404);
    expect((await get('preferensi-dosen?page=0')).statusCode).toBe(400);
    expect((await get('preferensi-dosen?per_page=1000')).statusCode).toBe(400);
  });

  it('GET preferensi-dosen/unduh: a real XLSX workbook with every lecturer of the list (all pages)', async () => {
    const res = await get('preferensi-dosen/unduh');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/Preferensi-Dosen_.*\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as any);
    const ws = wb.worksheets[0];
    expect(ws.getCell('A1').value).toBe('Preferensi Mengajar Dosen');
    const total = (await get('preferensi-dosen')).json().total;
    const baris: unknown[][] = [];
    ws.eachRow((row, n) => { if (n > 5) baris.push((row.values as unknown[]).slice(1)); });
    expect(baris).toHaveLength(total);
    const kor = baris.find((b) => String(b[1]).includes('Hendra Gunawan'))!;
    expect(String(kor[4])).toContain('Senin 08.00–12.00');
    expect(String(kor[5])).toContain('1. ');
    expect(String(kor[5])).toContain('Rekayasa Perangkat Lunak');
  });

  it('GET semester-pendek/usulan: dsn00\'s seeded proposal per course with its proposers, waiting', async () => {
    const res = await get('semester-pendek/usulan');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.semester).toEqual(tujuan);
    expect(body.akses_prodi).toEqual([ti]);
    const punyaDsn = body.data.find((d: any) => d.pengusul.some((p: any) => p.id_dosen === ids.dsn00));
    expect(punyaDsn.keputusan).toBeNull();
    expect(punyaDsn.pengusul[0].nama_dosen).toContain('Budi Santoso');
    expect(punyaDsn.kuota_terakhir).toBeGreaterThan(0);
    // The seed: colleagues' proposals too, one of them declined with a reason by aka01, listed after the waiting ones.
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const ditolak = body.data.filter((d: any) => d.keputusan !== null);
    expect(ditolak).toHaveLength(1);
    expect(ditolak[0].keputusan).toMatchObject({ status: 'ditolak', diputuskan_oleh: 'Dedi Kurniawan, S.T.', id_kelas: null });
    expect(ditolak[0].keputusan.alasan).toMatch(/terlalu sedikit/);
    expect(body.data.at(-1)).toBe(ditolak[0]);
    expect((await get(`semester-pendek/usulan?id_prodi=${lain}`)).statusCode).toBe(403);
  });

  it('accept opens a class in the short semester taught by the chosen proposer; the lecturer sees it; a second decision is 409', async () => {
    const mk = await usulanBaru(ti, [ids.dsn00, ids.kor00]);
    const sebelum = await jumlahKelas();
    const keputusanSebelum = await keputusanDb();
    // The teacher must be one of the proposers; a wrong quota or field is a 400; nothing stored.
    const bukan = await terima(mk, 999999);
    expect(bukan.statusCode).toBe(400);
    expect(bukan.json().message).toMatch(/^Dosen pengampu kelas .* harus salah satu dosen yang mengusulkannya\.$/);
    expect((await terima(mk, ids.dsn00, 'aka01', 0)).statusCode).toBe(400);
    expect((await post('semester-pendek/usulan/terima', { kode_semester: tujuan.kode_semester, id_mata_kuliah: mk, id_dosen: ids.dsn00, kuota: 5, x: 1 })).statusCode).toBe(400);
    const lama = await post('semester-pendek/usulan/terima', { kode_semester: '20183', id_mata_kuliah: mk, id_dosen: ids.dsn00, kuota: 5 });
    expect(lama.statusCode).toBe(409);
    expect(await jumlahKelas()).toBe(sebelum);
    expect(await keputusanDb()).toEqual(keputusanSebelum);

    const res = await terima(mk, ids.dsn00);
    expect(res.statusCode, res.body).toBe(200);
    const { keputusan } = res.json();
    expect(keputusan).toMatchObject({ status: 'diterima', alasan: null, nama_kelas: 'A', diputuskan_oleh: 'Dedi Kurniawan, S.T.' });
    expect(keputusan.pengampu).toContain('Budi Santoso');
    expect(res.json().message).toMatch(new RegExp(`^Usulan .+ diterima\\. Dr\\. Ir\\. Budi Santoso, M\\.Kom\\. mengampu kelas A pada ${tujuan.nama_semester}\\.$`));
    const { rows: [kelas] } = await sql<any>`select k.id_dosen, k.kuota, k.id_mata_kuliah, s.kode_semester, s.periode, s.aktif from master_data.kelas k
      join master_data.semester s using (id_semester_registrasi) where k.id_kelas = ${keputusan.id_kelas}`.execute(k.db);
    expect(kelas).toMatchObject({ id_dosen: ids.dsn00, kuota: 25, id_mata_kuliah: mk, kode_semester: tujuan.kode_semester, periode: 3, aktif: false });
    const { rows: riwayat } = await sql<any>`select status_dari, status_ke, id_kelas from teaching.riwayat_keputusan_semester_pendek where id_mata_kuliah = ${mk}`.execute(k.db);
    expect(riwayat).toEqual([{ status_dari: 'diusulkan', status_ke: 'diterima', id_kelas: keputusan.id_kelas }]);

    // dsn00 teaches it: on the short-semester schedule of that semester and on the proposal page.
    const idSp = (await k.db.selectFrom('master_data.semester').select('id_semester_registrasi').where('kode_semester', '=', tujuan.kode_semester).executeTakeFirstOrThrow()).id_semester_registrasi;
    const jadwal = (await get(`jadwal-mengajar/sp?id_semester=${idSp}`, 'dsn00')).json();
    expect(jadwal.data.map((d: any) => d.id_kelas)).toContain(keputusan.id_kelas);
    const dsn = (await get('semester-pendek/matkul', 'dsn00')).json();
    expect(dsn.data.find((d: any) => d.id_mata_kuliah === mk).keputusan).toMatchObject({ status: 'diterima', nama_kelas: 'A', pengampu_anda: true });
    const kor = (await get('semester-pendek/matkul', 'kor00')).json();
    expect(kor.data.find((d: any) => d.id_mata_kuliah === mk).keputusan).toMatchObject({ status: 'diterima', pengampu_anda: false });
    // Decided: no second decision, no withdrawal, no new proposal.
    const dua = await tolak(mk, 'Alasan yang cukup panjang.', 'aka02');
    expect(dua.statusCode).toBe(409);
    expect(dua.json().message).toMatch(/sudah diterima oleh Dedi Kurniawan, S\.T\./);
    const tarik = await k.inject({ method: 'DELETE', url: `/api/semester-pendek/matkul?id_mata_kuliah=${mk}`, headers: bearer('dsn00') });
    expect(tarik.statusCode).toBe(409);
    expect(tarik.json().message).toContain('sudah diterima program studi');
    expect(await jumlahKelas()).toBe(sebelum + 1);
    // The list shows the decision, after the waiting courses.
    const daftar = (await get('semester-pendek/usulan')).json().data;
    expect(daftar.findIndex((d: any) => d.id_mata_kuliah === mk)).toBeGreaterThan(daftar.findIndex((d: any) => d.keputusan === null));
  });

  it('decline keeps a reason the proposers read; a short reason is a 400 and stores nothing', async () => {
    const mk = await usulanBaru(ti, [ids.kor00]);
    const pendek = await tolak(mk, '  singkat  ');
    expect(pendek.statusCode).toBe(400);
    expect(await keputusanDb()).not.toContainEqual(expect.objectContaining({ id_mata_kuliah: mk }));
    const res = await tolak(mk, '  Peminat terlalu sedikit untuk dibuka.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().keputusan).toMatchObject({ status: 'ditolak', alasan: 'Peminat terlalu sedikit untuk dibuka.', id_kelas: null, pengampu: null });
    const kor = (await get('semester-pendek/matkul', 'kor00')).json();
    expect(kor.data.find((d: any) => d.id_mata_kuliah === mk).keputusan).toMatchObject({ status: 'ditolak', alasan: 'Peminat terlalu sedikit untuk dibuka.' });
    const lagi = await k.inject({ method: 'POST', url: '/api/semester-pendek', headers: bearer('dsn00'), payload: { id_mata_kuliah: mk } });
    expect([400, 409]).toContain(lagi.statusCode);
  });

  it('akses_prodi: a course of another programme is 403 for aka01 and decided by aka00; unknown course 404, no proposal 404', async () => {
    const { rows: [d] } = await sql<{ id_dosen: number }>`select id_dosen from master_data.dosen where id_prodi = ${lain} order by id_dosen limit 1`.execute(k.db);
    const mk = await usulanBaru(lain, [d.id_dosen]);
    const r = await terima(mk, d.id_dosen);
    expect(r.statusCode).toBe(403);
    expect((await tolak(mk)).statusCode).toBe(403);
    expect(await keputusanDb()).not.toContainEqual(expect.objectContaining({ id_mata_kuliah: mk }));
    expect((await tolak(mk, 'Ruang kuliah tidak tersedia.', 'aka00')).statusCode).toBe(200);
    expect((await terima(999999, ids.dsn00)).statusCode).toBe(404);
    const { rows: [tanpa] } = await sql<{ id_mata_kuliah: number }>`select id_mata_kuliah from master_data.mata_kuliah where id_prodi = ${ti}
      and id_mata_kuliah not in (select id_mata_kuliah from teaching.usulan_semester_pendek) order by id_mata_kuliah limit 1`.execute(k.db);
    const kosong = await tolak(tanpa.id_mata_kuliah);
    expect(kosong.statusCode).toBe(404);
  });

  it('two staff deciding one course at once: one wins, the other 409, one class at most', async () => {
    const mk = await usulanBaru(ti, [ids.dsn00]);
    const sebelum = await jumlahKelas();
    const hasil = await Promise.all([terima(mk, ids.dsn00, 'aka01'), tolak(mk, 'Dosen sedang tugas belajar.', 'aka02'), terima(mk, ids.dsn00, 'aka00')]);
    expect(hasil.map((h) => h.statusCode).sort()).toEqual([200, 409, 409]);
    const menang = hasil.find((h) => h.statusCode === 200)!.json().keputusan.status;
    expect(await jumlahKelas()).toBe(sebelum + (menang === 'diterima' ? 1 : 0));
    const { rows } = await sql`select 1 from teaching.riwayat_keputusan_semester_pendek where id_mata_kuliah = ${mk}`.execute(k.db);
    expect(rows).toHaveLength(1);
  });

  // Undoing a decision (decision 0034).
  const idUser = async (u: string) => Number((await k.db.selectFrom('core.pengguna').select('id_user').where('username', '=', u).executeTakeFirstOrThrow()).id_user);
  /** mhs00 enrolled in the class (SQL: the short semester is not active, so krs's own save would refuse it). */
  async function daftarkan(db: typeof k.db, idKelas: number): Promise<void> {
    const { rows: [kl] } = await sql<any>`select k.id_semester_registrasi, k.id_mata_kuliah, mk.sks from master_data.kelas k
      join master_data.mata_kuliah mk using (id_mata_kuliah) where k.id_kelas = ${idKelas}`.execute(db);
    const { rows: [m] } = await sql<{ id_mahasiswa: number }>`select m.id_mahasiswa from master_data.mahasiswa m join core.pengguna u on u.id_user = m.id_user
      where u.username = 'mhs00'`.execute(db);
    const { rows: [h] } = await sql<{ id_krs: number }>`insert into krs.krs (id_mahasiswa, id_semester_registrasi, status)
      values (${m.id_mahasiswa}, ${kl.id_semester_registrasi}, 'draft')
      on conflict (id_mahasiswa, id_semester_registrasi) do update set status = excluded.status returning id_krs`.execute(db);
    await sql`insert into krs.krs_kelas (id_krs, id_mahasiswa, id_semester_registrasi, id_kelas, id_mata_kuliah, sks)
      values (${h.id_krs}, ${m.id_mahasiswa}, ${kl.id_semester_registrasi}, ${idKelas}, ${kl.id_mata_kuliah}, ${kl.sks})`.execute(db);
  }

  it('undo a refusal: the course waits again with its proposals, the history keeps who, when and why; the lecturer reads "waiting"', async () => {
    const mk = await usulanBaru(ti, [ids.kor00]);
    expect((await tolak(mk)).statusCode).toBe(200);
    // Bad input and the wrong semester store nothing.
    expect((await batal(mk, '  pendek  ')).statusCode).toBe(400);
    expect((await post('semester-pendek/usulan/batal', { kode_semester: tujuan.kode_semester, id_mata_kuliah: mk, alasan: 'x'.repeat(501) })).statusCode).toBe(400);
    const lama = await batal(mk, 'Salah pilih mata kuliah.', 'aka01', '20183');
    expect(lama.statusCode).toBe(409);
    expect(lama.json().message).toBe(`Usulan kini untuk ${tujuan.nama_semester}. Muat ulang halaman sebelum memutuskan.`);
    expect(await keputusanDb()).toContainEqual({ id_mata_kuliah: mk, status: 'ditolak' });

    const res = await batal(mk, '  Ditolak karena salah baca data peminat.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Penolakan usulan .+ dibatalkan\. Mata kuliah ini kembali menunggu keputusan\.$/);
    expect(await keputusanDb()).not.toContainEqual(expect.objectContaining({ id_mata_kuliah: mk }));
    const { rows: usulan } = await sql`select id_dosen from teaching.usulan_semester_pendek where id_mata_kuliah = ${mk}`.execute(k.db);
    expect(usulan).toHaveLength(1);
    expect(await riwayatDb(mk)).toEqual([
      expect.objectContaining({ status_dari: 'diusulkan', status_ke: 'ditolak' }),
      { status_dari: 'ditolak', status_ke: 'diusulkan', alasan: 'Ditolak karena salah baca data peminat.', id_kelas: null, nama_kelas: null, id_user: await idUser('aka01') },
    ]);
    const kor = (await get('semester-pendek/matkul', 'kor00')).json();
    expect(kor.data.find((d: any) => d.id_mata_kuliah === mk).keputusan).toBeNull();
    expect((await get('semester-pendek/usulan')).json().data.find((d: any) => d.id_mata_kuliah === mk).keputusan).toBeNull();
    // Nothing left to undo: 409; the course can be decided again.
    const lagi = await batal(mk);
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toMatch(/belum diputuskan atau keputusannya baru saja dibatalkan staf lain/);
    expect((await terima(mk, ids.kor00)).statusCode).toBe(200);
  });

  it('undo an acceptance: the unused class (and its empty seat counter) is deleted with the decision; accepting again opens class A anew', async () => {
    const mk = await usulanBaru(ti, [ids.dsn00]);
    const sebelum = await jumlahKelas();
    const { keputusan } = (await terima(mk, ids.dsn00)).json();
    await sql`insert into krs.kelas_kuota (id_kelas, kuota, terisi) values (${keputusan.id_kelas}, 25, 0)`.execute(k.db);
    const res = await batal(mk, 'Pengampu yang dipilih keliru.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Penerimaan usulan .+ dibatalkan dan kelas A dihapus\. Mata kuliah ini kembali menunggu keputusan\.$/);
    expect(await adaKelas(keputusan.id_kelas)).toBe(false);
    expect(await jumlahKelas()).toBe(sebelum);
    expect(await keputusanDb()).not.toContainEqual(expect.objectContaining({ id_mata_kuliah: mk }));
    expect(await riwayatDb(mk)).toEqual([
      expect.objectContaining({ status_dari: 'diusulkan', status_ke: 'diterima', id_kelas: keputusan.id_kelas, nama_kelas: 'A' }),
      expect.objectContaining({ status_dari: 'diterima', status_ke: 'diusulkan', alasan: 'Pengampu yang dipilih keliru.', id_kelas: keputusan.id_kelas, nama_kelas: 'A' }),
    ]);
    const dsn = (await get('semester-pendek/matkul', 'dsn00')).json();
    expect(dsn.data.find((d: any) => d.id_mata_kuliah === mk).keputusan).toBeNull();
    const ulang = await terima(mk, ids.dsn00);
    expect(ulang.json().keputusan.nama_kelas).toBe('A');
  });

  it('an acceptance whose class holds an enrolment or a weekly slot is a 409 naming it; nothing changed', async () => {
    const mk = await usulanBaru(ti, [ids.dsn00]);
    const { keputusan } = (await terima(mk, ids.dsn00)).json();
    await daftarkan(k.db, keputusan.id_kelas);
    const r1 = await batal(mk);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toMatch(/^Keputusan .+ tidak dapat dibatalkan: sudah ada 1 mahasiswa yang mengambil kelas A\.$/);
    await sql`update krs.krs_kelas set nilai_angka = 80, nilai_huruf = 'A', nilai_indeks = 4 where id_kelas = ${keputusan.id_kelas}`.execute(k.db);
    expect((await batal(mk)).json().message).toContain('sudah ada 1 mahasiswa yang mengambil kelas A (1 sudah dinilai)');
    await sql`delete from krs.krs_kelas where id_kelas = ${keputusan.id_kelas}`.execute(k.db);
    await sql`insert into master_data.jadwal (id_kelas, hari, jam_mulai, jam_selesai, id_ruang)
      select ${keputusan.id_kelas}, 2, '08:00', '10:30', min(id_ruang) from master_data.ruang`.execute(k.db);
    const r2 = await batal(mk);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toMatch(/: kelas A sudah memiliki 1 jadwal mingguan \(hapus dulu di halaman Jadwal Kelas\)\.$/);
    expect(await adaKelas(keputusan.id_kelas)).toBe(true);
    expect(await keputusanDb()).toContainEqual({ id_mata_kuliah: mk, status: 'diterima' });
    expect(await riwayatDb(mk)).toHaveLength(1);
  });

  it('undo: another programme 403 for aka01 (done by aka00), others 403, an unknown course 404', async () => {
    const { rows: [d] } = await sql<{ id_dosen: number }>`select id_dosen from master_data.dosen where id_prodi = ${lain} order by id_dosen limit 1`.execute(k.db);
    const mk = await usulanBaru(lain, [d.id_dosen]);
    expect((await tolak(mk, 'Ruang kuliah tidak tersedia.', 'aka00')).statusCode).toBe(200);
    const r = await batal(mk);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Program studi tersebut tidak termasuk program studi yang boleh Anda lihat.');
    for (const who of ['dsn00', 'mhs00', 'adm00']) expect((await batal(mk, 'Alasan yang cukup panjang.', who)).statusCode).toBe(403);
    expect(await keputusanDb()).toContainEqual({ id_mata_kuliah: mk, status: 'ditolak' });
    expect((await batal(mk, 'Ruang ternyata tersedia.', 'aka00')).statusCode).toBe(200);
    expect((await batal(999999)).statusCode).toBe(404);
  });

  it('two undos at once: one wins, the other 409; one history row', async () => {
    const mk = await usulanBaru(ti, [ids.dsn00]);
    const { keputusan } = (await terima(mk, ids.dsn00)).json();
    const hasil = await Promise.all([batal(mk, 'Salah pilih pengampu kelas.', 'aka01'), batal(mk, 'Salah pilih mata kuliah.', 'aka02')]);
    expect(hasil.map((h) => h.statusCode).sort()).toEqual([200, 409]);
    expect(await adaKelas(keputusan.id_kelas)).toBe(false);
    expect((await riwayatDb(mk)).filter((r) => r.status_ke === 'diusulkan')).toHaveLength(1);
  });

  it.skipIf(database === 'pglite')('an undo racing an uncommitted enrolment waits for it and then refuses: no enrolment left without its class', async () => {
    const mk = await usulanBaru(ti, [ids.dsn00]);
    const { keputusan } = (await terima(mk, ids.dsn00)).json();
    let lepas!: () => void;
    let masuk!: () => void;
    const dilepas = new Promise<void>((r) => { lepas = r; });
    const sudahMasuk = new Promise<void>((r) => { masuk = r; });
    const pendaftaran = k.db.transaction().execute(async (trx) => { await daftarkan(trx, keputusan.id_kelas); masuk(); await dilepas; });
    await sudahMasuk;
    const undo = batal(mk);
    let selesai = false;
    void undo.then(() => { selesai = true; });
    await new Promise((r) => setTimeout(r, 400));
    expect(selesai).toBe(false);
    lepas();
    await pendaftaran;
    const res = await undo;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('sudah ada 1 mahasiswa yang mengambil kelas A');
    expect(await adaKelas(keputusan.id_kelas)).toBe(true);
  });
});
