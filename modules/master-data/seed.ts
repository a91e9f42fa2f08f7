import type { Kysely } from 'kysely';
import type { SeedContext } from '../../core/server/module';
import { storeKopIfAbsent } from '../../core/server/print';
import { KAMPUS } from './seed/campus';
import { seedKelas, seedRuangKelas, seedRuangNonaktif } from './seed/classes';
import { seedInformasi } from './seed/informasi';
import { seedOrganisation } from './seed/organisation';
import { seedDosen, seedMahasiswa, type RefIds } from './seed/people';
import { seedReference } from './seed/reference';
import { seedSemesters, tanggalJakarta } from './seed/semesters';
import { seedStaff } from './seed/staff';

/** Options for tests: a fixed seed date instead of today. */
export interface MasterDataSeedOptions { today?: string }

/** The letterhead of every print of the demo campus. */
const KOP_DEMO = {
  nama: KAMPUS.nama,
  alamat: 'Jl. Dipati Ukur No. 112, Kota Bandung, Jawa Barat 40132',
  kontak: `Telp. (022) 2501234 · ${KAMPUS.domain}`,
  kota: 'Bandung',
};

async function idsByKode(db: Kysely<any>, table: string): Promise<Map<string, number>> {
  const rows = await db.withSchema('master_data').selectFrom(table).select([`id_${table} as id`, 'kode']).orderBy('urutan').execute();
  return new Map(rows.map((r: any) => [r.kode, r.id]));
}

/**
 * The demo campus of Universitas Nusantara: reference lists, regions, campus buildings and rooms,
 * 4 faculties with 8 programmes and their curricula, semesters from 2022/2023 Ganjil up to the
 * active one (dates of the active semester are relative to the seed date, see seed/semesters.ts),
 * lecturers, students, classes with schedules, announcements, and the 13 demo accounts.
 * Sizes follow `ctx.scale`; only `ctx.random` is used, so the same scale on the same day gives
 * the same rows.
 */
export async function seedMasterData(ctx: SeedContext, options: MasterDataSeedOptions = {}): Promise<void> {
  const { db, accounts, random, scale } = ctx;
  const today = options.today ?? tanggalJakarta(new Date());
  const { kota, gedungKelas } = await seedReference(db);
  await storeKopIfAbsent(db, KOP_DEMO);
  const semesters = await seedSemesters(db, today);
  const aktif = semesters[semesters.length - 1];
  const org = await seedOrganisation(db, semesters[0].row.krs_mulai);

  const agama = await idsByKode(db, 'agama');
  const shift = await idsByKode(db, 'shift');
  const status = await idsByKode(db, 'status_mahasiswa');
  const ref: RefIds = {
    agama: [...agama.values()],
    wni: (await idsByKode(db, 'kewarganegaraan')).get('wni')!,
    belumMenikah: (await idsByKode(db, 'status_pernikahan')).get('belum')!,
    aktif: status.get('aktif')!,
    cuti: status.get('cuti')!,
    shift: { pagi: shift.get('pagi')!, sore: shift.get('sore')!, karyawan: shift.get('karyawan')! },
    jabatan: [...(await idsByKode(db, 'jabatan_fungsional')).values()],
    kota,
  };

  const dosen = await seedDosen(db, accounts, random, org, ref, scale);
  await seedMahasiswa(db, accounts, random, org, ref, dosen, Math.max(1, scale.students), aktif.row.tahun_ajaran);
  await seedStaff(accounts, org);
  const ruang = await seedRuangKelas(db, gedungKelas, scale.classes);
  await seedKelas(db, org, semesters, dosen, ruang, ref.shift, Math.max(1, scale.classes));
  await seedRuangNonaktif(db, gedungKelas);
  await seedInformasi(db, aktif.row, today);
}
