import type { ItemKind } from './engine';

export type { ItemKind };
import { BIMBINGAN_MACHINE, IZIN_PERUBAHAN_MACHINE, PENILAIAN_MACHINE, SUBMISSION_MACHINE, UJIAN_PROPOSAL_MACHINE } from './machine';

/** The workflow items of the module and where they live. */
export const PROPOSAL: ItemKind = { jenis: 'proposal', table: 'proposal', idColumn: 'id_proposal_tugas_akhir', machine: SUBMISSION_MACHINE };
export const PERUBAHAN: ItemKind = { jenis: 'perubahan', table: 'perubahan', idColumn: 'id_perubahan', machine: SUBMISSION_MACHINE };
export const BIMBINGAN: ItemKind = { jenis: 'bimbingan', table: 'bimbingan', idColumn: 'id_tugas_akhir_bimbingan', machine: BIMBINGAN_MACHINE };
export const SIDANG: ItemKind = { jenis: 'sidang', table: 'sidang', idColumn: 'id_sidang_tugas_akhir', machine: SUBMISSION_MACHINE };
export const PENILAIAN: ItemKind = { jenis: 'penilaian', table: 'penilaian', idColumn: 'id_penilaian', machine: PENILAIAN_MACHINE };
export const PERBAIKAN: ItemKind = { jenis: 'perbaikan', table: 'perbaikan', idColumn: 'id_perbaikan', machine: SUBMISSION_MACHINE };
export const IZIN_PERUBAHAN: ItemKind = { jenis: 'izin_perubahan', table: 'izin_perubahan', idColumn: 'id_izin_perubahan', machine: IZIN_PERUBAHAN_MACHINE };
export const UJIAN_PROPOSAL: ItemKind = { jenis: 'ujian_proposal', table: 'ujian_proposal', idColumn: 'id_ujian_proposal', machine: UJIAN_PROPOSAL_MACHINE };
