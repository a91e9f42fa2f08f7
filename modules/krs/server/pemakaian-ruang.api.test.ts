import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import krs from './index';

// Decision 0044: master-data asks krs (PEMAKAIAN_RUANG) before a room is deactivated; a coming UTS or
// UAS holds the room as a coming defence does (decision 0041).
const hariIni = sql`(now() at time zone 'Asia/Jakarta')::date`;
const TOLAK = (kode: string, daftar: string) => `Ruang ${kode} tidak dapat dinonaktifkan: masih dipakai ${daftar} yang dijadwalkan hari ini atau sesudahnya. `
  + 'Minta program studi yang menjadwalkannya memindahkan jadwal itu ke ruang lain terlebih dahulu.';

describe.each(MODULE_TEST_DATABASES)('a room with a coming UTS or UAS is not deactivated (%s)', (database) => {
  let k: TestKernel;
  let token: string;
  let ujian: { id_jadwal_ujian: number; id_kelas: number }[];

  const api = (method: 'POST' | 'PATCH', url: string, payload: object) => k.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const ruangDb = async (id: number) => (await k.db.selectFrom('master_data.ruang').select(['aktif', 'versi']).where('id_ruang', '=', id).executeTakeFirstOrThrow()) as { aktif: boolean; versi: number };
  /** Puts exam `i` of the seeded plan into room `idRuang` on the day `hari` days from today. */
  const pindah = (i: number, idRuang: number, hari: number) => k.db.updateTable('krs.jadwal_ujian')
    .set({ id_ruang: idRuang, tanggal: sql`${hariIni} + ${hari}::int` }).where('id_jadwal_ujian', '=', ujian[i].id_jadwal_ujian).execute();

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs], database });
    token = await k.login('adm00');
    // Two UTS and one UAS of the seeded exam plan, of different classes.
    const uts = await k.db.selectFrom('krs.jadwal_ujian').select(['id_jadwal_ujian', 'id_kelas']).where('jenis_ujian', '=', 'UTS').orderBy('id_jadwal_ujian').limit(2).execute();
    const uas = await k.db.selectFrom('krs.jadwal_ujian').select(['id_jadwal_ujian', 'id_kelas']).where('jenis_ujian', '=', 'UAS')
      .where('id_kelas', 'not in', uts.map((u) => u.id_kelas)).orderBy('id_jadwal_ujian').limit(1).execute();
    ujian = [...uts, ...uas] as typeof ujian;
    expect(ujian).toHaveLength(3);
  });
  afterAll(async () => k?.close());

  it('refuses (409 on aktif) while coming exams hold the room, counting UTS and UAS; past exams do not hold it', async () => {
    const idGedung = (await k.db.selectFrom('master_data.gedung').select('id_gedung').orderBy('id_gedung').executeTakeFirstOrThrow()).id_gedung;
    const baru = await api('POST', 'ruang', { kode: 'UJI-U01', nama_ruang: 'Ruang Ujian 1', id_gedung: idGedung, lantai: 1, jenis: 'Kelas', kapasitas: 40 });
    expect(baru.statusCode, baru.body).toBe(200);
    const r = baru.json().data as { id_ruang: number; kode: string };
    const nonaktifkan = () => api('PATCH', `ruang/${r.id_ruang}/status`, { aktif: false, versi: 1 });

    await pindah(0, r.id_ruang, 0);
    await pindah(1, r.id_ruang, 14);
    await pindah(2, r.id_ruang, 60);
    const tolak = await nonaktifkan();
    expect(tolak.statusCode).toBe(409);
    const pesan = TOLAK(r.kode, '2 ujian tengah semester dan 1 ujian akhir semester');
    expect(tolak.json()).toEqual({ message: pesan, errors: { aktif: [pesan] } });
    expect(await ruangDb(r.id_ruang)).toEqual({ aktif: true, versi: 1 });

    // Today's UTS counted above; once the exams' days are past they hold the room no more.
    await pindah(0, r.id_ruang, -1);
    await pindah(2, r.id_ruang, -30);
    expect((await nonaktifkan()).json().message).toBe(TOLAK(r.kode, '1 ujian tengah semester'));
    await pindah(1, r.id_ruang, -1);
    const ok = await nonaktifkan();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await ruangDb(r.id_ruang)).toEqual({ aktif: false, versi: 2 });
    // The exams keep naming their room: history.
    expect((await k.db.selectFrom('krs.jadwal_ujian').select('id_ruang').where('id_jadwal_ujian', '=', ujian[1].id_jadwal_ujian).executeTakeFirstOrThrow()).id_ruang).toBe(r.id_ruang);
  });
});
