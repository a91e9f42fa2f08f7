import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import teaching from './index';
import { expectHanyaDosen, type Panggilan } from './test-support';

describe.each(MODULE_TEST_DATABASES)('teaching preferences (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let kor: { id_dosen: number; id_prodi: number };
  let dsn: { id_dosen: number };

  const bearer = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const get = (url: string, who = 'kor00') => k.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(who) });
  const kirim = (method: 'POST' | 'PATCH', url: string, payload: object, who = 'kor00') => k.inject({ method, url: `/api/${url}`, headers: bearer(who), payload });
  const baris = async (tabel: string, idDosen: number, urut: string) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(`teaching.${tabel}`)} where id_dosen = ${idDosen} order by ${sql.raw(urut)}`.execute(k.db)).rows;
  const waktuDb = async (idDosen = kor.id_dosen) => (await sql<{ w: string }>`
    select hari || ' ' || to_char(jam_mulai, 'HH24:MI') || '-' || to_char(jam_selesai, 'HH24:MI') as w
    from teaching.waktu_mengajar where id_dosen = ${idDosen} order by hari, jam_mulai`.execute(k.db)).rows.map((r) => r.w);
  const mataKuliah = async (idProdi: number) => (await k.db.selectFrom('master_data.mata_kuliah').select(['id_mata_kuliah', 'nama_mata_kuliah'])
    .where('id_prodi', '=', idProdi).orderBy('id_mata_kuliah').execute()) as Array<{ id_mata_kuliah: number; nama_mata_kuliah: string }>;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['dsn00', 'kor00', 'mhs00', 'aka00', 'adm00']) tokens[u] = await k.login(u);
    const dosen = (username: string) => k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
      .select(['d.id_dosen', 'd.id_prodi']).where('u.username', '=', username).executeTakeFirstOrThrow();
    kor = (await dosen('kor00')) as typeof kor;
    dsn = (await dosen('dsn00')) as typeof dsn;
  });
  afterAll(async () => k?.close());

  it('every call is for lecturers only: others 403 with the Indonesian message, visitors 401; nothing stored', async () => {
    const sebelum = await waktuDb();
    const calls: Panggilan[] = [
      ['GET', 'rumpun-matkul-dosen'], ['PATCH', 'rumpun-matkul-dosen', { id_rumpun_mata_kuliah: [1] }],
      ['GET', 'prioritas-mata-kuliah'], ['PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: [1] }],
      ['GET', 'waktu-mengajar/dosen'], ['PATCH', 'waktu-mengajar/dosen', { waktu: [{ hari: 2, jam_mulai: '08:00', jam_selesai: '10:00' }] }],
      ['GET', 'bidang-keahlian'], ['GET', 'bidang-keahlian/dosen'], ['POST', 'bidang-keahlian/dosen', { id_bidang_keahlian: [1] }],
    ];
    await expectHanyaDosen(k, bearer, calls);
    expect(await waktuDb()).toEqual(sebelum);
  });

  it('kor00 reads the seeded preferences of their own lecturer record', async () => {
    const rumpun = (await get('rumpun-matkul-dosen')).json();
    expect(rumpun.nama_prodi).toBe('Teknik Informatika');
    expect(rumpun.data.filter((r: any) => r.dipilih).map((r: any) => r.nama_rumpun)).toEqual(['Pemrograman dan Rekayasa Perangkat Lunak', 'Sistem dan Jaringan Komputer']);
    expect(rumpun.data.find((r: any) => r.nama_rumpun === 'Sistem dan Jaringan Komputer').mata_kuliah.map((m: any) => m.nama_mata_kuliah))
      .toEqual(['Sistem Operasi', 'Jaringan Komputer', 'Keamanan Informasi', 'Komputasi Awan']);
    const prioritas = (await get('prioritas-mata-kuliah')).json();
    expect(prioritas.maks).toBe(5);
    expect(prioritas.data.map((p: any) => [p.urutan, p.nama_mata_kuliah, p.nama_rumpun])).toEqual([
      [1, 'Rekayasa Perangkat Lunak', 'Pemrograman dan Rekayasa Perangkat Lunak'], [2, 'Pemrograman Web', 'Pemrograman dan Rekayasa Perangkat Lunak'],
      [3, 'Komputasi Awan', 'Sistem dan Jaringan Komputer']]);
    expect(prioritas.pilihan).toHaveLength((await mataKuliah(kor.id_prodi)).length);
    expect(prioritas.data.every((p: any) => p.rumpun_dipilih)).toBe(true);
    expect(prioritas.pilihan.find((p: any) => p.nama_mata_kuliah === 'Kalkulus').rumpun_dipilih).toBe(false);
    const waktu = (await get('waktu-mengajar/dosen')).json();
    expect(waktu.pengaturan).toEqual({ hari: [1, 2, 3, 4, 5, 6], jam_buka: '07:00', jam_tutup: '21:00', durasi_minimal_menit: 50 });
    expect(waktu.data).toEqual([
      { hari: 1, jam_mulai: '08:00', jam_selesai: '12:00' }, { hari: 1, jam_mulai: '13:00', jam_selesai: '16:00' },
      { hari: 3, jam_mulai: '08:00', jam_selesai: '15:00' }, { hari: 4, jam_mulai: '18:30', jam_selesai: '21:00' }]);
    const bidang = (await get('bidang-keahlian/dosen')).json();
    expect(bidang.data.map((b: any) => b.nama_bidang_keahlian)).toEqual(['Komputasi Awan dan Sistem Terdistribusi', 'Rekayasa Perangkat Lunak']);
    expect((await get('bidang-keahlian')).json().data.length).toBeGreaterThan(20);
    // dsn00 (no seeded preferences) sees its own empty lists, not kor00's.
    expect((await get('waktu-mengajar/dosen', 'dsn00')).json().data).toEqual([]);
    expect((await get('prioritas-mata-kuliah', 'dsn00')).json().data).toEqual([]);
  });

  it('PATCH waktu-mengajar/dosen replaces the week; every bad range is named and nothing changes', async () => {
    const sebelum = await waktuDb();
    const salah = await kirim('PATCH', 'waktu-mengajar/dosen', { waktu: [
      { hari: 2, jam_mulai: '08:00', jam_selesai: '10:00' },
      { hari: 2, jam_mulai: '09:30', jam_selesai: '11:00' },
      { hari: 7, jam_mulai: '08:00', jam_selesai: '10:00' },
      { hari: 3, jam_mulai: '10:00', jam_selesai: '09:00' },
      { hari: 4, jam_mulai: '06:00', jam_selesai: '08:00' },
      { hari: 5, jam_mulai: '08:00', jam_selesai: '08:30' },
    ] });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors.waktu).toEqual([
      'Minggu 08.00–10.00 WIB: bukan hari kuliah (hari kuliah Senin sampai Sabtu).',
      'Rabu 10.00–09.00 WIB: jam selesai harus setelah jam mulai.',
      'Kamis 06.00–08.00 WIB: di luar jam kuliah kampus (07.00–21.00 WIB).',
      'Jumat 08.00–08.30 WIB: paling singkat 50 menit.',
      'Selasa 08.00–10.00 WIB bertumpang tindih dengan 09.30–11.00 WIB pada hari yang sama.',
    ]);
    const format = await kirim('PATCH', 'waktu-mengajar/dosen', { waktu: [{ hari: 2, jam_mulai: '8:00', jam_selesai: '10:00' }] });
    expect(format.statusCode).toBe(400);
    expect(format.json().errors['waktu.0.jam_mulai']).toEqual(['Format Jam mulai tidak valid.']);
    expect((await kirim('PATCH', 'waktu-mengajar/dosen', { waktu: [] })).statusCode).toBe(400);
    expect((await kirim('PATCH', 'waktu-mengajar/dosen', { waktu: [{ hari: 2, jam_mulai: '08:00', jam_selesai: '10:00', id_dosen: dsn.id_dosen }] })).statusCode).toBe(400);
    expect(await waktuDb()).toEqual(sebelum);

    // Ranges that only touch are fine; the answer is stored sorted and read back.
    const ok = await kirim('PATCH', 'waktu-mengajar/dosen', { waktu: [
      { hari: 5, jam_mulai: '13:00', jam_selesai: '15:00' }, { hari: 2, jam_mulai: '10:00', jam_selesai: '12:00' }, { hari: 2, jam_mulai: '08:00', jam_selesai: '10:00' },
    ] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('3 rentang waktu mengajar tersimpan.');
    expect(await waktuDb()).toEqual(['2 08:00-10:00', '2 10:00-12:00', '5 13:00-15:00']);
    expect(await waktuDb(dsn.id_dosen)).toEqual([]);
  });

  it('PATCH prioritas-mata-kuliah keeps the order; duplicates, other programmes\' courses and too many are refused whole', async () => {
    const sendiri = await mataKuliah(kor.id_prodi);
    const lainProdi = (await k.db.selectFrom('master_data.mata_kuliah').select('id_mata_kuliah').where('id_prodi', '<>', kor.id_prodi).executeTakeFirstOrThrow()).id_mata_kuliah as number;
    const sebelum = await baris('prioritas_mata_kuliah', kor.id_dosen, 'urutan');
    const [a, b, c, d, e, f] = sendiri.map((m) => m.id_mata_kuliah);
    const asing = await kirim('PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: [a, lainProdi, 99999999] });
    expect(asing.statusCode).toBe(400);
    expect(asing.json().message).toBe(`Mata kuliah berikut bukan mata kuliah program studi Teknik Informatika: ${lainProdi}, 99999999.`);
    const dobel = await kirim('PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: [a, b, a] });
    expect(dobel.json().errors.id_mata_kuliah).toEqual([`Mata kuliah tidak boleh muncul dua kali dalam prioritas: ${a}.`]);
    const banyak = await kirim('PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: [a, b, c, d, e, f] });
    expect(banyak.statusCode).toBe(400);
    expect(banyak.json().message).toBe('Prioritas mata kuliah paling banyak 5 (dikirim 6).');
    expect((await kirim('PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: [] })).statusCode).toBe(400);
    expect(await baris('prioritas_mata_kuliah', kor.id_dosen, 'urutan')).toEqual(sebelum);

    const ok = await kirim('PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: [c, a, e] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('3 prioritas mata kuliah tersimpan.');
    expect((await get('prioritas-mata-kuliah')).json().data.map((p: any) => [p.urutan, p.id_mata_kuliah])).toEqual([[1, c], [2, a], [3, e]]);
  });

  it('PATCH rumpun-matkul-dosen accepts only clusters of the lecturer\'s programme', async () => {
    const { rows: [lain] } = await sql<{ id: number }>`select id_rumpun_mata_kuliah as id from teaching.rumpun_mata_kuliah where id_prodi <> ${kor.id_prodi} limit 1`.execute(k.db);
    const milik = (await get('rumpun-matkul-dosen')).json().data.map((r: any) => r.id_rumpun_mata_kuliah);
    const sebelum = await baris('rumpun_dosen', kor.id_dosen, 'id_rumpun_mata_kuliah');
    const salah = await kirim('PATCH', 'rumpun-matkul-dosen', { id_rumpun_mata_kuliah: [milik[0], lain.id] });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toBe(`Rumpun mata kuliah berikut bukan rumpun program studi Teknik Informatika: ${lain.id}.`);
    expect((await kirim('PATCH', 'rumpun-matkul-dosen', { id_rumpun_mata_kuliah: [milik[0], milik[0]] })).statusCode).toBe(400);
    expect(await baris('rumpun_dosen', kor.id_dosen, 'id_rumpun_mata_kuliah')).toEqual(sebelum);
    const ok = await kirim('PATCH', 'rumpun-matkul-dosen', { id_rumpun_mata_kuliah: [milik[1]] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('rumpun-matkul-dosen')).json().data.filter((r: any) => r.dipilih).map((r: any) => r.id_rumpun_mata_kuliah)).toEqual([milik[1]]);
  });

  it('POST bidang-keahlian/dosen replaces the selection; unknown, duplicate or too many fields change nothing', async () => {
    const daftar = (await get('bidang-keahlian')).json().data.map((b: any) => b.id_bidang_keahlian);
    const sebelum = await baris('bidang_keahlian_dosen', kor.id_dosen, 'id_bidang_keahlian');
    const asing = await kirim('POST', 'bidang-keahlian/dosen', { id_bidang_keahlian: [daftar[0], 99999999] });
    expect(asing.statusCode).toBe(400);
    expect(asing.json().message).toBe('Bidang keahlian berikut tidak ada dalam daftar: 99999999.');
    expect((await kirim('POST', 'bidang-keahlian/dosen', { id_bidang_keahlian: daftar.slice(0, 6) })).json().message).toBe('Bidang keahlian paling banyak 5 (dikirim 6).');
    expect((await kirim('POST', 'bidang-keahlian/dosen', { id_bidang_keahlian: [daftar[0], daftar[0]] })).statusCode).toBe(400);
    expect(await baris('bidang_keahlian_dosen', kor.id_dosen, 'id_bidang_keahlian')).toEqual(sebelum);
    const ok = await kirim('POST', 'bidang-keahlian/dosen', { id_bidang_keahlian: [daftar[2], daftar[4]] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('2 bidang keahlian tersimpan.');
    expect((await get('bidang-keahlian/dosen')).json().data.map((b: any) => b.id_bidang_keahlian).sort()).toEqual([daftar[2], daftar[4]].sort());
    expect(await baris('bidang_keahlian_dosen', dsn.id_dosen, 'id_bidang_keahlian')).toEqual([]);
  });

  it('two saves at once leave one whole version, never a mix', async () => {
    const pagi = [{ hari: 1, jam_mulai: '07:00', jam_selesai: '09:00' }, { hari: 2, jam_mulai: '07:00', jam_selesai: '09:00' }, { hari: 3, jam_mulai: '07:00', jam_selesai: '09:00' }];
    const malam = [{ hari: 4, jam_mulai: '18:00', jam_selesai: '21:00' }];
    const [ra, rb] = await Promise.all([kirim('PATCH', 'waktu-mengajar/dosen', { waktu: pagi }), kirim('PATCH', 'waktu-mengajar/dosen', { waktu: malam })]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect([['1 07:00-09:00', '2 07:00-09:00', '3 07:00-09:00'], ['4 18:00-21:00']]).toContainEqual(await waktuDb());

    const mk = (await mataKuliah(kor.id_prodi)).map((m) => m.id_mata_kuliah);
    const x = [mk[0], mk[1], mk[2]];
    const y = [mk[5], mk[4]];
    const [rc, rd] = await Promise.all([kirim('PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: x }), kirim('PATCH', 'prioritas-mata-kuliah', { id_mata_kuliah: y })]);
    expect([rc.statusCode, rd.statusCode]).toEqual([200, 200]);
    const akhir = (await baris('prioritas_mata_kuliah', kor.id_dosen, 'urutan')).map((r) => r.id_mata_kuliah);
    expect([x, y]).toContainEqual(akhir);
  });
});
