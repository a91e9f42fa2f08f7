import { defineServerModule } from '../../../core/server/module';
import { questionnaireManifest } from '../manifest';
import * as m001 from '../migrations/001_kuesioner';
import * as m002 from '../migrations/002_kelola_kuesioner';
import * as m003 from '../migrations/003_soal_komentar';
import { seedQuestionnaire } from '../seed';
import { hasilRoutes } from './routes/hasil';
import { kelolaRoutes } from './routes/kelola';
import { kuesionerRoutes } from './routes/kuesioner';

export default defineServerModule({
  manifest: questionnaireManifest,
  async plugin(app) {
    await app.register(kuesionerRoutes);
    await app.register(kelolaRoutes);
    await app.register(hasilRoutes);
  },
  migrations: { '001_kuesioner': m001, '002_kelola_kuesioner': m002, '003_soal_komentar': m003 },
  seed: seedQuestionnaire,
});
