import { defineServerModule } from '../../../core/server/module';
import { adminManifest } from '../manifest';
import * as m001 from '../migrations/001_riwayat';
import * as m002 from '../migrations/002_riwayat_akun';
import { penggunaRoutes } from './routes/pengguna';

// No seed: the accounts the administrator manages are the core's and master-data's demo campus.
export default defineServerModule({
  manifest: adminManifest,
  plugin: penggunaRoutes,
  migrations: { '001_riwayat': m001, '002_riwayat_akun': m002 },
});
