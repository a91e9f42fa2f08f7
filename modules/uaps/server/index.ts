import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { uapsManifest } from '../manifest';
import * as m001 from '../migrations/001_tugas_akhir';
import { seedUaps } from '../seed';
import { bimbinganRoutes } from './routes/bimbingan';
import { proposalRoutes } from './routes/proposal';
import { tugasAkhirRoutes } from './routes/tugas-akhir';

async function plugin(app: FastifyInstance): Promise<void> {
  await app.register(proposalRoutes);
  await app.register(tugasAkhirRoutes);
  await app.register(bimbinganRoutes);
}

export default defineServerModule({
  manifest: uapsManifest,
  plugin,
  migrations: { '001_tugas_akhir': m001 },
  seed: (ctx) => seedUaps(ctx),
});
