import { defineServerModule } from '../../../core/server/module';
import { teachingManifest } from '../manifest';
import * as m001 from '../migrations/001_jadwal_input_nilai';
import { seedTeaching } from '../seed';
import { inputNilaiRoutes } from './routes/input-nilai';

export default defineServerModule({
  manifest: teachingManifest,
  plugin: inputNilaiRoutes,
  migrations: { '001_jadwal_input_nilai': m001 },
  seed: seedTeaching,
});
