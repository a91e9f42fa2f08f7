import { sql, type Kysely, type Transaction } from 'kysely';
import { namaLengkapDosenSql } from '../../master-data/public';
import type { KeputusanUsulan } from '../schemas-prodi';

// What the programme decided on a short-semester course (decision 0026), read by both sides: the
// staff's proposal list and the lecturer's own proposal page.

/**
 * Runs with the course's proposal lock of that short semester: proposing, withdrawing and deciding
 * one course queue behind each other, so no proposal slips in or out while the course is decided.
 */
export async function kunciUsulan(trx: Transaction<any>, kodeSemester: string, idMataKuliah: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`teaching.usulan_sp:${kodeSemester}`}), ${idMataKuliah})`.execute(trx);
}

/** The decisions of the short semester `kodeSemester` on the courses `ids`, by course. */
export async function keputusanMataKuliah(db: Kysely<any>, kodeSemester: string, ids: readonly number[]): Promise<Map<number, KeputusanUsulan>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<KeputusanUsulan & { id_mata_kuliah: number }>`
    select kp.id_mata_kuliah, kp.status, kp.alasan, kp.id_kelas, kl.nama_kelas,
      case when dk.id_dosen is null then null else ${namaLengkapDosenSql('dk')} end as pengampu,
      pg.nama as diputuskan_oleh,
      to_char(kp.diputuskan_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS') as diputuskan_pada
    from teaching.keputusan_semester_pendek kp
    join core.pengguna pg on pg.id_user = kp.id_user
    left join master_data.kelas kl on kl.id_kelas = kp.id_kelas
    left join master_data.dosen dk on dk.id_dosen = kl.id_dosen
    where kp.kode_semester = ${kodeSemester} and kp.id_mata_kuliah = any(${[...ids]}::int[])`.execute(db);
  return new Map(rows.map(({ id_mata_kuliah, ...k }) => [id_mata_kuliah, k]));
}
