import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TokenClaims } from '../../core/contract/token';
import { extensionPoint } from '../../core/server/extensions';
import { calendar, PERIODE_NAMA } from './seed/semesters';

/**
 * What other modules may use of master-data (declare `requires: ['master-data']`): the tables live
 * in the `master_data` schema (see migrations/), plus these helpers.
 */

/** A lecturer's printed name, `gelar_depan nama, gelar_belakang` (domain-rules.md): 'Dr. Ir. Budi Santoso, M.Kom.'. */
export function namaLengkapDosen(d: { gelar_depan_dosen: string | null; nama_dosen: string; gelar_belakang_dosen: string | null }): string {
  const nama = d.gelar_belakang_dosen ? `${d.nama_dosen}, ${d.gelar_belakang_dosen}` : d.nama_dosen;
  return d.gelar_depan_dosen ? `${d.gelar_depan_dosen} ${nama}` : nama;
}

/** The same name as SQL over a `master_data.dosen` row aliased `alias`. */
export function namaLengkapDosenSql(alias: string): RawBuilder<string> {
  const c = (col: string) => sql.ref(`${alias}.${col}`);
  return sql<string>`concat_ws(' ', ${c('gelar_depan_dosen')}, ${c('nama_dosen')} || coalesce(', ' || ${c('gelar_belakang_dosen')}, ''))`;
}

/** The lecturer record of an account (master_data.dosen.id_dosen), or undefined for an account that is not a lecturer. */
export async function idDosenPengguna(db: Kysely<any>, idUser: number): Promise<number | undefined> {
  const row = await db.selectFrom('master_data.dosen').select('id_dosen').where('id_user', '=', idUser).executeTakeFirst();
  return row ? Number(row.id_dosen) : undefined;
}

/** The active semester's id and label, or undefined when none is active. */
export async function semesterAktif(db: Kysely<any>): Promise<{ id_semester_registrasi: number; kode_semester: string; nama_semester_registrasi: string } | undefined> {
  return db.withSchema('master_data').selectFrom('semester')
    .select(['id_semester_registrasi', 'kode_semester', 'nama_semester_registrasi']).where('aktif', '=', true).executeTakeFirst();
}

/** Today's date in Asia/Jakarta, 'YYYY-MM-DD', by the database clock (the one the rows are written with). */
export async function hariIniJakarta(db: Kysely<any>): Promise<string> {
  return (await sql<{ d: string }>`select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as d`.execute(db)).rows[0].d;
}

/** Programmes a user may see as programme staff (core.akses_prodi). */
export async function aksesProdi(db: Kysely<any>, idUser: number): Promise<number[]> {
  const rows = await db.withSchema('core').selectFrom('akses_prodi').select('id_prodi').where('id_user', '=', idUser).orderBy('id_prodi').execute();
  return rows.map((r) => r.id_prodi as number);
}

/**
 * SQL condition: the programme `prodiRef` lies within what the user may validate — programme
 * staff their akses_prodi, faculty staff the programmes of their faculty, institute units all.
 */
export function lingkupProdi(user: TokenClaims, prodiRef: RawBuilder<unknown>): RawBuilder<boolean> {
  const type = user.id_group_user;
  if (type === 'aka00' || type === 'aka01' || type === 'aka02') {
    return sql<boolean>`${prodiRef} in (select ap.id_prodi from core.akses_prodi ap where ap.id_user = ${user.id_user})`;
  }
  if (type === 'fak00') {
    return sql<boolean>`${prodiRef} in (select pr.id_prodi from master_data.prodi pr join core.penugasan pn on pn.id_fakultas = pr.id_fakultas
      where pn.id_user = ${user.id_user} and pn.id_group_user = 'fak00')`;
  }
  if (type.startsWith('lbg204') || type.startsWith('lbg213')) return sql<boolean>`true`;
  return sql<boolean>`false`;
}

/**
 * The semester `kodeSemester` (YYYYS), adding it to the calendar with the campus's usual dates when
 * it has no row yet (a short semester is usually opened after its proposals are decided, while the
 * calendar still ends at the active semester). Never active; two callers at once get the same row.
 * Meant to run inside the caller's transaction.
 */
export async function pastikanSemester(db: Kysely<any>, kodeSemester: string): Promise<{ id_semester_registrasi: number; nama_semester_registrasi: string }> {
  const tahun = Number(kodeSemester.slice(0, 4));
  const periode = Number(kodeSemester.slice(4)) as 1 | 2 | 3;
  const nama = `${tahun}/${tahun + 1} ${PERIODE_NAMA[periode]}`;
  await db.insertInto('master_data.semester')
    .values({ kode_semester: kodeSemester, tahun_ajaran: tahun, periode, nama_semester_registrasi: nama, aktif: false, ...calendar(tahun, periode) })
    .onConflict((oc) => oc.column('kode_semester').doNothing()).execute();
  const row = await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi'])
    .where('kode_semester', '=', kodeSemester).executeTakeFirstOrThrow();
  return { id_semester_registrasi: Number(row.id_semester_registrasi), nama_semester_registrasi: row.nama_semester_registrasi as string };
}

/** A class's weekly slots (master_data.jadwal): the lock, the clash check and the writes (decision 0029). */
export {
  cariBentrokJadwal, hapusSlotJadwal, kunciJadwalSemester, ruangUntukSlot, tambahSlotJadwal, ubahSlotJadwal,
  type BentrokJadwal, type RuangSlot, type SlotJadwal,
} from './server/jadwal-kelas.service';

/** Coming bookings of one kind that a module holds in a room. */
export interface PemakaianRuang {
  /** How many (above 0; kinds with none are left out). */
  jumlah: number;
  /** What they are, a short Indonesian noun the refusal names after the count: 'sidang tugas akhir'. */
  jenis: string;
}

/**
 * A module's bookings of room `idRuang` dated `hariIni` (YYYY-MM-DD, Asia/Jakarta) or later that
 * still need the room. Called inside the deactivation's transaction after the room row is locked
 * FOR UPDATE, so a booking written under the contributor's own lock on that row (FOR SHARE or FOR
 * UPDATE, refusing an inactive room) is either counted here or refused there.
 */
export type PemakaianRuangMendatang = (trx: Kysely<any>, idRuang: number, hariIni: string) => Promise<PemakaianRuang[]>;

/**
 * Every registration is asked by PATCH ruang/{id_ruang}/status before a room is deactivated
 * (decision 0041); any booking refuses it (409 naming them). Registered by `uaps` (defences and
 * proposal examinations) and `krs` (UTS and UAS, decision 0044); master-data itself reads no other
 * module's tables.
 */
export const PEMAKAIAN_RUANG = extensionPoint<PemakaianRuangMendatang>('master-data.pemakaian-ruang');
