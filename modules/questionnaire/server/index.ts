import { defineServerModule } from '../../../core/server/module';
import { questionnaireManifest } from '../manifest';
import * as m001 from '../migrations/001_kuesioner';
import { seedQuestionnaire } from '../seed';
import { kuesionerRoutes } from './routes/kuesioner';

export default defineServerModule({
  manifest: questionnaireManifest,
  plugin: kuesionerRoutes,
  migrations: { '001_kuesioner': m001 },
  seed: seedQuestionnaire,
});
