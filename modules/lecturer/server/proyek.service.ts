import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import type { UserType } from '../../../core/contract/user-types';
import { escapeLike } from '../../../core/server/db/like';
import { httpError } from '../../../core/server/http/errors';
import { aksesProdi, lingkupProdi, namaLengkapDosenSql } from '../../master-data/public';
import type { DosenProyekList, DosenProyekQuery, PenugasanProyek, PenugasanProyekList, PenugasanProyekQuery, RiwayatProyek } from '../schemas-proyek';
import { dosenSaya, tl } from './biodata.service';

type Db = Kysely<any>;

/** Who takes project assignments (approves, sends the answer). */
export const DOSEN_PROYEK: readonly UserType[] = ['dsn00', 'kor00'];
/** Who assigns projects and validates the answers: programme staff (aka02 is the head of programme's group) of the lecturer's homebase. */
export const STAF_PROYEK: readonly UserType[] = ['aka00', 'aka02'];

export const tp = (key: string, vars?: Record<string, string | number>) => tl(`proyek.${key}`, vars);
/** Throws the Indonesian message `galat.<key>`, under `field` too when the refusal concerns a form field. */
export const gagalProyek = (status: number, key: string, vars?: Record<string, string | number>, field?: string): never => {
  const message = tp(`galat.${key}`, vars);
  throw httpError(status, message, field ? { [field]: [message] } : undefined);
};
export const sebagaiStaf = (user: TokenClaims) => STAF_PROYEK.includes(user.id_group_user);

/**
 * Which requests the caller may see (over `a` the request and `d` its lecturer): a lecturer their
 * own; programme staff those of lecturers whose homebase is among their programmes (core.akses_prodi).
 */
export async function lingkupProyek(db: Db, user: TokenClaims): Promise<RawBuilder<boolean>> {
  if (sebagaiStaf(user)) return lingkupProdi(user, sql.ref('d.id_prodi'));
  return sql<boolean>`a.id_dosen = ${await dosenSaya(db, user)}`;
}

const waktu = (col: string) => sql<string>`to_char(${sql.ref(col)} at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI')`;

/** What needs the caller first: a lecturer the requests to answer and the returned answers, staff the answers to validate. */
const URUTAN: Record<'dosen' | 'staf', string[]> = {
  dosen: ['diajukan', 'dikembalikan', 'berjalan', 'jawaban_dikirim'],
  staf: ['jawaban_dikirim', 'diajukan', 'dikembalikan', 'berjalan'],
};

interface Baris extends Omit<PenugasanProyek, 'lampiran' | 'soal' | 'jawaban' | 'riwayat'> {
  lampiran_nama: string; lampiran_ukuran: number; soal_nama: string; soal_ukuran: number;
  jawaban_nama: string | null; jawaban_ukuran: number | null; versi_jawaban: number | null; jawaban_dikirim_pada: string | null; terlambat: boolean | null;
  total: number;
}

