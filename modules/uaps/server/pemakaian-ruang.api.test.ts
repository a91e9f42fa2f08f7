import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import uaps from './index';
import { client } from './uaps.test-support';

// Decision 0041: master-data asks uaps (PEMAKAIAN_RUANG) before a room is deactivated; the schedulers
// lock the room and refuse an inactive one, so a deactivation and a booking never interleave.
const shift = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const tunggu = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hariIni = sql`(now() at time zone 'Asia/Jakarta')::date`;
const TANGGAL = shift(30);
const TOLAK = (kode: string, daftar: string) => `Ruang ${kode} tidak dapat dinonaktifkan: masih dipakai ${daftar} yang dijadwalkan hari ini atau sesudahnya. `
  + 'Minta program studi yang menjadwalkannya memindahkan jadwal itu ke ruang lain terlebih dahulu.';

describe.each(MODULE_TEST_DATABASES)('a room with coming defences or proposal examinations is not deactivated (%s)', (database) => {
  let k: TestKernel;
  let api: ReturnType<typeof client>;
  let idGedung: number;
  let sidang: { id_sidang_tugas_akhir: number; penguji: number[] };
  let ujian: { id_ujian_proposal: number; penguji: number[] };
  let nomor = 0;

  /** A new active room of the administrator's, at version 1. */
  const ruangBaru = async () => {
    const kode = `UJI-S${String(++nomor).padStart(2, '0')}`;
    const res = await api.post('ruang', 'adm00', { kode, nama_ruang: `Ruang Sidang ${kode}`, id_gedung: idGedung, lantai: 1, jenis: 'Kelas', kapasitas: 30 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id_ruang: number; kode: string; nama_ruang: string };
  };
  const nonaktifkan = (id: number, versi = 1) => api.patch(`ruang/${id}/status`, 'adm00', { aktif: false, versi });
  const jadwalSidang = (id_ruang: number, cara: 'post' | 'patch' = 'patch') => api[cara]('tugas-akhir/sidang/penjadwalan', 'aka01',
    { id_sidang_tugas_akhir: sidang.id_sidang_tugas_akhir, tanggal: TANGGAL, jam_mulai: '07:00', jam_selesai: '08:00', id_ruang, penguji: sidang.penguji });
  const pindahUjian = (id_ruang: number) => api.patch('tugas-akhir/proposal/penjadwalan', 'aka01',
    { id_ujian_proposal: ujian.id_ujian_proposal, tanggal: TANGGAL, jam_mulai: '08:00', jam_selesai: '09:00', id_ruang, penguji: ujian.penguji });
  const ruangDb = async (id: number) => (await k.db.selectFrom('master_data.ruang').select(['aktif', 'versi']).where('id_ruang', '=', id).executeTakeFirstOrThrow()) as { aktif: boolean; versi: number };
  /** Bookings in the room that still need it, counted independently of the code under test. */
  const pesanan = async (id: number) => (await sql<{ n: number }>`select (
      (select count(*) from uaps.sidang where id_ruang = ${id} and tanggal >= ${hariIni} and status = 'divalidasi' and hasil is null)
      + (select count(*) from uaps.ujian_proposal where id_ruang = ${id} and tanggal >= ${hariIni} and status = 'dijadwalkan'))::int as n`.execute(k.db)).rows[0].n;

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, uaps], database });
    api = client(k);
    idGedung = (await k.db.selectFrom('master_data.gedung').select('id_gedung').orderBy('id_gedung').executeTakeFirstOrThrow()).id_gedung as number;
    // A validated defence (ta.siapsidang) and a validated proposal (ta.tanpapembimbing), both still unscheduled.
    const ta = (await api.get('tugas-akhir/mahasiswa', 'ta.siapsidang')).json().tugas_akhir as { id_tugas_akhir: number; id_prodi: number; pembimbing: { id_dosen: number }[] };
    const rekan = (await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen')
      .where('d.id_prodi', '=', ta.id_prodi).where('u.username', 'not in', ['dsn00', 'kor00']).where('u.default_group', '=', 'dsn00')
      .where('d.id_dosen', 'not in', ta.pembimbing.map((p) => p.id_dosen)).orderBy('d.id_dosen').limit(2).execute()).map((d) => d.id_dosen as number);
    const baris = await k.db.insertInto('uaps.sidang').values({ id_tugas_akhir: ta.id_tugas_akhir, id_prodi: ta.id_prodi, status: 'divalidasi' }).returning('id_sidang_tugas_akhir').executeTakeFirstOrThrow();
    sidang = { id_sidang_tugas_akhir: baris.id_sidang_tugas_akhir as number, penguji: [rekan[0]] };
    const idProposal = (await api.get('tugas-akhir/mahasiswa', 'ta.tanpapembimbing')).json().proposal.id_proposal_tugas_akhir as number;
    const awal = await ruangBaru();
    const res = await api.post('tugas-akhir/proposal/penjadwalan', 'aka01', { id_proposal_tugas_akhir: idProposal, tanggal: TANGGAL, jam_mulai: '08:00', jam_selesai: '09:00', id_ruang: awal.id_ruang, penguji: [rekan[1]] });
    expect(res.statusCode, res.body).toBe(200);
    ujian = { id_ujian_proposal: res.json().id_ujian_proposal, penguji: [rekan[1]] };
    const terjadwal = await jadwalSidang(awal.id_ruang, 'post');
    expect(terjadwal.statusCode, terjadwal.body).toBe(200);
  });
  afterAll(async () => k?.close());

  it('refuses (409 on aktif) while a coming defence or proposal examination holds the room, naming them; nothing changes', async () => {
    const r = await ruangBaru();
    expect((await jadwalSidang(r.id_ruang)).statusCode).toBe(200);
    const satu = await nonaktifkan(r.id_ruang);
    expect(satu.statusCode).toBe(409);
    expect(satu.json()).toEqual({ message: TOLAK(r.kode, '1 sidang tugas akhir'), errors: { aktif: [TOLAK(r.kode, '1 sidang tugas akhir')] } });
    expect((await pindahUjian(r.id_ruang)).statusCode).toBe(200);
    const dua = await nonaktifkan(r.id_ruang);
    expect(dua.statusCode).toBe(409);
    expect(dua.json().message).toBe(TOLAK(r.kode, '1 sidang tugas akhir dan 1 sidang pra-UAPS'));
    expect(await ruangDb(r.id_ruang)).toEqual({ aktif: true, versi: 1 });
  });

  it('a deactivation and a scheduling into the room at once: exactly one wins and the end state is consistent', async () => {
    const hasil: string[] = [];
    // Small head starts vary the interleaving; the 150 ms ones make sure each side wins at least once.
    for (const [i, [tundaMati, tundaJadwal]] of [[0, 0], [0, 2], [2, 0], [0, 5], [5, 0], [0, 10], [10, 0], [150, 0], [0, 150], [1, 1]].entries()) {
      const r = await ruangBaru();
      const jadwalkan = i % 2 === 0 ? jadwalSidang : pindahUjian;
      const [mati, jadwal] = await Promise.all([tunggu(tundaMati).then(() => nonaktifkan(r.id_ruang)), tunggu(tundaJadwal).then(() => jadwalkan(r.id_ruang))]);
      const ruang = await ruangDb(r.id_ruang);
      const n = await pesanan(r.id_ruang);
      if (mati.statusCode === 200) {
        expect(jadwal.statusCode, jadwal.body).toBe(400);
        expect(jadwal.json().message).toBe(`Ruang ${r.nama_ruang} sudah dinonaktifkan dan tidak dapat dipakai untuk sidang. Pilih ruang lain.`);
        expect({ aktif: ruang.aktif, n }).toEqual({ aktif: false, n: 0 });
        hasil.push('nonaktif');
      } else {
        expect(mati.statusCode, mati.body).toBe(409);
        expect(jadwal.statusCode, jadwal.body).toBe(200);
        expect({ aktif: ruang.aktif, n }).toEqual({ aktif: true, n: 1 });
        hasil.push('terjadwal');
      }
    }
    expect(new Set(hasil)).toEqual(new Set(['nonaktif', 'terjadwal']));
  });

  it('counts bookings of today; a held defence and a past examination no longer hold the room', async () => {
    const r = await ruangBaru();
    await k.db.updateTable('uaps.sidang').set({ id_ruang: r.id_ruang, tanggal: hariIni }).where('id_sidang_tugas_akhir', '=', sidang.id_sidang_tugas_akhir).execute();
    await k.db.updateTable('uaps.ujian_proposal').set({ id_ruang: r.id_ruang, tanggal: hariIni }).where('id_ujian_proposal', '=', ujian.id_ujian_proposal).execute();
    expect((await nonaktifkan(r.id_ruang)).json().message).toBe(TOLAK(r.kode, '1 sidang tugas akhir dan 1 sidang pra-UAPS'));
    // The defence has its result: held, whatever its date.
    await k.db.updateTable('uaps.sidang').set({ hasil: 'lulus' }).where('id_sidang_tugas_akhir', '=', sidang.id_sidang_tugas_akhir).execute();
    expect((await nonaktifkan(r.id_ruang)).json().message).toBe(TOLAK(r.kode, '1 sidang pra-UAPS'));
    // The examination was yesterday (its result not yet recorded): it needs the room no more.
    await k.db.updateTable('uaps.ujian_proposal').set({ tanggal: sql`${hariIni} - 1` }).where('id_ujian_proposal', '=', ujian.id_ujian_proposal).execute();
    const ok = await nonaktifkan(r.id_ruang);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(`Ruang ${r.kode} dinonaktifkan.`);
    expect(await ruangDb(r.id_ruang)).toEqual({ aktif: false, versi: 2 });
    // Their rows keep naming the room (history).
    expect((await k.db.selectFrom('uaps.ujian_proposal').select('id_ruang').where('id_ujian_proposal', '=', ujian.id_ujian_proposal).executeTakeFirstOrThrow()).id_ruang).toBe(r.id_ruang);
  });
});
