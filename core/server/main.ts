import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateAll } from './db/migrate';
import { loadLoginRenderer } from './http/login-shell';
import { createKernel, enabledModules } from './kernel';
import { coreMigrations } from './migrations';
import type { ServerModule } from './module';
import { repoRoot } from './paths';
import { alreadySeeded, runSeeds, scaleFor } from './seed';

/**
 * Starts the API process: reads the configuration (a bad value throws with a message naming the
 * variable), opens the database, migrates the core and the enabled modules, seeds an empty
 * database (SIAKAD_SEED), builds the kernel serving dist/public and /api on one origin, and listens.
 * Start-up work runs under a database lock, so several processes may start together.
 */
export async function startServer(modules: ServerModule[], env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const config = loadConfig(env);
  const { servers } = enabledModules(modules, config.modules);
  const database = await openDatabase(config);
  try {
    await database.exclusive(async () => {
      await migrateAll(database.db, [{ id: 'core', migrations: coreMigrations }, ...servers.map((s) => ({ id: s.manifest.id, migrations: s.migrations }))]);
      const scale = scaleFor(config.seed);
      if (scale && !(await alreadySeeded(database.db))) {
        const started = Date.now();
        await runSeeds(database.db, servers, scale);
        console.log(`[siakad] data awal dibuat (${scale.students} mahasiswa, ${scale.classes} kelas) dalam ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const app = await createKernel({
    config,
    modules,
    db: database.db,
    migrate: false,
    publicDir: path.join(repoRoot(), 'dist', 'public'),
    loginRenderer: await loadLoginRenderer(path.join(repoRoot(), 'dist', 'ssr', 'login-html.js')),
    logger: { level: env.LOG_LEVEL?.trim() || 'info' },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    onClose: () => database.close(),
  });
  const stop = async () => {
    await app.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  console.log(`[siakad] berjalan di http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (basis data: ${database.kind === 'pglite' ? `PGlite di ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL'}; modul: ${servers.map((s) => s.manifest.id).join(', ') || '-'})`);
  return app;
}