/** The steps of the given requests, oldest first, each sent answer numbered by its version. */
async function riwayatDari(db: Db, ids: number[]): Promise<Map<number, RiwayatProyek[]>> {
  const map = new Map<number, RiwayatProyek[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const { rows } = await sql<RiwayatProyek & { id_ajuan_penugasan_proyek: number }>`select r.id_ajuan_penugasan_proyek, r.langkah, r.catatan,
      case when r.langkah = 'kirim_jawaban' then (count(*) filter (where r.langkah = 'kirim_jawaban')
        over (partition by r.id_ajuan_penugasan_proyek order by r.id))::int end as versi,
      coalesce(u.nama, '-') as nama_user, ${waktu('r.waktu')} as waktu
    from lecturer.penugasan_proyek_riwayat r left join core.pengguna u on u.id_user = r.id_user
    where r.id_ajuan_penugasan_proyek in (${sql.join(ids)}) order by r.id_ajuan_penugasan_proyek, r.id`.execute(db);
  for (const { id_ajuan_penugasan_proyek: id, ...r } of rows) map.get(id)!.push(r);
  return map;
}

/**
 * GET penugasan-proyek: a lecturer's own assignments, or for programme staff those of their
 * programmes' lecturers (with `akses_prodi`), paged by 7 (spec section 9), filtered by stage and a
 * search over title, lecturer name and NIDN; what waits for the caller comes first, then the
 * nearest deadline. Each row carries its files' names and sizes and every step taken.
 */
export async function daftarProyek(db: Db, user: TokenClaims, q: PenugasanProyekQuery): Promise<PenugasanProyekList> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.PROJECT_ASSIGNMENT;
  const peran = sebagaiStaf(user) ? 'staf' : 'dosen';
  const parts: RawBuilder<boolean>[] = [await lingkupProyek(db, user)];
  if (q.status) parts.push(sql<boolean>`coalesce(p.status, a.status) = ${q.status}`);
  const cari = q.cari?.trim();
  if (cari) {
    const like = `%${escapeLike(cari)}%`;
    parts.push(sql<boolean>`(a.judul ilike ${like} or d.nama_dosen ilike ${like} or coalesce(d.nidn, '') ilike ${like})`);
  }
  const prioritas = sql`array_position(array[${sql.join(URUTAN[peran])}]::text[], coalesce(p.status, a.status))`;
  const { rows } = await sql<Baris>`select a.id_ajuan_penugasan_proyek, p.id_penugasan_proyek, a.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen,
      d.nidn, pr.nama_prodi, a.judul, a.deskripsi, to_char(a.tenggat, 'YYYY-MM-DD') as tenggat, coalesce(p.status, a.status) as status, a.versi,
      bl.nama as lampiran_nama, bl.ukuran::int as lampiran_ukuran, bs.nama as soal_nama, bs.ukuran::int as soal_ukuran,
      bj.nama as jawaban_nama, bj.ukuran::int as jawaban_ukuran, p.versi_jawaban, ${waktu('p.jawaban_dikirim_pada')} as jawaban_dikirim_pada,
      (p.jawaban_dikirim_pada at time zone 'Asia/Jakarta')::date > a.tenggat as terlambat,
      a.alasan_penolakan, a.alasan_penarikan, uw.nama as ditarik_oleh, p.catatan_validasi, u.nama as dibuat_oleh, ${waktu('a.dibuat')} as dibuat, count(*) over()::int as total
    from lecturer.ajuan_penugasan_proyek a
    join master_data.dosen d on d.id_dosen = a.id_dosen
    join master_data.prodi pr on pr.id_prodi = d.id_prodi
    join core.berkas bl on bl.id = a.id_berkas_lampiran
    join core.berkas bs on bs.id = a.id_berkas_soal
    join core.pengguna u on u.id_user = a.dibuat_oleh
    left join core.pengguna uw on uw.id_user = a.ditarik_oleh
    left join lecturer.penugasan_proyek p on p.id_ajuan_penugasan_proyek = a.id_ajuan_penugasan_proyek
    left join core.berkas bj on bj.id = p.id_berkas_jawaban
    where ${sql.join(parts, sql` and `)}
    order by coalesce(${prioritas}, 99), case when ${prioritas} is not null then a.tenggat end, a.dibuat desc, a.id_ajuan_penugasan_proyek desc
    limit ${perPage} offset ${(page - 1) * perPage}`.execute(db);
  const total = rows[0]?.total ?? (page > 1 ? (await daftarProyek(db, user, { ...q, page: 1, per_page: 1 })).total : 0);
  const riwayat = await riwayatDari(db, rows.map((r) => r.id_ajuan_penugasan_proyek));
  const data = rows.map(({ lampiran_nama, lampiran_ukuran, soal_nama, soal_ukuran, jawaban_nama, jawaban_ukuran, versi_jawaban, jawaban_dikirim_pada, terlambat, total: _t, ...r }) => ({
    ...r,
    lampiran: { nama: lampiran_nama, ukuran: lampiran_ukuran },
    soal: { nama: soal_nama, ukuran: soal_ukuran },
    jawaban: jawaban_nama === null ? null : { nama: jawaban_nama, ukuran: jawaban_ukuran!, versi: versi_jawaban!, dikirim_pada: jawaban_dikirim_pada!, terlambat: !!terlambat },
    riwayat: riwayat.get(r.id_ajuan_penugasan_proyek)!,
  }));
  return { data, current_page: page, per_page: perPage, total, peran, ...(peran === 'staf' ? { akses_prodi: await aksesProdi(db, user.id_user) } : {}) };
}

