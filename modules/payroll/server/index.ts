import { defineServerModule } from '../../../core/server/module';
import { payrollManifest } from '../manifest';
import * as m001 from '../migrations/001_penggajian';
import { seedPayroll } from '../seed';
import { slipGajiRoutes } from './routes/slip-gaji';

export default defineServerModule({
  manifest: payrollManifest,
  plugin: slipGajiRoutes,
  migrations: { '001_penggajian': m001 },
  seed: seedPayroll,
});
