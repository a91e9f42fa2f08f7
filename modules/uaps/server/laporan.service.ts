import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { namaLengkapDosenSql } from '../../master-data/public';
import { aksesOf, assertAkses, likePattern, tanggal, tu } from './access';

type Db = Kysely<any>;

/**
 * GET kuota/bimbingan: supervision load of the lecturers of the staff member's programmes: running
 * projects as main and as second supervisor against the programme's main-supervisor quota, 9 per page.
 */
export async function kuotaBimbingan(db: Db, user: TokenClaims, q: { cari?: string; page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  const count = (peran: string) => sql<number>`(select count(*)::int from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
    where pb.id_dosen = d.id_dosen and pb.aktif and pb.peran = ${peran} and ta.status not in ('selesai', 'gagal'))`;
  let query = db.withSchema('master_data').selectFrom('dosen as d').innerJoin('prodi as p', 'p.id_prodi', 'd.id_prodi')
    .innerJoin('jabatan_fungsional as j', 'j.id_jabatan_fungsional', 'd.id_jabatan_fungsional')
    .leftJoin('pengaturan_prodi as s', 's.id_prodi', 'd.id_prodi')
    .select(['d.id_dosen', namaLengkapDosenSql('d').as('nama_dosen'), sql<string | null>`d.nidn::text`.as('nidn'), 'd.id_prodi', 'p.nama_prodi', 'j.nama as jabatan_fungsional',
      sql<number>`coalesce(s.kuota_pembimbing_utama, 10)::int`.as('kuota'), count('utama').as('jumlah_utama'), count('pendamping').as('jumlah_pendamping'),
      sql<number>`greatest(coalesce(s.kuota_pembimbing_utama, 10)::int - ${count('utama')}, 0)`.as('sisa_kuota')])
    .where('d.id_prodi', 'in', akses.length ? akses : [-1]).where('d.aktif', '=', true).where('j.boleh_membimbing', '=', true);
  if (q.cari?.trim()) query = query.where('d.nama_dosen', 'ilike', likePattern(q.cari));
  return { ...(await paged(query.orderBy(count('utama'), 'desc').orderBy('d.nama_dosen').orderBy('d.id_dosen'), q, PAGE_SIZE.QUOTA)), akses_prodi: akses };
}

/** GET kuota/bimbingan/{id_dosen}: the running projects a lecturer supervises, 7 per page; the lecturer must belong to the staff's programmes. */
export async function kuotaBimbinganDetail(db: Db, user: TokenClaims, idDosen: number, q: { page?: number; per_page?: number }) {
  const akses = await aksesOf(db, user);
  const dosen = await db.withSchema('master_data').selectFrom('dosen').select(['id_dosen', 'id_prodi']).where('id_dosen', '=', idDosen).executeTakeFirst();
  if (!dosen) throw httpError(404, tu('galat.dosen_tidak_ditemukan'));
  assertAkses(akses, dosen.id_prodi);
  const query = db.withSchema('uaps').selectFrom('pembimbing as pb').innerJoin('uaps.tugas_akhir as ta', 'ta.id_tugas_akhir', 'pb.id_tugas_akhir')
    .innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'ta.id_mahasiswa').innerJoin('master_data.prodi as p', 'p.id_prodi', 'ta.id_prodi')
    .select(['ta.id_tugas_akhir', 'pb.id_tugas_akhir_pembimbing', 'm.nim', 'm.nama_mahasiswa', 'p.nama_prodi', 'ta.judul', 'ta.status', 'pb.peran', 'pb.nomor_surat',
      tanggal('ta.tanggal_mulai').as('tanggal_mulai'), tanggal('ta.batas_selesai').as('batas_selesai'),
      sql<number>`(select count(*)::int from uaps.bimbingan b where b.id_tugas_akhir = ta.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = 'divalidasi')`.as('bimbingan_tervalidasi')])
    .where('pb.id_dosen', '=', idDosen).where('pb.aktif', '=', true).where('ta.status', 'not in', ['selesai', 'gagal']);
  return { ...(await paged(query.orderBy(sql`case pb.peran when 'utama' then 0 else 1 end`).orderBy('m.nama_mahasiswa').orderBy('pb.id_tugas_akhir_pembimbing'), q, PAGE_SIZE.QUOTA_DETAIL)), akses_prodi: akses };
}
