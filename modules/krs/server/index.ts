import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { krsManifest } from '../manifest';
import * as m001 from '../migrations/001_krs';
import { seedKrs } from '../seed';
import { jadwalRoutes } from './routes/jadwal';
import { krsRoutes } from './routes/krs';
import { perwalianRoutes } from './routes/perwalian';

async function plugin(app: FastifyInstance): Promise<void> {
  await app.register(krsRoutes);
  await app.register(perwalianRoutes);
  await app.register(jadwalRoutes);
}

export default defineServerModule({
  manifest: krsManifest,
  plugin,
  migrations: { '001_krs': m001 },
  seed: seedKrs,
});
