import { defineServerModule } from '../../../core/server/module';
import { lecturerManifest } from '../manifest';
import * as m001 from '../migrations/001_data_pribadi';
import { seedLecturer } from '../seed';
import { biodataRoutes } from './routes/biodata';

export default defineServerModule({
  manifest: lecturerManifest,
  plugin: biodataRoutes,
  migrations: { '001_data_pribadi': m001 },
  seed: seedLecturer,
});
