import type { SeedContext } from '../../core/server/module';
import { seedDemoStudent } from './seed/demo-student';
import { seedBulkEnrolments, seedJadwalUjian, seedKuota } from './seed/enrolments';
import { offerDemoProgramme } from './seed/offer';

/**
 * The KRS part of the demo campus: the demo programme's full class offer, mhs00's grade history and
 * saved KRS (with a class of dsn00), every other student's enrolments and grades in bulk, seat
 * counters equal to the enrolments, and the UTS/UAS timetable. Deterministic: no randomness needed.
 */
export async function seedKrs(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const offer = await offerDemoProgramme(db);
  await seedBulkEnrolments(db, offer?.idMahasiswa ?? 0);
  if (offer) await seedDemoStudent(db, offer);
  await seedKuota(db);
  await seedJadwalUjian(db);
}
