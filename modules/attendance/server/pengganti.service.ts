import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { fail, idDosen, msg, rows, todayJakarta } from './common';
import { jalankanLangkah, langkahUntuk, lingkupProdi, RANTAI_PENGGANTI } from './validation-chain';

const MAKS_BERKAS = 5 * 1024 * 1024;
const nama = (a: string) => sql.raw(`concat_ws(' ', ${a}.gelar_depan_dosen, ${a}.nama_dosen || coalesce(', ' || ${a}.gelar_belakang_dosen, ''))`);

/** GET absen-pengganti-mengajar/jenis-pergantian: the reasons a lecturer can be replaced. */
export async function jenisPergantian(db: Kysely<any>) {
  return { data: await db.withSchema('attendance').selectFrom('jenis_pergantian').select(['id_jenis_pergantian', 'nama']).orderBy('urutan').execute() };
}

/** The columns of a substitute request as every list shows it. */
const kolom = sql`a.id_pengganti_mengajar, a.status, a.alasan, a.dosa_dibersihkan, (a.id_berkas is not null) as ada_berkas,
  to_char(a.dibuat at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as dibuat,
  jp.nama as jenis_pergantian, p.id_pertemuan, p.pertemuan_ke::int as pertemuan_ke, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
  to_char(p.jam_mulai, 'HH24:MI') as jam_mulai, to_char(p.jam_selesai, 'HH24:MI') as jam_selesai,
  mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, pr.nama_prodi,
  ${nama('d')} as nama_dosen, ${nama('dp')} as nama_dosen_pengganti`;
const dari = sql`from attendance.pengganti_mengajar a
  join attendance.jenis_pergantian jp on jp.id_jenis_pergantian = a.id_jenis_pergantian
  join attendance.pertemuan p on p.id_pertemuan = a.id_pertemuan
  join master_data.kelas k on k.id_kelas = p.id_kelas
  join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
  join master_data.prodi pr on pr.id_prodi = mk.id_prodi
  join master_data.dosen d on d.id_dosen = a.id_dosen
  join master_data.dosen dp on dp.id_dosen = a.id_dosen_pengganti`;

/** Which requests a user sees: the lecturer their own, validators those within their programme/faculty scope. */
async function lingkup(db: Kysely<any>, user: TokenClaims): Promise<RawBuilder<boolean>> {
  if (user.id_group_user === 'dsn00') return sql<boolean>`a.id_dosen = ${await idDosen(db, user)}`;
  return lingkupProdi(user, sql.ref('mk.id_prodi'));
}

/**
 * GET absen-pengganti-mengajar: paged list (7) of substitute requests the user may see; `menunggu=1`
 * keeps only those waiting for the user's own step; `status` filters.
 */
export async function listPengganti(db: Kysely<any>, user: TokenClaims, q: { page?: number; per_page?: number; status?: string; menunggu?: number }) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.SUBSTITUTE;
  const where = await filterSql(db, user, q);
  const data = await rows<any>(db, sql`select ${kolom}, count(*) over()::int as total ${dari} where ${where}
    order by a.dibuat desc, a.id_pengganti_mengajar desc limit ${perPage} offset ${(page - 1) * perPage}`);
  const total = data[0]?.total ?? (page > 1 ? (await rows<{ n: number }>(db, sql`select count(*)::int as n ${dari} where ${where}`))[0].n : 0);
  return { data: data.map(({ total: _t, ...r }) => r), current_page: page, per_page: perPage, total };
}

async function filterSql(db: Kysely<any>, user: TokenClaims, q: { status?: string; menunggu?: number }) {
  const parts: RawBuilder<boolean>[] = [await lingkup(db, user)];
  if (q.status) parts.push(sql<boolean>`a.status = ${q.status}`);
  if (q.menunggu) {
    const step = langkahUntuk(RANTAI_PENGGANTI, user.id_group_user);
    parts.push(step ? sql<boolean>`a.status = ${step.dari}` : sql<boolean>`false`);
  }
  return sql.join(parts, sql` and `);
}

