import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import masterData from '../../master-data/server';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from './index';
import { EXAM_ELIGIBILITY, KRS_GATE } from '../public';
import { kelasAktif, pdfText, seats } from './test-support';

describe.each(TEST_DATABASES)('krs calls on %s', (database) => {
  let k: TestKernel;
  let mhs: string;
  let dsn: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  let gateOn = false;
  let eligibility: Map<number, { eligible: boolean; persen: number; alasan?: string }> = new Map();
  let kelas: {
    komputasiAwan: number; basisData: number; kerjaPraktik: number; sistemOperasi: number; kkn: number; iot: number; nlp: number; citra: number; web: number;
  };

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs], database });
    k.app.extensions.provide(KRS_GATE, async () => (gateOn ? { kode: 'ukt_belum_lunas', pesan: 'UKT semester ini belum lunas.' } : null));
    k.app.extensions.provide(EXAM_ELIGIBILITY, async () => eligibility);
    mhs = await k.login('mhs00');
    dsn = await k.login('dsn00');
    kelas = {
      komputasiAwan: await kelasAktif(k.db, 'Komputasi Awan'), basisData: await kelasAktif(k.db, 'Basis Data'),
      kerjaPraktik: await kelasAktif(k.db, 'Kerja Praktik'), sistemOperasi: await kelasAktif(k.db, 'Sistem Operasi'),
      kkn: await kelasAktif(k.db, 'Kuliah Kerja Nyata'), iot: await kelasAktif(k.db, 'Internet of Things'),
      nlp: await kelasAktif(k.db, 'Pemrosesan Bahasa Alami'), citra: await kelasAktif(k.db, 'Pengolahan Citra Digital'),
      web: await kelasAktif(k.db, 'Pemrograman Web'),
    };
  });
  afterAll(async () => k?.close());

  const get = (url: string, token = mhs) => k.inject({ method: 'GET', url, headers: auth(token) });
  const patch = (payload: unknown, token = mhs) => k.inject({ method: 'PATCH', url: '/api/krs', headers: auth(token), payload: payload as any });
  /** mhs00's latest earlier grade of a course (the demo history), for the messages that name it. */
  const gradeOf = async (namaMataKuliah: string) => k.db.selectFrom('krs.krs_kelas as kk').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'kk.id_mata_kuliah')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kk.id_semester_registrasi')
    .select(['kk.id_krs_kelas', 'kk.nilai_angka', 'kk.nilai_huruf', 'kk.nilai_indeks', 's.nama_semester_registrasi'])
    .where('kk.id_mahasiswa', '=', 1).where('mk.nama_mata_kuliah', '=', namaMataKuliah).where('kk.nilai_indeks', 'is not', null)
    .orderBy('s.kode_semester', 'desc').executeTakeFirstOrThrow();
  const krsOf = async (idMahasiswa: number) => (await k.db.selectFrom('krs.krs_kelas').select('id_kelas').where('id_mahasiswa', '=', idMahasiswa)
    .where('id_semester_registrasi', '=', sql<number>`(select id_semester_registrasi from master_data.semester where aktif)`).orderBy('id_kelas').execute()).map((r) => r.id_kelas);

  describe('GET krs and friends', () => {
    it('shows the saved draft with the class of dsn00, the SKS limit from the previous IPS and that it is editable', async () => {
      const res = await get('/api/krs');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('draft');
      expect(body.mahasiswa.nim).toBe('2023552010001');
      expect(body.mahasiswa.nama_dosen_pa).toContain('Budi Santoso');
      expect(body.kelas.map((c: any) => c.nama_mata_kuliah)).toEqual(['Komputasi Awan']);
      expect(body.kelas[0].nama_dosen).toContain('Budi Santoso');
      expect(body.kelas[0].jadwal.length).toBeGreaterThan(0);
      expect(body).toMatchObject({ batas_sks: 18, dasar_batas_sks: 'ips', ips_sebelumnya: '2,33', total_sks: 3, dapat_diubah: true, alasan: [] });
    });

    it('shows a past semester approved with grades, and refuses a bad or unknown semester', async () => {
      const past = await k.db.selectFrom('krs.krs').select('id_semester_registrasi').where('id_mahasiswa', '=', 1).where('status', '=', 'disetujui').orderBy('id_semester_registrasi').executeTakeFirstOrThrow();
      const body = (await get(`/api/krs?id_semester_registrasi=${past.id_semester_registrasi}`)).json();
      expect(body.status).toBe('disetujui');
      expect(body.kelas.every((c: any) => c.nilai_huruf)).toBe(true);
      expect(body.dapat_diubah).toBe(false);
      expect(body.alasan.map((a: any) => a.kode)).toContain('semester_tidak_aktif');
      expect((await get('/api/krs?id_semester_registrasi=abc')).statusCode).toBe(400);
      const missing = await get('/api/krs?id_semester_registrasi=9999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Semester tidak ditemukan.');
    });

    it('is for students only', async () => {
      expect((await get('/api/krs', dsn)).statusCode).toBe(403);
      expect((await k.inject({ method: 'GET', url: '/api/krs' })).statusCode).toBe(401);
    });

    it('validasi-edit answers editable, and why not when a gate refuses', async () => {
      expect((await get('/api/krs/validasi-edit')).json()).toMatchObject({ dapat_diubah: true, status: 'draft', alasan: [] });
      gateOn = true;
      try {
        const body = (await get('/api/krs/validasi-edit')).json();
        expect(body.dapat_diubah).toBe(false);
        expect(body.alasan).toEqual([{ kode: 'ukt_belum_lunas', pesan: 'UKT semester ini belum lunas.' }]);
      } finally {
        gateOn = false;
      }
      expect((await get('/api/krs/validasi-edit?id_semester_registrasi=0')).statusCode).toBe(400);
    });

    it('matakuliah-ulang lists the D course, not the retaken one, and tells whether it is offered', async () => {
      const body = (await get('/api/krs/matakuliah-ulang')).json();
      expect(body.nilai_minimal_lulus).toBe('C');
      expect(body.data.map((c: any) => c.nama_mata_kuliah)).toEqual(['Sistem Operasi']);
      expect(body.data[0]).toMatchObject({ nilai_huruf: 'D', ditawarkan: true });
    });

    it('cari-kelas marks the courses already passed (latest grade), not the D retake nor new courses', async () => {
      const all = (await get('/api/krs/cari-kelas?per_page=100')).json();
      const byName = new Map(all.data.map((c: any) => [c.nama_mata_kuliah, c]));
      expect(byName.get('Pemrograman Web')).toMatchObject({ sudah_lulus: true, nilai_lulus: (await gradeOf('Pemrograman Web')).nilai_huruf });
      // Failed with E, then retaken and passed: the later grade counts.
      expect(byName.get('Matematika Diskrit')).toMatchObject({ sudah_lulus: true, nilai_lulus: (await gradeOf('Matematika Diskrit')).nilai_huruf });
      expect(byName.get('Sistem Operasi')).toMatchObject({ sudah_lulus: false, nilai_lulus: null });
      for (const name of ['Kerja Praktik', 'Kuliah Kerja Nyata', 'Internet of Things', 'Pemrosesan Bahasa Alami', 'Pengolahan Citra Digital']) {
        expect(byName.get(name), name).toMatchObject({ sudah_lulus: false, nilai_lulus: null });
      }
    });

    it('cari-kelas searches the active offer of the programme with seats and meetings, paged', async () => {
      const all = (await get('/api/krs/cari-kelas')).json();
      expect(all.per_page).toBe(7);
      expect(all.total).toBeGreaterThan(7);
      const found = (await get('/api/krs/cari-kelas?cari=basis')).json();
      expect(found.data.map((c: any) => c.nama_mata_kuliah)).toEqual(['Basis Data']);
      expect(found.data[0]).toMatchObject({ kuota: 40, diambil: false, sudah_lulus: true, nilai_lulus: 'A' });
      expect(found.data[0].sisa_kuota).toBe(found.data[0].kuota - found.data[0].terisi);
      const mine = (await get('/api/krs/cari-kelas?cari=komputasi')).json();
      expect(mine.data[0]).toMatchObject({ diambil: true, sudah_lulus: false, nilai_lulus: null });
      const byCourse = (await get(`/api/krs/cari-kelas?id_mata_kuliah=${found.data[0].id_mata_kuliah}`)).json();
      expect(byCourse.total).toBe(1);
      expect((await get('/api/krs/cari-kelas?page=0')).statusCode).toBe(400);
      expect((await get('/api/krs/cari-kelas?cari=tidak-ada-mata-kuliah-ini')).json().total).toBe(0);
    });
  });

  describe('PATCH krs', () => {
    const expectRefused = async (payload: unknown, status: number, text: string) => {
      const before = await krsOf(1);
      const res = await patch(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(text);
      expect(res.json().errors.id_kelas[0]).toBe(res.json().message);
      expect(await krsOf(1)).toEqual(before);
    };

    it('refuses bad input', async () => {
      expect((await patch({ id_kelas: 'x' })).statusCode).toBe(400);
      expect((await patch({})).statusCode).toBe(400);
      expect((await patch({ id_kelas: [kelas.komputasiAwan, kelas.komputasiAwan] })).statusCode).toBe(400);
      expect((await patch({ id_kelas: [], ajukan: true })).statusCode).toBe(422);
    });

    it('refuses a class that is not offered to the programme', async () => {
      const other = await kelasAktif(k.db, 'Pancasila', 2);
      await expectRefused({ id_kelas: [kelas.komputasiAwan, other] }, 422, 'tidak ditawarkan');
    });

    it('refuses a course already passed, naming course, grade and semester, all or nothing', async () => {
      const basisData = await gradeOf('Basis Data');
      expect(basisData.nilai_huruf).toBe('A');
      const text = `Mata kuliah Basis Data sudah lulus dengan nilai A pada semester ${basisData.nama_semester_registrasi}; mata kuliah yang sudah lulus tidak dapat diambil lagi.`;
      await expectRefused({ id_kelas: [kelas.komputasiAwan, kelas.sistemOperasi, kelas.basisData] }, 422, text);
      expect((await patch({ id_kelas: [kelas.komputasiAwan, kelas.basisData] })).json().message).toBe(text);
      // Failed with E, then retaken and passed: the later grade counts.
      const diskrit = await gradeOf('Matematika Diskrit');
      await expectRefused({ id_kelas: [kelas.komputasiAwan, await kelasAktif(k.db, 'Matematika Diskrit')] }, 422,
        `Mata kuliah Matematika Diskrit sudah lulus dengan nilai ${diskrit.nilai_huruf} pada semester ${diskrit.nama_semester_registrasi}`);
    });

    it('accepts a retake of a course graded D, and only a pass below the programme minimum', async () => {
      expect((await gradeOf('Sistem Operasi')).nilai_huruf).toBe('D');
      const retake = await patch({ id_kelas: [kelas.komputasiAwan, kelas.sistemOperasi] });
      expect(retake.statusCode, retake.body).toBe(200);
      expect(await krsOf(1)).toEqual([kelas.komputasiAwan, kelas.sistemOperasi].sort((a, b) => a - b));
      const kewirausahaan = await gradeOf('Kewirausahaan');
      expect(kewirausahaan.nilai_huruf).not.toBe('A');
      const refused = await patch({ id_kelas: [kelas.komputasiAwan, await kelasAktif(k.db, 'Kewirausahaan')] });
      expect(refused.json().message).toContain(`Mata kuliah Kewirausahaan sudah lulus dengan nilai ${kewirausahaan.nilai_huruf}`);
      await sql`update master_data.pengaturan_prodi set nilai_minimal_lulus = 'A' where id_prodi = 1`.execute(k.db);
      try {
        // With A as the programme minimum, that grade is below it: the course must be retaken.
        const again = await patch({ id_kelas: [kelas.komputasiAwan, await kelasAktif(k.db, 'Kewirausahaan')] });
        expect(again.statusCode, again.body).toBe(200);
      } finally {
        await sql`update master_data.pengaturan_prodi set nilai_minimal_lulus = 'C' where id_prodi = 1`.execute(k.db);
      }
      expect((await patch({ id_kelas: [kelas.komputasiAwan] })).statusCode).toBe(200);
      expect(await krsOf(1)).toEqual([kelas.komputasiAwan]);
    });

    it('refuses a schedule clash', async () => {
      await expectRefused({ id_kelas: [kelas.komputasiAwan, kelas.iot] }, 422, 'Jadwal bentrok: Komputasi Awan (A) dan Internet of Things (A)');
    });

    it('refuses more SKS than the limit of the previous IPS', async () => {
      await expectRefused({ id_kelas: [kelas.komputasiAwan, kelas.kerjaPraktik, kelas.sistemOperasi, kelas.kkn, kelas.iot, kelas.nlp, kelas.citra] }, 422,
        'Jumlah SKS (21) melebihi batas 18 SKS untuk IPS semester lalu 2,33.');
    });

    it('refuses a course whose prerequisite is not passed', async () => {
      const kecerdasan = await gradeOf('Kecerdasan Buatan');
      await k.db.updateTable('krs.krs_kelas').set({ nilai_angka: 40, nilai_huruf: 'E', nilai_indeks: 0 }).where('id_krs_kelas', '=', kecerdasan.id_krs_kelas).execute();
      try {
        await expectRefused({ id_kelas: [kelas.komputasiAwan, kelas.nlp] }, 422, 'Mata kuliah Pemrosesan Bahasa Alami mensyaratkan lulus Kecerdasan Buatan (minimal C).');
      } finally {
        await k.db.updateTable('krs.krs_kelas').set({ nilai_angka: kecerdasan.nilai_angka, nilai_huruf: kecerdasan.nilai_huruf, nilai_indeks: kecerdasan.nilai_indeks })
          .where('id_krs_kelas', '=', kecerdasan.id_krs_kelas).execute();
      }
    });

    it('refuses a full class and tells which, without touching any seat', async () => {
      const before = await seats(k.db, kelas.kerjaPraktik);
      await k.db.updateTable('krs.kelas_kuota').set({ kuota: before.terisi }).where('id_kelas', '=', kelas.kerjaPraktik).execute();
      const citra = await seats(k.db, kelas.citra);
      try {
        await expectRefused({ id_kelas: [kelas.komputasiAwan, kelas.kerjaPraktik, kelas.citra] }, 409, 'Kelas Kerja Praktik (A) sudah penuh');
        expect((await seats(k.db, kelas.citra)).terisi).toBe(citra.terisi);
      } finally {
        await k.db.updateTable('krs.kelas_kuota').set({ kuota: before.kuota }).where('id_kelas', '=', kelas.kerjaPraktik).execute();
      }
    });

    it('refuses when the window is closed and when a gate refuses', async () => {
      await sql`update master_data.semester set krs_selesai = current_date - 2, krs_mulai = current_date - 10 where aktif`.execute(k.db);
      try {
        await expectRefused({ id_kelas: [kelas.komputasiAwan] }, 422, 'Masa pengisian KRS sudah ditutup');
        expect((await get('/api/krs/validasi-edit')).json().alasan[0].kode).toBe('jendela_ditutup');
      } finally {
        await sql`update master_data.semester set krs_mulai = current_date - 7, krs_selesai = current_date + 14 where aktif`.execute(k.db);
      }
      gateOn = true;
      try {
        await expectRefused({ id_kelas: [kelas.komputasiAwan] }, 422, 'UKT semester ini belum lunas.');
      } finally {
        gateOn = false;
      }
    });

    it('saves the full list, moving seats for added and removed classes', async () => {
      const ka = await seats(k.db, kelas.komputasiAwan);
      const kp = await seats(k.db, kelas.kerjaPraktik);
      const so = await seats(k.db, kelas.sistemOperasi);
      const res = await patch({ id_kelas: [kelas.kerjaPraktik, kelas.sistemOperasi] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'draft', message: 'KRS berhasil disimpan.' });
      expect(await krsOf(1)).toEqual([kelas.kerjaPraktik, kelas.sistemOperasi].sort((a, b) => a - b));
      expect((await seats(k.db, kelas.komputasiAwan)).terisi).toBe(ka.terisi - 1);
      expect((await seats(k.db, kelas.kerjaPraktik)).terisi).toBe(kp.terisi + 1);
      expect((await seats(k.db, kelas.sistemOperasi)).terisi).toBe(so.terisi + 1);
      for (const id of [kelas.komputasiAwan, kelas.kerjaPraktik, kelas.sistemOperasi]) {
        const s = await seats(k.db, id);
        expect(s.terisi).toBe(s.rows);
      }
      expect((await get('/api/krs')).json().total_sks).toBe(5);
    });

    it('submits, then refuses edits while submitted', async () => {
      const res = await patch({ id_kelas: [kelas.komputasiAwan, kelas.kerjaPraktik, kelas.sistemOperasi], ajukan: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('diajukan');
      await expectRefused({ id_kelas: [kelas.komputasiAwan] }, 409, 'menunggu persetujuan dosen PA');
      expect((await get('/api/krs/validasi-edit')).json().alasan.map((a: any) => a.kode)).toEqual(['sedang_diajukan']);
    });
  });

  describe('adviser approval', () => {
    let otherLecturer: string;
    beforeAll(async () => {
      const other = await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
        .innerJoin('core.penugasan as p', 'p.id_user', 'u.id_user').select('u.username')
        .where('p.id_group_user', '=', 'dsn00').where('d.id_dosen', '<>', 1).orderBy('d.id_dosen').executeTakeFirstOrThrow();
      otherLecturer = await k.login(other.username);
    });
    const post = (url: string, token: string, payload?: unknown) => k.inject({ method: 'POST', url, headers: auth(token), payload: payload as any });

    it('lists the advisees with the submitted KRS first and counts those waiting', async () => {
      const res = await get('/api/krs/perwalian', dsn);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.per_page).toBe(7);
      expect(body.data[0].status).toBe('diajukan');
      expect(body.data.find((r: any) => r.nim === '2023552010001')).toMatchObject({ status: 'diajukan', total_sks: 8, jumlah_kelas: 3 });
      const waiting = (await get('/api/krs/perwalian?status=diajukan&per_page=100', dsn)).json();
      expect((await get('/api/krs/perwalian/jumlah-menunggu', dsn)).json().jumlah).toBe(waiting.total);
      expect((await get('/api/krs/perwalian?status=salah', dsn)).statusCode).toBe(400);
      expect((await get('/api/krs/perwalian?cari=Siti', dsn)).json().data.map((r: any) => r.nim)).toContain('2023552010001');
    });

    it('shows the detail to the adviser only', async () => {
      const res = await get('/api/krs/perwalian/1', dsn);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'diajukan', total_sks: 8 });
      expect(res.json().ipk).toMatch(/^\d,\d\d$/);
      expect(res.json().riwayat.at(-1)).toMatchObject({ status_ke: 'diajukan' });
      const refused = await get('/api/krs/perwalian/1', otherLecturer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Mahasiswa ini bukan mahasiswa perwalian Anda.');
      expect((await get('/api/krs/perwalian/99999', dsn)).statusCode).toBe(404);
      expect((await get('/api/krs/perwalian/1', mhs)).statusCode).toBe(403);
    });

    it('returns with a note (required), and the student may edit again', async () => {
      expect((await post('/api/krs/perwalian/1/kembalikan', dsn, {})).statusCode).toBe(400);
      const blank = await post('/api/krs/perwalian/1/kembalikan', dsn, { catatan: '     ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual({ catatan: ['Catatan minimal 3 karakter.'] });
      expect((await post('/api/krs/perwalian/1/kembalikan', otherLecturer, { catatan: 'Kurangi SKS.' })).statusCode).toBe(403);
      const res = await post('/api/krs/perwalian/1/kembalikan', dsn, { catatan: 'Tambahkan Kuliah Kerja Nyata.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('dikembalikan');
      const krsNow = (await get('/api/krs')).json();
      expect(krsNow).toMatchObject({ status: 'dikembalikan', catatan_pa: 'Tambahkan Kuliah Kerja Nyata.', dapat_diubah: true });
      expect((await post('/api/krs/perwalian/1/setujui', dsn)).statusCode).toBe(409);
      const resubmit = await patch({ id_kelas: [kelas.komputasiAwan, kelas.kerjaPraktik, kelas.sistemOperasi, kelas.kkn], ajukan: true });
      expect(resubmit.statusCode, resubmit.body).toBe(200);
    });

    it('approves; the approved KRS is locked', async () => {
      const res = await post('/api/krs/perwalian/1/setujui', dsn);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('disetujui');
      const locked = await patch({ id_kelas: [kelas.komputasiAwan] });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe('KRS sudah disetujui dosen PA dan terkunci; tidak dapat diubah lagi.');
      expect((await get('/api/krs/validasi-edit')).json()).toMatchObject({ dapat_diubah: false, status: 'disetujui' });
      const again = await post('/api/krs/perwalian/1/setujui', dsn);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('KRS ini sudah disetujui.');
    });
  });

  describe('schedule and exam card', () => {
    it('jadwal-kuliah lists the weekly meetings of the KRS by day', async () => {
      const body = (await get('/api/jadwal-kuliah')).json();
      expect(body.semester.aktif).toBe(true);
      expect(body.data.map((j: any) => j.nama_mata_kuliah)).toContain('Komputasi Awan');
      const days = body.data.map((j: any) => j.hari);
      expect([...days].sort()).toEqual(days);
      expect(body.tanpa_jadwal.map((j: any) => j.nama_mata_kuliah)).toEqual(['Kuliah Kerja Nyata']);
      expect((await get('/api/jadwal-kuliah?id_semester_registrasi=x')).statusCode).toBe(400);
    });

    it('jadwal-kuliah/detail shows a class of the own KRS and refuses others', async () => {
      const res = await get(`/api/jadwal-kuliah/detail?id_kelas=${kelas.komputasiAwan}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.dosen.nama_dosen).toContain('Budi Santoso');
      expect(body.jumlah_peserta).toBe((await seats(k.db, kelas.komputasiAwan)).rows);
      expect(body.ujian.map((u: any) => u.jenis_ujian).sort()).toEqual(['UAS', 'UTS']);
      expect((await get(`/api/jadwal-kuliah/detail?id_kelas=${kelas.basisData}`)).statusCode).toBe(404);
      expect((await get('/api/jadwal-kuliah/detail')).statusCode).toBe(400);
    });

    it('jadwal-kuliah/daftar pages every semester by 10', async () => {
      const body = (await get('/api/jadwal-kuliah/daftar')).json();
      expect(body.per_page).toBe(10);
      expect(body.total).toBeGreaterThan(10);
      expect(body.data[0].semester).toBe(7);
      expect((await get('/api/jadwal-kuliah/daftar?page=2')).json().data[0].semester).toBeLessThan(7);
    });

    it('ujian/{jenis_ujian} shows dates, rooms and eligibility; anything but UTS/UAS is 400', async () => {
      eligibility = new Map([[kelas.kerjaPraktik, { eligible: false, persen: 50, alasan: 'Kehadiran 50% (minimal 75%).' }], [kelas.komputasiAwan, { eligible: true, persen: 100 }]]);
      try {
        const body = (await get('/api/ujian/UTS')).json();
        expect(body.jenis_ujian).toBe('UTS');
        const kp = body.data.find((u: any) => u.id_kelas === kelas.kerjaPraktik);
        expect(kp).toMatchObject({ memenuhi_syarat: false, persen_kehadiran: 50, alasan: 'Kehadiran 50% (minimal 75%).' });
        expect(kp.tanggal).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(body.data.find((u: any) => u.id_kelas === kelas.komputasiAwan)).toMatchObject({ memenuhi_syarat: true, persen_kehadiran: 100 });
        expect((await get('/api/ujian/uas')).json().jenis_ujian).toBe('UAS');
        const bad = await get('/api/ujian/KUIS');
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe('Jenis ujian harus UTS atau UAS.');
      } finally {
        eligibility = new Map();
      }
    });
  });

  describe('prints', () => {
    const pdf = async (url: string, filename: RegExp) => {
      const res = await get(url);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(filename);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      return pdfText(res.rawPayload);
    };

    it('krs/cetak is the KRS with student, courses and the three signatures', async () => {
      const text = await pdf('/api/krs/cetak', /KRS-2023552010001-2026-2027-Ganjil\.pdf/);
      for (const s of ['KARTU RENCANA STUDI', '2023552010001', 'Siti Rahmawati', 'Komputasi Awan', 'Kuliah Kerja Nyata', 'Ketua Program Studi', 'Dosen PA', 'Mahasiswa', 'NIM. 2023552010001', 'Disetujui dosen PA']) {
        expect(text).toContain(s);
      }
    });

    it('jadwal-kuliah/cetak and ujian/UAS/cetak are real prints', async () => {
      const jadwal = await pdf('/api/jadwal-kuliah/cetak', /Jadwal-Kuliah-2023552010001/);
      expect(jadwal).toContain('JADWAL KULIAH');
      expect(jadwal).toContain('Komputasi Awan');
      expect(jadwal).toContain('Siti Rahmawati');
      const uas = await pdf('/api/ujian/UAS/cetak', /Kartu-UAS-2023552010001/);
      for (const s of ['KARTU UJIAN AKHIR SEMESTER', '2023552010001', 'Siti Rahmawati', 'Komputasi', 'Memenuhi', 'Ketua Program Studi']) expect(uas).toContain(s);
      expect((await get('/api/ujian/XYZ/cetak')).statusCode).toBe(400);
    });
  });
});
