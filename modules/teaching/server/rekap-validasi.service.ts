import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { likePattern } from '../../../core/server/db/like';
import { namaLengkapDosenSql } from '../../master-data/public';
import type { RekapValidasi, RekapValidasiItem, RekapValidasiQuery } from '../schemas-rekap-validasi';
import { halamanStaf, semesterBeban } from './preferensi-prodi.service';
import { prodiDilihat } from './usulan-prodi.service';

// Programme staff follow the grade validation (decision 0020) of their programmes' classes in a
// semester (decision 0045): who has validated, who still has students without a grade. A class
// belongs to its course's programme, as in the other staff lists.

/** The classes of the semester in `prodi` matching `cari`, as a relation `kv` with their counts and validation. */
const kelasDenganValidasi = (prodi: number[], idSemester: number, cari: string | undefined) => {
  const kata = cari?.trim();
  return sql`select k.id_kelas, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, concat_ws(' ', pr.jenjang, pr.nama_prodi) as nama_prodi,
      case when d.id_dosen is null then null else ${namaLengkapDosenSql('d')} end as nama_dosen,
      n.jumlah_mahasiswa, n.jumlah_dinilai, v.divalidasi_pada
    from master_data.kelas k
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    join master_data.prodi pr on pr.id_prodi = mk.id_prodi
    left join master_data.dosen d on d.id_dosen = k.id_dosen
    left join teaching.validasi_nilai v on v.id_kelas = k.id_kelas
    cross join lateral (select count(*)::int as jumlah_mahasiswa, count(kk.nilai_angka)::int as jumlah_dinilai
      from krs.krs_kelas kk where kk.id_kelas = k.id_kelas) n
    where k.id_semester_registrasi = ${idSemester} and mk.id_prodi = any(${prodi}::int[])
      ${kata ? sql`and (mk.kode_mata_kuliah ilike ${likePattern(kata)} or mk.nama_mata_kuliah ilike ${likePattern(kata)}
        or k.nama_kelas ilike ${likePattern(kata)} or d.nama_dosen ilike ${likePattern(kata)})` : sql``}`;
};

/** One page of the classes: not validated first, then by course code and class. */
async function bacaKelas(db: Kysely<any>, prodi: number[], idSemester: number, q: RekapValidasiQuery, halaman: { limit: number; offset: number }) {
  const status = q.status === 'sudah' ? sql`kv.divalidasi_pada is not null` : q.status === 'belum' ? sql`kv.divalidasi_pada is null` : sql`true`;
  const { rows } = await sql<Omit<RekapValidasiItem, 'divalidasi_pada'> & { divalidasi_pada: string | null; total: number }>`
    select kv.id_kelas, kv.kode_mata_kuliah, kv.nama_mata_kuliah, kv.nama_kelas, kv.nama_prodi, kv.nama_dosen, kv.jumlah_mahasiswa, kv.jumlah_dinilai,
      to_char(kv.divalidasi_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS') || '+07:00' as divalidasi_pada,
      count(*) over()::int as total
    from (${kelasDenganValidasi(prodi, idSemester, q.cari)}) kv
    where ${status}
    order by kv.divalidasi_pada is not null, kv.kode_mata_kuliah, kv.nama_kelas, kv.id_kelas
    limit ${halaman.limit} offset ${halaman.offset}`.execute(db);
  return rows;
}

/** GET rekap-validasi-nilai: one page of the classes of the staff's programmes in one semester (default the active one). */
export async function rekapValidasi(db: Kysely<any>, user: TokenClaims, q: RekapValidasiQuery): Promise<RekapValidasi> {
  const { akses, dipilih, prodi } = await prodiDilihat(db, user, q.id_prodi);
  const semester = await semesterBeban(db, q.id_semester);
  const halaman = await halamanStaf<RekapValidasiItem>(db, q, (h) => bacaKelas(db, dipilih, semester.id_semester_registrasi, q, h));
  const { rows: [r] } = await sql<{ jumlah_kelas: number; sudah_divalidasi: number; nilai_lengkap_belum_divalidasi: number }>`
    select count(*)::int as jumlah_kelas, count(kv.divalidasi_pada)::int as sudah_divalidasi,
      count(*) filter (where kv.divalidasi_pada is null and kv.jumlah_mahasiswa > 0 and kv.jumlah_dinilai = kv.jumlah_mahasiswa)::int as nilai_lengkap_belum_divalidasi
    from (${kelasDenganValidasi(dipilih, semester.id_semester_registrasi, q.cari)}) kv`.execute(db);
  const { rows: [jendela] } = await sql<{ mulai: string; selesai: string; dibuka: boolean }>`
    select to_char(j.mulai, 'YYYY-MM-DD') as mulai, to_char(j.selesai, 'YYYY-MM-DD') as selesai,
      (now() at time zone 'Asia/Jakarta')::date between j.mulai and j.selesai as dibuka
    from teaching.jadwal_input_nilai j where j.id_semester_registrasi = ${semester.id_semester_registrasi}`.execute(db);
  return {
    ...halaman, akses_prodi: akses, semester, prodi,
    ringkasan: { jumlah_kelas: r.jumlah_kelas, sudah_divalidasi: r.sudah_divalidasi, nilai_lengkap_belum_divalidasi: r.nilai_lengkap_belum_divalidasi },
    jendela: jendela ?? null,
  };
}
