import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestKernel } from '../../core/server/testing';
import { fakeModule } from '../../core/server/test-support/fake-modules';
import { installedServerModules } from '../../modules/installed.server';

// Routes compile their schemas on first use (decision 0039), so a schema that cannot build would
// otherwise surface only when someone first calls its route. Compiled eagerly here, all at once.
describe('route schemas', () => {
  it('every installed route\'s request and response schemas compile', async () => {
    const k = await buildTestKernel({ modules: installedServerModules, database: 'pglite', eagerSchemas: true });
    await k.close();
  });

  // A response schema that cannot be built: its $ref names no schema.
  const broken: FastifyPluginAsync = async (app) => {
    app.get('/contoh/rusak', { config: { allow: 'public' }, schema: { response: { 200: { $ref: 'tidak-ada#' } } } }, async () => ({}));
  };

  it('a schema that cannot compile stops an eager start-up, and fails its route on first use otherwise', async () => {
    await expect(buildTestKernel({ modules: [fakeModule({ plugin: broken })], database: 'pglite', seed: false, eagerSchemas: true })).rejects.toThrow(/tidak-ada/);
    const k = await buildTestKernel({ modules: [fakeModule({ plugin: broken })], database: 'pglite', seed: false });
    try {
      expect((await k.inject({ method: 'GET', url: '/api/contoh/rusak' })).statusCode).toBe(500);
    } finally {
      await k.close();
    }
  });
});
