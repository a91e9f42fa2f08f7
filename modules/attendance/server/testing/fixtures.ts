import { sql } from 'kysely';
import { buildClaims, findAccountById, signAccessToken } from '../../../../core/server/auth/tokens';
import type { TestKernel } from '../../../../core/server/testing';
import type { UserType } from '../../../../core/contract/user-types';
import { generatePertemuanSql } from '../lp3.service';

/**
 * Test fixtures of the attendance module: tokens without the password round trip (for hundreds of
 * students), extra students enrolled in a class, and a fresh class with a meeting today.
 */

/** A valid access token for `id_user` acting as `group`, with a real session (so it passes the permission hook). */
export async function tokenFor(k: TestKernel, id_user: number, group: UserType): Promise<string> {
  const account = await findAccountById(k.db, id_user);
  if (!account) throw new Error(`akun ${id_user} tidak ada`);
  const session = await k.app.kernel.sessions.create(id_user, group, {});
  const claims = await buildClaims(k.db, account, group, session.sid);
  return signAccessToken(claims, k.app.kernel.settings.jwtSecret, 3600);
}

/** The active semester's id. */
export async function semesterAktifId(k: TestKernel): Promise<number> {
  const row = await k.db.withSchema('master_data').selectFrom('semester').select('id_semester_registrasi').where('aktif', '=', true).executeTakeFirstOrThrow();
  return row.id_semester_registrasi;
}

/**
 * A new class of the active semester taught by lecturer `idDosen` (course `idMataKuliah`), with its
 * meetings generated and meeting 1 dated today (Asia/Jakarta). Returns the class and today's meeting uid.
 */
export async function kelasBaru(k: TestKernel, idDosen: number, idMataKuliah: number, nama: string): Promise<{ id_kelas: number; uid: string; id_pertemuan: number }> {
  const semester = await semesterAktifId(k);
  const id_kelas = await kelasDiSemester(k, semester, idDosen, idMataKuliah, nama);
  await generatePertemuanSql(k.db, semester, [id_kelas]);
  const row = await sql<{ uid: string; id_pertemuan: number }>`update attendance.pertemuan set tanggal = (now() at time zone 'Asia/Jakarta')::date
    where id_kelas = ${id_kelas} and pertemuan_ke = 1 returning uid::text as uid, id_pertemuan`.execute(k.db);
  return { id_kelas, ...row.rows[0] };
}

/** A class of semester `idSemester` taught by `idDosen`, weekly on ISO weekday `hari` 07:00-08:40; no meetings yet. */
export async function kelasDiSemester(k: TestKernel, idSemester: number, idDosen: number, idMataKuliah: number, nama: string, hari = 1): Promise<number> {
  const shift = await k.db.withSchema('master_data').selectFrom('shift').select('id_shift').orderBy('id_shift').executeTakeFirstOrThrow();
  const ruang = await k.db.withSchema('master_data').selectFrom('ruang').select('id_ruang').orderBy('id_ruang').executeTakeFirstOrThrow();
  const { id_kelas } = await k.db.withSchema('master_data').insertInto('kelas').values({
    id_semester_registrasi: idSemester, id_mata_kuliah: idMataKuliah, nama_kelas: nama, id_shift: shift.id_shift, kuota: 1000, id_dosen: idDosen,
  }).returning('id_kelas').executeTakeFirstOrThrow();
  await k.db.withSchema('master_data').insertInto('jadwal').values({ id_kelas, hari, jam_mulai: '07:00', jam_selesai: '08:40', id_ruang: ruang.id_ruang }).execute();
  return id_kelas;
}

/**
 * A semester of fixed dates far ahead (2093/2094 Ganjil, lectures Monday 7 September 2093 to
 * 15 January 2094; request dates stop at 2099), so tests about the meeting calendar never depend
 * on today's date.
 */
export async function semesterUji(k: TestKernel): Promise<{ id_semester_registrasi: number; kuliah_mulai: string }> {
  const row = await k.db.withSchema('master_data').insertInto('semester').values({
    kode_semester: '20931', tahun_ajaran: 2093, periode: 1, nama_semester_registrasi: '2093/2094 Ganjil', aktif: false,
    krs_mulai: '2093-08-15', krs_selesai: '2093-08-31', kuliah_mulai: '2093-09-07', kuliah_selesai: '2094-01-15',
  }).returning('id_semester_registrasi').executeTakeFirstOrThrow();
  return { id_semester_registrasi: row.id_semester_registrasi, kuliah_mulai: '2093-09-07' };
}

/** Enrols existing students in a class (a KRS header per student and semester, then the class row). */
export async function daftarkan(k: TestKernel, idKelas: number, idMahasiswa: number[]): Promise<void> {
  const kelas = await k.db.selectFrom('master_data.kelas as k').innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .select(['k.id_semester_registrasi', 'k.id_mata_kuliah', 'mk.sks']).where('k.id_kelas', '=', idKelas).executeTakeFirstOrThrow();
  await sql`insert into krs.krs (id_mahasiswa, id_semester_registrasi)
    select u.id, ${kelas.id_semester_registrasi} from unnest(${idMahasiswa}::int[]) u(id) on conflict (id_mahasiswa, id_semester_registrasi) do nothing`.execute(k.db);
  await sql`insert into krs.krs_kelas (id_krs, id_mahasiswa, id_semester_registrasi, id_kelas, id_mata_kuliah, sks)
    select h.id_krs, h.id_mahasiswa, h.id_semester_registrasi, ${idKelas}, ${kelas.id_mata_kuliah}, ${kelas.sks}
    from krs.krs h where h.id_semester_registrasi = ${kelas.id_semester_registrasi} and h.id_mahasiswa = any(${idMahasiswa}::int[])
    on conflict do nothing`.execute(k.db);
}

/**
 * Creates `count` student accounts (one statement per batch through the core's account service)
 * with their student records, copying mhs00's programme and reference data. Returns id_user/id_mahasiswa pairs.
 */
export async function mahasiswaBaru(k: TestKernel, count: number, prefix: string): Promise<Array<{ id_user: number; id_mahasiswa: number }>> {
  const contoh = await k.db.selectFrom('master_data.mahasiswa as m').innerJoin('core.pengguna as u', 'u.id_user', 'm.id_user')
    .selectAll('m').where('u.username', '=', 'mhs00').executeTakeFirstOrThrow();
  const ids = await k.app.accounts.createMany(Array.from({ length: count }, (_, i) => ({
    username: `${prefix}${i}`, nama: `Mahasiswa Uji ${i}`,
    penugasan: [{ id_group_user: 'mhs00' as const, id_level: 0, kode_penugasan: 'mhs', sebagai_ketua_prodi: false, nama_prodi: null, nama_lembaga: null, nama_fakultas: null }],
  })));
  const { id_mahasiswa: _id, id_user: _u, nim: _n, nama_mahasiswa: _nm, ...rest } = contoh;
  const base = 9_000_000_000_000 + (prefix.charCodeAt(0) % 10) * 100_000_000;
  const rows = await k.db.withSchema('master_data').insertInto('mahasiswa').values(ids.map((id_user, i) => ({
    ...rest, id_user, nim: String(base + i), nama_mahasiswa: `Mahasiswa Uji ${i}`,
  }))).returning(['id_user', 'id_mahasiswa']).execute();
  return rows as Array<{ id_user: number; id_mahasiswa: number }>;
}
