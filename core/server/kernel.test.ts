import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestKernel, TEST_DATABASES, type TestKernel } from './testing';
import { fakeModule } from './test-support/fake-modules';

describe.each(TEST_DATABASES)('kernel on %s', (database) => {
  let k: TestKernel;
  beforeAll(async () => {
    k = await buildTestKernel({ modules: [fakeModule(), fakeModule({ id: 'lain', requires: ['contoh'] })], database });
  });
  afterAll(async () => k?.close());

  it('answers health', async () => {
    const res = await k.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('logs in', async () => {
    const token = await k.login('aka00');
    const res = await k.inject({ method: 'GET', url: '/api/contoh/catatan?per_page=5&page=2', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_page: 2, per_page: 5, total: 12 });
  });
});
