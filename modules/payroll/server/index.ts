import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { payrollManifest } from '../manifest';
import * as m001 from '../migrations/001_penggajian';
import * as m002 from '../migrations/002_versi_tarif';
import * as m003 from '../migrations/003_tutup_buku';
import * as m004 from '../migrations/004_transfer';
import { seedPayroll } from '../seed';
import { pengaturanGajiRoutes } from './routes/pengaturan-gaji';
import { slipGajiRoutes } from './routes/slip-gaji';

export default defineServerModule({
  manifest: payrollManifest,
  plugin: async (app: FastifyInstance) => {
    await app.register(slipGajiRoutes);
    await app.register(pengaturanGajiRoutes);
  },
  migrations: { '001_penggajian': m001, '002_versi_tarif': m002, '003_tutup_buku': m003, '004_transfer': m004 },
  seed: seedPayroll,
});
