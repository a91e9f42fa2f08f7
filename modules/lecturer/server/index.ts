import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { lecturerManifest } from '../manifest';
import * as m001 from '../migrations/001_data_pribadi';
import * as m002 from '../migrations/002_kegiatan_dosen';
import * as m003 from '../migrations/003_dokumen_dosen';
import * as m004 from '../migrations/004_izin_dosen';
import * as m005 from '../migrations/005_penugasan_proyek';
import * as m006 from '../migrations/006_kelola_dokumen_dosen';
import * as m007 from '../migrations/007_tarik_ubah_ajuan_proyek';
import { seedLecturer } from '../seed';
import { biodataRoutes } from './routes/biodata';
import { dokumenRoutes } from './routes/dokumen';
import { dokumenKelolaRoutes } from './routes/dokumen-kelola';
import { kegiatanRoutes } from './routes/kegiatan';
import { izinRoutes } from './routes/izin';
import { proyekRoutes } from './routes/proyek';

async function plugin(app: FastifyInstance): Promise<void> {
  await app.register(biodataRoutes);
  await app.register(dokumenRoutes);
  await app.register(dokumenKelolaRoutes);
  await app.register(kegiatanRoutes);
  await app.register(izinRoutes);
  await app.register(proyekRoutes);
}

export default defineServerModule({
  manifest: lecturerManifest,
  plugin,
  migrations: { '001_data_pribadi': m001, '002_kegiatan_dosen': m002, '003_dokumen_dosen': m003, '004_izin_dosen': m004, '005_penugasan_proyek': m005, '006_kelola_dokumen_dosen': m006, '007_tarik_ubah_ajuan_proyek': m007 },
  seed: seedLecturer,
});
