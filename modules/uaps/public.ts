import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../core/contract/constants';
import { paged } from '../../core/server/http/paging';
import { likePattern } from './server/access';
import { supervisiQuery } from './server/riwayat-dosen.service';

/**
 * What other modules may read of uaps (the lecturer module's history on /data-pribadi). A caller
 * that does not `require` uaps must call these only when uaps is enabled (its tables exist then).
 */

type Halaman = { page?: number; per_page?: number; cari?: string };

/**
 * A lecturer's supervisions, running ones first, then the newest assignment (the query of GET
 * mahasiswa-bimbingan/legacy), 10 per page (supervision history), searchable by NIM, name and title.
 */
export async function riwayatMembimbingDosen(db: Kysely<any>, idDosen: number, q: Halaman & { keadaan?: string } = {}) {
  const page = await paged(supervisiQuery(db, idDosen, { cari: q.cari, keadaan: q.keadaan }), q, PAGE_SIZE.SUPERVISION_HISTORY);
  const data = page.data.map(({ id_tugas_akhir, nim, nama_mahasiswa, judul, peran, keadaan, tanggal_surat }) => ({ id_tugas_akhir, nim, nama_mahasiswa, judul, peran, keadaan, tanggal_surat }));
  return { ...page, data };
}

/**
 * The examinations a lecturer sat on as examiner: proposal examinations and defences, newest first,
 * 10 per page, searchable by NIM, name and title and filtered by kind.
 */
export async function riwayatMengujiDosen(db: Kysely<any>, idDosen: number, q: Halaman & { jenis?: 'proposal' | 'sidang' } = {}) {
  const semua = sql`(
    select 'proposal' as jenis, u.id_ujian_proposal as id, m.nim, m.nama_mahasiswa, p.judul, u.tanggal, u.hasil
    from uaps.ujian_proposal_penguji up
    join uaps.ujian_proposal u on u.id_ujian_proposal = up.id_ujian_proposal
    join uaps.proposal p on p.id_proposal_tugas_akhir = u.id_proposal_tugas_akhir
    join master_data.mahasiswa m on m.id_mahasiswa = p.id_mahasiswa
    where up.id_dosen = ${idDosen}
    union all
    select 'sidang', s.id_sidang_tugas_akhir, m.nim, m.nama_mahasiswa, ta.judul, s.tanggal, s.hasil
    from uaps.sidang_penguji sp
    join uaps.sidang s on s.id_sidang_tugas_akhir = sp.id_sidang_tugas_akhir
    join uaps.tugas_akhir ta on ta.id_tugas_akhir = s.id_tugas_akhir
    join master_data.mahasiswa m on m.id_mahasiswa = ta.id_mahasiswa
    where sp.id_dosen = ${idDosen})`;
  let query = db.selectFrom(semua.as('x'))
    .select([
      sql<'proposal' | 'sidang'>`x.jenis`.as('jenis'), sql<number>`x.id`.as('id'), sql<string>`x.nim`.as('nim'), sql<string>`x.nama_mahasiswa`.as('nama_mahasiswa'),
      sql<string>`x.judul`.as('judul'), sql<string | null>`to_char(x.tanggal, 'YYYY-MM-DD')`.as('tanggal'), sql<string | null>`x.hasil`.as('hasil'),
    ]);
  if (q.jenis) query = query.where(sql.ref('x.jenis'), '=', q.jenis);
  if (q.cari?.trim()) {
    const like = likePattern(q.cari);
    query = query.where(sql<boolean>`(x.nim like ${like} or x.nama_mahasiswa ilike ${like} or x.judul ilike ${like})`, '=', true);
  }
  return paged(query.orderBy(sql`x.tanggal desc nulls first`).orderBy(sql`x.jenis`).orderBy(sql`x.id desc`), q, PAGE_SIZE.SUPERVISION_HISTORY);
}
