import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKernel } from '../../../core/server/kernel';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from '../../../core/server/testing';
import masterData from '../../master-data/server';
import student from '../../student/server';
import krs from './index';
import { kelasAktif } from './test-support';

// The cached read pages (schedule, KHS) follow every committed KRS change: at once in the
// process that wrote it, and through NOTIFY in another API process on the same database.
describe.each(TEST_DATABASES)('cached read pages on %s', (database) => {
  let a: TestKernel;
  let b: Awaited<ReturnType<typeof createKernel>>;
  let token: string;
  let sistemOperasi: number;
  let komputasiAwan: number;
  const modules = [masterData, krs, student];

  beforeAll(async () => {
    a = await buildTestKernel({ modules, database, readCacheTtlMs: 60_000 });
    b = await createKernel({ config: { modules: null, sessionCacheTtlMs: 0, readCacheTtlMs: 60_000 }, modules, db: a.db, migrate: false, listen: a.listen });
    token = await a.login('mhs00');
    sistemOperasi = await kelasAktif(a.db, 'Sistem Operasi');
    komputasiAwan = await kelasAktif(a.db, 'Komputasi Awan');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const jadwal = async (app: { inject: TestKernel['inject'] }) => {
    const res = await app.inject({ method: 'GET', url: '/api/jadwal-kuliah', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    return new Set([...res.json().data, ...res.json().tanpa_jadwal].map((x: { id_kelas: number }) => x.id_kelas));
  };
  const simpan = (ids: number[]) => a.inject({ method: 'PATCH', url: '/api/krs', headers: { authorization: `Bearer ${token}` }, payload: { id_kelas: ids } });

  it('serves a repeated read from the cache', async () => {
    expect(await jadwal(a)).toEqual(new Set([komputasiAwan]));
    const size = a.app.kernel.readCache.size;
    expect(size).toBeGreaterThan(0);
    expect(await jadwal(a)).toEqual(new Set([komputasiAwan]));
    expect(a.app.kernel.readCache.size).toBe(size);
  });

  it('shows a saved KRS at once in the writing process and, through NOTIFY, in the other one', async () => {
    expect(await jadwal(b)).toEqual(new Set([komputasiAwan]));
    const saved = await simpan([komputasiAwan, sistemOperasi]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await jadwal(a)).toEqual(new Set([komputasiAwan, sistemOperasi]));
    await vi.waitFor(async () => expect(await jadwal(b)).toEqual(new Set([komputasiAwan, sistemOperasi])), { timeout: 3000, interval: 50 });

    const back = await simpan([komputasiAwan]);
    expect(back.statusCode, back.body).toBe(200);
    expect(await jadwal(a)).toEqual(new Set([komputasiAwan]));
    await vi.waitFor(async () => expect(await jadwal(b)).toEqual(new Set([komputasiAwan])), { timeout: 3000, interval: 50 });
  });

  it('keeps nothing of a refused save', async () => {
    const before = await jadwal(a);
    const refused = await simpan([komputasiAwan, 999_999]);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await jadwal(a)).toEqual(before);
  });
});
