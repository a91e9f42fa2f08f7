import { sql, type Kysely } from 'kysely';
import { httpError } from '../../../core/server/http/errors';
import type { DokumenDosen } from '../schemas';
import { tl } from './biodata.service';

type Db = Kysely<any>;

/** GET dokumen/dosen: the lecturer's own documents with their file's name and size, newest first. */
export async function dokumenDosen(db: Db, idDosen: number): Promise<DokumenDosen[]> {
  return db.selectFrom('lecturer.dokumen_dosen as d').innerJoin('core.berkas as b', 'b.id', 'd.id_berkas')
    .leftJoin('master_data.dokumen_kategori as k', 'k.id_dokumen_kategori', 'd.id_dokumen_kategori')
    .select(['d.id_dokumen_dosen', 'd.jenis', 'k.nama as nama_kategori', 'd.judul', 'd.nomor', sql<string | null>`to_char(d.tanggal, 'YYYY-MM-DD')`.as('tanggal'), 'b.nama as nama_berkas', 'b.ukuran'])
    .where('d.id_dosen', '=', idDosen)
    .orderBy(sql`d.tanggal desc nulls last`).orderBy('d.id_dokumen_dosen', 'desc').execute() as Promise<DokumenDosen[]>;
}

/** The file of one of the lecturer's own documents; another lecturer's answers the same 404 as a missing one. */
export async function berkasDokumen(db: Db, idDosen: number, id: number): Promise<string> {
  const row = await db.selectFrom('lecturer.dokumen_dosen').select('id_berkas')
    .where('id_dokumen_dosen', '=', id).where('id_dosen', '=', idDosen).executeTakeFirst();
  if (!row) throw httpError(404, tl('galat.dokumen_tidak_ada'));
  return row.id_berkas as string;
}
