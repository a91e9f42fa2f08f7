import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import { formatTanggalCetak } from '../../../core/server/print';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import { simpanNilaiKelas, tagMahasiswa, type NilaiDiganti } from '../../krs/public';
import masterData from '../../master-data/server';
import student from '../../student/server';
import teaching from './index';
import { expectHanyaDosen } from './test-support';

type Kelas = { id_semester_registrasi: number; id_mata_kuliah: number; id_kelas: number };
type Riwayat = { id_mahasiswa: number; nilai_angka_lama: string | null; nilai_huruf_lama: string | null; nilai_angka_baru: string; nilai_huruf_baru: string; nilai_indeks_baru: string; alasan: string; id_dosen: number; id_user: number | null };

const ALASAN = 'Koreksi rekap nilai tugas yang tertukar antar mahasiswa.';

describe.each(MODULE_TEST_DATABASES)('teaching grade change after the deadline (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  /** dsn00's class of the previous regular semester with mhs00 graded in it (the seed guarantees it). */
  let kelas: Kelas;
  let kelasAktif: Kelas;
  /** A class of another lecturer in a semester open for change. */
  let kelasLain: Kelas;
  let mhs00: { id_mahasiswa: number; nim: string; nama_mahasiswa: string };
  let peserta: Array<{ id_mahasiswa: number; nim: string }>;

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const query = (o: Record<string, number>) => new URLSearchParams(Object.entries(o).map(([a, b]) => [a, String(b)])).toString();
  const get = (url: string, who = 'dsn00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const ubah = (nilai: unknown, who = 'dsn00', target: object = kelas, extra: object = { perubahan: true }) =>
    k.inject({ method: 'PATCH', url: '/api/input-nilai', headers: bearer(who), payload: { ...target, ...extra, nilai } as object });
  const nilaiDb = async (target: Kelas = kelas) => (await sql<{ id_mahasiswa: number; nilai_angka: string | null; nilai_huruf: string | null }>`
    select id_mahasiswa, nilai_angka, nilai_huruf from krs.krs_kelas where id_kelas = ${target.id_kelas} order by id_mahasiswa`.execute(k.db)).rows;
  const nilaiOf = async (idMahasiswa: number) => Number((await nilaiDb()).find((r) => r.id_mahasiswa === idMahasiswa)!.nilai_angka);
  const riwayatDb = async (target: Kelas = kelas) => (await sql<Riwayat>`select * from teaching.riwayat_perubahan_nilai
    where id_kelas = ${target.id_kelas} order by id_riwayat_perubahan_nilai`.execute(k.db)).rows;
  const keadaan = async () => ({ nilai: await nilaiDb(), riwayat: (await riwayatDb()).length });
  const today = sql`(now() at time zone 'Asia/Jakarta')::date`;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, student, teaching], database, readCacheTtlMs: 60_000 });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    mhs00 = (await sql<typeof mhs00>`select m.id_mahasiswa, m.nim, m.nama_mahasiswa from master_data.mahasiswa m
      join core.pengguna u on u.id_user = m.id_user where u.username = 'mhs00'`.execute(k.db)).rows[0];
    const kelasDari = async (dosen: RawBuilder<unknown>, kondisi: RawBuilder<unknown>) => (await sql<Kelas>`
      select k.id_semester_registrasi, k.id_mata_kuliah, k.id_kelas from master_data.kelas k
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
      join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user
      where ${dosen} and ${kondisi} order by s.kode_semester desc, k.id_kelas limit 1`.execute(k.db)).rows[0];
    const lalu = sql`s.periode <> 3 and not s.aktif and exists (select 1 from teaching.jadwal_input_nilai j where j.id_semester_registrasi = s.id_semester_registrasi
      and ${today} between j.perubahan_mulai and j.perubahan_selesai)`;
    kelas = await kelasDari(sql`u.username = 'dsn00'`, sql`${lalu} and exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas and kk.id_mahasiswa = ${mhs00.id_mahasiswa} and kk.nilai_angka is not null)`);
    kelasLain = await kelasDari(sql`u.username <> 'dsn00'`, sql`${lalu} and exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas and kk.nilai_angka is not null)`);
    kelasAktif = await kelasDari(sql`u.username = 'dsn00'`, sql`s.aktif and exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas and kk.id_mahasiswa = ${mhs00.id_mahasiswa})`);
    peserta = (await sql<{ id_mahasiswa: number; nim: string }>`select m.id_mahasiswa, m.nim from krs.krs_kelas kk join master_data.mahasiswa m using (id_mahasiswa)
      where kk.id_kelas = ${kelas.id_kelas} and kk.nilai_angka is not null order by m.nim`.execute(k.db)).rows;
  });
  afterAll(async () => k?.close());

  it('the seed opens the previous semester for change and dsn00 teaches mhs00 there', () => {
    expect(kelas).toBeDefined();
    expect(kelasLain).toBeDefined();
    expect(kelasAktif).toBeDefined();
    expect(peserta.length).toBeGreaterThanOrEqual(2);
  });

  it('every call is for lecturers only: others 403 with the Indonesian message, visitors 401; nothing stored', async () => {
    const before = await keadaan();
    await expectHanyaDosen(k, bearer, [
      ['GET', 'jadwal-mengajar/perubahan-nilai'],
      ['GET', `input-nilai/riwayat-perubahan?${query(kelas)}`],
      ['PATCH', 'input-nilai', { ...kelas, perubahan: true, nilai: [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 99, nilai_angka_lama: await nilaiOf(mhs00.id_mahasiswa), alasan: ALASAN }] }],
    ]);
    expect(await keadaan()).toEqual(before);
  });

  it('GET jadwal-mengajar/perubahan-nilai: the semesters open for change with the lecturer\'s own classes; the active one is next', async () => {
    const res = await get('jadwal-mengajar/perubahan-nilai');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const semester = body.data.find((s: any) => s.semester.id_semester_registrasi === kelas.id_semester_registrasi);
    expect(semester.perubahan_nilai).toMatchObject({ dibuka: true, alasan: null });
    expect(semester.perubahan_nilai.mulai < semester.perubahan_nilai.selesai).toBe(true);
    const row = semester.kelas.find((c: any) => c.id_kelas === kelas.id_kelas);
    expect(row).toMatchObject({ id_mata_kuliah: kelas.id_mata_kuliah, jumlah_dinilai: row.jumlah_mahasiswa });
    // The seed recorded one change in dsn00's first class of the semester.
    expect(semester.kelas.reduce((n: number, c: any) => n + c.jumlah_perubahan, 0)).toBe(1);
    const aktif = (await sql<{ id_semester_registrasi: number }>`select id_semester_registrasi from master_data.semester where aktif`.execute(k.db)).rows[0];
    expect(body.data.some((s: any) => s.semester.id_semester_registrasi === aktif.id_semester_registrasi)).toBe(false);
    expect(body.berikutnya.semester.id_semester_registrasi).toBe(aktif.id_semester_registrasi);
    // kor00 lists exactly their own classes of the open semesters.
    const kor = (await get('jadwal-mengajar/perubahan-nilai', 'kor00')).json();
    const ids = kor.data.flatMap((s: any) => s.kelas.map((c: any) => c.id_kelas)).sort((a: number, b: number) => a - b);
    const milikKor = (await sql<{ id_kelas: number }>`select k.id_kelas from master_data.kelas k join master_data.dosen d on d.id_dosen = k.id_dosen
      join core.pengguna u on u.id_user = d.id_user and u.username = 'kor00'
      where k.id_semester_registrasi = any(${body.data.map((s: any) => s.semester.id_semester_registrasi)}::int[]) order by k.id_kelas`.execute(k.db)).rows;
    expect(ids).toEqual(milikKor.map((r) => r.id_kelas));
    expect(ids).not.toContain(kelas.id_kelas);
  });

  it('GET jadwal-mengajar/perubahan-nilai says when no period is open: none listed, the next one named', async () => {
    const simpanan = (await sql<{ id_semester_registrasi: number; perubahan_mulai: string; perubahan_selesai: string }>`
      select id_semester_registrasi, perubahan_mulai::text, perubahan_selesai::text from teaching.jadwal_input_nilai
      where ${today} between perubahan_mulai and perubahan_selesai`.execute(k.db)).rows;
    await sql`update teaching.jadwal_input_nilai set perubahan_selesai = ${today} - 1
      where id_semester_registrasi = any(${simpanan.map((s) => s.id_semester_registrasi)}::int[])`.execute(k.db);
    try {
      const body = (await get('jadwal-mengajar/perubahan-nilai')).json();
      expect(body.data).toEqual([]);
      expect(body.berikutnya).toMatchObject({ mulai: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    } finally {
      for (const s of simpanan) {
        await sql`update teaching.jadwal_input_nilai set perubahan_selesai = ${s.perubahan_selesai}::date where id_semester_registrasi = ${s.id_semester_registrasi}`.execute(k.db);
      }
    }
  });

  it('GET input-nilai shows entry closed and change open; the seeded history leads to the grades stored', async () => {
    const page = (await get(`input-nilai?${query(kelas)}`)).json();
    expect(page.input_nilai.dibuka).toBe(false);
    expect(page.perubahan_nilai).toMatchObject({ dibuka: true, alasan: null });
    const kelasContoh = (await sql<Kelas>`select k.id_semester_registrasi, k.id_mata_kuliah, k.id_kelas from teaching.riwayat_perubahan_nilai r
      join master_data.kelas k on k.id_kelas = r.id_kelas`.execute(k.db)).rows[0];
    const riwayat = (await get(`input-nilai/riwayat-perubahan?${query(kelasContoh)}`)).json().data;
    expect(riwayat).toHaveLength(1);
    const [r] = riwayat;
    expect(r.nilai_angka_baru - r.nilai_angka_lama).toBe(6);
    expect(r.alasan).toMatch(/^Koreksi nilai UAS/);
    expect(r.diubah_oleh.length).toBeGreaterThan(3);
    const stored = (await nilaiDb(kelasContoh)).find((n) => n.id_mahasiswa === r.id_mahasiswa)!;
    expect([Number(stored.nilai_angka), stored.nilai_huruf]).toEqual([r.nilai_angka_baru, r.nilai_huruf_baru]);
  });

  it('only the class\'s own lecturer: someone else\'s class 403, an unknown one 404, nothing stored', async () => {
    const before = await keadaan();
    const lama = await nilaiOf(mhs00.id_mahasiswa);
    const lain = await ubah([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 99, nilai_angka_lama: lama, alasan: ALASAN }], 'kor00');
    expect(lain.statusCode).toBe(403);
    expect(lain.json().message).toBe('Anda bukan dosen pengampu kelas ini.');
    expect((await get(`input-nilai/riwayat-perubahan?${query(kelas)}`, 'kor00')).statusCode).toBe(403);
    const lainStudent = (await nilaiDb(kelasLain)).find((n) => n.nilai_angka !== null)!;
    const nilaiLain = await nilaiDb(kelasLain);
    expect((await ubah([{ id_mahasiswa: lainStudent.id_mahasiswa, nilai_angka: 10, nilai_angka_lama: Number(lainStudent.nilai_angka), alasan: ALASAN }], 'dsn00', kelasLain)).statusCode).toBe(403);
    expect(await nilaiDb(kelasLain)).toEqual(nilaiLain);
    expect((await ubah([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 99, nilai_angka_lama: lama, alasan: ALASAN }], 'dsn00', { ...kelas, id_kelas: 999999 })).statusCode).toBe(404);
    expect((await get(`input-nilai/riwayat-perubahan?${query({ ...kelas, id_mata_kuliah: kelas.id_mata_kuliah + 100000 })}`)).statusCode).toBe(404);
    expect((await get(`input-nilai/riwayat-perubahan?id_kelas=${kelas.id_kelas}`)).statusCode).toBe(400);
    expect(await keadaan()).toEqual(before);
  });

  it('refuses a change without a reason, without the old score, to the same score, with bad scores or foreign students (400, naming them); nothing stored', async () => {
    const before = await keadaan();
    const lama = await nilaiOf(mhs00.id_mahasiswa);
    const ok = { id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 90, nilai_angka_lama: lama, alasan: ALASAN };
    const siapa = `${mhs00.nim} ${mhs00.nama_mahasiswa}`;
    const tanpa = await ubah([{ ...ok, alasan: undefined }]);
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().message).toBe(`Alasan perubahan wajib diisi (minimal 10 karakter) untuk: ${siapa}.`);
    expect(tanpa.json().errors.nilai).toEqual([tanpa.json().message]);
    expect((await ubah([{ ...ok, alasan: '           ' }])).statusCode).toBe(400);
    expect((await ubah([{ ...ok, alasan: ' terlalu ' }])).json().message).toMatch(/^Alasan perubahan wajib diisi/);
    expect((await ubah([{ ...ok, alasan: 'x'.repeat(501) }])).statusCode).toBe(400);
    const tanpaLama = await ubah([{ ...ok, nilai_angka_lama: undefined }]);
    expect(tanpaLama.json().message).toBe(`Nilai lama yang Anda lihat wajib dikirim untuk setiap mahasiswa yang diubah: ${siapa}.`);
    expect((await ubah([{ ...ok, nilai_angka: lama }])).json().message).toBe(`Nilai baru sama dengan nilai sekarang: ${siapa}.`);
    expect((await ubah([{ ...ok, nilai_angka: 100.5 }])).statusCode).toBe(400);
    expect((await ubah([{ ...ok, nilai_angka: -1 }])).statusCode).toBe(400);
    expect((await ubah([{ ...ok, nilai_angka: 85.125 }])).json().message).toBe('Nilai angka paling banyak dua angka desimal: 85.125.');
    expect((await ubah([{ ...ok, nilai_huruf: 'A' }])).statusCode).toBe(400);
    expect((await ubah([ok, ok])).json().message).toBe(`Setiap mahasiswa hanya boleh dinilai sekali dalam satu simpanan: ${mhs00.id_mahasiswa}.`);
    const luar = await ubah([ok, { id_mahasiswa: 99999999, nilai_angka: 70, nilai_angka_lama: 60, alasan: ALASAN }]);
    expect(luar.statusCode).toBe(400);
    expect(luar.json().message).toBe('Mahasiswa berikut tidak terdaftar di kelas ini: id 99999999.');
    expect((await ubah([], 'dsn00')).statusCode).toBe(400);
    // The change's own fields belong to the change mode only.
    const biasa = await ubah([ok], 'dsn00', kelas, {});
    expect(biasa.statusCode).toBe(400);
    expect(biasa.json().message).toMatch(/^Alasan dan nilai lama hanya dikirim pada perubahan nilai/);
    expect(await keadaan()).toEqual(before);
  });

  it('outside the change period: 409 with the reason, nothing stored; the ordinary PATCH stays closed after the deadline', async () => {
    const before = await keadaan();
    const lama = await nilaiOf(mhs00.id_mahasiswa);
    const item = { id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 91, nilai_angka_lama: lama, alasan: ALASAN };
    const biasa = await ubah([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 91 }], 'dsn00', kelas, {});
    expect(biasa.statusCode).toBe(409);
    expect(biasa.json().message).toMatch(/^Input nilai tidak dapat dilakukan: batas input nilai semester ini sudah lewat .* melalui Perubahan Nilai/);
    // The active semester: entry open, change not yet.
    const aktif = await ubah([{ ...item, nilai_angka_lama: null }], 'dsn00', kelasAktif);
    expect(aktif.statusCode).toBe(409);
    expect(aktif.json().message).toMatch(/^Perubahan nilai tidak dapat dilakukan: masa perubahan nilai semester ini baru dibuka \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    const { rows: [asli] } = await sql<{ perubahan_mulai: string; perubahan_selesai: string }>`select perubahan_mulai::text, perubahan_selesai::text
      from teaching.jadwal_input_nilai where id_semester_registrasi = ${kelas.id_semester_registrasi}`.execute(k.db);
    try {
      await sql`update teaching.jadwal_input_nilai set perubahan_selesai = ${today} - 1 where id_semester_registrasi = ${kelas.id_semester_registrasi}`.execute(k.db);
      const lewat = await ubah([item]);
      expect(lewat.statusCode).toBe(409);
      expect(lewat.json().message).toBe(`Perubahan nilai tidak dapat dilakukan: masa perubahan nilai semester ini sudah berakhir (${formatTanggalCetak((await sql<{ d: string }>`select (${today} - 1)::text as d`.execute(k.db)).rows[0].d)}).`);
      expect((await get(`input-nilai?${query(kelas)}`)).json().perubahan_nilai.dibuka).toBe(false);
      await sql`update teaching.jadwal_input_nilai set perubahan_mulai = null, perubahan_selesai = null where id_semester_registrasi = ${kelas.id_semester_registrasi}`.execute(k.db);
      expect((await ubah([item])).json().message).toBe('Perubahan nilai tidak dapat dilakukan: masa perubahan nilai semester ini belum ditetapkan.');
      // A period overlapping the entry window is refused by the table itself.
      await expect(sql`update teaching.jadwal_input_nilai set perubahan_mulai = selesai, perubahan_selesai = selesai + 5
        where id_semester_registrasi = ${kelas.id_semester_registrasi}`.execute(k.db)).rejects.toThrow();
    } finally {
      await sql`update teaching.jadwal_input_nilai set perubahan_mulai = ${asli.perubahan_mulai}::date, perubahan_selesai = ${asli.perubahan_selesai}::date
        where id_semester_registrasi = ${kelas.id_semester_registrasi}`.execute(k.db);
    }
    expect(await keadaan()).toEqual(before);
  });

  it('a change with a reason stores the grade and one history row in one go, and the student\'s KHS shows it at once', async () => {
    const khs = async () => {
      const res = await get(`khs?id_semester_registrasi=${kelas.id_semester_registrasi}`, 'mhs00');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.mata_kuliah.find((m: any) => m.id_mata_kuliah === kelas.id_mata_kuliah);
    };
    const lama = await nilaiOf(mhs00.id_mahasiswa);
    const sebelum = await khs();
    await khs(); // served from the read cache now
    expect(sebelum.nilai_angka).toBe(lama);
    const res = await ubah([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 81, nilai_angka_lama: lama, alasan: `  ${ALASAN}  ` }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Perubahan nilai 1 mahasiswa tersimpan.', nilai: [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 81, nilai_huruf: 'A', nilai_indeks: 4 }] });
    expect(await khs()).toMatchObject({ nilai_angka: 81, nilai_huruf: 'A', nilai_indeks: 4 });
    const [r] = (await riwayatDb()).filter((x) => x.id_mahasiswa === mhs00.id_mahasiswa);
    const dsn = (await sql<{ id_dosen: number; id_user: number }>`select d.id_dosen, d.id_user from master_data.dosen d join core.pengguna u on u.id_user = d.id_user
      where u.username = 'dsn00'`.execute(k.db)).rows[0];
    expect({ ...r, nilai_angka_lama: Number(r.nilai_angka_lama), nilai_angka_baru: Number(r.nilai_angka_baru), nilai_indeks_baru: Number(r.nilai_indeks_baru) })
      .toMatchObject({ nilai_angka_lama: lama, nilai_huruf_lama: sebelum.nilai_huruf, nilai_angka_baru: 81, nilai_huruf_baru: 'A', nilai_indeks_baru: 4, alasan: ALASAN, id_dosen: dsn.id_dosen, id_user: dsn.id_user });
    const api = (await get(`input-nilai/riwayat-perubahan?${query(kelas)}`)).json().data;
    expect(api[0]).toMatchObject({ id_mahasiswa: mhs00.id_mahasiswa, nim: mhs00.nim, nilai_angka_lama: lama, nilai_angka_baru: 81, nilai_huruf_baru: 'A', alasan: ALASAN });
    expect(Date.now() - Date.parse(api[0].diubah_pada)).toBeLessThan(60_000);
    const page = (await get(`input-nilai?${query(kelas)}`)).json();
    expect(page.mahasiswa.find((m: any) => m.nim === mhs00.nim)).toMatchObject({ nilai_angka: 81, nilai_huruf: 'A' });
    const list = (await get('jadwal-mengajar/perubahan-nilai')).json();
    const row = list.data.flatMap((s: any) => s.kelas).find((c: any) => c.id_kelas === kelas.id_kelas);
    expect(row.jumlah_perubahan).toBe((await riwayatDb()).length);
  });

  it('a change made from a stale page (the score moved meanwhile) is a 409 that stores nothing', async () => {
    const before = await keadaan();
    const sekarang = await nilaiOf(mhs00.id_mahasiswa);
    const res = await ubah([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 50, nilai_angka_lama: sekarang - 1, alasan: ALASAN }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Nilai mahasiswa berikut sudah berubah sejak halaman dimuat; muat ulang halaman lalu ulangi perubahan: ${mhs00.nim} ${mhs00.nama_mahasiswa}.`);
    expect(await keadaan()).toEqual(before);
  });

  it('two changes of one student at once: one wins, the other is a 409; the history leads exactly to the final grade', async () => {
    const lama = await nilaiOf(mhs00.id_mahasiswa);
    const awal = (await riwayatDb()).length;
    const [a, b] = await Promise.all([
      ubah([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 70, nilai_angka_lama: lama, alasan: 'Perbaikan nilai tugas besar kelompok.' }]),
      ubah([{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 95, nilai_angka_lama: lama, alasan: 'Nilai UAS susulan sudah diperiksa.' }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const menang = a.statusCode === 200 ? 70 : 95;
    expect(await nilaiOf(mhs00.id_mahasiswa)).toBe(menang);
    const riwayat = await riwayatDb();
    expect(riwayat).toHaveLength(awal + 1);
    // Every student's history is a chain: each change starts where the previous one ended, the last ends at the stored grade.
    const akhir = new Map((await nilaiDb()).map((n) => [n.id_mahasiswa, Number(n.nilai_angka)]));
    const perMahasiswa = new Map<number, Riwayat[]>();
    for (const r of riwayat) perMahasiswa.set(r.id_mahasiswa, [...(perMahasiswa.get(r.id_mahasiswa) ?? []), r]);
    for (const [id, baris] of perMahasiswa) {
      for (let i = 1; i < baris.length; i++) expect(Number(baris[i].nilai_angka_lama)).toBe(Number(baris[i - 1].nilai_angka_baru));
      expect(Number(baris.at(-1)!.nilai_angka_baru)).toBe(akhir.get(id));
    }
    // Two students of one class changed at the same moment: both stay.
    const [x, y] = peserta.filter((p) => p.id_mahasiswa !== mhs00.id_mahasiswa);
    const [rx, ry] = await Promise.all([x, y].map(async (p, i) =>
      ubah([{ id_mahasiswa: p.id_mahasiswa, nilai_angka: 40 + i, nilai_angka_lama: await nilaiOf(p.id_mahasiswa), alasan: ALASAN }])));
    expect([rx.statusCode, ry.statusCode]).toEqual([200, 200]);
    expect([await nilaiOf(x.id_mahasiswa), await nilaiOf(y.id_mahasiswa)]).toEqual([40, 41]);
    expect(await riwayatDb()).toHaveLength(awal + 3);
  });

  it('a student left ungraded at the deadline gets a first grade through the change, recorded with no old grade', async () => {
    const [p] = peserta.filter((q) => q.id_mahasiswa !== mhs00.id_mahasiswa).slice(-1);
    await sql`update krs.krs_kelas set nilai_angka = null, nilai_huruf = null, nilai_indeks = null where id_kelas = ${kelas.id_kelas} and id_mahasiswa = ${p.id_mahasiswa}`.execute(k.db);
    const res = await ubah([{ id_mahasiswa: p.id_mahasiswa, nilai_angka: 66, nilai_angka_lama: null, alasan: 'Nilai tertunda karena ujian susulan.' }]);
    expect(res.statusCode, res.body).toBe(200);
    const r = (await riwayatDb()).at(-1)!;
    expect(r).toMatchObject({ id_mahasiswa: p.id_mahasiswa, nilai_angka_lama: null, nilai_huruf_lama: null, nilai_huruf_baru: 'BC' });
  });

  it('krs\'s writer runs the caller\'s work in its transaction: a refusal there stores nothing and drops no cached read', async () => {
    const before = await keadaan();
    const lama = await nilaiOf(mhs00.id_mahasiswa);
    const dropped: string[] = [];
    let seen: readonly NilaiDiganti[] = [];
    await expect(simpanNilaiKelas(k.db, { changed: (tags) => dropped.push(...tags) }, {
      id_kelas: kelas.id_kelas, tanggal: '2030-01-01', mode: 'ubah', nilai: [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 12 }],
      dalamTransaksi: async (trx, nilai) => {
        seen = nilai;
        expect(Number((await sql<{ n: string }>`select nilai_angka as n from krs.krs_kelas where id_kelas = ${kelas.id_kelas} and id_mahasiswa = ${mhs00.id_mahasiswa}`.execute(trx)).rows[0].n)).toBe(12);
        throw new Error('ditolak');
      },
    })).rejects.toThrow('ditolak');
    expect(seen).toEqual([expect.objectContaining({ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: 12, nilai_huruf: 'E', lama: expect.objectContaining({ nilai_angka: lama }) })]);
    expect(dropped).toEqual([]);
    expect(await keadaan()).toEqual(before);
    // Without the callback it is the writer it was: stores and drops the tag.
    const ok = await simpanNilaiKelas(k.db, { changed: (tags) => dropped.push(...tags) }, { id_kelas: kelas.id_kelas, tanggal: '2030-01-01', mode: 'ubah', nilai: [{ id_mahasiswa: mhs00.id_mahasiswa, nilai_angka: lama }] });
    expect(ok.ok).toBe(true);
    expect(dropped).toEqual([tagMahasiswa(mhs00.id_mahasiswa)]);
  });
});
