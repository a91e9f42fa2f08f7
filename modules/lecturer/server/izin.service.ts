import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import Value from 'typebox/value';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { FileStore } from '../../../core/server/files/store';
import { httpError, translateValidation } from '../../../core/server/http/errors';
import { te } from '../../../core/server/i18n';
import { lingkupProdi, namaLengkapDosenSql } from '../../master-data/public';
import {
  IZIN_MAKS_HARI, IZIN_MAKS_UKURAN, IZIN_MUNDUR_HARI, PengajuanIzinForm, type MengikutiKelasBody, type MengikutiKelasList, type PemberianIzinBody,
  type PemberianIzinHasil, type PengajuanIzin, type PengajuanIzinList, type PengajuanIzinQuery, type PengajuanIzinTersimpan,
} from '../schemas-izin';
import { dosenSaya, tl } from './biodata.service';
import { hariIniJakarta, tanggalAsli } from './tanggal';

type Db = Kysely<any>;
const DITERIMA = ['pdf', 'png', 'jpeg'] as const;
/** Who decides a lecturer's leave: programme staff (aka02 is the head of programme's group) of the lecturer's homebase. */
export const PEMBERI_IZIN = ['aka00', 'aka02'] as const;
export const PEMOHON_IZIN = ['dsn00', 'kor00'] as const;

const ti = (key: string, vars?: Record<string, string | number>) => tl(`izin.${key}`, vars);
const gagal = (status: number, key: string, vars?: Record<string, string | number>): never => {
  throw httpError(status, ti(`galat.${key}`, vars));
};
const pemberi = (user: TokenClaims) => (PEMBERI_IZIN as readonly string[]).includes(user.id_group_user);

const hariKe = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;
const formatTanggal = (iso: string) => new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${iso}T00:00:00Z`));

/** Requests the approver `user` may see: lecturers whose homebase is among their programmes (core.akses_prodi). */
const lingkupPemberi = (user: TokenClaims): RawBuilder<boolean> => lingkupProdi(user, sql.ref('d.id_prodi'));

const kolom = sql`i.id_pengajuan_izin, i.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, pr.nama_prodi, i.jenis,
  to_char(i.tanggal_mulai, 'YYYY-MM-DD') as tanggal_mulai, to_char(i.tanggal_selesai, 'YYYY-MM-DD') as tanggal_selesai,
  (i.tanggal_selesai - i.tanggal_mulai + 1)::int as jumlah_hari, i.alasan, jl.nama as nama_jenis_lampiran, b.nama as nama_berkas, b.ukuran::int as ukuran,
  i.status, i.catatan, u.nama as diputuskan_oleh,
  to_char(i.diputuskan_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as diputuskan_pada,
  to_char(i.dibuat at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as dibuat`;
const dari = sql`from lecturer.pengajuan_izin i
  join master_data.dosen d on d.id_dosen = i.id_dosen
  join master_data.prodi pr on pr.id_prodi = d.id_prodi
  join master_data.jenis_lampiran_pengajuan jl on jl.id_jenis_lampiran_pengajuan = i.id_jenis_lampiran_pengajuan
  join core.berkas b on b.id = i.id_berkas
  left join core.pengguna u on u.id_user = i.diputuskan_oleh`;

/**
 * GET absen-jalan/pengajuan-izin: a lecturer's own requests, or for programme staff the requests of
 * their programmes' lecturers (waiting ones first). Paged (7), newest first.
 */
export async function daftarIzin(db: Db, user: TokenClaims, q: PengajuanIzinQuery): Promise<PengajuanIzinList> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.LEAVE;
  const sebagaiPemberi = pemberi(user);
  const parts: RawBuilder<boolean>[] = [sebagaiPemberi ? lingkupPemberi(user) : sql<boolean>`i.id_dosen = ${await dosenSaya(db, user)}`];
  if (q.status) parts.push(sql<boolean>`i.status = ${q.status}`);
  const where = sql.join(parts, sql` and `);
  const urut = sebagaiPemberi ? sql`(i.status = 'diajukan') desc, i.tanggal_mulai, i.id_pengajuan_izin` : sql`i.dibuat desc, i.id_pengajuan_izin desc`;
  const { rows } = await sql<PengajuanIzin & { total: number }>`select ${kolom}, count(*) over()::int as total ${dari} where ${where}
    order by ${urut} limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
  const total = rows[0]?.total ?? (page > 1 ? (await sql<{ n: number }>`select count(*)::int as n ${dari} where ${where}`.execute(db)).rows[0].n : 0);
  return { data: rows.map(({ total: _t, ...r }) => r), current_page: page, per_page: perPage, total, peran: sebagaiPemberi ? 'pemberi' : 'pemohon' };
}

/** The field errors of a leave form beyond its schema (real dates, order, length, how far back). */
function periksaTanggal(form: PengajuanIzinForm): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const f = (k: 'tanggal_mulai' | 'tanggal_selesai') => tl(`izin.field.${k}`);
  for (const k of ['tanggal_mulai', 'tanggal_selesai'] as const) if (!tanggalAsli(form[k])) errors[k] = [ti('galat.tanggal_tidak_valid', { field: f(k) })];
  if (Object.keys(errors).length) return errors;
  const mulai = hariKe(form.tanggal_mulai);
  const selesai = hariKe(form.tanggal_selesai);
  if (selesai < mulai) errors.tanggal_selesai = [ti('galat.tanggal_terbalik')];
  else if (selesai - mulai + 1 > IZIN_MAKS_HARI) errors.tanggal_selesai = [ti('galat.terlalu_lama', { hari: IZIN_MAKS_HARI })];
  if (mulai < hariKe(hariIniJakarta()) - IZIN_MUNDUR_HARI) errors.tanggal_mulai = [ti('galat.terlalu_mundur', { hari: IZIN_MUNDUR_HARI })];
  return errors;
}

