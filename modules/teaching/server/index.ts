import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { teachingManifest } from '../manifest';
import * as m001 from '../migrations/001_jadwal_input_nilai';
import * as m002 from '../migrations/002_bahan_ajar_bukti_mengajar';
import * as m003 from '../migrations/003_preferensi_mengajar';
import * as m004 from '../migrations/004_usulan_semester_pendek';
import * as m005 from '../migrations/005_perubahan_nilai';
import * as m006 from '../migrations/006_validasi_nilai';
import * as m007 from '../migrations/007_keputusan_semester_pendek';
import * as m008 from '../migrations/008_batal_keputusan_semester_pendek';
import { seedTeaching } from '../seed';
import { buktiAjarRoutes } from './routes/bukti-ajar';
import { inputNilaiRoutes } from './routes/input-nilai';
import { jadwalKelasRoutes } from './routes/jadwal-kelas';
import { jadwalNilaiRoutes } from './routes/jadwal-nilai';
import { perubahanNilaiRoutes } from './routes/perubahan-nilai';
import { preferensiRoutes } from './routes/preferensi';
import { prodiRoutes } from './routes/prodi';
import { rekapPerubahanRoutes } from './routes/rekap-perubahan';
import { rekapValidasiRoutes } from './routes/rekap-validasi';
import { semesterPendekRoutes } from './routes/semester-pendek';
import { validasiNilaiRoutes } from './routes/validasi-nilai';

export default defineServerModule({
  manifest: teachingManifest,
  plugin: async (app: FastifyInstance) => {
    await app.register(inputNilaiRoutes);
    await app.register(perubahanNilaiRoutes);
    await app.register(validasiNilaiRoutes);
    await app.register(buktiAjarRoutes);
    await app.register(preferensiRoutes);
    await app.register(semesterPendekRoutes);
    await app.register(jadwalNilaiRoutes);
    await app.register(prodiRoutes);
    await app.register(rekapPerubahanRoutes);
    await app.register(rekapValidasiRoutes);
    await app.register(jadwalKelasRoutes);
  },
  migrations: { '001_jadwal_input_nilai': m001, '002_bahan_ajar_bukti_mengajar': m002, '003_preferensi_mengajar': m003, '004_usulan_semester_pendek': m004, '005_perubahan_nilai': m005, '006_validasi_nilai': m006, '007_keputusan_semester_pendek': m007, '008_batal_keputusan_semester_pendek': m008 },
  seed: seedTeaching,
});
