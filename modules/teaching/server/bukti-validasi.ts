import { sql, type Kysely } from 'kysely';
import { formatJam } from '../../../core/contract/format';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { formatTanggalCetak } from '../../../core/server/print';
import type { BuktiValidasiNilai } from '../schemas';

// The stored grade validation of a class (teaching.validasi_nilai, decision 0020), read by the grade
// sheet, the validation itself and the grade entry that it closes. Kept apart from nilai.service.ts,
// which needs it, so that the validation service can build on nilai.service.ts without a cycle.

/** One student's grade as the receipt keeps it. */
export interface NilaiTervalidasi {
  nim: string;
  nama_mahasiswa: string;
  nilai_angka: number;
  nilai_huruf: string;
  nilai_indeks: number;
}

/** A stored validation: its receipt, the students' grades as validated and the semester code (for the print's file name). */
export interface ValidasiTersimpan {
  bukti: BuktiValidasiNilai;
  mahasiswa: NilaiTervalidasi[];
  kode_semester: string;
}

/** The moment as the messages and the print name it, in Asia/Jakarta: 'Kamis, 26 November 2026 pukul 14.05 WIB'. */
export function waktuValidasi(iso: string): string {
  const jam = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return t('teaching', 'validasi.waktu', { tanggal: formatTanggalCetak(new Date(iso), true), jam: formatJam(jam) });
}

/** The class's validation, or undefined while its grades are not validated. */
export async function validasiKelas(db: Kysely<any>, idKelas: number): Promise<ValidasiTersimpan | undefined> {
  const { rows: [v] } = await sql<Omit<BuktiValidasiNilai, 'tanggal'> & { tanggal: string; mahasiswa: NilaiTervalidasi[]; kode_semester: string }>`
    select v.mata_kuliah, v.biodata, v.mahasiswa, s.kode_semester,
      to_char(v.divalidasi_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS') || '+07:00' as tanggal
    from teaching.validasi_nilai v
    join master_data.kelas k on k.id_kelas = v.id_kelas
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    where v.id_kelas = ${idKelas}`.execute(db);
  if (!v) return undefined;
  return { bukti: { mata_kuliah: v.mata_kuliah, biodata: v.biodata, tanggal: v.tanggal }, mahasiswa: v.mahasiswa, kode_semester: v.kode_semester };
}

/** Who validated and when, for a refusal: 'pada <waktu> oleh <dosen>' filled into `key` of the catalogue's `galat`. */
export function tolakTervalidasi(bukti: BuktiValidasiNilai, key: 'sudah_divalidasi' | 'nilai_final'): never {
  throw httpError(409, t('teaching', `galat.${key}`, { waktu: waktuValidasi(bukti.tanggal), dosen: bukti.biodata.nama_dosen }));
}

/**
 * Grade entry (POST and PATCH input-nilai without `perubahan`) is closed for a validated class: a
 * 409 naming when and by whom. Called before the save and again inside its transaction (krs's
 * `dalamTransaksi`, after the class's rows are locked), so a validation that commits while the save
 * waits for those rows still refuses it.
 */
export async function tolakBilaDivalidasi(db: Kysely<any>, idKelas: number): Promise<void> {
  const v = await validasiKelas(db, idKelas);
  if (v) tolakTervalidasi(v.bukti, 'nilai_final');
}