const tolak = (errors: Record<string, string[]>): never => {
  throw httpError(400, Object.values(errors).flat().join(' ') || te('validasi.umum'), errors);
};

/**
 * POST absen-jalan/pengajuan-izin (multipart: jenis, tanggal_mulai, tanggal_selesai, alasan,
 * id_jenis_lampiran_pengajuan, berkas). Every check runs before anything is written; the file and
 * the request are written in one transaction behind a lock on the lecturer's row, so two requests
 * sent at once cannot both pass the overlap check, and a refused one stores nothing.
 */
export async function ajukanIzin(app: FastifyInstance, req: FastifyRequest): Promise<PengajuanIzinTersimpan> {
  const user = req.user!;
  const idDosen = await dosenSaya(app.db, user);
  const { fields, file } = await app.files.readForm(req, IZIN_MAKS_UKURAN);
  const issues = [...Value.Errors(PengajuanIzinForm, fields)];
  if (issues.length) tolak(translateValidation(issues as never, 'body', PengajuanIzinForm as never));
  const form = fields as unknown as PengajuanIzinForm;
  const errors = periksaTanggal(form);
  const lampiran = await app.db.selectFrom('master_data.jenis_lampiran_pengajuan').select('id_jenis_lampiran_pengajuan')
    .where('id_jenis_lampiran_pengajuan', '=', Number(form.id_jenis_lampiran_pengajuan)).executeTakeFirst();
  if (!lampiran) errors.id_jenis_lampiran_pengajuan = [ti('galat.lampiran_tidak_dikenal')];
  if (!file) errors.berkas = [ti('galat.berkas_wajib')];
  if (Object.keys(errors).length) tolak(errors);
  return app.db.transaction().execute(async (trx) => {
    await sql`select id_dosen from master_data.dosen where id_dosen = ${idDosen} for update`.execute(trx);
    const { rows: [lain] } = await sql<{ jenis: string; dari: string; sampai: string }>`select jenis, to_char(tanggal_mulai, 'YYYY-MM-DD') as dari,
        to_char(tanggal_selesai, 'YYYY-MM-DD') as sampai from lecturer.pengajuan_izin
      where id_dosen = ${idDosen} and status <> 'ditolak' and tanggal_mulai <= ${form.tanggal_selesai}::date and tanggal_selesai >= ${form.tanggal_mulai}::date
      order by tanggal_mulai limit 1`.execute(trx);
    if (lain) gagal(409, 'bertumpuk', { jenis: ti(`jenis.${lain.jenis}`), dari: formatTanggal(lain.dari), sampai: formatTanggal(lain.sampai) });
    const saved = await new FileStore(trx).save(file!.buffer, { nama: file!.nama, allowed: DITERIMA, maxBytes: IZIN_MAKS_UKURAN, id_user: user.id_user });
    const row = await trx.insertInto('lecturer.pengajuan_izin').values({
      id_dosen: idDosen, jenis: form.jenis, tanggal_mulai: form.tanggal_mulai, tanggal_selesai: form.tanggal_selesai,
      alasan: form.alasan.trim().replace(/\s+/g, ' '), id_jenis_lampiran_pengajuan: Number(form.id_jenis_lampiran_pengajuan), id_berkas: saved.id,
    }).returning('id_pengajuan_izin').executeTakeFirstOrThrow();
    return { message: ti('pesan.diajukan'), id_pengajuan_izin: row.id_pengajuan_izin as number };
  });
}

