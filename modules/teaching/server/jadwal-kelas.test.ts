import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import teaching from './index';
import { semesterPendekBerikut } from './semester-pendek.service';

describe.each(MODULE_TEST_DATABASES)('teaching: programme staff set the classes\' weekly slots (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let dsn00: number;
  let ti: number;
  let kelasSp: number;
  let idSemesterSp: number;
  let ruangBesar: number[];
  let ruangKecil: number;

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = 'aka01') =>
    k.inject({ method, url: `/api/${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  const slot = (id_kelas: number, hari: number, jam_mulai: string, jam_selesai: string, id_ruang: number) => ({ id_kelas, hari, jam_mulai, jam_selesai, id_ruang });
  const jadwalDb = async (idKelas: number) => (await sql<{ id_jadwal: number; hari: number; jam_mulai: string; id_ruang: number }>`
    select id_jadwal, hari::int as hari, to_char(jam_mulai, 'HH24:MI') as jam_mulai, id_ruang from master_data.jadwal where id_kelas = ${idKelas} order by id_jadwal`.execute(k.db)).rows;
  /** A class of the short semester, quota 25, taught by `idDosen` (inserted directly: opening classes is tested with the proposals). */
  async function kelasBaru(idDosen: number, nama: string): Promise<number> {
    const { rows: [r] } = await sql<{ id_kelas: number }>`insert into master_data.kelas (id_semester_registrasi, id_mata_kuliah, nama_kelas, id_shift, kuota, id_dosen)
      select ${idSemesterSp}, mk.id_mata_kuliah, ${nama}, (select min(id_shift) from master_data.shift), 25, ${idDosen}
      from master_data.mata_kuliah mk where mk.id_prodi = ${ti} order by mk.id_mata_kuliah limit 1 returning id_kelas`.execute(k.db);
    return r.id_kelas;
  }

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['dsn00', 'mhs00', 'aka00', 'aka01']) tokens[u] = await k.login(u);
    const d = await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select(['d.id_dosen', 'd.id_prodi']).where('u.username', '=', 'dsn00').executeTakeFirstOrThrow();
    dsn00 = Number(d.id_dosen);
    ti = Number(d.id_prodi);
    // aka01 opens the class of dsn00's seeded proposal for the coming short semester.
    const usulan = (await call('GET', 'semester-pendek/usulan')).json();
    const menunggu = usulan.data.find((u: any) => u.keputusan === null && u.pengusul.some((p: any) => p.id_dosen === dsn00));
    const res = await call('POST', 'semester-pendek/usulan/terima', { kode_semester: usulan.semester.kode_semester, id_mata_kuliah: menunggu.id_mata_kuliah, id_dosen: dsn00, kuota: 25 });
    expect(res.statusCode).toBe(200);
    kelasSp = res.json().keputusan.id_kelas;
    idSemesterSp = Number((await k.db.selectFrom('master_data.kelas').select('id_semester_registrasi').where('id_kelas', '=', kelasSp).executeTakeFirstOrThrow()).id_semester_registrasi);
    ruangBesar = (await k.db.selectFrom('master_data.ruang').select('id_ruang').where('kapasitas', '>=', 25).orderBy('id_ruang').limit(3).execute()).map((r) => Number(r.id_ruang));
    ruangKecil = Number((await k.db.selectFrom('master_data.ruang').select('id_ruang').where('kapasitas', '<', 25).orderBy('id_ruang').executeTakeFirstOrThrow()).id_ruang);
  });
  afterAll(async () => k?.close());

  it('lists the coming short semester by default, with the opened class unscheduled; filter and search narrow it', async () => {
    const aktif = await k.db.selectFrom('master_data.semester').select('kode_semester').where('aktif', '=', true).executeTakeFirstOrThrow();
    const res = await call('GET', 'jadwal-kelas');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.semester.id_semester_registrasi).toBe(idSemesterSp);
    expect(body.semester.nama_semester_registrasi).toBe(semesterPendekBerikut(aktif.kode_semester as string).nama_semester);
    const kelas = body.data.find((r: any) => r.id_kelas === kelasSp);
    expect(kelas).toMatchObject({ kuota: 25, jadwal: [], pertemuan_dibuat: false });
    expect(body.batas).toEqual({ hari_terakhir: 6, jam_buka: '07:00', jam_tutup: '21:00' });
    expect((await call('GET', `jadwal-kelas?belum_berjadwal=true&cari=${encodeURIComponent(kelas.kode_mata_kuliah)}`)).json().data.map((r: any) => r.id_kelas)).toEqual([kelasSp]);
    expect((await call('GET', 'jadwal-kelas?cari=tidak-ada-mata-kuliah-ini')).json().total).toBe(0);
  });

  it('programme staff only: others 403 by route, a class outside akses_prodi 403 by the service; nothing stored', async () => {
    for (const who of ['dsn00', 'mhs00']) {
      expect((await call('GET', 'jadwal-kelas', undefined, who)).statusCode).toBe(403);
      expect((await call('POST', 'jadwal-kelas/slot', slot(kelasSp, 1, '08:00', '09:40', ruangBesar[0]), who)).statusCode).toBe(403);
    }
    const { rows: [luar] } = await sql<{ id_kelas: number }>`select k.id_kelas from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      where mk.id_prodi not in (select ap.id_prodi from core.akses_prodi ap join core.pengguna u on u.id_user = ap.id_user where u.username = 'aka01')
      order by k.id_kelas limit 1`.execute(k.db);
    const sebelum = await jadwalDb(luar.id_kelas);
    const res = await call('POST', 'jadwal-kelas/slot', slot(luar.id_kelas, 1, '07:00', '08:40', ruangBesar[0]));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Program studi tersebut tidak termasuk program studi yang boleh Anda lihat.');
    expect(await jadwalDb(luar.id_kelas)).toEqual(sebelum);
    expect((await call('GET', `jadwal-kelas?id_prodi=${ti + 100000}`)).statusCode).toBe(403);
  });

  it('a bad slot is a clear 400 that stores nothing: end before start, outside campus days/hours, a room too small', async () => {
    const kasus: Array<[object, string]> = [
      [slot(kelasSp, 1, '10:00', '09:00', ruangBesar[0]), 'Jam selesai (09:00) harus setelah jam mulai (10:00).'],
      [slot(kelasSp, 7, '08:00', '09:40', ruangBesar[0]), 'Minggu bukan hari kuliah (hari kuliah Senin sampai Sabtu).'],
      [slot(kelasSp, 1, '06:00', '07:40', ruangBesar[0]), '06:00-07:40 di luar jam kuliah kampus (07:00-21:00).'],
      [slot(kelasSp, 1, '20:00', '21:30', ruangBesar[0]), '20:00-21:30 di luar jam kuliah kampus (07:00-21:00).'],
    ];
    for (const [payload, pesan] of kasus) {
      const res = await call('POST', 'jadwal-kelas/slot', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(pesan);
    }
    const kecil = await call('POST', 'jadwal-kelas/slot', slot(kelasSp, 1, '08:00', '09:40', ruangKecil));
    expect(kecil.statusCode).toBe(400);
    expect(kecil.json().message).toMatch(/^Kapasitas ruang .+ \(12 orang\) lebih kecil dari kuota kelas \(25\)/);
    expect(await jadwalDb(kelasSp)).toEqual([]);
  });

  it('adds, changes and removes a slot; the room and the lecturer clash with 409 naming the other class', async () => {
    const tambah = await call('POST', 'jadwal-kelas/slot', slot(kelasSp, 1, '08:00', '09:40', ruangBesar[0]));
    expect(tambah.statusCode).toBe(200);
    expect(tambah.json().kelas.jadwal).toMatchObject([{ hari: 1, jam_mulai: '08:00', jam_selesai: '09:40', id_ruang: ruangBesar[0] }]);
    const [{ id_jadwal }] = await jadwalDb(kelasSp);
    const namaSp = `${tambah.json().kelas.kode_mata_kuliah} ${tambah.json().kelas.nama_mata_kuliah} (${tambah.json().kelas.nama_kelas})`;

    // Another lecturer's class wants the same room at an overlapping time.
    const lain = Number((await k.db.selectFrom('master_data.dosen').select('id_dosen').where('id_prodi', '=', ti).where('id_dosen', '<>', dsn00).orderBy('id_dosen').executeTakeFirstOrThrow()).id_dosen);
    const kelasLain = await kelasBaru(lain, 'X');
    const ruang = await call('POST', 'jadwal-kelas/slot', slot(kelasLain, 1, '09:00', '10:40', ruangBesar[0]));
    expect(ruang.statusCode).toBe(409);
    expect(ruang.json().message).toBe(`Ruang tersebut sudah dipakai kelas ${namaSp} pada Senin 08:00-09:40 di semester ini.`);
    // Touching times do not clash.
    expect((await call('POST', 'jadwal-kelas/slot', slot(kelasLain, 1, '09:40', '11:20', ruangBesar[0]))).statusCode).toBe(200);

    // dsn00's second class in another room at an overlapping time: the lecturer clashes.
    const kelasDsn = await kelasBaru(dsn00, 'Y');
    const dosen = await call('POST', 'jadwal-kelas/slot', slot(kelasDsn, 1, '07:30', '08:30', ruangBesar[1]));
    expect(dosen.statusCode).toBe(409);
    expect(dosen.json().message).toBe(`Dosen pengampu kelas ini sudah mengajar kelas ${namaSp} pada Senin 08:00-09:40 di semester ini.`);
    expect(await jadwalDb(kelasDsn)).toEqual([]);

    // Changing the slot ignores itself; moving it onto the other class's room time clashes.
    expect((await call('PUT', `jadwal-kelas/slot/${id_jadwal}`, slot(kelasSp, 1, '07:30', '09:10', ruangBesar[0]))).statusCode).toBe(200);
    const pindah = await call('PUT', `jadwal-kelas/slot/${id_jadwal}`, slot(kelasSp, 1, '10:00', '11:40', ruangBesar[0]));
    expect(pindah.statusCode).toBe(409);
    expect((await jadwalDb(kelasSp))[0]).toMatchObject({ hari: 1, jam_mulai: '07:30' });
    // Another class's slot id is not this class's: 404.
    const [slotLain] = await jadwalDb(kelasLain);
    expect((await call('PUT', `jadwal-kelas/slot/${slotLain.id_jadwal}`, slot(kelasSp, 2, '07:30', '09:10', ruangBesar[0]))).statusCode).toBe(404);

    expect((await call('DELETE', `jadwal-kelas/slot/${slotLain.id_jadwal}?id_kelas=${kelasLain}`)).statusCode).toBe(200);
    expect((await call('DELETE', `jadwal-kelas/slot/${slotLain.id_jadwal}?id_kelas=${kelasLain}`)).statusCode).toBe(404);
    expect(await jadwalDb(kelasLain)).toEqual([]);
  });

  it('two staff saving clashing slots at the same moment: exactly one wins', async () => {
    const a = await kelasBaru(dsn00, 'P');
    const lain = Number((await k.db.selectFrom('master_data.dosen').select('id_dosen').where('id_prodi', '=', ti).where('id_dosen', '<>', dsn00).orderBy('id_dosen', 'desc').executeTakeFirstOrThrow()).id_dosen);
    const b = await kelasBaru(lain, 'Q');
    const hasil = await Promise.all([
      call('POST', 'jadwal-kelas/slot', slot(a, 4, '13:00', '14:40', ruangBesar[2]), 'aka00'),
      call('POST', 'jadwal-kelas/slot', slot(b, 4, '14:00', '15:40', ruangBesar[2]), 'aka01'),
    ]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await jadwalDb(a)).length + (await jadwalDb(b)).length).toBe(1);
  });

  it('a slot outside the lecturer\'s stated teaching times is refused with perlu_konfirmasi until confirmed; a clash never is (decision 0037)', async () => {
    const lain = Number((await k.db.selectFrom('master_data.dosen').select('id_dosen').where('id_prodi', '=', ti).where('id_dosen', '<>', dsn00).orderBy('id_dosen').offset(1).limit(1).executeTakeFirstOrThrow()).id_dosen);
    await sql`delete from teaching.waktu_mengajar where id_dosen = ${lain}`.execute(k.db);
    await sql`insert into teaching.waktu_mengajar (id_dosen, hari, jam_mulai, jam_selesai) values (${lain}, 3, '08:00', '12:00'), (${lain}, 5, '13:00', '17:00')`.execute(k.db);
    const kelas = await kelasBaru(lain, 'W');
    const item = (await call('GET', `jadwal-kelas?per_page=100`)).json().data.find((r: any) => r.id_kelas === kelas);
    expect(item.waktu_dosen).toEqual([{ hari: 3, jam_mulai: '08:00', jam_selesai: '12:00' }, { hari: 5, jam_mulai: '13:00', jam_selesai: '17:00' }]);
    const dosen = item.pengampu as string;

    // Inside a stated range, edges included: stored.
    expect((await call('POST', 'jadwal-kelas/slot', slot(kelas, 3, '08:00', '09:40', ruangBesar[1]))).statusCode).toBe(200);
    // Partly outside the day's range, or on a day without one: 409 with the flag, nothing stored.
    const luar = await call('POST', 'jadwal-kelas/slot', slot(kelas, 3, '11:00', '12:40', ruangBesar[1]));
    expect(luar.statusCode).toBe(409);
    expect(luar.json()).toMatchObject({
      perlu_konfirmasi: true,
      message: `Jadwal Rabu 11:00-12:40 di luar waktu mengajar yang dinyatakan ${dosen} pada hari Rabu (08:00-12:00). Pilih jam di dalamnya, atau tetap simpan bila sudah disepakati dengan dosen.`,
    });
    const hariLain = await call('POST', 'jadwal-kelas/slot', slot(kelas, 2, '08:00', '09:40', ruangBesar[1]));
    expect(hariLain.statusCode).toBe(409);
    expect(hariLain.json().perlu_konfirmasi).toBe(true);
    expect(hariLain.json().message).toBe(`${dosen} tidak menyatakan waktu mengajar pada hari Selasa (waktu yang dinyatakan: Rabu 08:00-12:00, Jumat 13:00-17:00). Pilih hari dan jam di dalamnya, atau tetap simpan bila sudah disepakati dengan dosen.`);
    expect(await jadwalDb(kelas)).toHaveLength(1);
    // Confirmed: stored.
    expect((await call('POST', 'jadwal-kelas/slot', { ...slot(kelas, 3, '11:00', '12:40', ruangBesar[1]), abaikan_waktu_dosen: true })).statusCode).toBe(200);
    expect((await jadwalDb(kelas)).map((j) => j.jam_mulai)).toEqual(['08:00', '11:00']);
    // A change is checked the same way.
    const [pertama] = await jadwalDb(kelas);
    const ubah = await call('PUT', `jadwal-kelas/slot/${pertama.id_jadwal}`, slot(kelas, 5, '16:00', '17:40', ruangBesar[2]));
    expect(ubah.statusCode).toBe(409);
    expect(ubah.json().perlu_konfirmasi).toBe(true);
    expect((await jadwalDb(kelas))[0]).toMatchObject({ hari: 3, jam_mulai: '08:00' });
    expect((await call('PUT', `jadwal-kelas/slot/${pertama.id_jadwal}`, { ...slot(kelas, 5, '16:00', '17:40', ruangBesar[2]), abaikan_waktu_dosen: true })).statusCode).toBe(200);
    expect((await jadwalDb(kelas))[0]).toMatchObject({ hari: 5, jam_mulai: '16:00' });

    // dsn00 stated no times: any campus slot is stored without a question.
    expect((await sql`select 1 from teaching.waktu_mengajar where id_dosen = ${dsn00}`.execute(k.db)).rows).toEqual([]);
    const kelasDsn = await kelasBaru(dsn00, 'V');
    expect((await call('POST', 'jadwal-kelas/slot', slot(kelasDsn, 4, '16:00', '17:40', ruangBesar[0]))).statusCode).toBe(200);
    // The flag does not let a room clash through: the clash is answered, without the flag.
    for (const abaikan of [false, true]) {
      const res = await call('POST', 'jadwal-kelas/slot', { ...slot(kelas, 4, '16:30', '18:10', ruangBesar[0]), ...(abaikan ? { abaikan_waktu_dosen: true } : {}) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Ruang tersebut sudah dipakai kelas .+ \(V\) pada Kamis 16:00-17:40 di semester ini\.$/);
      expect(res.json().perlu_konfirmasi).toBeUndefined();
    }
    expect(await jadwalDb(kelas)).toHaveLength(2);
  });

  it('a class whose meetings LP3 generated keeps its slots: 409 pointing to Pertemuan Persemester, nothing changed', async () => {
    const { rows: [kelas] } = await sql<{ id_kelas: number; id_jadwal: number; hari: number; jam_mulai: string; jam_selesai: string; id_ruang: number }>`
      select k.id_kelas, j.id_jadwal, j.hari::int as hari, to_char(j.jam_mulai, 'HH24:MI') as jam_mulai, to_char(j.jam_selesai, 'HH24:MI') as jam_selesai, j.id_ruang
      from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah join master_data.jadwal j on j.id_kelas = k.id_kelas
      where mk.id_prodi = ${ti} and exists (select 1 from attendance.pertemuan p where p.id_kelas = k.id_kelas)
      order by k.id_kelas, j.id_jadwal limit 1`.execute(k.db);
    const sebelum = await jadwalDb(kelas.id_kelas);
    const hasil = [
      await call('PUT', `jadwal-kelas/slot/${kelas.id_jadwal}`, { ...slot(kelas.id_kelas, kelas.hari, kelas.jam_mulai, kelas.jam_selesai, kelas.id_ruang) }),
      await call('DELETE', `jadwal-kelas/slot/${kelas.id_jadwal}?id_kelas=${kelas.id_kelas}`),
    ];
    for (const res of hasil) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/sudah dibuat oleh LP3.*Pertemuan Persemester/);
    }
    expect(await jadwalDb(kelas.id_kelas)).toEqual(sebelum);
  });

  it('the schedule an enrolled student reads (cached) shows the new slot right after the save', async () => {
    const kelas = await kelasBaru(dsn00, 'S');
    const m = await k.db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
      .select('m.id_mahasiswa').where('u.username', '=', 'mhs00').executeTakeFirstOrThrow();
    await sql`with krs as (insert into krs.krs (id_mahasiswa, id_semester_registrasi, status) values (${m.id_mahasiswa}, ${idSemesterSp}, 'disetujui') returning id_krs)
      insert into krs.krs_kelas (id_krs, id_mahasiswa, id_semester_registrasi, id_kelas, id_mata_kuliah, sks)
      select krs.id_krs, ${m.id_mahasiswa}, ${idSemesterSp}, k.id_kelas, k.id_mata_kuliah, mk.sks
      from krs, master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah where k.id_kelas = ${kelas}`.execute(k.db);
    const baca = async () => (await call('GET', `jadwal-kuliah?id_semester_registrasi=${idSemesterSp}`, undefined, 'mhs00')).json();
    const sebelum = await baca();
    expect(sebelum.data).toEqual([]);
    expect(sebelum.tanpa_jadwal).toHaveLength(1);
    expect((await call('POST', 'jadwal-kelas/slot', slot(kelas, 5, '15:00', '16:40', ruangBesar[1]))).statusCode).toBe(200);
    const sesudah = await baca();
    expect(sesudah.tanpa_jadwal).toEqual([]);
    expect(sesudah.data).toHaveLength(1);
    expect(sesudah.data[0]).toMatchObject({ hari: 5 });
  });
});
