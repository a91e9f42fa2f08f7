import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { t } from '../../../core/server/i18n';
import { PANJANG_MAKS } from '../constants';
import { KATEGORI_TIKET, type Tiket, type TiketBaru, type TiketPage } from '../schemas';

const iso = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

function selectTiket(db: Kysely<any>) {
  return db.selectFrom('student.tiket_pelayanan')
    .select(['id_tiket', 'nomor_tiket', 'kategori', 'judul', 'isi', 'status', 'tanggapan', iso('dibuat').as('dibuat'), iso('diubah').as('diubah')]);
}

/** tiket-pelayanan: the student's service tickets, newest first, paged. */
export async function daftarTiket(db: Kysely<any>, idMahasiswa: number, input: { page?: number; per_page?: number }): Promise<TiketPage> {
  return paged(selectTiket(db).where('id_mahasiswa', '=', idMahasiswa).orderBy('dibuat', 'desc').orderBy('id_tiket', 'desc'), input, PAGE_SIZE.DEFAULT) as Promise<TiketPage>;
}

/** Opens a ticket after checking each field (Indonesian message per field; nothing stored on a problem). */
export async function buatTiket(db: Kysely<any>, idMahasiswa: number, input: TiketBaru): Promise<Tiket> {
  const errors: Record<string, string[]> = {};
  const judul = input.judul.trim();
  const isi = input.isi.trim();
  if (!(KATEGORI_TIKET as readonly string[]).includes(input.kategori)) errors.kategori = [t('student', 'validasi.pilihan')];
  if (judul.length < 5) errors.judul = [t('student', 'validasi.minimal', { min: 5 })];
  else if (judul.length > PANJANG_MAKS.judul_tiket) errors.judul = [t('student', 'validasi.terlalu_panjang', { maks: PANJANG_MAKS.judul_tiket })];
  if (isi.length < 10) errors.isi = [t('student', 'validasi.minimal', { min: 10 })];
  if (Object.keys(errors).length) throw httpError(400, t('student', 'validasi.umum'), errors);
  // Ticket numbers read 'TKT-YYYYMMDD-<id>'; the id makes them unique without a counter table.
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('student.tiket_pelayanan')
      .values({ nomor_tiket: sql`'TMP-' || gen_random_uuid()`, id_mahasiswa: idMahasiswa, kategori: input.kategori, judul, isi })
      .returning('id_tiket').executeTakeFirstOrThrow();
    await trx.updateTable('student.tiket_pelayanan')
      .set({ nomor_tiket: sql`'TKT-' || to_char(dibuat at time zone 'Asia/Jakarta', 'YYYYMMDD') || '-' || lpad(id_tiket::text, 5, '0')` })
      .where('id_tiket', '=', inserted.id_tiket).execute();
    return selectTiket(trx).where('id_tiket', '=', inserted.id_tiket).executeTakeFirstOrThrow();
  });
  return row as Tiket;
}
