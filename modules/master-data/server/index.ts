import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { masterDataManifest } from '../manifest';
import * as m001 from '../migrations/001_reference_lists';
import * as m002 from '../migrations/002_academic_core';
import * as m003 from '../migrations/003_settings_informasi';
import * as m004 from '../migrations/004_ruang_aktif_versi';
import { seedMasterData } from '../seed';
import { akademikRoutes } from './routes/akademik';
import { informasiTugasAkhirRoutes } from './routes/informasi-tugas-akhir';
import { referenceRoutes } from './routes/reference';
import { ruangKelolaRoutes } from './routes/ruang-kelola';
import { wilayahKampusRoutes } from './routes/wilayah-kampus';

async function plugin(app: FastifyInstance): Promise<void> {
  await app.register(referenceRoutes);
  await app.register(akademikRoutes);
  await app.register(wilayahKampusRoutes);
  await app.register(informasiTugasAkhirRoutes);
  await app.register(ruangKelolaRoutes);
}

export default defineServerModule({
  manifest: masterDataManifest,
  plugin,
  migrations: { '001_reference_lists': m001, '002_academic_core': m002, '003_settings_informasi': m003, '004_ruang_aktif_versi': m004 },
  seed: (ctx) => seedMasterData(ctx),
});
