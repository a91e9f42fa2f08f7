import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { activeSemesterId, fail, idMahasiswa, msg, rows } from './common';
import { statusEfektif } from './dosen.service';
import { terdaftar } from './enrolment';
import { readQrToken, verifyQrSignature } from './qr-token';
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

/**
 * POST presensi/mahasiswa/scan-qrcode: records 'hadir' from a scanned QR token. Checks, in order,
 * each refusal with its own message and nothing recorded: the token is well formed and names a
 * meeting; it belongs to the class the scan page is for (when given); the student is enrolled in
 * the meeting's class; the meeting is open; the signature matches the meeting's current secret;
 * the token has not expired. A student already recorded gets 'sudah tercatat' and nothing changes
 * (the primary key of attendance.kehadiran guarantees one row however many scans race).
 */
export async function scanQrcode(db: Kysely<any>, user: TokenClaims, body: { token: string; id_kelas?: number }, now = Date.now()) {
  const payload = readQrToken(body.token.trim());
  if (!payload) fail(400, 'qr_tidak_valid');
  // One round trip for the student, the meeting and the enrolment: a lecture hall scans at once.
  const [p] = await rows<any>(db, sql`
    select m.id_mahasiswa, p.id_pertemuan, p.id_kelas, p.pertemuan_ke::int as pertemuan_ke, p.qr_rahasia, ${statusEfektif()} as status, mk.nama_mata_kuliah,
      ${terdaftar(sql.ref('p.id_kelas'), sql.ref('m.id_mahasiswa'))} as terdaftar
    from (select id_mahasiswa from master_data.mahasiswa where id_user = ${user.id_user}) m
    left join (attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah)
      on p.uid = ${payload.u}::uuid`);
  if (!p) fail(403, 'bukan_mahasiswa');
  const mhs = p.id_mahasiswa as number;
  if (p.id_pertemuan === null) fail(400, 'qr_tidak_valid');
  if (body.id_kelas !== undefined && body.id_kelas !== p.id_kelas) fail(400, 'qr_kelas_lain');
  if (!p.terdaftar) fail(403, 'tidak_terdaftar_di_kelas');
  if (p.status !== 'dibuka' || !p.qr_rahasia) fail(409, 'pertemuan_tidak_dibuka');
  if (!verifyQrSignature(body.token.trim(), p.qr_rahasia)) fail(400, 'qr_tidak_valid');
  if (now > payload.e) fail(400, 'qr_kedaluwarsa');
  const res = await sql<{ id_mahasiswa: number }>`
    with baru as (
      insert into attendance.kehadiran (id_pertemuan, id_mahasiswa, status, via) values (${p.id_pertemuan}, ${mhs}, 'hadir', 'qr')
      on conflict (id_pertemuan, id_mahasiswa) do nothing returning id_mahasiswa
    )
    insert into attendance.pemindaian_qr (nonce, id_mahasiswa, id_pertemuan) select ${payload.n}::uuid, id_mahasiswa, ${p.id_pertemuan} from baru
    returning id_mahasiswa`.execute(db);
  const tercatat = res.rows.length === 1;
  return {
    tercatat,
    message: tercatat ? msg('pesan.scan_berhasil', { ke: p.pertemuan_ke, matkul: p.nama_mata_kuliah }) : msg('pesan.sudah_tercatat'),
    pertemuan_ke: p.pertemuan_ke,
    nama_mata_kuliah: p.nama_mata_kuliah,
  };
}
