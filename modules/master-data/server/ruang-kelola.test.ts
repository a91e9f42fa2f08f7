import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import attendance from '../../attendance/server';
import krs from '../../krs/server';
import teaching from '../../teaching/server';
import { PEMAKAIAN_RUANG } from '../public';
import masterData from './index';

describe.each(MODULE_TEST_DATABASES)('master-data: the administrator keeps the rooms (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let gedung: { id_gedung: number; jumlah_lantai: number };
  /** A seeded room with weekly slots in the active semester, and the largest quota of its classes there. */
  let dipakai: { id_ruang: number; kode: string; kuota: number; kelas: string; jumlah: number };

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, who = 'adm00') =>
    k.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  const ruangBaru = (over: object = {}) => ({ kode: 'UJI-101', nama_ruang: 'Ruang Uji 101', id_gedung: gedung.id_gedung, lantai: 1, jenis: 'Kelas', kapasitas: 40, ...over });
  const baris = async (id: number) => (await k.db.selectFrom('master_data.ruang').selectAll().where('id_ruang', '=', id).executeTakeFirstOrThrow()) as any;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance, teaching], database });
    for (const u of ['adm00', 'aka00', 'aka01', 'dsn00', 'mhs00']) tokens[u] = await k.login(u);
    gedung = (await sql<{ id_gedung: number; jumlah_lantai: number }>`select id_gedung, jumlah_lantai::int as jumlah_lantai from master_data.gedung order by id_gedung limit 1`.execute(k.db)).rows[0];
    dipakai = (await sql<typeof dipakai>`select r.id_ruang, r.kode, max(k.kuota)::int as kuota, count(*)::int as jumlah,
        (array_agg(mk.kode_mata_kuliah || ' ' || mk.nama_mata_kuliah || ' (' || k.nama_kelas || ')' order by k.kuota desc, k.id_kelas))[1] as kelas
      from master_data.ruang r join master_data.jadwal j on j.id_ruang = r.id_ruang join master_data.kelas k on k.id_kelas = j.id_kelas
      join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
      where s.aktif group by r.id_ruang, r.kode order by r.id_ruang limit 1`.execute(k.db)).rows[0];
  });
  afterAll(async () => k?.close());

  it('lists rooms 7 per page, searched by code, name or building and filtered by status; the seed has an inactive room', async () => {
    const semua = (await call('GET', 'ruang/kelola')).json();
    expect(semua.per_page).toBe(7);
    expect(semua.data).toHaveLength(7);
    expect(semua.total).toBeGreaterThan(7);
    const nonaktif = (await call('GET', 'ruang/kelola?status=nonaktif')).json();
    expect(nonaktif.data.map((r: any) => r.kode)).toContain('GB-100');
    expect(nonaktif.data.every((r: any) => r.aktif === false)).toBe(true);
    expect((await call('GET', 'ruang/kelola?status=aktif')).json().data.every((r: any) => r.aktif)).toBe(true);
    const cari = (await call('GET', `ruang/kelola?cari=${encodeURIComponent('aula')}`)).json();
    expect(cari.data.map((r: any) => r.nama_ruang)).toEqual(['Aula Utama']);
    const namaGedung = (await k.db.selectFrom('master_data.gedung').select('nama_gedung').where('id_gedung', '=', gedung.id_gedung).executeTakeFirstOrThrow()).nama_gedung as string;
    expect((await call('GET', `ruang/kelola?cari=${encodeURIComponent(namaGedung)}`)).json().data.every((r: any) => r.nama_gedung === namaGedung)).toBe(true);
    // A LIKE wildcard is taken literally.
    expect((await call('GET', 'ruang/kelola?cari=%25')).json().total).toBe(0);
    expect((await call('GET', 'ruang/kelola')).json().data.find((r: any) => r.id_ruang === dipakai.id_ruang)?.jumlah_jadwal ?? dipakai.jumlah).toBe(dipakai.jumlah);
  });

  it('refuses bad input with Indonesian 400s and stores nothing', async () => {
    const sebelum = Number((await sql<{ n: number }>`select count(*)::int as n from master_data.ruang`.execute(k.db)).rows[0].n);
    for (const [over, field, pesan] of [
      [{ kapasitas: 0 }, 'kapasitas', /Kapasitas/], [{ kapasitas: 1001 }, 'kapasitas', /Kapasitas/], [{ kapasitas: 12.5 }, 'kapasitas', /Kapasitas/],
      [{ nama_ruang: '   ' }, 'nama_ruang', /Nama ruang/], [{ kode: '' }, 'kode', /Kode ruang/], [{ jenis: 'Gudang' }, 'jenis', /Jenis ruang/],
      [{ id_gedung: 999999 }, 'id_gedung', /Gedung tidak ditemukan/], [{ lantai: gedung.jumlah_lantai + 1 }, 'lantai', /Lantai/],
    ] as const) {
      const res = await call('POST', 'ruang', ruangBaru(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(over)).toMatch(pesan);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(over)).toContain(field);
    }
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from master_data.ruang`.execute(k.db)).rows[0].n)).toBe(sebelum);
  });

  it('adds a room with an upper-cased code; the same code again (any case) is a 409', async () => {
    const res = await call('POST', 'ruang', ruangBaru({ kode: ' uji-101 ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Ruang UJI-101 ditambahkan.', data: { kode: 'UJI-101', aktif: true, versi: 1, jumlah_jadwal: 0 } });
    const lagi = await call('POST', 'ruang', ruangBaru({ kode: 'Uji-101', nama_ruang: 'Lain' }));
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().message).toBe('Kode ruang UJI-101 sudah dipakai ruang lain.');
    // Renaming another room to it is refused too.
    const { data: kedua } = (await call('POST', 'ruang', ruangBaru({ kode: 'UJI-102' }))).json();
    const ganti = await call('PUT', `ruang/${kedua.id_ruang}`, ruangBaru({ kode: 'uji-101', versi: kedua.versi }));
    expect(ganti.statusCode).toBe(409);
    expect((await baris(kedua.id_ruang)).kode).toBe('UJI-102');
  });

  it('an edit names the version it read: a stale one is a 409, and of two racing edits exactly one wins', async () => {
    const { data: r } = (await call('POST', 'ruang', ruangBaru({ kode: 'UJI-201' }))).json();
    const ok = await call('PUT', `ruang/${r.id_ruang}`, ruangBaru({ kode: 'UJI-201', kapasitas: 50, versi: 1 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ kapasitas: 50, versi: 2 });
    const basi = await call('PUT', `ruang/${r.id_ruang}`, ruangBaru({ kode: 'UJI-201', kapasitas: 60, versi: 1 }));
    expect(basi.statusCode).toBe(409);
    expect(basi.json().message).toMatch(/baru saja diubah orang lain/);
    const balapan = await Promise.all([55, 65].map((kapasitas) => call('PUT', `ruang/${r.id_ruang}`, ruangBaru({ kode: 'UJI-201', kapasitas, versi: 2 }))));
    expect(balapan.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const menang = balapan.find((x) => x.statusCode === 200)!.json().data.kapasitas;
    expect(await baris(r.id_ruang)).toMatchObject({ kapasitas: menang, versi: 3 });
    expect((await call('PUT', 'ruang/999999', ruangBaru({ kode: 'UJI-999', versi: 1 }))).statusCode).toBe(404);
  });

  it('capacity is not lowered below the quota of a class scheduled there in the active semester (409 naming the class)', async () => {
    const r = await baris(dipakai.id_ruang);
    const isi = { kode: r.kode, nama_ruang: r.nama_ruang, id_gedung: r.id_gedung, lantai: r.lantai, jenis: r.jenis, versi: r.versi };
    const res = await call('PUT', `ruang/${dipakai.id_ruang}`, { ...isi, kapasitas: dipakai.kuota - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`kelas ${dipakai.kelas} berkuota ${dipakai.kuota}`);
    expect((await baris(dipakai.id_ruang)).kapasitas).toBe(r.kapasitas);
    const pas = await call('PUT', `ruang/${dipakai.id_ruang}`, { ...isi, kapasitas: dipakai.kuota });
    expect(pas.statusCode).toBe(200);
  });

  it('a room with slots in use is not deactivated (409 naming how many); a free one is, and comes back', async () => {
    const r = await baris(dipakai.id_ruang);
    const res = await call('PATCH', `ruang/${dipakai.id_ruang}/status`, { aktif: false, versi: r.versi });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`masih dipakai ${dipakai.jumlah} jadwal mingguan`);
    expect((await baris(dipakai.id_ruang)).aktif).toBe(true);

    // A UTS next week in the same room (krs, decision 0044): one refusal names the slots and the exams.
    const ujian = await k.db.selectFrom('krs.jadwal_ujian').select('id_jadwal_ujian').where('jenis_ujian', '=', 'UTS').orderBy('id_jadwal_ujian').executeTakeFirstOrThrow();
    await k.db.updateTable('krs.jadwal_ujian').set({ id_ruang: dipakai.id_ruang, tanggal: sql`(now() at time zone 'Asia/Jakarta')::date + 7` })
      .where('id_jadwal_ujian', '=', ujian.id_jadwal_ujian).execute();
    const { rows: [ujianDiRuang] } = await sql<{ uts: number; uas: number }>`select count(*) filter (where jenis_ujian = 'UTS')::int as uts,
      count(*) filter (where jenis_ujian = 'UAS')::int as uas from krs.jadwal_ujian where id_ruang = ${dipakai.id_ruang} and tanggal >= (now() at time zone 'Asia/Jakarta')::date`.execute(k.db);
    const jenis = [...(ujianDiRuang.uts ? ['ujian tengah semester'] : []), ...(ujianDiRuang.uas ? ['ujian akhir semester'] : [])];
    const jumlah = [...(ujianDiRuang.uts ? [`${ujianDiRuang.uts} ujian tengah semester`] : []), ...(ujianDiRuang.uas ? [`${ujianDiRuang.uas} ujian akhir semester`] : [])];
    const keduanya = await call('PATCH', `ruang/${dipakai.id_ruang}/status`, { aktif: false, versi: r.versi });
    expect(keduanya.statusCode).toBe(409);
    const pesan = `Ruang ${r.kode} tidak dapat dinonaktifkan: masih dipakai ${dipakai.jumlah} jadwal mingguan kelas pada semester aktif atau sesudahnya, `
      + `serta ${jumlah.join(' dan ')} yang dijadwalkan hari ini atau sesudahnya. Pindahkan jadwal kelas itu di halaman Jadwal Kelas, `
      + `dan minta program studi yang menjadwalkan ${jenis.join(' dan ')} memindahkannya ke ruang lain terlebih dahulu.`;
    expect(keduanya.json()).toEqual({ message: pesan, errors: { aktif: [pesan] } });
    expect(await baris(dipakai.id_ruang)).toMatchObject({ aktif: true, versi: r.versi });

    // uaps is not in this kernel (decision 0041): its tables do not exist and only krs reports bookings (its exams, decision 0044).
    expect(k.app.extensions.all(PEMAKAIAN_RUANG)).toHaveLength(1);
    expect((await sql<{ t: string | null }>`select to_regclass('uaps.sidang')::text as t`.execute(k.db)).rows[0].t).toBeNull();
    const { data: bebas } = (await call('POST', 'ruang', ruangBaru({ kode: 'UJI-301' }))).json();
    const mati = await call('PATCH', `ruang/${bebas.id_ruang}/status`, { aktif: false, versi: 1 });
    expect(mati.statusCode).toBe(200);
    expect(mati.json()).toMatchObject({ message: 'Ruang UJI-301 dinonaktifkan.', data: { aktif: false, versi: 2 } });
    expect((await call('PATCH', `ruang/${bebas.id_ruang}/status`, { aktif: true, versi: 1 })).statusCode).toBe(409);

    // Teaching's /jadwal-kelas neither offers nor accepts it; the readers' GET ruang still lists it, marked.
    const jadwal = (await call('GET', 'jadwal-kelas', undefined, 'aka01')).json();
    expect(jadwal.ruang.map((x: any) => x.id_ruang)).not.toContain(bebas.id_ruang);
    const kelas = jadwal.data.find((x: any) => x.kuota <= 40) ?? jadwal.data[0];
    const slot = await call('POST', 'jadwal-kelas/slot', { id_kelas: kelas.id_kelas, hari: 6, jam_mulai: '19:00', jam_selesai: '20:40', id_ruang: bebas.id_ruang }, 'aka01');
    expect(slot.statusCode).toBe(400);
    expect(slot.json().message).toBe('Ruang Ruang Uji 101 sudah dinonaktifkan dan tidak dapat dipakai untuk jadwal. Pilih ruang lain.');
    const pembaca = (await call('GET', 'ruang', undefined, 'mhs00')).json().data.find((x: any) => x.id_ruang === bebas.id_ruang);
    expect(pembaca).toMatchObject({ aktif: false });

    const hidup = await call('PATCH', `ruang/${bebas.id_ruang}/status`, { aktif: true, versi: 2 });
    expect(hidup.json()).toMatchObject({ message: 'Ruang UJI-301 diaktifkan kembali.', data: { aktif: true, versi: 3 } });
  });

  it('only the administrator writes or reads the admin list (403 for others); every signed-in user still reads GET ruang', async () => {
    for (const who of ['aka00', 'dsn00', 'mhs00']) {
      expect((await call('GET', 'ruang/kelola', undefined, who)).statusCode).toBe(403);
      expect((await call('POST', 'ruang', ruangBaru({ kode: 'UJI-403' }), who)).statusCode).toBe(403);
      expect((await call('PUT', `ruang/${dipakai.id_ruang}`, ruangBaru({ versi: 1 }), who)).statusCode).toBe(403);
      expect((await call('PATCH', `ruang/${dipakai.id_ruang}/status`, { aktif: false, versi: 1 }, who)).statusCode).toBe(403);
      expect((await call('GET', 'ruang', undefined, who)).statusCode).toBe(200);
    }
    expect(await k.db.selectFrom('master_data.ruang').select('id_ruang').where('kode', '=', 'UJI-403').executeTakeFirst()).toBeUndefined();
  });
});
