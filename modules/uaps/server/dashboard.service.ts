import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { aksesOf, dosenOf } from './access';

type Db = Kysely<any>;

/**
 * GET dashboard/prodi/jumlah-ajuan: what waits for programme staff in their programmes:
 * submitted proposals and validated projects without a main supervisor.
 */
export async function jumlahAjuanProdi(db: Db, user: TokenClaims) {
  const akses = await aksesOf(db, user);
  const ids = akses.length ? akses : [-1];
  const result = await sql<{ proposal_diajukan: number; tanpa_pembimbing: number }>`select
    (select count(*)::int from uaps.proposal where status = 'diajukan' and id_prodi in (${sql.join(ids)})) as proposal_diajukan,
    (select count(*)::int from uaps.tugas_akhir ta where ta.id_prodi in (${sql.join(ids)}) and ta.status = 'proposal'
       and not exists (select 1 from uaps.pembimbing pb where pb.id_tugas_akhir = ta.id_tugas_akhir and pb.aktif and pb.peran = 'utama')) as tanpa_pembimbing`.execute(db);
  const r = result.rows[0];
  return { data: [{ kode: 'proposal_diajukan', jumlah: r.proposal_diajukan }, { kode: 'tanpa_pembimbing', jumlah: r.tanpa_pembimbing }], akses_prodi: akses };
}

/**
 * GET dashboard/dosen/jumlah-ajuan: what waits for a lecturer: sessions to validate and students
 * with enough validated sessions whose defence they have not approved yet.
 */
export async function jumlahAjuanDosen(db: Db, user: TokenClaims) {
  const { id_dosen } = await dosenOf(db, user);
  const result = await sql<{ bimbingan_menunggu: number; siap_sidang: number }>`select
    (select count(*)::int from uaps.bimbingan b join uaps.pembimbing pb on pb.id_tugas_akhir = b.id_tugas_akhir and pb.id_dosen = b.id_dosen and pb.aktif
       where b.id_dosen = ${id_dosen} and b.status = 'diajukan') as bimbingan_menunggu,
    (select count(*)::int from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
       left join master_data.pengaturan_prodi s on s.id_prodi = ta.id_prodi
       where pb.id_dosen = ${id_dosen} and pb.aktif and pb.persetujuan_sidang_at is null and ta.status in ('bimbingan', 'perpanjangan')
         and (select count(*) from uaps.bimbingan b where b.id_tugas_akhir = ta.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = 'divalidasi') >= coalesce(s.min_bimbingan_sidang, 8)) as siap_sidang`.execute(db);
  const r = result.rows[0];
  return { data: [{ kode: 'bimbingan_menunggu', jumlah: r.bimbingan_menunggu }, { kode: 'siap_sidang', jumlah: r.siap_sidang }] };
}
