import { sql } from 'kysely';
import type { SeedContext } from '../../../core/server/module';
import { RANTAI_PENGGANTI } from '../server/validation-chain';

/**
 * Requests waiting at every validation step, so each validator account has work at once:
 * - substitute teaching by dsn00 for coming meetings of their classes, one per chain status
 *   (diajukan, valid_prodi, valid_dekan, valid_lp3, selesai) with the history of the steps taken;
 * - manual lecturer attendance for held meetings of Teknik Informatika lecturers whose own
 *   attendance is missing: waiting for level 1 and for level 2.
 */
export async function seedValidasi({ db }: SeedContext, idSemester: number): Promise<void> {
  const dsn = await db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select(['d.id_dosen', 'd.id_prodi', 'u.id_user']).where('u.username', '=', 'dsn00').executeTakeFirst();
  if (!dsn) return;
  const validators = new Map((await db.withSchema('core').selectFrom('pengguna').select(['username', 'id_user'])
    .where('username', 'in', ['aka00', 'fak00', 'lbg204.0', 'lbg213.0']).execute()).map((r) => [r.username as string, r.id_user as number]));
  const stepUser = { prodi: 'aka00', dekan: 'fak00', lp3: 'lbg204.0', lak: 'lbg213.0' } as Record<string, string>;

  // Coming meetings (after today) of dsn00's classes, one per status, spread over the classes.
  const { rows: coming } = await sql<{ id_pertemuan: number }>`
    select p.id_pertemuan from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
    where k.id_dosen = ${dsn.id_dosen} and k.id_semester_registrasi = ${idSemester} and p.tanggal > (now() at time zone 'Asia/Jakarta')::date + 1 and p.jenis = 'kuliah'
    order by p.pertemuan_ke, p.id_kelas limit 5`.execute(db);
  const { rows: colleagues } = await sql<{ id_dosen: number }>`
    select id_dosen from master_data.dosen where id_prodi = ${dsn.id_prodi} and id_dosen <> ${dsn.id_dosen} and aktif order by id_dosen limit 3`.execute(db);
  const jenis = await db.withSchema('attendance').selectFrom('jenis_pergantian').select('id_jenis_pergantian').orderBy('urutan').execute();
  const alasan = [
    'Menghadiri seminar nasional sebagai pemakalah.', 'Sakit, surat keterangan dokter terlampir.', 'Tugas dinas ke kementerian.',
    'Menjadi penguji sidang di kampus mitra.', 'Mengikuti pelatihan dosen di LLDIKTI.',
  ];
  const statuses = ['diajukan', ...RANTAI_PENGGANTI.steps.map((s) => s.ke)];
  if (colleagues.length) {
    for (let i = 0; i < Math.min(coming.length, statuses.length); i++) {
      const status = statuses[i];
      const { id_pengganti_mengajar: id } = await db.withSchema('attendance').insertInto('pengganti_mengajar').values({
        id_pertemuan: coming[i].id_pertemuan, id_dosen: dsn.id_dosen, id_dosen_pengganti: colleagues[i % colleagues.length].id_dosen,
        id_jenis_pergantian: jenis[i % jenis.length].id_jenis_pergantian, alasan: alasan[i], status,
      }).returning('id_pengganti_mengajar').executeTakeFirstOrThrow();
      const history: Record<string, unknown>[] = [{ id_pengganti_mengajar: id, dari: null, ke: 'diajukan', langkah: 'pengajuan', id_user: dsn.id_user }];
      for (const step of RANTAI_PENGGANTI.steps.slice(0, i)) {
        history.push({ id_pengganti_mengajar: id, dari: step.dari, ke: step.ke, langkah: step.langkah, id_user: validators.get(stepUser[step.langkah]) ?? dsn.id_user });
      }
      await db.withSchema('attendance').insertInto('pengganti_mengajar_riwayat').values(history).execute();
    }
  }

  // Manual attendance: held meetings of the programme's lecturers (dsn00 first), lecturer presence removed.
  const { rows: held } = await sql<{ id_pertemuan: number; id_dosen: number; id_user: number }>`
    select p.id_pertemuan, k.id_dosen, coalesce(d.id_user, 0) as id_user from attendance.pertemuan p
    join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.dosen d on d.id_dosen = k.id_dosen
    where d.id_prodi = ${dsn.id_prodi} and k.id_semester_registrasi = ${idSemester} and p.dibuka_pada is not null
    order by (k.id_dosen = ${dsn.id_dosen}) desc, p.id_pertemuan limit 4`.execute(db);
  const manual = ['diajukan', 'diajukan', 'valid_level_1', 'valid_level_1'];
  const alasanManual = ['Jaringan internet kelas terputus sehingga QR tidak dapat ditampilkan.', 'Proyektor rusak, presensi dicatat di kertas.',
    'Perkuliahan dipindah ke laboratorium tanpa layar.', 'Aplikasi tidak dapat diakses saat perkuliahan.'];
  for (let i = 0; i < held.length; i++) {
    await db.withSchema('attendance').deleteFrom('presensi_dosen').where('id_pertemuan', '=', held[i].id_pertemuan).execute();
    const { id_presensi_manual: id } = await db.withSchema('attendance').insertInto('presensi_manual').values({
      id_pertemuan: held[i].id_pertemuan, id_dosen: held[i].id_dosen, alasan: alasanManual[i], status: manual[i],
    }).returning('id_presensi_manual').executeTakeFirstOrThrow();
    const history: Record<string, unknown>[] = [{ id_presensi_manual: id, dari: null, ke: 'diajukan', langkah: 'pengajuan', id_user: held[i].id_user }];
    if (manual[i] === 'valid_level_1') history.push({ id_presensi_manual: id, dari: 'diajukan', ke: 'valid_level_1', langkah: 'level_1', id_user: validators.get('aka00') ?? held[i].id_user });
    await db.withSchema('attendance').insertInto('presensi_manual_riwayat').values(history).execute();
  }
}
