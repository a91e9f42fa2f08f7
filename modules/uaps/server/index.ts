import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { PEMAKAIAN_RUANG } from '../../master-data/public';
import { uapsManifest } from '../manifest';
import * as m001 from '../migrations/001_tugas_akhir';
import * as m002 from '../migrations/002_sidang';
import * as m003 from '../migrations/003_pra_uaps';
import * as m004 from '../migrations/004_izin_perpanjangan';
import { seedUaps } from '../seed';
import { pemakaianRuangUaps } from './pemakaian-ruang';
import { bimbinganRoutes } from './routes/bimbingan';
import { laporanRoutes } from './routes/laporan';
import { penilaianRoutes } from './routes/penilaian';
import { perbaikanRoutes } from './routes/perbaikan';
import { perubahanRoutes } from './routes/perubahan';
import { praUapsRoutes } from './routes/pra-uaps';
import { proposalRoutes } from './routes/proposal';
import { riwayatRoutes } from './routes/riwayat';
import { sidangRoutes } from './routes/sidang';
import { tugasAkhirRoutes } from './routes/tugas-akhir';
import { izinPerpanjanganRoutes } from './routes/izin-perpanjangan';

async function plugin(app: FastifyInstance): Promise<void> {
  // A room with coming defences or proposal examinations is not deactivated (master-data asks).
  app.extensions.provide(PEMAKAIAN_RUANG, pemakaianRuangUaps);
  await app.register(proposalRoutes);
  await app.register(tugasAkhirRoutes);
  await app.register(bimbinganRoutes);
  await app.register(sidangRoutes);
  await app.register(penilaianRoutes);
  await app.register(perbaikanRoutes);
  await app.register(laporanRoutes);
  await app.register(perubahanRoutes);
  await app.register(riwayatRoutes);
  await app.register(izinPerpanjanganRoutes);
  await app.register(praUapsRoutes);
}

export default defineServerModule({
  manifest: uapsManifest,
  plugin,
  migrations: { '001_tugas_akhir': m001, '002_sidang': m002, '003_pra_uaps': m003, '004_izin_perpanjangan': m004 },
  seed: (ctx) => seedUaps(ctx),
});
