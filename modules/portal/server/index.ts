import { defineServerModule } from '../../../core/server/module';
import { portalManifest } from '../manifest';
import * as m001 from '../migrations/001_portal';
import { seedPortal } from '../seed';
import { portalRoutes } from './routes/portal';

export default defineServerModule({
  manifest: portalManifest,
  plugin: portalRoutes,
  migrations: { '001_portal': m001 },
  seed: seedPortal,
});