/** A request as the caller may see it: their own (a lecturer) or one in their programmes (staff); 404 otherwise. */
async function izinTerlihat(db: Db, user: TokenClaims, id: number) {
  const scope = pemberi(user) ? lingkupPemberi(user) : sql<boolean>`i.id_dosen = ${await dosenSaya(db, user)}`;
  const { rows: [row] } = await sql<{ id_dosen: number; id_user: number; status: string; id_berkas: string; nama_berkas: string; dari: string; sampai: string }>`
    select i.id_dosen, d.id_user, i.status, i.id_berkas::text as id_berkas, b.nama as nama_berkas,
      to_char(i.tanggal_mulai, 'YYYY-MM-DD') as dari, to_char(i.tanggal_selesai, 'YYYY-MM-DD') as sampai
    from lecturer.pengajuan_izin i join master_data.dosen d on d.id_dosen = i.id_dosen join core.berkas b on b.id = i.id_berkas
    where i.id_pengajuan_izin = ${id} and ${scope}`.execute(db);
  if (!row) gagal(404, 'tidak_ditemukan');
  return row;
}

/** GET absen-jalan/pengajuan-izin/berkas/{id}: the attachment, for the requester and the programme staff who decide it. */
export async function berkasIzin(db: Db, user: TokenClaims, id: number): Promise<string> {
  return (await izinTerlihat(db, user, id)).id_berkas;
}

/**
 * POST absen-jalan/pemberian-izin: programme staff grant or refuse a waiting request (a refusal
 * needs its reason). One conditional UPDATE ... WHERE status = 'diajukan': of two decisions sent at
 * once only one matches; the other gets 409 with the decision already taken.
 */
export async function beriIzin(db: Db, user: TokenClaims, body: PemberianIzinBody): Promise<PemberianIzinHasil> {
  if (!pemberi(user)) gagal(403, 'bukan_pemberi');
  const catatan = body.catatan?.trim().replace(/\s+/g, ' ') || null;
  if (!body.setuju && (catatan?.length ?? 0) < 5) throw httpError(400, ti('galat.catatan_wajib'), { catatan: [ti('galat.catatan_wajib')] });
  const izin = await izinTerlihat(db, user, body.id_pengajuan_izin);
  if (izin.id_user === user.id_user) gagal(403, 'ajuan_sendiri');
  const status = body.setuju ? 'disetujui' : 'ditolak';
  const { rows } = await sql`update lecturer.pengajuan_izin set status = ${status}, catatan = ${catatan}, diputuskan_oleh = ${user.id_user}, diputuskan_pada = now()
    where id_pengajuan_izin = ${body.id_pengajuan_izin} and status = 'diajukan' returning id_pengajuan_izin`.execute(db);
  if (!rows.length) {
    const { rows: [now] } = await sql<{ status: string }>`select status from lecturer.pengajuan_izin where id_pengajuan_izin = ${body.id_pengajuan_izin}`.execute(db);
    gagal(409, 'sudah_diputuskan', { status: ti(`status.${now.status}`).toLowerCase() });
  }
  return { message: ti(`pesan.${status}`), status };
}

