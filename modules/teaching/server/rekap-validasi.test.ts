import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import teaching from './index';

// Decision 0045: programme staff follow which classes of their programmes have their grades validated.
const DILARANG = 'Anda tidak berhak mengakses data ini.';

type Harap = { id_kelas: number; jumlah_mahasiswa: number; jumlah_dinilai: number; tervalidasi: boolean };

describe.each(MODULE_TEST_DATABASES)('teaching: programme staff follow the grade validation (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let aktif: number;
  /** The previous regular semester, whose seeded classes are validated in part. */
  let lalu: number;

  const get = (url: string, who = 'aka00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[who]}` } });
  /** Every page of the list. */
  async function semua(query: string, who = 'aka00') {
    const rows: Array<Record<string, unknown>> = [];
    for (let page = 1; ; page++) {
      const res = await get(`rekap-validasi-nilai?page=${page}&per_page=100${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      rows.push(...res.json().data);
      if (rows.length >= res.json().total) return { rows, last: res.json() };
    }
  }
  /** The classes of a semester in `who`'s programmes with their counts, straight from the tables. */
  const harap = async (idSemester: number, who = 'aka00') => (await sql<Harap>`select k.id_kelas,
      (select count(*) from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)::int as jumlah_mahasiswa,
      (select count(kk.nilai_angka) from krs.krs_kelas kk where kk.id_kelas = k.id_kelas)::int as jumlah_dinilai,
      exists (select 1 from teaching.validasi_nilai v where v.id_kelas = k.id_kelas) as tervalidasi
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    where k.id_semester_registrasi = ${idSemester}
      and mk.id_prodi in (select a.id_prodi from core.akses_prodi a join core.pengguna u on u.id_user = a.id_user where u.username = ${who})
    order by k.id_kelas`.execute(k.db)).rows;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'aka01', 'adm00']) tokens[u] = await k.login(u);
    aktif = Number((await sql<{ id: number }>`select id_semester_registrasi as id from master_data.semester where aktif`.execute(k.db)).rows[0].id);
    lalu = Number((await sql<{ id: number }>`select k.id_semester_registrasi as id from teaching.validasi_nilai v join master_data.kelas k using (id_kelas)
      group by 1 order by count(*) desc limit 1`.execute(k.db)).rows[0].id);
  });
  afterAll(async () => k?.close());

  it('is programme staff\'s: others 403, visitors 401; bad input 400 in Indonesian, a programme outside akses_prodi 403, an unknown semester 404', async () => {
    for (const who of ['dsn00', 'kor00', 'mhs00', 'adm00']) {
      const res = await get('rekap-validasi-nilai', who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(DILARANG);
    }
    expect((await k.inject({ method: 'GET', url: '/api/rekap-validasi-nilai' })).statusCode).toBe(401);
    const status = await get('rekap-validasi-nilai?status=mungkin');
    expect(status.statusCode).toBe(400);
    expect(Object.keys(status.json().errors)).toEqual(['status']);
    expect((await get('rekap-validasi-nilai?id_semester=abc')).statusCode).toBe(400);
    const luar = Number((await sql<{ id: number }>`select id_prodi as id from master_data.prodi where id_prodi not in
      (select a.id_prodi from core.akses_prodi a join core.pengguna u on u.id_user = a.id_user where u.username = 'aka00') order by 1 limit 1`.execute(k.db)).rows[0].id);
    expect((await get(`rekap-validasi-nilai?id_prodi=${luar}`)).statusCode).toBe(403);
    expect((await get('rekap-validasi-nilai?id_semester=999999')).statusCode).toBe(404);
  });

  it('lists every class of the staff\'s programmes in the semester with its counts and validation, not validated first, and the counts above', async () => {
    for (const [idSemester, who] of [[lalu, 'aka00'], [aktif, 'aka00'], [lalu, 'aka01']] as const) {
      const { rows, last } = await semua(`&id_semester=${idSemester}`, who);
      const db = await harap(idSemester, who);
      expect(rows.map((r) => r.id_kelas).sort((a, b) => Number(a) - Number(b))).toEqual(db.map((r) => r.id_kelas));
      for (const r of rows) {
        const d = db.find((x) => x.id_kelas === r.id_kelas)!;
        expect({ jumlah_mahasiswa: r.jumlah_mahasiswa, jumlah_dinilai: r.jumlah_dinilai, tervalidasi: r.divalidasi_pada !== null }).toEqual({ ...d, id_kelas: undefined, tervalidasi: d.tervalidasi });
      }
      // Not validated first.
      const urutan = rows.map((r) => r.divalidasi_pada !== null);
      expect(urutan).toEqual([...urutan].sort((a, b) => Number(a) - Number(b)));
      expect(last.semester.id_semester_registrasi).toBe(idSemester);
      expect(last.ringkasan).toEqual({
        jumlah_kelas: db.length, sudah_divalidasi: db.filter((d) => d.tervalidasi).length,
        nilai_lengkap_belum_divalidasi: db.filter((d) => !d.tervalidasi && d.jumlah_mahasiswa > 0 && d.jumlah_dinilai === d.jumlah_mahasiswa).length,
      });
    }
    // The seed validated some of the previous semester's classes and not all.
    const { last } = await semua(`&id_semester=${lalu}`);
    expect(last.ringkasan.sudah_divalidasi).toBeGreaterThan(0);
    expect(last.ringkasan.sudah_divalidasi).toBeLessThan(last.ringkasan.jumlah_kelas);
    // Default: the active semester, with its grade-entry window when one is set.
    const bawaan = (await get('rekap-validasi-nilai')).json();
    expect(bawaan.semester.id_semester_registrasi).toBe(aktif);
    const jendela = (await sql<{ mulai: string; selesai: string }>`select to_char(mulai, 'YYYY-MM-DD') as mulai, to_char(selesai, 'YYYY-MM-DD') as selesai
      from teaching.jadwal_input_nilai where id_semester_registrasi = ${aktif}`.execute(k.db)).rows[0];
    const hariIni = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    expect(bawaan.jendela).toEqual({ ...jendela, dibuka: jendela.mulai <= hariIni && hariIni <= jendela.selesai });
    // A window that ended yesterday is closed; a semester without one answers null.
    await sql`update teaching.jadwal_input_nilai set selesai = (now() at time zone 'Asia/Jakarta')::date - 1, mulai = least(mulai, (now() at time zone 'Asia/Jakarta')::date - 1)
      where id_semester_registrasi = ${aktif}`.execute(k.db);
    try {
      expect((await get('rekap-validasi-nilai')).json().jendela.dibuka).toBe(false);
    } finally {
      await sql`update teaching.jadwal_input_nilai set mulai = ${jendela.mulai}::date, selesai = ${jendela.selesai}::date where id_semester_registrasi = ${aktif}`.execute(k.db);
    }
    const { rows: [simpan] } = await sql<{ baris: unknown }>`delete from teaching.jadwal_input_nilai j where j.id_semester_registrasi = ${aktif} returning row_to_json(j) as baris`.execute(k.db);
    try {
      expect((await get('rekap-validasi-nilai')).json().jendela).toBeNull();
    } finally {
      await sql`insert into teaching.jadwal_input_nilai select * from json_populate_record(null::teaching.jadwal_input_nilai, ${JSON.stringify(simpan.baris)}::json)`.execute(k.db);
    }
    expect((await get('rekap-validasi-nilai')).json().jendela).toEqual({ ...jendela, dibuka: jendela.mulai <= hariIni && hariIni <= jendela.selesai });
  });

  it('filters by status, programme and text; a validation shows its moment in Asia/Jakarta', async () => {
    const sudah = (await semua(`&id_semester=${lalu}&status=sudah`)).rows;
    const belum = (await semua(`&id_semester=${lalu}&status=belum`)).rows;
    expect(sudah.every((r) => typeof r.divalidasi_pada === 'string' && /\+07:00$/.test(r.divalidasi_pada as string))).toBe(true);
    expect(belum.every((r) => r.divalidasi_pada === null)).toBe(true);
    expect(sudah.length + belum.length).toBe((await harap(lalu)).length);
    const v = (await sql<{ id_kelas: number; pada: string }>`select id_kelas, to_char(divalidasi_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS') || '+07:00' as pada
      from teaching.validasi_nilai where id_kelas = ${sudah[0].id_kelas}`.execute(k.db)).rows[0];
    expect(sudah[0].divalidasi_pada).toBe(v.pada);

    const satuProdi = (await sql<{ id: number }>`select a.id_prodi as id from core.akses_prodi a join core.pengguna u on u.id_user = a.id_user
      where u.username = 'aka00' order by 1 limit 1`.execute(k.db)).rows[0].id;
    const { rows } = await semua(`&id_semester=${lalu}&id_prodi=${satuProdi}`);
    const nama = (await sql<{ n: string }>`select concat_ws(' ', jenjang, nama_prodi) as n from master_data.prodi where id_prodi = ${satuProdi}`.execute(k.db)).rows[0].n;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.nama_prodi === nama)).toBe(true);

    const contoh = sudah[0];
    const cari = (await semua(`&id_semester=${lalu}&cari=${encodeURIComponent(String(contoh.kode_mata_kuliah).toLowerCase())}`)).rows;
    expect(cari.map((r) => r.id_kelas)).toContain(contoh.id_kelas);
    expect(cari.every((r) => String(r.kode_mata_kuliah).toLowerCase().includes(String(contoh.kode_mata_kuliah).toLowerCase())
      || String(r.nama_mata_kuliah).toLowerCase().includes(String(contoh.kode_mata_kuliah).toLowerCase()))).toBe(true);
  });
});