/**
 * GET penugasan-proyek/dosen: the active lecturers programme staff may assign a project to (their
 * programmes' homebase lecturers, not themselves), by name, at most 100 (`cari` narrows by name or NIDN).
 */
export async function dosenProyek(db: Db, user: TokenClaims, q: DosenProyekQuery): Promise<DosenProyekList> {
  const cari = q.cari?.trim();
  const like = cari ? `%${escapeLike(cari)}%` : null;
  const { rows } = await sql<DosenProyekList['data'][number]>`select d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, d.nidn, pr.nama_prodi
    from master_data.dosen d join master_data.prodi pr on pr.id_prodi = d.id_prodi
    where d.aktif and ${lingkupProdi(user, sql.ref('d.id_prodi'))} and d.id_user is distinct from ${user.id_user}
      ${like ? sql`and (d.nama_dosen ilike ${like} or coalesce(d.nidn, '') ilike ${like})` : sql``}
    order by d.nama_dosen, d.id_dosen limit 100`.execute(db);
  return { data: rows };
}

/** GET penugasan-proyek/{id}/lampiran and /soal ({id}: id_ajuan_penugasan_proyek): the stored file's id, to whoever may see the request. */
export async function berkasAjuan(db: Db, user: TokenClaims, id: number, jenis: 'lampiran' | 'soal'): Promise<string> {
  const kolom = jenis === 'lampiran' ? sql.ref('a.id_berkas_lampiran') : sql.ref('a.id_berkas_soal');
  const { rows: [row] } = await sql<{ id_berkas: string }>`select ${kolom}::text as id_berkas from lecturer.ajuan_penugasan_proyek a
    join master_data.dosen d on d.id_dosen = a.id_dosen where a.id_ajuan_penugasan_proyek = ${id} and ${await lingkupProyek(db, user)}`.execute(db);
  if (!row) gagalProyek(404, 'tidak_ditemukan');
  return row.id_berkas;
}

/**
 * GET penugasan-proyek/{id}/jawaban ({id}: id_penugasan_proyek): the latest answer and the name it
 * downloads under — "Jawaban v<versi> - <judul> - <lecturer>.<ext>", so staff collecting many
 * answers can tell them apart; 404 outside the caller's scope or before any answer.
 */
export async function berkasJawaban(db: Db, user: TokenClaims, id: number): Promise<{ id_berkas: string; nama: string }> {
  const { rows: [row] } = await sql<{ id_berkas: string | null; versi: number; judul: string; nama_dosen: string; nama_asli: string | null; mime: string | null }>`
    select p.id_berkas_jawaban::text as id_berkas, p.versi_jawaban as versi, a.judul, d.nama_dosen, b.nama as nama_asli, b.mime
    from lecturer.penugasan_proyek p
    join lecturer.ajuan_penugasan_proyek a on a.id_ajuan_penugasan_proyek = p.id_ajuan_penugasan_proyek
    join master_data.dosen d on d.id_dosen = a.id_dosen
    left join core.berkas b on b.id = p.id_berkas_jawaban
    where p.id_penugasan_proyek = ${id} and ${await lingkupProyek(db, user)}`.execute(db);
  if (!row) return gagalProyek(404, 'tidak_ditemukan');
  if (!row.id_berkas) return gagalProyek(404, 'belum_ada_jawaban');
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(row.nama_asli ?? '')?.[0].toLowerCase() ?? (row.mime === 'application/pdf' ? '.pdf' : '');
  const judul = row.judul.length > 80 ? `${row.judul.slice(0, 80).trimEnd()}…` : row.judul;
  return { id_berkas: row.id_berkas, nama: `Jawaban v${row.versi} - ${judul} - ${row.nama_dosen}${ext}` };
}
