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
  const result = await sql<{ proposal_diajukan: number; tanpa_pembimbing: number; sidang_diajukan: number; sidang_belum_dijadwalkan: number; nilai_menunggu: number }>`select
    (select count(*)::int from uaps.proposal where status = 'diajukan' and id_prodi in (${sql.join(ids)})) as proposal_diajukan,
    (select count(*)::int from uaps.sidang where status = 'diajukan' and id_prodi in (${sql.join(ids)})) as sidang_diajukan,
    (select count(*)::int from uaps.sidang where status = 'divalidasi' and tanggal is null and id_prodi in (${sql.join(ids)})) as sidang_belum_dijadwalkan,
    (select count(*)::int from uaps.penilaian p join uaps.sidang s on s.id_sidang_tugas_akhir = p.id_sidang_tugas_akhir
       where p.status = 'diajukan' and s.hasil is null and s.id_prodi in (${sql.join(ids)})) as nilai_menunggu,
    (select count(*)::int from uaps.tugas_akhir ta where ta.id_prodi in (${sql.join(ids)}) and ta.status = 'proposal'
       and not exists (select 1 from uaps.pembimbing pb where pb.id_tugas_akhir = ta.id_tugas_akhir and pb.aktif and pb.peran = 'utama')) as tanpa_pembimbing`.execute(db);
  const r = result.rows[0];
  const data = (['proposal_diajukan', 'tanpa_pembimbing', 'sidang_diajukan', 'sidang_belum_dijadwalkan', 'nilai_menunggu'] as const).map((kode) => ({ kode, jumlah: r[kode] }));
  return { data, akses_prodi: akses };
}

/**
 * GET dashboard/dosen/jumlah-ajuan: what waits for a lecturer: sessions to validate and students
 * with enough validated sessions whose defence they have not approved yet.
 */
export async function jumlahAjuanDosen(db: Db, user: TokenClaims) {
  const { id_dosen } = await dosenOf(db, user);
  const result = await sql<{ bimbingan_menunggu: number; siap_sidang: number; perbaikan_menunggu: number; nilai_belum_diisi: number }>`select
    (select count(*)::int from uaps.perbaikan pr join uaps.pembimbing pb on pb.id_tugas_akhir = pr.id_tugas_akhir and pb.aktif and pb.peran = 'utama'
       where pb.id_dosen = ${id_dosen} and pr.status = 'diajukan') as perbaikan_menunggu,
    (select count(*)::int from uaps.sidang s where s.status = 'divalidasi' and s.hasil is null and s.tanggal <= (now() at time zone 'Asia/Jakarta')::date
       and (exists (select 1 from uaps.sidang_penguji sp where sp.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir and sp.id_dosen = ${id_dosen}
              and not exists (select 1 from uaps.penilaian p where p.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir and p.id_dosen = ${id_dosen} and p.peran = 'penguji'))
         or exists (select 1 from uaps.pembimbing pb where pb.id_tugas_akhir = s.id_tugas_akhir and pb.aktif and pb.id_dosen = ${id_dosen}
              and not exists (select 1 from uaps.penilaian p where p.id_sidang_tugas_akhir = s.id_sidang_tugas_akhir and p.id_dosen = ${id_dosen} and p.peran = 'pembimbing')))) as nilai_belum_diisi,
    (select count(*)::int from uaps.bimbingan b join uaps.pembimbing pb on pb.id_tugas_akhir = b.id_tugas_akhir and pb.id_dosen = b.id_dosen and pb.aktif
       where b.id_dosen = ${id_dosen} and b.status = 'diajukan') as bimbingan_menunggu,
    (select count(*)::int from uaps.pembimbing pb join uaps.tugas_akhir ta on ta.id_tugas_akhir = pb.id_tugas_akhir
       left join master_data.pengaturan_prodi s on s.id_prodi = ta.id_prodi
       where pb.id_dosen = ${id_dosen} and pb.aktif and pb.persetujuan_sidang_at is null and ta.status in ('bimbingan', 'perpanjangan')
         and (select count(*) from uaps.bimbingan b where b.id_tugas_akhir = ta.id_tugas_akhir and b.id_dosen = pb.id_dosen and b.status = 'divalidasi') >= coalesce(s.min_bimbingan_sidang, 8)) as siap_sidang`.execute(db);
  const r = result.rows[0];
  return { data: (['bimbingan_menunggu', 'siap_sidang', 'perbaikan_menunggu', 'nilai_belum_diisi'] as const).map((kode) => ({ kode, jumlah: r[kode] })) };
}
