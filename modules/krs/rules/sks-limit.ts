// The SKS limit of domain-rules.md ("KRS"): package semesters, then bands by previous IPS.

/** Per-programme settings that decide the limit (master_data.pengaturan_prodi). */
export interface SksSettings {
  sks_paket_maks: number;
  semester_paket_sampai: number;
  sks_semester_pendek_maks: number;
}

/** One band of master_data.batas_sks: from `ips_minimal` up, at most `sks_maks`. */
export interface SksBand {
  ips_minimal: number;
  sks_maks: number;
}

/** Why the limit is what it is, for the page and the PDF. */
export type SksLimitBasis = 'paket' | 'ips' | 'semester_pendek';

export interface SksLimit {
  batas_sks: number;
  dasar: SksLimitBasis;
  /** The previous IPS used, when the basis is 'ips'. */
  ips_sebelumnya: number | null;
}

/**
 * The student's study semester (1-based) in a regular semester: two per year since the intake
 * year's Ganjil. A short semester (periode 3) belongs to the Genap before it.
 */
export function semesterKe(angkatan: number, tahunAjaran: number, periode: 1 | 2 | 3): number {
  return (tahunAjaran - angkatan) * 2 + (periode === 1 ? 1 : 2);
}

/**
 * Maximum SKS: a short semester has its own cap; semesters up to `semester_paket_sampai` take the
 * package; later ones follow the band of the previous IPS (highest `ips_minimal` <= IPS). A
 * student past the package semesters without any graded semester (e.g. a transfer) takes the package.
 */
export function batasSks(input: { semesterKe: number; periode: 1 | 2 | 3; ipsSebelumnya: number | null; pengaturan: SksSettings; bands: readonly SksBand[] }): SksLimit {
  const { pengaturan } = input;
  if (input.periode === 3) return { batas_sks: pengaturan.sks_semester_pendek_maks, dasar: 'semester_pendek', ips_sebelumnya: null };
  if (input.semesterKe <= pengaturan.semester_paket_sampai || input.ipsSebelumnya === null) {
    return { batas_sks: pengaturan.sks_paket_maks, dasar: 'paket', ips_sebelumnya: input.ipsSebelumnya };
  }
  const ips = input.ipsSebelumnya;
  const band = [...input.bands].sort((a, b) => Number(b.ips_minimal) - Number(a.ips_minimal)).find((b) => ips >= Number(b.ips_minimal));
  if (!band) throw new Error('Tabel batas SKS tidak mencakup IPS 0.');
  return { batas_sks: band.sks_maks, dasar: 'ips', ips_sebelumnya: ips };
}