/** All rows (no paging) for the XLSX export of the same list. */
export async function exportPengganti(db: Kysely<any>, user: TokenClaims, q: { status?: string; menunggu?: number }): Promise<Buffer> {
  const where = await filterSql(db, user, q);
  const data = await rows<any>(db, sql`select ${kolom} ${dari} where ${where} order by a.dibuat desc, a.id_pengganti_mengajar desc`);
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Pengganti Mengajar');
  ws.columns = [
    { header: 'No', key: 'no', width: 5 }, { header: 'Tanggal Ajuan', key: 'dibuat', width: 18 }, { header: 'Dosen', key: 'nama_dosen', width: 32 },
    { header: 'Dosen Pengganti', key: 'nama_dosen_pengganti', width: 32 }, { header: 'Mata Kuliah', key: 'nama_mata_kuliah', width: 30 },
    { header: 'Kelas', key: 'nama_kelas', width: 8 }, { header: 'Pertemuan', key: 'pertemuan_ke', width: 10 }, { header: 'Tanggal', key: 'tanggal', width: 12 },
    { header: 'Jenis Pergantian', key: 'jenis_pergantian', width: 24 }, { header: 'Alasan', key: 'alasan', width: 40 }, { header: 'Status', key: 'status_label', width: 28 },
  ];
  ws.getRow(1).font = { bold: true };
  data.forEach((r, i) => ws.addRow({ ...r, no: i + 1, status_label: msg(`status_pengganti.${r.status}`) }));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** GET absen-pengganti-mengajar/menggantikan-dosen: requests in which the logged-in lecturer is the substitute. */
export async function menggantikanDosen(db: Kysely<any>, user: TokenClaims, q: { page?: number; per_page?: number }) {
  const dosen = await idDosen(db, user);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.SUBSTITUTE;
  const data = await rows<any>(db, sql`select ${kolom}, count(*) over()::int as total ${dari} where a.id_dosen_pengganti = ${dosen}
    order by p.tanggal desc, a.id_pengganti_mengajar desc limit ${perPage} offset ${(page - 1) * perPage}`);
  const total = data[0]?.total ?? 0;
  return { data: data.map(({ total: _t, ...r }) => r), current_page: page, per_page: perPage, total };
}

/**
 * POST absen-pengganti-mengajar: the lecturer of a meeting asks for a substitute. Only for a
 * meeting of their own class that has not been held; one live request per meeting.
 */
export async function ajukanPengganti(db: Kysely<any>, user: TokenClaims, body: { id_pertemuan: number; id_dosen_pengganti: number; id_jenis_pergantian: number; alasan: string }) {
  const dosen = await idDosen(db, user);
  const [p] = await rows<any>(db, sql`select p.id_pertemuan, k.id_dosen, p.dibuka_pada is null and p.tanggal >= ${todayJakarta} as akan_datang
    from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where p.id_pertemuan = ${body.id_pertemuan}`);
  if (!p) fail(404, 'pertemuan_tidak_ditemukan');
  if (p.id_dosen !== dosen) fail(403, 'bukan_kelas_anda');
  // A substitute is arranged before the meeting, as the form offers; a meeting held or past has its attendance already.
  if (!p.akan_datang) fail(409, 'pengganti_pertemuan_lewat');
  if (body.id_dosen_pengganti === dosen) fail(400, 'pengganti_diri_sendiri');
  const pengganti = await db.withSchema('master_data').selectFrom('dosen').select('id_dosen').where('id_dosen', '=', body.id_dosen_pengganti).where('aktif', '=', true).executeTakeFirst();
  if (!pengganti) fail(400, 'dosen_pengganti_tidak_ditemukan');
  const jenis = await db.withSchema('attendance').selectFrom('jenis_pergantian').select('id_jenis_pergantian').where('id_jenis_pergantian', '=', body.id_jenis_pergantian).executeTakeFirst();
  if (!jenis) fail(400, 'jenis_pergantian_tidak_ditemukan');
  try {
    return await db.transaction().execute(async (trx) => {
      const [row] = await rows<{ id: number }>(trx, sql`insert into attendance.pengganti_mengajar (id_pertemuan, id_dosen, id_dosen_pengganti, id_jenis_pergantian, alasan)
        values (${body.id_pertemuan}, ${dosen}, ${body.id_dosen_pengganti}, ${body.id_jenis_pergantian}, ${body.alasan.trim()}) returning id_pengganti_mengajar as id`);
      await sql`insert into attendance.pengganti_mengajar_riwayat (id_pengganti_mengajar, dari, ke, langkah, id_user) values (${row.id}, null, 'diajukan', 'pengajuan', ${user.id_user})`.execute(trx);
      return { message: msg('pesan.ajuan_dibuat'), id_pengganti_mengajar: row.id };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') fail(409, 'ajuan_sudah_ada');
    throw error;
  }
}

/** POST absen-pengganti-mengajar/{id}/berkas-pendukung (multipart): the requesting lecturer attaches a PDF or image while the request waits for its first step. */
export async function unggahBerkas(app: FastifyInstance, req: FastifyRequest, id: number) {
  const dosen = await idDosen(app.db, req.user!);
  const row = await app.db.withSchema('attendance').selectFrom('pengganti_mengajar').select(['id_dosen', 'status']).where('id_pengganti_mengajar', '=', id).executeTakeFirst();
  if (!row) fail(404, 'ajuan_tidak_ditemukan');
  if (row.id_dosen !== dosen) fail(403, 'bukan_ajuan_anda');
  if (row.status !== 'diajukan') fail(409, 'ajuan_sudah_diproses');
  const file = await app.files.saveUpload(req, { allowed: ['pdf', 'png', 'jpeg'], maxBytes: MAKS_BERKAS, id_user: req.user!.id_user });
  await sql`update attendance.pengganti_mengajar set id_berkas = ${file.id}::uuid, diperbarui = now() where id_pengganti_mengajar = ${id}`.execute(app.db);
  return { message: msg('pesan.berkas_diunggah') };
}

/** GET absen-pengganti-mengajar/{id}/berkas-pendukung: the supporting file, for whoever may see the request. */
export async function unduhBerkas(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, id: number) {
  const where = await lingkup(app.db, req.user!);
  const [row] = await rows<{ id_berkas: string | null }>(app.db, sql`select a.id_berkas::text as id_berkas ${dari} where a.id_pengganti_mengajar = ${id} and ${where}`);
  if (!row) fail(404, 'ajuan_tidak_ditemukan');
  if (!row.id_berkas) fail(404, 'berkas_tidak_ada');
  return app.files.send(reply, row.id_berkas);
}

/** POST absen-pengganti-mengajar/validasi/{langkah}: approve or refuse at one step of the chain. */
export async function validasiPengganti(db: Kysely<any>, user: TokenClaims, langkah: string, body: { id_pengganti_mengajar: number; setuju: boolean; catatan?: string }) {
  const scope = sql<boolean>`exists (select 1 from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah where p.id_pertemuan = t.id_pertemuan and ${lingkupProdi(user, sql.ref('mk.id_prodi'))})`;
  return jalankanLangkah(db, RANTAI_PENGGANTI, { id: body.id_pengganti_mengajar, langkah, setuju: body.setuju, catatan: body.catatan, user, scope });
}

/**
 * POST absen-pengganti-mengajar/pembersihan-dosa: after LAK's validation, the absent lecturer's
 * missed meeting stops counting against them ("clearing the sin"): the meeting is recorded as
 * taught by the substitute (presensi_dosen via 'pengganti') and the request is marked cleared.
 * Once only (conditional update).
 */
export async function pembersihanDosa(db: Kysely<any>, user: TokenClaims, body: { id_pengganti_mengajar: number }) {
  return db.transaction().execute(async (trx) => {
    const [row] = await rows<any>(trx, sql`update attendance.pengganti_mengajar set dosa_dibersihkan = true, diperbarui = now()
      where id_pengganti_mengajar = ${body.id_pengganti_mengajar} and status = 'selesai' and not dosa_dibersihkan
      returning id_pertemuan, id_dosen_pengganti`);
    if (!row) {
      const cur = await trx.withSchema('attendance').selectFrom('pengganti_mengajar').select(['status', 'dosa_dibersihkan']).where('id_pengganti_mengajar', '=', body.id_pengganti_mengajar).executeTakeFirst();
      if (!cur) fail(404, 'ajuan_tidak_ditemukan');
      fail(409, cur.dosa_dibersihkan ? 'pembersihan_sudah' : 'pembersihan_belum_selesai');
    }
    await sql`insert into attendance.presensi_dosen (id_pertemuan, id_dosen, via) values (${row.id_pertemuan}, ${row.id_dosen_pengganti}, 'pengganti') on conflict do nothing`.execute(trx);
    await sql`insert into attendance.pengganti_mengajar_riwayat (id_pengganti_mengajar, dari, ke, langkah, id_user)
      values (${body.id_pengganti_mengajar}, 'selesai', 'selesai', 'pembersihan_dosa', ${user.id_user})`.execute(trx);
    return { message: msg('pesan.pembersihan_selesai') };
  });
}

/** GET absen-pengganti-mengajar/pertemuan: the lecturer's coming meetings (today onward, not held) that have no live substitute request. */
export async function pertemuanBisaDiganti(db: Kysely<any>, user: TokenClaims) {
  const dosen = await idDosen(db, user);
  return {
    data: await rows<any>(db, sql`select p.id_pertemuan, p.pertemuan_ke::int as pertemuan_ke, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
        to_char(p.jam_mulai, 'HH24:MI') as jam_mulai, mk.nama_mata_kuliah, k.nama_kelas
      from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
      join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi and s.aktif
      where k.id_dosen = ${dosen} and p.dibuka_pada is null and p.tanggal >= ${todayJakarta}
        and not exists (select 1 from attendance.pengganti_mengajar a where a.id_pertemuan = p.id_pertemuan and a.status <> 'ditolak')
      order by p.tanggal, p.jam_mulai limit 100`),
  };
}

/** GET absen-pengganti-mengajar/dosen: active lecturers of the caller's programme who can substitute. */
export async function dosenPengganti(db: Kysely<any>, user: TokenClaims) {
  const dosen = await idDosen(db, user);
  return {
    data: await rows<any>(db, sql`select d.id_dosen, ${nama('d')} as nama_dosen from master_data.dosen d
      where d.aktif and d.id_dosen <> ${dosen} and d.id_prodi = (select id_prodi from master_data.dosen where id_dosen = ${dosen}) order by d.nama_dosen`),
  };
}
