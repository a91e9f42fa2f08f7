import type { FastifyInstance } from 'fastify';
import { defineServerModule } from '../../../core/server/module';
import { EXAM_ELIGIBILITY } from '../../krs/public';
import { attendanceManifest } from '../manifest';
import * as m001 from '../migrations/001_pertemuan_kehadiran';
import * as m002 from '../migrations/002_validasi';
import * as m003 from '../migrations/003_hari_libur';
import { seedAttendance } from '../seed';
import { kelayakanUjian } from './persentase';
import { hariLiburRoutes } from './routes/hari-libur';
import { laporanRoutes } from './routes/laporan';
import { penggantiRoutes } from './routes/pengganti';
import { presensiManualRoutes } from './routes/presensi-manual';
import { qrFlowRoutes } from './routes/qr-flow';

async function plugin(app: FastifyInstance): Promise<void> {
  // The >= 75 % rule (per programme setting) of the exam card.
  app.extensions.provide(EXAM_ELIGIBILITY, kelayakanUjian);
  await app.register(qrFlowRoutes);
  await app.register(penggantiRoutes);
  await app.register(presensiManualRoutes);
  await app.register(laporanRoutes);
  await app.register(hariLiburRoutes);
}

export default defineServerModule({
  manifest: attendanceManifest,
  plugin,
  migrations: { '001_pertemuan_kehadiran': m001, '002_validasi': m002, '003_hari_libur': m003 },
  seed: seedAttendance,
});
