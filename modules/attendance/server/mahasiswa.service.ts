import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { activeSemesterId, fail, idMahasiswa, rows } from './common';
import { statusEfektif } from './dosen.service';
import { terdaftar } from './enrolment';
import { persenKehadiranSql } from './persentase';

/** GET presensi/mahasiswa/jadwal-kuliah: the student's classes of the active semester with their attendance so far. */
export async function jadwalKuliah(db: Kysely<any>, user: TokenClaims) {
  const mhs = await idMahasiswa(db, user);
  const semester = await activeSemesterId(db);
  return {
    data: await rows<any>(db, sql`
      select k.id_kelas, k.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, mk.sks::int as sks,
        k.id_semester_registrasi, s.nama_semester_registrasi,
        concat_ws(' ', d.gelar_depan_dosen, d.nama_dosen || coalesce(', ' || d.gelar_belakang_dosen, '')) as nama_dosen,
        j.hari::int as hari, to_char(j.jam_mulai, 'HH24:MI') as jam_mulai, to_char(j.jam_selesai, 'HH24:MI') as jam_selesai, r.nama_ruang,
        pk.pertemuan_terlaksana, pk.hadir, pk.persen, pp.min_kehadiran_persen::float8 as batas_kehadiran
      from master_data.kelas k
      join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
      join master_data.dosen d on d.id_dosen = k.id_dosen
      left join lateral (select * from master_data.jadwal jj where jj.id_kelas = k.id_kelas order by jj.hari, jj.jam_mulai limit 1) j on true
      left join master_data.ruang r on r.id_ruang = j.id_ruang
      left join master_data.pengaturan_prodi pp on pp.id_prodi = mk.id_prodi
      cross join lateral ${persenKehadiranSql(sql.ref('k.id_kelas'), mhs)} pk
      where k.id_semester_registrasi = ${semester} and ${terdaftar(sql.ref('k.id_kelas'), mhs)}
      order by j.hari nulls last, j.jam_mulai, mk.nama_mata_kuliah`),
  };
}

/** GET presensi/mahasiswa/jadwal-pertemuan/{id_kelas}/{id_mata_kuliah}: the meetings of an enrolled class and the student's own status. */
export async function jadwalPertemuanMahasiswa(db: Kysely<any>, user: TokenClaims, idKelas: number, idMataKuliah: number) {
  const mhs = await idMahasiswa(db, user);
  const [kelas] = await rows<any>(db, sql`
    select k.id_kelas, k.id_mata_kuliah, mk.nama_mata_kuliah, mk.kode_mata_kuliah, k.nama_kelas, mk.sks::int as sks, k.id_semester_registrasi,
      ${terdaftar(sql.ref('k.id_kelas'), mhs)} as terdaftar
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    where k.id_kelas = ${idKelas} and k.id_mata_kuliah = ${idMataKuliah}`);
  if (!kelas) fail(404, 'kelas_tidak_ditemukan');
  if (!kelas.terdaftar) fail(403, 'tidak_terdaftar_di_kelas');
  const data = await rows<any>(db, sql`
    select p.id_pertemuan, p.pertemuan_ke::int as pertemuan_ke, p.jenis, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
      to_char(p.jam_mulai, 'HH24:MI') as jam_mulai, to_char(p.jam_selesai, 'HH24:MI') as jam_selesai, ${statusEfektif()} as status_pertemuan,
      h.status as status_kehadiran, h.via
    from attendance.pertemuan p left join attendance.kehadiran h on h.id_pertemuan = p.id_pertemuan and h.id_mahasiswa = ${mhs}
    where p.id_kelas = ${idKelas} order by p.pertemuan_ke`);
  const [persen] = await rows<any>(db, sql`select * from ${persenKehadiranSql(idKelas, mhs)} pk`);
  const { terdaftar: _t, ...info } = kelas;
  return { kelas: { ...info, ...persen }, data };
}
