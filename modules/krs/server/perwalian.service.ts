import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { ExtensionRegistry } from '../../../core/server/extensions';
import { httpError } from '../../../core/server/http/errors';
import { paged } from '../../../core/server/http/paging';
import { formatIndeks, ipk } from '../rules';
import type { KrsStatus, PerwalianDetail, PerwalianPage, PerwalianQuery } from '../schemas';
import { mahasiswaById, msg, publicSemester, type Mahasiswa, type SemesterRow } from './context.service';
import { getKrs } from './krs.service';
import { gradesOf } from './record.service';
import { escapeLike } from '../../../core/server/db/like';

// The academic adviser's (dosen PA) side of the KRS workflow: draft -> diajukan -> disetujui | dikembalikan.

/** GET krs/perwalian: the adviser's students with their KRS of the active semester; submitted ones first. */
export async function daftarPerwalian(db: Kysely<any>, idDosen: number, semester: SemesterRow, query: PerwalianQuery): Promise<PerwalianPage> {
  let q = db.selectFrom('master_data.mahasiswa as m')
    .innerJoin('master_data.prodi as p', 'p.id_prodi', 'm.id_prodi')
    .leftJoin('krs.krs as h', (join) => join.onRef('h.id_mahasiswa', '=', 'm.id_mahasiswa').on('h.id_semester_registrasi', '=', semester.id_semester_registrasi))
    .select([
      'm.id_mahasiswa', 'm.nim', 'm.nama_mahasiswa', 'm.angkatan', 'p.nama_prodi', 'h.id_krs', 'h.status',
      sql<string>`coalesce((select sum(kk.sks) from krs.krs_kelas kk where kk.id_krs = h.id_krs), 0)`.as('total_sks'),
      sql<string>`(select count(*) from krs.krs_kelas kk where kk.id_krs = h.id_krs)`.as('jumlah_kelas'),
      sql<string | null>`to_char(h.diajukan_pada at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('diajukan_pada'),
    ])
    .where('m.id_dosen_pa', '=', idDosen);
  if (query.status === 'belum') q = q.where('h.id_krs', 'is', null);
  else if (query.status) q = q.where('h.status', '=', query.status);
  const cari = query.cari?.trim();
  if (cari) q = q.where((eb) => eb.or([eb('m.nama_mahasiswa', 'ilike', `%${escapeLike(cari)}%`), eb('m.nim', 'like', `${escapeLike(cari)}%`)]));
  q = q.orderBy(sql`case h.status when 'diajukan' then 0 when 'dikembalikan' then 1 when 'draft' then 2 when 'disetujui' then 3 else 4 end`).orderBy('m.nim');
  const page = await paged(q, query, PAGE_SIZE.LECTURER_STUDENTS);
  return {
    ...page,
    semester: publicSemester(semester),
    data: (page.data as any[]).map((r) => ({ ...r, angkatan: Number(r.angkatan), total_sks: Number(r.total_sks), jumlah_kelas: Number(r.jumlah_kelas) })),
  };
}

/** Number of the adviser's students whose KRS of the active semester waits for approval. */
export async function jumlahMenunggu(db: Kysely<any>, idDosen: number, semester: SemesterRow): Promise<number> {
  const row = await db.selectFrom('krs.krs as h').innerJoin('master_data.mahasiswa as m', 'm.id_mahasiswa', 'h.id_mahasiswa')
    .select(sql<string>`count(*)`.as('n')).where('m.id_dosen_pa', '=', idDosen).where('h.id_semester_registrasi', '=', semester.id_semester_registrasi)
    .where('h.status', '=', 'diajukan').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The student, only when the lecturer is their adviser: 404 for an unknown student, 403 for someone else's. */
export async function adviseeOf(db: Kysely<any>, idDosen: number, idMahasiswa: number, semester: SemesterRow): Promise<Mahasiswa> {
  const m = await mahasiswaById(db, idMahasiswa, semester);
  if (!m) throw httpError(404, msg('galat.mahasiswa_tidak_ditemukan'));
  if (m.id_dosen_pa !== idDosen) throw httpError(403, msg('galat.bukan_perwalian'));
  return m;
}

/** GET krs/perwalian/{id_mahasiswa}: the advisee's KRS of the active semester, IPK and status history. */
export async function detailPerwalian(db: Kysely<any>, ext: ExtensionRegistry, m: Mahasiswa, semester: SemesterRow): Promise<PerwalianDetail> {
  const krs = await getKrs(db, ext, m, semester);
  const riwayat = krs.id_krs ? await db.selectFrom('krs.riwayat_krs as r').innerJoin('core.pengguna as u', 'u.id_user', 'r.id_user')
    .select(['r.status_dari', 'r.status_ke', 'r.catatan', sql<string>`to_char(r.waktu at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('waktu'), 'u.nama as oleh'])
    .where('r.id_krs', '=', krs.id_krs).orderBy('r.waktu').orderBy('r.id_riwayat').execute() : [];
  return { ...krs, ipk: formatIndeks(ipk(await gradesOf(db, m.id_mahasiswa), krs.semester.kode_semester)), riwayat: riwayat as PerwalianDetail['riwayat'] };
}

/**
 * Approves ('disetujui', locked) or returns ('dikembalikan', with a note) a submitted KRS: one
 * conditional update on status 'diajukan' plus a history row, so two decisions cannot both win.
 */
export async function putuskan(db: Kysely<any>, actor: { id_user: number; id_dosen: number }, m: Mahasiswa, semester: SemesterRow, keputusan: 'disetujui' | 'dikembalikan', catatan: string | null) {
  return db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('krs.krs').set({
      status: keputusan, catatan_pa: catatan, id_dosen_penyetuju: keputusan === 'disetujui' ? actor.id_dosen : null,
      diputuskan_pada: sql`now()`, diubah: sql`now()`,
    }).where('id_mahasiswa', '=', m.id_mahasiswa).where('id_semester_registrasi', '=', semester.id_semester_registrasi)
      .where('status', '=', 'diajukan').returning('id_krs').executeTakeFirst();
    if (!updated) {
      const current = await trx.selectFrom('krs.krs').select('status').where('id_mahasiswa', '=', m.id_mahasiswa)
        .where('id_semester_registrasi', '=', semester.id_semester_registrasi).executeTakeFirst();
      const key = !current ? 'galat.krs_belum_ada' : current.status === 'disetujui' ? 'galat.sudah_disetujui_pa' : 'galat.belum_diajukan';
      throw httpError(409, msg(key));
    }
    await trx.insertInto('krs.riwayat_krs').values({ id_krs: updated.id_krs, status_dari: 'diajukan', status_ke: keputusan, id_user: actor.id_user, catatan }).execute();
    return { status: keputusan as KrsStatus, message: msg(keputusan === 'disetujui' ? 'sukses.disetujui' : 'sukses.dikembalikan', { nama: m.nama_mahasiswa }) };
  });
}
