import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { fail, idDosen, msg, rows, todayJakarta } from './common';
import { jalankanLangkah, langkahUntuk, lingkupProdi, RANTAI_PRESENSI_MANUAL } from './validation-chain';

const nama = sql.raw(`concat_ws(' ', d.gelar_depan_dosen, d.nama_dosen || coalesce(', ' || d.gelar_belakang_dosen, ''))`);
const kolom = sql`a.id_presensi_manual, a.status, a.alasan, to_char(a.dibuat at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as dibuat,
  p.id_pertemuan, p.pertemuan_ke::int as pertemuan_ke, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal, to_char(p.jam_mulai, 'HH24:MI') as jam_mulai,
  to_char(p.jam_selesai, 'HH24:MI') as jam_selesai, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, pr.nama_prodi, ${nama} as nama_dosen,
  coalesce((select json_agg(json_build_object('langkah', r.langkah, 'ke', r.ke, 'waktu', to_char(r.waktu at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')) order by r.id)
     from attendance.presensi_manual_riwayat r where r.id_presensi_manual = a.id_presensi_manual), '[]'::json) as riwayat`;
const dari = sql`from attendance.presensi_manual a
  join attendance.pertemuan p on p.id_pertemuan = a.id_pertemuan
  join master_data.kelas k on k.id_kelas = p.id_kelas
  join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
  join master_data.prodi pr on pr.id_prodi = mk.id_prodi
  join master_data.dosen d on d.id_dosen = a.id_dosen`;

async function where(db: Kysely<any>, user: TokenClaims, q: { status?: string; menunggu?: number }): Promise<RawBuilder<boolean>> {
  const parts: RawBuilder<boolean>[] = [user.id_group_user === 'dsn00' ? sql<boolean>`a.id_dosen = ${await idDosen(db, user)}` : lingkupProdi(user, sql.ref('mk.id_prodi'))];
  if (q.status) parts.push(sql<boolean>`a.status = ${q.status}`);
  if (q.menunggu) {
    const step = langkahUntuk(RANTAI_PRESENSI_MANUAL, user.id_group_user);
    parts.push(step ? sql<boolean>`a.status = ${step.dari}` : sql<boolean>`false`);
  }
  return sql.join(parts, sql` and `);
}

/** GET presensi/manual-dosen: paged (7) manual-attendance requests: the lecturer's own, or those a validator may see (`menunggu=1`: waiting for their level). */
export async function listPresensiManual(db: Kysely<any>, user: TokenClaims, q: { page?: number; per_page?: number; status?: string; menunggu?: number }) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.ATTENDANCE;
  const w = await where(db, user, q);
  const data = await rows<any>(db, sql`select ${kolom}, count(*) over()::int as total ${dari} where ${w} order by a.dibuat desc, a.id_presensi_manual desc limit ${perPage} offset ${(page - 1) * perPage}`);
  const total = data[0]?.total ?? (page > 1 ? (await rows<{ n: number }>(db, sql`select count(*)::int as n ${dari} where ${w}`))[0].n : 0);
  return {
    data: data.map(({ total: _t, riwayat, ...r }) => ({ ...r, riwayat: typeof riwayat === 'string' ? JSON.parse(riwayat) : riwayat })),
    current_page: page,
    per_page: perPage,
    total,
  };
}

/** GET presensi/manual-dosen/pertemuan: the lecturer's meetings (today or earlier) whose own attendance is missing and that have no live request. */
export async function pertemuanTanpaPresensi(db: Kysely<any>, user: TokenClaims) {
  const dosen = await idDosen(db, user);
  return {
    data: await rows<any>(db, sql`select p.id_pertemuan, p.pertemuan_ke::int as pertemuan_ke, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
        to_char(p.jam_mulai, 'HH24:MI') as jam_mulai, mk.nama_mata_kuliah, k.nama_kelas
      from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi and s.aktif
      where k.id_dosen = ${dosen} and p.tanggal <= ${todayJakarta}
        and not exists (select 1 from attendance.presensi_dosen pd where pd.id_pertemuan = p.id_pertemuan and pd.id_dosen = ${dosen})
        and not exists (select 1 from attendance.presensi_manual m where m.id_pertemuan = p.id_pertemuan and m.id_dosen = ${dosen} and m.status <> 'ditolak')
      order by p.tanggal desc, mk.nama_mata_kuliah`),
  };
}

/** POST presensi/manual-dosen: the lecturer asks for a meeting of their class (today or earlier) to count without the QR. */
export async function ajukanPresensiManual(db: Kysely<any>, user: TokenClaims, body: { id_pertemuan: number; alasan: string }) {
  const dosen = await idDosen(db, user);
  const [p] = await rows<any>(db, sql`select k.id_dosen, p.tanggal <= ${todayJakarta} as lewat,
      exists (select 1 from attendance.presensi_dosen pd where pd.id_pertemuan = p.id_pertemuan and pd.id_dosen = ${dosen}) as sudah
    from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where p.id_pertemuan = ${body.id_pertemuan}`);
  if (!p) fail(404, 'pertemuan_tidak_ditemukan');
  if (p.id_dosen !== dosen) fail(403, 'bukan_kelas_anda');
  if (!p.lewat) fail(400, 'pertemuan_belum_lewat');
  if (p.sudah) fail(409, 'presensi_dosen_sudah_ada');
  try {
    return await db.transaction().execute(async (trx) => {
      const [row] = await rows<{ id: number }>(trx, sql`insert into attendance.presensi_manual (id_pertemuan, id_dosen, alasan)
        values (${body.id_pertemuan}, ${dosen}, ${body.alasan.trim()}) returning id_presensi_manual as id`);
      await sql`insert into attendance.presensi_manual_riwayat (id_presensi_manual, dari, ke, langkah, id_user) values (${row.id}, null, 'diajukan', 'pengajuan', ${user.id_user})`.execute(trx);
      return { message: msg('pesan.ajuan_dibuat'), id_presensi_manual: row.id };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') fail(409, 'ajuan_sudah_ada');
    throw error;
  }
}

/** POST presensi/manual-dosen/validasi/{level_1|level_2}: approving level 2 records the lecturer present (via 'manual'). */
export async function validasiPresensiManual(db: Kysely<any>, user: TokenClaims, langkah: string, body: { id_presensi_manual: number; setuju: boolean; catatan?: string }) {
  const scope = sql<boolean>`exists (select 1 from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah where p.id_pertemuan = t.id_pertemuan and ${lingkupProdi(user, sql.ref('mk.id_prodi'))})`;
  return jalankanLangkah(db, RANTAI_PRESENSI_MANUAL, { id: body.id_presensi_manual, langkah, setuju: body.setuju, catatan: body.catatan, user, scope }, async (trx, id) => {
    await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via)
      select id_pertemuan, id_dosen, 'manual' from attendance.presensi_manual where id_presensi_manual = ${id} on conflict do nothing`.execute(trx);
  });
}
