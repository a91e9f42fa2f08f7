import { sql, type RawBuilder } from 'kysely';

/**
 * What other modules may use of `attendance` (declare `requires: ['attendance']`).
 *
 * Tables (schema `attendance`, read only):
 * - `attendance.pertemuan`: one row per meeting of a class (id_kelas, pertemuan_ke, jenis
 *   'kuliah' | 'uts' | 'uas', tanggal, status 'terjadwal' | 'dibuka' | 'ditutup', dibuka_pada).
 * - `attendance.presensi_dosen`: the lecturer's own attendance per meeting (via 'qr' when opened,
 *   'manual' after a validated manual request, 'pengganti' for the substitute after LAK).
 * - `attendance.pengganti_mengajar`: substitute-teaching requests (status 'selesai' = validated by LAK).
 */

/**
 * The lecture meetings (jenis 'kuliah') a lecturer held with dates in [dari, sampai]: those with the
 * lecturer's own attendance row, i.e. opened by them, validated manual attendance, or taught as a
 * substitute. A meeting that is only scheduled never counts. Columns: id_pertemuan, id_kelas, tanggal.
 */
export function pertemuanTerlaksanaSql(idDosen: number, dari: string, sampai: string): RawBuilder<{ id_pertemuan: number; id_kelas: number; tanggal: string }> {
  return sql`select p.id_pertemuan, p.id_kelas, p.tanggal from attendance.presensi_dosen pd
    join attendance.pertemuan p on p.id_pertemuan = pd.id_pertemuan
    where pd.id_dosen = ${idDosen} and p.jenis = 'kuliah' and p.tanggal between ${dari}::date and ${sampai}::date`;
}

/**
 * The lecture meetings of the lecturer's own classes dated in [dari, sampai] and before `hari_ini`
 * that were not held by them (no attendance row of theirs), not cleared by a substitution
 * validated to the end (pengganti_mengajar 'selesai') and not waiting on a manual-attendance
 * request of theirs (presensi_manual not 'ditolak': it becomes held once validated). Columns:
 * id_pertemuan, id_kelas, tanggal.
 */
export function pertemuanTidakTerlaksanaSql(idDosen: number, dari: string, sampai: string, hariIni: string): RawBuilder<{ id_pertemuan: number; id_kelas: number; tanggal: string }> {
  return sql`select p.id_pertemuan, p.id_kelas, p.tanggal from attendance.pertemuan p
    join master_data.kelas k on k.id_kelas = p.id_kelas
    where k.id_dosen = ${idDosen} and p.jenis = 'kuliah' and p.tanggal between ${dari}::date and ${sampai}::date and p.tanggal < ${hariIni}::date
      and not exists (select 1 from attendance.presensi_dosen pd where pd.id_pertemuan = p.id_pertemuan and pd.id_dosen = ${idDosen})
      and not exists (select 1 from attendance.pengganti_mengajar g where g.id_pertemuan = p.id_pertemuan and g.status = 'selesai')
      and not exists (select 1 from attendance.presensi_manual m where m.id_pertemuan = p.id_pertemuan and m.id_dosen = ${idDosen} and m.status <> 'ditolak')`;
}