/** The lecture meetings of the lecturer's classes dated in the request's range, with the arrangements saved for it. */
const pertemuanIzinSql = (idIzin: number, idDosen: number, dari: string, sampai: string) => sql`
  select p.id_pertemuan, p.pertemuan_ke::int as pertemuan_ke, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
    to_char(p.jam_mulai, 'HH24:MI') as jam_mulai, to_char(p.jam_selesai, 'HH24:MI') as jam_selesai,
    mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, m.cara, m.keterangan
  from attendance.pertemuan p
  join master_data.kelas k on k.id_kelas = p.id_kelas
  join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
  left join lecturer.mengikuti_kelas m on m.id_pengajuan_izin = ${idIzin} and m.id_pertemuan = p.id_pertemuan
  where k.id_dosen = ${idDosen} and p.jenis = 'kuliah' and p.tanggal between ${dari}::date and ${sampai}::date`;

/**
 * GET absen-jalan/mengikuti-kelas: the class meetings a request's range covers and how the lecturer
 * keeps each one going (read from attendance's tables, which its public.ts opens for reading).
 * `attendance` false: that module is not enabled, there are no meetings to list.
 */
export async function daftarMengikutiKelas(db: Db, user: TokenClaims, idIzin: number, attendance: boolean): Promise<MengikutiKelasList> {
  const izin = await izinTerlihat(db, user, idIzin);
  const bisa_diubah = izin.status === 'diajukan' && !pemberi(user);
  if (!attendance) return { tersedia: false, bisa_diubah: false, data: [] };
  const { rows } = await sql<MengikutiKelasList['data'][number]>`${pertemuanIzinSql(idIzin, izin.id_dosen, izin.dari, izin.sampai)}
    order by p.tanggal, p.jam_mulai, mk.nama_mata_kuliah`.execute(db);
  return { tersedia: true, bisa_diubah, data: rows };
}

/**
 * POST absen-jalan/mengikuti-kelas: the requester states how one meeting in the range is kept going
 * (taught online, an independent assignment, or rescheduled); saved again, it replaces the previous
 * choice. Only while the request waits: the request row is locked, so a decision taken meanwhile
 * is seen and the arrangement refused.
 */
export async function simpanMengikutiKelas(db: Db, user: TokenClaims, body: MengikutiKelasBody, attendance: boolean): Promise<{ message: string }> {
  const idDosen = await dosenSaya(db, user);
  const keterangan = body.keterangan?.trim().replace(/\s+/g, ' ') || null;
  return db.transaction().execute(async (trx) => {
    const { rows: [izin] } = await sql<{ id_dosen: number; status: string; dari: string; sampai: string }>`select id_dosen, status,
        to_char(tanggal_mulai, 'YYYY-MM-DD') as dari, to_char(tanggal_selesai, 'YYYY-MM-DD') as sampai
      from lecturer.pengajuan_izin where id_pengajuan_izin = ${body.id_pengajuan_izin} for update`.execute(trx);
    if (!izin || izin.id_dosen !== idDosen) gagal(404, 'tidak_ditemukan');
    if (izin.status !== 'diajukan') gagal(409, 'tidak_bisa_diubah');
    if (!attendance) gagal(400, 'pertemuan_di_luar');
    const { rows: [p] } = await sql`${pertemuanIzinSql(body.id_pengajuan_izin, idDosen, izin.dari, izin.sampai)} and p.id_pertemuan = ${body.id_pertemuan}`.execute(trx);
    if (!p) gagal(400, 'pertemuan_di_luar');
    await sql`insert into lecturer.mengikuti_kelas (id_pengajuan_izin, id_pertemuan, cara, keterangan)
      values (${body.id_pengajuan_izin}, ${body.id_pertemuan}, ${body.cara}, ${keterangan})
      on conflict (id_pengajuan_izin, id_pertemuan) do update set cara = excluded.cara, keterangan = excluded.keterangan, diubah = now()`.execute(trx);
    return { message: ti('pesan.kelas_tersimpan') };
  });
}
