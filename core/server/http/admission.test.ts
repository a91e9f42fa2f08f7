import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AdmissionGate, installAdmission } from './admission';
import { installErrorHandling } from './errors';

describe('admission gate of heavy writes', () => {
  it('admits up to the limit, queues in order, and refuses past the queue', async () => {
    const gate = new AdmissionGate({ inFlight: 2, queue: 1, maxWaitMs: 1000 });
    const a = await gate.enter();
    const b = await gate.enter();
    let thirdIn = false;
    const third = gate.enter().then((release) => { thirdIn = true; return release; });
    await expect(gate.enter()).rejects.toMatchObject({ statusCode: 503, headers: { 'Retry-After': '1' } });
    expect(thirdIn).toBe(false);
    a();
    a(); // a second release of the same slot frees nothing more
    (await third)();
    expect(thirdIn).toBe(true);
    b();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(gate.shed).toBe(1);
  });

  it('refuses a request that waited longer than the limit', async () => {
    const gate = new AdmissionGate({ inFlight: 1, queue: 10, maxWaitMs: 30 });
    const hold = await gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({ statusCode: 503 });
    expect(gate.load.waiting).toBe(0);
    hold();
  });

  describe('on a route', () => {
    let app: ReturnType<typeof Fastify>;
    afterEach(async () => app?.close());

    it('answers the excess 503 with Retry-After and an Indonesian message, and frees slots after each answer', async () => {
      app = Fastify();
      installAdmission(app, { inFlight: 1, queue: 0, maxWaitMs: 1000 });
      installErrorHandling(app);
      let open!: () => void;
      const gateOpen = new Promise<void>((r) => (open = r));
      app.post('/api/berat', { config: { allow: 'public', antrian: true } }, async () => { await gateOpen; return { ok: true }; });
      app.get('/api/ringan', { config: { allow: 'public' } }, async () => ({ ok: true }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const first = fetch(`${url}/api/berat`, { method: 'POST' });
      await new Promise((r) => setTimeout(r, 50));
      const second = await fetch(`${url}/api/berat`, { method: 'POST' });
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toBe('1');
      expect((await second.json()).message).toContain('Coba lagi dalam 1 detik');
      expect((await fetch(`${url}/api/ringan`)).status).toBe(200);
      open();
      expect((await first).status).toBe(200);
      expect((await fetch(`${url}/api/berat`, { method: 'POST' })).status).toBe(200);
    });
  });
});
