import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, MODULE_TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import krs from '../../krs/server';
import masterData from '../../master-data/server';
import attendance from './index';

describe.each(MODULE_TEST_DATABASES)('manual lecturer attendance (%s)', (database) => {
  let k: TestKernel;
  const tokens: Record<string, string> = {};
  let idDsn00: number;
  const call = async (method: 'GET' | 'POST', url: string, as: string, payload?: unknown) => {
    tokens[as] ??= await k.login(as);
    return k.inject({ method, url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[as]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  };

  beforeAll(async () => {
    k = await buildTestKernel({ modules: [masterData, krs, attendance], database });
    idDsn00 = (await k.db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user').select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirstOrThrow()).id_dosen;
  }, 240_000);
  afterAll(async () => k?.close());

  it('the seed has requests waiting at level 1 and level 2', async () => {
    expect((await call('GET', 'presensi/manual-dosen?menunggu=1', 'aka00')).json().total).toBeGreaterThan(0);
    expect((await call('GET', 'presensi/manual-dosen?menunggu=1', 'lbg213.1')).json().total).toBeGreaterThan(0);
    expect((await call('GET', 'presensi/manual-dosen', 'aka01')).statusCode).toBe(403);
  });

  it('request -> level 1 -> level 2 records the lecturer present; order and roles enforced; bad input refused', async () => {
    // A meeting of dsn00 dated today or earlier whose lecturer attendance is missing.
    const free = await call('GET', 'presensi/manual-dosen/pertemuan', 'dsn00');
    expect(free.statusCode).toBe(200);
    let idPertemuan = free.json().data[0]?.id_pertemuan as number | undefined;
    if (!idPertemuan) {
      idPertemuan = (await sql<{ id: number }>`select p.id_pertemuan as id from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
        where k.id_dosen = ${idDsn00} and p.dibuka_pada is not null limit 1`.execute(k.db)).rows[0].id;
      await sql`delete from attendance.presensi_dosen where id_pertemuan = ${idPertemuan}`.execute(k.db);
    }
    expect((await call('POST', 'presensi/manual-dosen', 'dsn00', { id_pertemuan: idPertemuan })).statusCode).toBe(400);
    const future = (await sql<{ id: number }>`select p.id_pertemuan as id from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
      where k.id_dosen = ${idDsn00} and p.tanggal > (now() at time zone 'Asia/Jakarta')::date limit 1`.execute(k.db)).rows[0].id;
    expect((await call('POST', 'presensi/manual-dosen', 'dsn00', { id_pertemuan: future, alasan: 'Belum terjadi sama sekali.' })).statusCode).toBe(400);
    // A reason of spaces is no reason: its trimmed length counts.
    const blank = await call('POST', 'presensi/manual-dosen', 'dsn00', { id_pertemuan: idPertemuan, alasan: '        ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ alasan: ['Alasan minimal 5 karakter.'] });
    expect((await call('POST', 'presensi/manual-dosen', 'dsn00', { id_pertemuan: idPertemuan, alasan: '   abc   ' })).statusCode).toBe(400);
    const res = await call('POST', 'presensi/manual-dosen', 'dsn00', { id_pertemuan: idPertemuan, alasan: 'Proyektor rusak, QR tidak dapat ditampilkan.' });
    expect(res.statusCode).toBe(200);
    const id = res.json().id_presensi_manual;
    expect((await call('POST', 'presensi/manual-dosen', 'dsn00', { id_pertemuan: idPertemuan, alasan: 'Proyektor rusak, QR tidak dapat ditampilkan.' })).statusCode).toBe(409);

    const early = await call('POST', 'presensi/manual-dosen/validasi/level_2', 'fak00', { id_presensi_manual: id, setuju: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/menunggu validasi Level 1/);
    expect((await call('POST', 'presensi/manual-dosen/validasi/level_1', 'aka01', { id_presensi_manual: id, setuju: true })).statusCode).toBe(403);
    expect((await call('POST', 'presensi/manual-dosen/validasi/level_1', 'fak00', { id_presensi_manual: id, setuju: true })).statusCode).toBe(403);
    // dsn00 is also head of programme (aka02): acting as programme staff, still not on a request of their own.
    const headToken = (await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: { authorization: `Bearer ${tokens.dsn00}` }, payload: { id_group_user: 'aka02' } })).json().access_token;
    const own = await k.inject({ method: 'POST', url: '/api/presensi/manual-dosen/validasi/level_1', headers: { authorization: `Bearer ${headToken}` }, payload: { id_presensi_manual: id, setuju: true } });
    await k.inject({ method: 'PATCH', url: '/api/default-grup', headers: { authorization: `Bearer ${headToken}` }, payload: { id_group_user: 'dsn00' } });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Anda tidak dapat memvalidasi ajuan yang menyangkut diri Anda sendiri.');
    expect((await sql<{ status: string }>`select status from attendance.presensi_manual where id_presensi_manual = ${id}`.execute(k.db)).rows[0].status).toBe('diajukan');
    expect((await call('POST', 'presensi/manual-dosen/validasi/level_1', 'aka02', { id_presensi_manual: id, setuju: true })).statusCode).toBe(200);
    expect((await call('POST', 'presensi/manual-dosen/validasi/level_2', 'lbg213.0', { id_presensi_manual: id, setuju: true })).statusCode).toBe(200);
    const hadir = await k.db.withSchema('attendance').selectFrom('presensi_dosen').select(['id_dosen', 'via']).where('id_pertemuan', '=', idPertemuan).execute();
    expect(hadir).toEqual([{ id_dosen: idDsn00, via: 'manual' }]);
    const mine = (await call('GET', 'presensi/manual-dosen', 'dsn00')).json().data.find((r: any) => r.id_presensi_manual === id);
    expect(mine.status).toBe('selesai');
    expect(mine.riwayat.map((h: any) => h.langkah)).toEqual(['pengajuan', 'level_1', 'level_2']);
  });
});
