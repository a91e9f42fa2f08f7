import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { krsManifest } from '../manifest';
import * as m001 from '../migrations/001_krs';
import { PEMAKAIAN_RUANG } from '../../master-data/public';
import { seedKrs } from '../seed';
import { pemakaianRuangKrs } from './pemakaian-ruang';
import { jadwalRoutes } from './routes/jadwal';
import { krsRoutes } from './routes/krs';
import { perwalianRoutes } from './routes/perwalian';

async function plugin(app: FastifyInstance): Promise<void> {
  // A room with coming UTS or UAS is not deactivated (master-data asks).
  app.extensions.provide(PEMAKAIAN_RUANG, pemakaianRuangKrs);
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
