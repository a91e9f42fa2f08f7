import { sql, type Kysely } from 'kysely';
import { supervisiQuery } from './server/riwayat-dosen.service';

/**
 * What other modules may read of uaps (the lecturer module's history on /data-pribadi). A caller
 * that does not `require` uaps must call these only when uaps is enabled (its tables exist then).
 */

/** Every supervision of a lecturer, running ones first, then the newest assignment (the query of GET mahasiswa-bimbingan/legacy). */
export async function riwayatMembimbingDosen(db: Kysely<any>, idDosen: number) {
  const rows = await supervisiQuery(db, idDosen, {}).execute();
  return rows.map(({ id_tugas_akhir, nim, nama_mahasiswa, judul, peran, keadaan, tanggal_surat }) => ({ id_tugas_akhir, nim, nama_mahasiswa, judul, peran, keadaan, tanggal_surat }));
}

/** Every examination a lecturer sat on as examiner: proposal examinations and defences, newest first. */
export async function riwayatMengujiDosen(db: Kysely<any>, idDosen: number) {
  const rows = await sql<{ jenis: 'proposal' | 'sidang'; id: number; nim: string; nama_mahasiswa: string; judul: string; tanggal: string | null; hasil: string | null }>`
    select * from (
      select 'proposal' as jenis, u.id_ujian_proposal as id, m.nim, m.nama_mahasiswa, p.judul, to_char(u.tanggal, 'YYYY-MM-DD') as tanggal, u.hasil
      from uaps.ujian_proposal_penguji up
      join uaps.ujian_proposal u on u.id_ujian_proposal = up.id_ujian_proposal
      join uaps.proposal p on p.id_proposal_tugas_akhir = u.id_proposal_tugas_akhir
      join master_data.mahasiswa m on m.id_mahasiswa = p.id_mahasiswa
      where up.id_dosen = ${idDosen}
      union all
      select 'sidang', s.id_sidang_tugas_akhir, m.nim, m.nama_mahasiswa, ta.judul, to_char(s.tanggal, 'YYYY-MM-DD'), s.hasil
      from uaps.sidang_penguji sp
      join uaps.sidang s on s.id_sidang_tugas_akhir = sp.id_sidang_tugas_akhir
      join uaps.tugas_akhir ta on ta.id_tugas_akhir = s.id_tugas_akhir
      join master_data.mahasiswa m on m.id_mahasiswa = ta.id_mahasiswa
      where sp.id_dosen = ${idDosen}
    ) x order by x.tanggal desc nulls first, x.jenis, x.id desc`.execute(db);
  return rows.rows;
}
