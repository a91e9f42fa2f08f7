import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { KRS_GATE } from '../../krs/public';
import { studentManifest } from '../manifest';
import * as m001 from '../migrations/001_student';
import { seedStudent } from '../seed';
import { tuitionGate } from './keuangan.service';
import { biodataRoutes } from './routes/biodata';
import { hasilStudiRoutes } from './routes/hasil-studi';
import { layananRoutes } from './routes/layanan';

async function plugin(app: FastifyInstance): Promise<void> {
  // krs asks every gate before a KRS is edited; unpaid tuition refuses it.
  app.extensions.provide(KRS_GATE, tuitionGate);
  await app.register(biodataRoutes);
  await app.register(hasilStudiRoutes);
  await app.register(layananRoutes);
}

export default defineServerModule({
  manifest: studentManifest,
  plugin,
  migrations: { '001_student': m001 },
  seed: seedStudent,
});
