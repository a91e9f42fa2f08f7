import type { Kysely } from 'kysely';

/**
 * Drops the seat counter of a class nobody holds a seat in, so the class itself can be deleted
 * (teaching's undo of an opened short-semester class, decision 0034). A counter with seats taken
 * stays, and the class's delete then fails on its reference: the caller refuses the undo.
 */
export async function hapusKuotaKelasKosong(db: Kysely<any>, idKelas: number): Promise<void> {
  await db.deleteFrom('krs.kelas_kuota').where('id_kelas', '=', idKelas).where('terisi', '=', 0).execute();
}
