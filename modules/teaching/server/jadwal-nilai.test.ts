import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import { formatTanggalCetak } from '../../../core/server/print';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import student from '../../student/server';
import teaching from './index';

type Baris = { id_semester_registrasi: number; mulai: string; selesai: string; perubahan_mulai: string | null; perubahan_selesai: string | null };
type Semester = Record<string, unknown> & { id_semester_registrasi: number; kode_semester: string; mulai: string | null };

const DILARANG = 'Anda tidak berhak mengakses data ini.';

/** The date `n` days after the YYYY-MM-DD `d`. */
const tambahHari = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(MODULE_TEST_DATABASES)('teaching grade periods set by the administrator (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let hariIni: string;
  let aktif: { id_semester_registrasi: number; nama_semester_registrasi: string };
  let kelas: { id_semester_registrasi: number; id_mata_kuliah: number; id_kelas: number };
  let mhs00: number;

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const daftar = (who = 'adm00') => k.inject({ method: 'GET', url: '/api/jadwal-nilai', headers: bearer(who) });
  const simpan = (id: number, payload: object, who = 'adm00') => k.inject({ method: 'PATCH', url: `/api/jadwal-nilai/${id}`, headers: bearer(who), payload });
  const tabel = async () => (await sql<Baris>`select id_semester_registrasi, to_char(mulai, 'YYYY-MM-DD') as mulai, to_char(selesai, 'YYYY-MM-DD') as selesai,
    to_char(perubahan_mulai, 'YYYY-MM-DD') as perubahan_mulai, to_char(perubahan_selesai, 'YYYY-MM-DD') as perubahan_selesai
    from teaching.jadwal_input_nilai order by id_semester_registrasi`.execute(k.db)).rows;
  const barisAktif = async () => (await tabel()).find((r) => r.id_semester_registrasi === aktif.id_semester_registrasi)!;
  const semula = (r: Baris) => ({ mulai: r.mulai, selesai: r.selesai, perubahan_mulai: r.perubahan_mulai, perubahan_selesai: r.perubahan_selesai });

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, student, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    hariIni = (await sql<{ d: string }>`select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as d`.execute(k.db)).rows[0].d;
    aktif = (await sql<typeof aktif>`select id_semester_registrasi, nama_semester_registrasi from master_data.semester where aktif`.execute(k.db)).rows[0];
    kelas = (await sql<typeof kelas>`select kl.id_semester_registrasi, kl.id_mata_kuliah, kl.id_kelas from master_data.kelas kl
      join master_data.mata_kuliah mk using (id_mata_kuliah) join master_data.dosen d on d.id_dosen = kl.id_dosen join core.pengguna u on u.id_user = d.id_user
      where kl.id_semester_registrasi = ${aktif.id_semester_registrasi} and u.username = 'dsn00' and mk.nama_mata_kuliah = 'Komputasi Awan'`.execute(k.db)).rows[0];
    mhs00 = (await sql<{ id: number }>`select m.id_mahasiswa as id from master_data.mahasiswa m join core.pengguna u on u.id_user = m.id_user
      where u.username = 'mhs00'`.execute(k.db)).rows[0].id;
  });
  afterAll(async () => k?.close());

  it('only the administrator reads and sets the periods: lecturers, staff and students 403, visitors 401; nothing stored', async () => {
    const before = await tabel();
    const r = await barisAktif();
    for (const who of ['dsn00', 'kor00', 'mhs00', 'aka00']) {
      for (const res of [await daftar(who), await simpan(aktif.id_semester_registrasi, { ...semula(r), semula: semula(r), mulai: '2020-01-01' }, who)]) {
        expect(res.statusCode, who).toBe(403);
        expect(res.json().message).toBe(DILARANG);
      }
    }
    expect((await k.inject({ method: 'GET', url: '/api/jadwal-nilai' })).statusCode).toBe(401);
    expect(await tabel()).toEqual(before);
  });

  it('GET jadwal-nilai: every semester newest first, with its stored dates, today\'s state and the grading counts', async () => {
    const res = await daftar();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Semester[];
    const semua = (await sql<{ n: number }>`select count(*)::int as n from master_data.semester`.execute(k.db)).rows[0].n;
    expect(data).toHaveLength(semua);
    expect(data.map((s) => s.kode_semester)).toEqual([...data.map((s) => s.kode_semester)].sort().reverse());
    const stored = await barisAktif();
    const row = data.find((s) => s.id_semester_registrasi === aktif.id_semester_registrasi)!;
    expect(row).toMatchObject({ ...semula(stored), aktif: true, input_dibuka: true, perubahan_dibuka: false, nama_semester_registrasi: aktif.nama_semester_registrasi });
    const [hitung] = (await sql<{ kelas: number; divalidasi: number; lengkap: number }>`select count(*)::int as kelas,
        count(*) filter (where exists (select 1 from teaching.validasi_nilai v where v.id_kelas = kl.id_kelas))::int as divalidasi,
        count(*) filter (where exists (select 1 from krs.krs_kelas kk where kk.id_kelas = kl.id_kelas)
          and not exists (select 1 from krs.krs_kelas kk where kk.id_kelas = kl.id_kelas and kk.nilai_angka is null))::int as lengkap
      from master_data.kelas kl where kl.id_semester_registrasi = ${aktif.id_semester_registrasi}`.execute(k.db)).rows;
    expect(row).toMatchObject({ jumlah_kelas: hitung.kelas, kelas_divalidasi: hitung.divalidasi, kelas_lengkap: hitung.lengkap });
    expect(hitung.divalidasi).toBeGreaterThan(0);
    const perubahan = (await sql<{ n: number }>`select count(*)::int as n from teaching.riwayat_perubahan_nilai`.execute(k.db)).rows[0].n;
    expect(data.reduce((n, s) => n + (s.jumlah_perubahan as number), 0)).toBe(perubahan);
    expect(perubahan).toBeGreaterThan(0);
    expect(data.filter((s) => s.perubahan_dibuka).length).toBeGreaterThan(0);
  });

  it('every invalid save is a clear 400 (or 404) and changes nothing', async () => {
    const before = await tabel();
    const r = await barisAktif();
    const basis = { mulai: '2030-02-01', selesai: '2030-06-30', perubahan_mulai: '2030-07-01', perubahan_selesai: '2030-08-31', semula: semula(r) };
    const kasus: Array<[object, RegExp, number?]> = [
      [{ ...basis, selesai: '2030-01-31' }, /"message":"Tanggal selesai input nilai \(2030-01-31\) tidak boleh sebelum tanggal mulainya \(2030-02-01\)\."/],
      [{ ...basis, perubahan_selesai: null }, /"message":"Masa perubahan nilai harus diisi kedua tanggalnya/],
      [{ ...basis, perubahan_mulai: null }, /"message":"Masa perubahan nilai harus diisi kedua tanggalnya/],
      [{ ...basis, perubahan_mulai: '2030-06-30' }, /harus dimulai setelah masa input nilai berakhir: tanggal mulainya \(2030-06-30\) harus sesudah 2030-06-30\."/],
      [{ ...basis, perubahan_mulai: '2030-05-01', perubahan_selesai: '2030-05-31' }, /harus dimulai setelah masa input nilai berakhir/],
      [{ ...basis, perubahan_selesai: '2030-06-30' }, /"message":"Tanggal selesai perubahan nilai \(2030-06-30\) tidak boleh sebelum tanggal mulainya \(2030-07-01\)\."/],
      [{ ...basis, mulai: '2030-02-30' }, /Input nilai mulai/],
      [{ ...basis, selesai: 'besok' }, /Input nilai selesai/],
      [{ ...basis, mulai: undefined }, /Input nilai mulai/],
      [{ ...basis, warna: 'merah' }, /./],
      [{ ...basis, semula: undefined }, /Jadwal semula/],
    ];
    for (const [payload, pesan] of kasus) {
      const res = await simpan(aktif.id_semester_registrasi, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toMatch(pesan);
    }
    const tidakAda = await simpan(999999, basis);
    expect(tidakAda.statusCode).toBe(404);
    expect(tidakAda.json().message).toBe('Semester tidak ditemukan.');
    expect((await simpan(0, basis)).statusCode).toBe(400);
    expect(await tabel()).toEqual(before);
  });

  it('a valid save stores the dates and answers the stored row; the change period may be emptied', async () => {
    const r = await barisAktif();
    const baru = { mulai: tambahHari(hariIni, -10), selesai: tambahHari(hariIni, 20), perubahan_mulai: tambahHari(hariIni, 21), perubahan_selesai: tambahHari(hariIni, 60) };
    const res = await simpan(aktif.id_semester_registrasi, { ...baru, semula: semula(r) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Jadwal nilai ${aktif.nama_semester_registrasi} tersimpan.`);
    expect(res.json().data).toMatchObject({ ...baru, id_semester_registrasi: aktif.id_semester_registrasi, input_dibuka: true, perubahan_dibuka: false });
    expect(await barisAktif()).toEqual({ id_semester_registrasi: aktif.id_semester_registrasi, ...baru });

    const tanpa = await simpan(aktif.id_semester_registrasi, { ...baru, perubahan_mulai: null, perubahan_selesai: null, semula: baru });
    expect(tanpa.statusCode, tanpa.body).toBe(200);
    expect(tanpa.json().data).toMatchObject({ perubahan_mulai: null, perubahan_selesai: null });
    expect(await barisAktif()).toMatchObject({ perubahan_mulai: null, perubahan_selesai: null });
  });

  it('a semester without a row gets one (semula null); a second "first" save is a 409', async () => {
    const [s] = (await sql<{ id: number }>`insert into master_data.semester (kode_semester, tahun_ajaran, nama_semester_registrasi, periode, krs_mulai, krs_selesai, kuliah_mulai, kuliah_selesai)
      values ('20403', 2040, '2040/2041 Pendek Uji', 3, '2041-06-20', '2041-06-27', '2041-07-01', '2041-08-15') returning id_semester_registrasi as id`.execute(k.db)).rows;
    expect((await daftar()).json().data[0]).toMatchObject({ id_semester_registrasi: s.id, mulai: null, perubahan_mulai: null, jumlah_kelas: 0, input_dibuka: false });
    const baru = { mulai: '2041-07-01', selesai: '2041-08-29', perubahan_mulai: null, perubahan_selesai: null };
    const res = await simpan(s.id, { ...baru, semula: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject(baru);
    const lagi = await simpan(s.id, { ...baru, selesai: '2041-09-30', semula: null });
    expect(lagi.statusCode).toBe(409);
    expect((await tabel()).find((r) => r.id_semester_registrasi === s.id)).toMatchObject(baru);
  });

  it('two administrators saving from the same page: exactly one wins, the other gets 409 and nothing of its own is stored', async () => {
    const r = await barisAktif();
    const a = { ...semula(r), selesai: tambahHari(hariIni, 30) };
    const b = { ...semula(r), selesai: tambahHari(hariIni, 40) };
    const hasil = await Promise.all([simpan(aktif.id_semester_registrasi, { ...a, semula: semula(r) }), simpan(aktif.id_semester_registrasi, { ...b, semula: semula(r) })]);
    expect(hasil.map((h) => h.statusCode).sort()).toEqual([200, 409]);
    const kalah = hasil.find((h) => h.statusCode === 409)!;
    expect(kalah.json().message).toMatch(/sudah diubah orang lain/);
    const menang = hasil.find((h) => h.statusCode === 200)!.json().data;
    expect(await barisAktif()).toMatchObject({ selesai: menang.selesai });
  });

  it('a moved window holds at once for the lecturer: POST input-nilai refused once the window is past, allowed once it covers today', async () => {
    const entri = () => k.inject({ method: 'POST', url: '/api/input-nilai', headers: bearer('dsn00'), payload: { ...kelas, nilai: [{ id_mahasiswa: mhs00, nilai_angka: 81 }] } });
    const lewat = { mulai: tambahHari(hariIni, -40), selesai: tambahHari(hariIni, -1), perubahan_mulai: null, perubahan_selesai: null };
    expect((await simpan(aktif.id_semester_registrasi, { ...lewat, semula: semula(await barisAktif()) })).statusCode).toBe(200);
    const ditolak = await entri();
    expect(ditolak.statusCode).toBe(409);
    expect(ditolak.json().message).toContain(`batas input nilai semester ini sudah lewat (${formatTanggalCetak(lewat.selesai)})`);
    const nilaiMhs = async () => (await sql<{ n: string | null }>`select nilai_angka as n from krs.krs_kelas where id_kelas = ${kelas.id_kelas} and id_mahasiswa = ${mhs00}`.execute(k.db)).rows[0].n;
    expect(await nilaiMhs()).toBeNull();

    const buka = { ...lewat, selesai: hariIni };
    expect((await simpan(aktif.id_semester_registrasi, { ...buka, semula: lewat })).statusCode).toBe(200);
    const diterima = await entri();
    expect(diterima.statusCode, diterima.body).toBe(200);
    expect(Number(await nilaiMhs())).toBe(81);
  });
});
