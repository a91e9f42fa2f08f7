import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import type { FileStore } from '../../../core/server/files/store';
import { httpError } from '../../../core/server/http/errors';
import type { BahanAjar } from '../schemas';
import { idDosen, tt } from './nilai.service';

/**
 * The course of `idMataKuliah` with its material, if the lecturer teaches a class of it (in any
 * semester): 404 for an unknown course, 403 for a course they do not teach.
 */
async function bahanMilik(db: Kysely<any>, user: TokenClaims, idMataKuliah: number) {
  const dosen = await idDosen(db, user);
  const { rows: [row] } = await sql<BahanAjar & { id_berkas_rps: string | null; mengampu: boolean }>`
    select mk.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, mk.sks::int as sks, coalesce(b.content, '') as content,
      b.id_berkas_rps::text as id_berkas_rps,
      case when f.id is null then null else json_build_object('nama', 'RPS ' || mk.kode_mata_kuliah || ' ' || mk.nama_mata_kuliah || '.pdf', 'mime', f.mime, 'ukuran', f.ukuran) end as file_rps,
      exists (select 1 from master_data.kelas k where k.id_mata_kuliah = mk.id_mata_kuliah and k.id_dosen = ${dosen}) as mengampu
    from master_data.mata_kuliah mk
    left join teaching.bahan_ajar b on b.id_mata_kuliah = mk.id_mata_kuliah
    left join core.berkas f on f.id = b.id_berkas_rps
    where mk.id_mata_kuliah = ${idMataKuliah}`.execute(db);
  if (!row) throw httpError(404, tt('galat.mata_kuliah_tidak_ditemukan'));
  if (!row.mengampu) throw httpError(403, tt('galat.bukan_mata_kuliah_anda'));
  return row;
}

/** GET bahan-ajar: content, file_rps and nama_mata_kuliah of a course the lecturer teaches. */
export async function bahanAjar(db: Kysely<any>, user: TokenClaims, idMataKuliah: number): Promise<BahanAjar> {
  const { id_berkas_rps: _, mengampu: __, ...bahan } = await bahanMilik(db, user, idMataKuliah);
  return { ...bahan, file_rps: bahan.file_rps ? { ...bahan.file_rps, ukuran: Number(bahan.file_rps.ukuran) } : null };
}

/** GET bahan-ajar/get-file: the course's RPS as a PDF download named 'RPS <kode> <nama>.pdf'; 404 while none. */
export async function kirimRps(db: Kysely<any>, files: FileStore, reply: FastifyReply, user: TokenClaims, idMataKuliah: number) {
  const bahan = await bahanMilik(db, user, idMataKuliah);
  if (!bahan.id_berkas_rps || !bahan.file_rps) throw httpError(404, tt('galat.rps_belum_ada'));
  return files.send(reply, bahan.id_berkas_rps, { nama: bahan.file_rps.nama });
}
