import { sql, type Kysely } from 'kysely';

// Rates versioned by the month they apply from (migration 002, decision 0024). The version in force
// in a month is the one with the latest `berlaku_mulai` on or before the month's first day (null =
// since forever); of two versions starting in the same month the later save counts.

/** The rules' numbers (payroll.pengaturan); a missing key counts as 0. */
export interface Pengaturan {
  honor_absen_per_sks: number;
  kewajiban_bkd_sks: number;
  honor_kelebihan_per_sks: number;
  tunjangan_nidn: number;
  potongan_bkd1_per_sks: number;
  potongan_bkd2_per_pertemuan: number;
  pph21_basis_poin: number;
  honor_ujian_per_kelas: number;
  honor_koreksi_per_mahasiswa: number;
}

export const KUNCI_PENGATURAN: Array<keyof Pengaturan> = ['honor_absen_per_sks', 'kewajiban_bkd_sks', 'honor_kelebihan_per_sks', 'tunjangan_nidn',
  'potongan_bkd1_per_sks', 'potongan_bkd2_per_pertemuan', 'pph21_basis_poin', 'honor_ujian_per_kelas', 'honor_koreksi_per_mahasiswa'];

/** `berlaku_mulai` is in force on `tanggal` (a month's first day, 'YYYY-MM-DD'). */
export const berlakuPada = (tanggal: string) => sql`(berlaku_mulai is null or berlaku_mulai <= ${tanggal}::date)`;
export const urutanBerlaku = sql`berlaku_mulai desc nulls last, id desc`;

/** Every rate in force in the month starting on `tanggal`. */
export async function pengaturanBerlaku(db: Kysely<any>, tanggal: string): Promise<Pengaturan> {
  const { rows } = await sql<{ kunci: string; nilai: string }>`select distinct on (kunci) kunci, nilai from payroll.pengaturan_versi
    where ${berlakuPada(tanggal)} order by kunci, ${urutanBerlaku}`.execute(db);
  const map = new Map(rows.map((r) => [r.kunci, Number(r.nilai)]));
  return Object.fromEntries(KUNCI_PENGATURAN.map((k) => [k, map.get(k) ?? 0])) as unknown as Pengaturan;
}
