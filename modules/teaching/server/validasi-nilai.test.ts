import { execFileSync } from 'node:child_process';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import student from '../../student/server';
import teaching from './index';
import { kelasDari } from './nilai.service';
import { expectHanyaDosen } from './test-support';
import { simpanValidasi, type BarisNilai } from './validasi-nilai.service';

type Kelas = { id_semester_registrasi: number; id_mata_kuliah: number; id_kelas: number };
type Nilai = { id_mahasiswa: number; nim: string; nama_mahasiswa: string; nilai_angka: string | null; nilai_huruf: string | null };

const DOSEN = 'Dr. Ir. Budi Santoso, M.Kom.';
const ALASAN = 'Koreksi rekap nilai tugas yang tertukar antar mahasiswa.';
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const WAKTU = String.raw`(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \S+ \d{4} pukul \d{2}\.\d{2} WIB`;

describe.each(MODULE_TEST_DATABASES)('teaching grade validation (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  /** dsn00's active-semester class the seed graded completely and left for the lecturer to validate. */
  let siap: Kelas;
  /** dsn00's active-semester class the seed graded and validated. */
  let tervalidasi: Kelas;
  /** 'Komputasi Awan' with mhs00, ungraded. */
  let komputasi: Kelas;
  /** dsn00's class of the previous regular semester with mhs00 in it: validated, now in its change period. */
  let lalu: Kelas;
  /** A class of kor00 in the active semester with students. */
  let kelasKor: Kelas;

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const query = (o: Record<string, number>) => new URLSearchParams(Object.entries(o).map(([a, b]) => [a, String(b)])).toString();
  const get = (url: string, who = 'dsn00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const validasi = (target: object, who = 'dsn00') => k.inject({ method: 'POST', url: '/api/input-nilai/validasi/bukti', headers: bearer(who), payload: target });
  const simpan = (method: 'POST' | 'PATCH', target: Kelas, nilai: unknown, who = 'dsn00', extra: object = {}) =>
    k.inject({ method, url: '/api/input-nilai', headers: bearer(who), payload: { ...target, ...extra, nilai } as object });
  const nilaiDb = async (target: Kelas) => (await sql<Nilai>`select kk.id_mahasiswa, m.nim, m.nama_mahasiswa, kk.nilai_angka, kk.nilai_huruf
    from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa where kk.id_kelas = ${target.id_kelas} order by m.nim`.execute(k.db)).rows;
  const validasiDb = async () => (await sql<{ id_kelas: number; id_dosen: number; id_user: number | null; mahasiswa: Array<{ nim: string; nilai_angka: number; nilai_huruf: string }> }>`
    select id_kelas, id_dosen, id_user, mahasiswa from teaching.validasi_nilai order by id_kelas`.execute(k.db)).rows;
  const keadaan = async (...kelas: Kelas[]) => ({ validasi: await validasiDb(), nilai: await Promise.all(kelas.map(nilaiDb)) });
  const today = sql`(now() at time zone 'Asia/Jakarta')::date`;
  const bukaLagi = (target: Kelas) => sql`delete from teaching.validasi_nilai where id_kelas = ${target.id_kelas}`.execute(k.db);

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, student, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    const kelasDari = async (dosen: string, kondisi: RawBuilder<unknown>) => (await sql<Kelas>`
      select k.id_semester_registrasi, k.id_mata_kuliah, k.id_kelas from master_data.kelas k
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
      join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      join master_data.dosen d on d.id_dosen = k.id_dosen join core.pengguna u on u.id_user = d.id_user
      where u.username = ${dosen} and ${kondisi} order by s.kode_semester desc, k.id_kelas limit 1`.execute(k.db)).rows[0];
    const divalidasi = sql`exists (select 1 from teaching.validasi_nilai v where v.id_kelas = k.id_kelas)`;
    const lengkap = sql`exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas) and not exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas and kk.nilai_angka is null)`;
    const denganMhs00 = sql`exists (select 1 from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa
      join core.pengguna um on um.id_user = m.id_user and um.username = 'mhs00' where kk.id_kelas = k.id_kelas)`;
    siap = await kelasDari('dsn00', sql`s.aktif and ${lengkap} and not ${divalidasi}`);
    tervalidasi = await kelasDari('dsn00', sql`s.aktif and ${divalidasi}`);
    komputasi = await kelasDari('dsn00', sql`s.aktif and mk.nama_mata_kuliah = 'Komputasi Awan'`);
    lalu = await kelasDari('dsn00', sql`s.periode <> 3 and not s.aktif and ${denganMhs00} and exists (select 1 from teaching.jadwal_input_nilai j
      where j.id_semester_registrasi = s.id_semester_registrasi and ${today} between j.perubahan_mulai and j.perubahan_selesai)`);
    kelasKor = await kelasDari('kor00', sql`s.aktif and exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)`);
  });
  afterAll(async () => k?.close());

  it('the seed leaves dsn00 a complete class to validate, one validated this semester and the past ones validated', async () => {
    for (const kelas of [siap, tervalidasi, komputasi, lalu, kelasKor]) expect(kelas).toBeDefined();
    const jadwal = (await get('jadwal-mengajar')).json();
    const baris = (target: Kelas) => jadwal.data.find((r: any) => r.id_kelas === target.id_kelas);
    expect(baris(siap)).toMatchObject({ nilai_lengkap: true, divalidasi: false });
    expect(baris(tervalidasi)).toMatchObject({ nilai_lengkap: true, divalidasi: true });
    expect(baris(komputasi)).toMatchObject({ jumlah_dinilai: 0, divalidasi: false });
    // Past classes were validated inside their entry window, days before it closed.
    const { rows } = await sql<{ id_kelas: number; dalam: boolean }>`select v.id_kelas,
        (v.divalidasi_pada at time zone 'Asia/Jakarta')::date between j.mulai and j.selesai as dalam
      from teaching.validasi_nilai v join master_data.kelas k on k.id_kelas = v.id_kelas
      join teaching.jadwal_input_nilai j on j.id_semester_registrasi = k.id_semester_registrasi
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi where not s.aktif`.execute(k.db);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.dalam)).toBe(true);
    expect(rows.map((r) => r.id_kelas)).toContain(lalu.id_kelas);
    // The receipt of the class with the seeded grade change keeps the score from before the change.
    const { rows: [contoh] } = await sql<{ nim: string; nilai_angka_lama: string; nilai_angka_baru: string; id_kelas: number }>`
      select m.nim, r.nilai_angka_lama, r.nilai_angka_baru, r.id_kelas from teaching.riwayat_perubahan_nilai r
      join master_data.mahasiswa m on m.id_mahasiswa = r.id_mahasiswa`.execute(k.db);
    const diterima = (await validasiDb()).find((v) => v.id_kelas === contoh.id_kelas)!;
    expect(diterima.mahasiswa.find((m) => m.nim === contoh.nim)!.nilai_angka).toBe(Number(contoh.nilai_angka_lama));
  });

  it('the calls are for lecturers only: others 403 with the Indonesian message, visitors 401; nothing stored', async () => {
    const before = await keadaan(siap);
    await expectHanyaDosen(k, bearer, [
      ['POST', 'input-nilai/validasi/bukti', siap],
      ['GET', `input-nilai/validasi/bukti/cetak?${query(tervalidasi)}`],
    ]);
    expect(await keadaan(siap)).toEqual(before);
  });

  it('only the class\'s own lecturer validates it: someone else\'s 403, unknown 404, bad body 400; nothing stored', async () => {
    const before = await keadaan(siap, kelasKor);
    const lain = await validasi(siap, 'kor00');
    expect(lain.statusCode).toBe(403);
    expect(lain.json().message).toBe('Anda bukan dosen pengampu kelas ini.');
    expect((await validasi(kelasKor, 'dsn00')).statusCode).toBe(403);
    expect((await validasi({ ...siap, id_kelas: 999999 })).statusCode).toBe(404);
    expect((await validasi({ ...siap, id_mata_kuliah: komputasi.id_mata_kuliah === siap.id_mata_kuliah ? 999999 : komputasi.id_mata_kuliah })).statusCode).toBe(404);
    expect((await validasi({ id_kelas: siap.id_kelas })).statusCode).toBe(400);
    expect((await validasi({ ...siap, tanggal: '2026-01-01' })).statusCode).toBe(400);
    expect((await get(`input-nilai/validasi/bukti/cetak?${query(tervalidasi)}`, 'kor00')).statusCode).toBe(403);
    expect(await keadaan(siap, kelasKor)).toEqual(before);
  });

  it('refuses a class with an ungraded student (409 naming them) or without students; nothing stored', async () => {
    const before = await keadaan(komputasi);
    const res = await validasi(komputasi);
    expect(res.statusCode).toBe(409);
    const belum = await nilaiDb(komputasi);
    const pesan = `Validasi nilai hanya dapat dilakukan setelah semua mahasiswa dinilai. Belum dinilai (${belum.length}): ${belum.map((m) => `${m.nim} ${m.nama_mahasiswa}`).join(', ')}.`;
    expect(res.json()).toEqual({ message: pesan, errors: { nilai: [pesan] } });
    // One student short of complete is still refused, naming only that student.
    const [a, ...sisa] = belum;
    expect((await simpan('POST', komputasi, sisa.map((m) => ({ id_mahasiswa: m.id_mahasiswa, nilai_angka: 70 })))).statusCode).toBe(200);
    expect((await validasi(komputasi)).json().message).toBe(`Validasi nilai hanya dapat dilakukan setelah semua mahasiswa dinilai. Belum dinilai (1): ${a.nim} ${a.nama_mahasiswa}.`);
    await sql`update krs.krs_kelas set nilai_angka = null, nilai_huruf = null, nilai_indeks = null where id_kelas = ${komputasi.id_kelas}`.execute(k.db);
    const { rows: [kosong] } = await sql<Kelas>`insert into master_data.kelas (id_semester_registrasi, id_mata_kuliah, nama_kelas, id_shift, kuota, id_dosen)
      select id_semester_registrasi, id_mata_kuliah, 'Z', id_shift, 10, id_dosen from master_data.kelas where id_kelas = ${siap.id_kelas}
      returning id_semester_registrasi, id_mata_kuliah, id_kelas`.execute(k.db);
    const tanpa = await validasi(kosong);
    expect(tanpa.statusCode).toBe(409);
    expect(tanpa.json().message).toBe('Validasi nilai tidak dapat dilakukan: kelas ini belum memiliki mahasiswa.');
    expect(await keadaan(komputasi)).toEqual(before);
  });

  it('outside the grade-entry window validation is a 409 with the reason; nothing stored', async () => {
    const before = await keadaan(siap);
    const { rows: [asli] } = await sql<{ mulai: string }>`select mulai::text from teaching.jadwal_input_nilai where id_semester_registrasi = ${siap.id_semester_registrasi}`.execute(k.db);
    try {
      await sql`update teaching.jadwal_input_nilai set mulai = ${today} + 1 where id_semester_registrasi = ${siap.id_semester_registrasi}`.execute(k.db);
      const res = await validasi(siap);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Validasi nilai tidak dapat dilakukan: input nilai semester ini baru dibuka \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    } finally {
      await sql`update teaching.jadwal_input_nilai set mulai = ${asli.mulai}::date where id_semester_registrasi = ${siap.id_semester_registrasi}`.execute(k.db);
    }
    expect(await keadaan(siap)).toEqual(before);
  });

  it('validates a complete class: the receipt (mata_kuliah, biodata, tanggal), GET input-nilai and the schedule show it', async () => {
    const nilai = await nilaiDb(siap);
    const res = await validasi(siap);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(new RegExp(`^Nilai .+ kelas [A-Z] divalidasi pada ${WAKTU}\\.$`));
    const huruf = new Map<string, number>();
    for (const n of nilai) huruf.set(n.nilai_huruf!, (huruf.get(n.nilai_huruf!) ?? 0) + 1);
    const mean = Math.round((nilai.reduce((s, n) => s + Number(n.nilai_angka), 0) / nilai.length) * 100) / 100;
    expect(body.mata_kuliah).toMatchObject({ ...siap, jumlah_mahasiswa: nilai.length, rata_rata_nilai: mean, sks: expect.any(Number), kode_mata_kuliah: expect.any(String), nama_kelas: expect.any(String) });
    expect(Object.fromEntries(body.mata_kuliah.distribusi_nilai.map((d: any) => [d.nilai_huruf, d.jumlah]))).toEqual(Object.fromEntries(huruf));
    const indeks = body.mata_kuliah.distribusi_nilai.map((d: any) => d.nilai_indeks);
    expect(indeks).toEqual([...indeks].sort((a, b) => b - a));
    expect(body.biodata).toMatchObject({ nama_dosen: DOSEN, nidn: expect.stringMatching(/^\d{10}$/), nip: expect.stringMatching(/^\d{18}$/), nama_prodi: 'S1 Teknik Informatika' });
    expect(body.tanggal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    expect(Math.abs(Date.now() - Date.parse(body.tanggal))).toBeLessThan(60_000);
    const [row] = (await validasiDb()).filter((v) => v.id_kelas === siap.id_kelas);
    const dsn = (await sql<{ id_dosen: number; id_user: number }>`select d.id_dosen, d.id_user from master_data.dosen d join core.pengguna u on u.id_user = d.id_user
      where u.username = 'dsn00'`.execute(k.db)).rows[0];
    expect(row).toMatchObject({ id_dosen: dsn.id_dosen, id_user: dsn.id_user });
    expect(row.mahasiswa.map((m) => [m.nim, m.nilai_angka, m.nilai_huruf])).toEqual(nilai.map((n) => [n.nim, Number(n.nilai_angka), n.nilai_huruf]));
    const { message: _, ...bukti } = body;
    expect((await get(`input-nilai?${query(siap)}`)).json().validasi).toEqual(bukti);
    expect((await get(`input-nilai?${query(komputasi)}`)).json().validasi).toBeNull();
    expect((await get('jadwal-mengajar')).json().data.find((r: any) => r.id_kelas === siap.id_kelas).divalidasi).toBe(true);
  });

  it('a second validation is a 409 naming when and by whom; POST and PATCH input-nilai are refused and store nothing', async () => {
    const before = await keadaan(siap);
    const lagi = await validasi(siap);
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toMatch(new RegExp(`^Nilai kelas ini sudah divalidasi oleh ${DOSEN.replace(/\./g, '\\.')} pada ${WAKTU}\\.$`));
    const [m] = before.nilai[0];
    const final = new RegExp(`^Nilai kelas ini sudah divalidasi oleh .+ pada ${WAKTU} sehingga sudah final dan tidak dapat diubah melalui input nilai\\. Perubahan nilai dilakukan melalui Perubahan Nilai`);
    const patch = await simpan('PATCH', siap, [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: Number(m.nilai_angka) === 50 ? 51 : 50 }]);
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toMatch(final);
    const post = await simpan('POST', siap, [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: 50 }]);
    expect(post.statusCode).toBe(409);
    expect(post.json().message).toMatch(final);
    // Inside the entry window the grade change is closed too: it opens only after the deadline.
    expect((await simpan('PATCH', siap, [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: 50, nilai_angka_lama: Number(m.nilai_angka), alasan: ALASAN }], 'dsn00', { perubahan: true })).statusCode).toBe(409);
    expect(await keadaan(siap)).toEqual(before);
  });

  it('two validations at once: exactly one stores the receipt, the other gets 409', async () => {
    const nilai = await nilaiDb(kelasKor);
    expect((await simpan('PATCH', kelasKor, nilai.map((m, i) => ({ id_mahasiswa: m.id_mahasiswa, nilai_angka: 60 + i })), 'kor00')).statusCode).toBe(200);
    const hasil = await Promise.all([validasi(kelasKor, 'kor00'), validasi(kelasKor, 'kor00'), validasi(kelasKor, 'kor00')]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of hasil.filter((x) => x.statusCode === 409)) expect(r.json().message).toMatch(/^Nilai kelas ini sudah divalidasi oleh /);
    expect((await validasiDb()).filter((v) => v.id_kelas === kelasKor.id_kelas)).toHaveLength(1);
    expect((await get(`input-nilai?${query(kelasKor)}`, 'kor00')).json().validasi.biodata.nama_dosen).toBe(hasil.find((r) => r.statusCode === 200)!.json().biodata.nama_dosen);
  });

  it('a grade save waiting for the rows a validation holds is refused once the validation commits, and stores nothing', async () => {
    await bukaLagi(tervalidasi);
    const before = await nilaiDb(tervalidasi);
    const [m] = before;
    let patch: ReturnType<typeof simpan> | undefined;
    await k.db.transaction().execute(async (trx) => {
      await sql`select id_krs_kelas from krs.krs_kelas where id_kelas = ${tervalidasi.id_kelas} order by id_krs_kelas for update`.execute(trx);
      patch = simpan('PATCH', tervalidasi, [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: Number(m.nilai_angka) === 50 ? 51 : 50 }]);
      if (database === 'postgres') {
        // Wait until the save is blocked on the rows this transaction holds, past its own early check.
        await expect.poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and query ilike '%krs.krs_kelas%for update%' and pid <> pg_backend_pid()`.execute(k.db)).rows[0].n, { timeout: 10_000 }).toBe(1);
      }
      // What the validation does in its transaction, holding the rows.
      const { rows } = await sql<BarisNilai>`select m.nim, m.nama_mahasiswa, kk.nilai_angka, kk.nilai_huruf, kk.nilai_indeks
        from krs.krs_kelas kk join master_data.mahasiswa m on m.id_mahasiswa = kk.id_mahasiswa where kk.id_kelas = ${tervalidasi.id_kelas}`.execute(trx);
      expect(await simpanValidasi(trx, (await kelasDari(trx, tervalidasi))!, rows, null)).toMatch(/\+07:00$/);
    });
    const res = await patch!;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Nilai kelas ini sudah divalidasi oleh /);
    expect(await nilaiDb(tervalidasi)).toEqual(before);
    await bukaLagi(tervalidasi);
  });

  it('a validation racing a grade save: the receipt always holds exactly the grades stored', async () => {
    await bukaLagi(tervalidasi);
    const [m] = await nilaiDb(tervalidasi);
    const baru = Number(m.nilai_angka) === 50 ? 51 : 50;
    const [v, p] = await Promise.all([validasi(tervalidasi), simpan('PATCH', tervalidasi, [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: baru }])]);
    expect(v.statusCode, v.body).toBe(200);
    expect([200, 409]).toContain(p.statusCode);
    const stored = await nilaiDb(tervalidasi);
    expect(Number(stored[0].nilai_angka)).toBe(p.statusCode === 200 ? baru : Number(m.nilai_angka));
    const [row] = (await validasiDb()).filter((x) => x.id_kelas === tervalidasi.id_kelas);
    expect(row.mahasiswa.map((x) => [x.nim, x.nilai_angka])).toEqual(stored.map((n) => [n.nim, Number(n.nilai_angka)]));
  });

  it('a validated class\'s grade is still changed in the change period; the receipt keeps the validated grade', async () => {
    const [row] = (await validasiDb()).filter((v) => v.id_kelas === lalu.id_kelas);
    expect(row).toBeDefined();
    const page = (await get(`input-nilai?${query(lalu)}`)).json();
    expect(page.validasi.tanggal < `${page.input_nilai.selesai}T23:59:59+07:00`).toBe(true);
    const [m] = await nilaiDb(lalu);
    const lama = Number(m.nilai_angka);
    const baru = lama === 81 ? 82 : 81;
    // The entry call stays closed after the deadline; the change is a PATCH with perubahan: true.
    expect((await simpan('PATCH', lalu, [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: baru }])).statusCode).toBe(409);
    const res = await simpan('PATCH', lalu, [{ id_mahasiswa: m.id_mahasiswa, nilai_angka: baru, nilai_angka_lama: lama, alasan: ALASAN }], 'dsn00', { perubahan: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Perubahan nilai 1 mahasiswa tersimpan.');
    expect(Number((await nilaiDb(lalu))[0].nilai_angka)).toBe(baru);
    const riwayat = (await get(`input-nilai/riwayat-perubahan?${query(lalu)}`)).json().data;
    expect(riwayat[0]).toMatchObject({ nim: m.nim, nilai_angka_lama: lama, nilai_angka_baru: baru, alasan: ALASAN });
    expect((await validasiDb()).find((v) => v.id_kelas === lalu.id_kelas)).toEqual(row);
  });

  it('prints the receipt as a real A4 PDF: course, lecturer, every student\'s validated grade; 404 before validation', async () => {
    const res = await get(`input-nilai/validasi/bukti/cetak?${query(siap)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Bukti-Validasi-Nilai_[A-Za-z0-9-]+_[A-Za-z0-9-]+_\d{5}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const bukti = (await get(`input-nilai?${query(siap)}`)).json().validasi;
    expect(text).toContain('BUKTI VALIDASI NILAI');
    expect(text).toContain(`${bukti.mata_kuliah.kode_mata_kuliah} ${bukti.mata_kuliah.nama_mata_kuliah}`);
    expect(text).toContain(bukti.mata_kuliah.nama_semester_registrasi);
    expect(text).toContain(DOSEN);
    expect(text).toContain('S1 Teknik Informatika');
    expect(text).toContain('Dosen Pengampu');
    expect(text).toMatch(new RegExp(WAKTU));
    for (const m of await nilaiDb(siap)) expect(text).toMatch(new RegExp(`${m.nim}\\s+${m.nama_mahasiswa}\\s+${Number(m.nilai_angka).toFixed(2).replace('.', ',')}\\s+${m.nilai_huruf}\\s`));
    // The A4 page size: 595 x 842 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
    const belum = await get(`input-nilai/validasi/bukti/cetak?${query(komputasi)}`);
    expect(belum.statusCode).toBe(404);
    expect(belum.json().message).toBe('Nilai kelas ini belum divalidasi, sehingga bukti validasinya belum ada.');
  });
});
