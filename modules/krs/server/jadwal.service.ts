import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import type { DaftarPage, JadwalDetailResponse, JadwalResponse, Pertemuan } from '../schemas';
import { kelasQuery, msg, namaHari, publicSemester, withMeetings, type Mahasiswa, type SemesterRow } from './context.service';

/** GET jadwal-kuliah: the weekly meetings of the classes in the student's KRS of a semester, by day and time. */
export async function jadwalKuliah(db: Kysely<any>, m: Mahasiswa, semester: SemesterRow): Promise<JadwalResponse> {
  const rows = await kelasQuery(db).innerJoin('krs.krs_kelas as kk', 'kk.id_kelas', 'k.id_kelas')
    .where('kk.id_mahasiswa', '=', m.id_mahasiswa).where('kk.id_semester_registrasi', '=', semester.id_semester_registrasi)
    .orderBy('mk.kode_mata_kuliah').execute();
  const kelas = await withMeetings(db, rows as any[]);
  const data = kelas.flatMap((k) => k.jadwal.map((j: Pertemuan) => ({
    ...j, id_kelas: k.id_kelas, id_mata_kuliah: k.id_mata_kuliah, kode_mata_kuliah: k.kode_mata_kuliah, nama_mata_kuliah: k.nama_mata_kuliah,
    nama_kelas: k.nama_kelas, sks: k.sks, nama_dosen: k.nama_dosen,
  }))).sort((a, b) => a.hari - b.hari || a.jam_mulai.localeCompare(b.jam_mulai));
  const tanpa_jadwal = kelas.filter((k) => !k.jadwal.length).map((k) => ({
    id_kelas: k.id_kelas, kode_mata_kuliah: k.kode_mata_kuliah, nama_mata_kuliah: k.nama_mata_kuliah, nama_kelas: k.nama_kelas, sks: k.sks, nama_dosen: k.nama_dosen,
  }));
  return { semester: publicSemester(semester), data, tanpa_jadwal };
}

/** GET jadwal-kuliah/detail: one class of the student's own KRS (any semester); another class is 404. */
export async function jadwalDetail(db: Kysely<any>, m: Mahasiswa, idKelas: number, semesterOf: (id: number) => Promise<SemesterRow>): Promise<JadwalDetailResponse> {
  const mine = await db.selectFrom('krs.krs_kelas').select('id_semester_registrasi').where('id_mahasiswa', '=', m.id_mahasiswa).where('id_kelas', '=', idKelas).executeTakeFirst();
  if (!mine) throw httpError(404, msg('galat.kelas_bukan_milik'), { id_kelas: [msg('galat.kelas_bukan_milik')] });
  const semester = await semesterOf(mine.id_semester_registrasi);
  const [kelas] = await withMeetings(db, await kelasQuery(db).where('k.id_kelas', '=', idKelas).execute() as any[]);
  const dosen = await db.selectFrom('master_data.kelas as k').innerJoin('master_data.dosen as d', 'd.id_dosen', 'k.id_dosen')
    .select([namaLengkapDosenSql('d').as('nama_dosen'), sql<string | null>`d.nidn::text`.as('nidn'), 'd.email']).where('k.id_kelas', '=', idKelas).executeTakeFirstOrThrow();
  const peserta = await db.selectFrom('krs.krs_kelas').select(sql<string>`count(*)`.as('n')).where('id_kelas', '=', idKelas).executeTakeFirstOrThrow();
  const ujian = await db.selectFrom('krs.jadwal_ujian as u').innerJoin('master_data.ruang as r', 'r.id_ruang', 'u.id_ruang')
    .select(['u.jenis_ujian', sql<string>`to_char(u.tanggal, 'YYYY-MM-DD')`.as('tanggal'), sql<string>`to_char(u.jam_mulai, 'HH24:MI')`.as('jam_mulai'),
      sql<string>`to_char(u.jam_selesai, 'HH24:MI')`.as('jam_selesai'), 'r.kode as kode_ruang', 'r.nama_ruang'])
    .where('u.id_kelas', '=', idKelas).orderBy('u.tanggal').execute();
  return { semester: publicSemester(semester), kelas, dosen: dosen as JadwalDetailResponse['dosen'], jumlah_peserta: Number(peserta.n), ujian: ujian as JadwalDetailResponse['ujian'] };
}

/** GET jadwal-kuliah/daftar: every class the student ever took, newest semester first, page size 10 (spec section 9). */
export async function jadwalDaftar(db: Kysely<any>, m: Mahasiswa, input: { page?: number; per_page?: number }): Promise<DaftarPage> {
  const q = db.selectFrom('krs.krs_kelas as kk')
    .innerJoin('master_data.kelas as k', 'k.id_kelas', 'kk.id_kelas')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'kk.id_mata_kuliah')
    .innerJoin('master_data.semester as s', 's.id_semester_registrasi', 'kk.id_semester_registrasi')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'k.id_dosen')
    .leftJoin('master_data.jadwal as j', (join) => join.onRef('j.id_kelas', '=', 'k.id_kelas').on(sql<boolean>`j.id_jadwal = (select min(j2.id_jadwal) from master_data.jadwal j2 where j2.id_kelas = k.id_kelas)`))
    .leftJoin('master_data.ruang as r', 'r.id_ruang', 'j.id_ruang')
    .select([
      'kk.id_semester_registrasi', 's.nama_semester_registrasi', 's.tahun_ajaran', 's.periode', 'kk.id_kelas', 'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah',
      'k.nama_kelas', 'kk.sks', namaLengkapDosenSql('d').as('nama_dosen'), 'j.hari', sql<string | null>`to_char(j.jam_mulai, 'HH24.MI')`.as('mulai'),
      sql<string | null>`to_char(j.jam_selesai, 'HH24.MI')`.as('selesai'), 'r.kode as ruang',
    ])
    .where('kk.id_mahasiswa', '=', m.id_mahasiswa)
    .orderBy('s.kode_semester', 'desc').orderBy('j.hari').orderBy('j.jam_mulai').orderBy('mk.kode_mata_kuliah');
  const page = await paged(q, input, PAGE_SIZE.ALL_SEMESTER_SCHEDULE);
  return {
    ...page,
    data: (page.data as any[]).map((r) => ({
      id_semester_registrasi: r.id_semester_registrasi, nama_semester_registrasi: r.nama_semester_registrasi,
      semester: Math.max(1, (Number(r.tahun_ajaran) - m.angkatan) * 2 + (Number(r.periode) === 1 ? 1 : 2)),
      id_kelas: r.id_kelas, kode_mata_kuliah: r.kode_mata_kuliah, nama_mata_kuliah: r.nama_mata_kuliah, nama_kelas: r.nama_kelas, sks: Number(r.sks),
      nama_dosen: r.nama_dosen, waktu: r.hari ? `${namaHari(r.hari)}, ${r.mulai}-${r.selesai}` : '-', ruang: r.ruang ?? '-',
    })),
  };
}
