import { sql, type Kysely } from 'kysely';
import { prepare } from '../../../core/server/db/prepared';
import { httpError } from '../../../core/server/http/errors';
import { t } from '../../../core/server/i18n';
import { idDosenPengguna, namaLengkapDosenSql } from '../../master-data/public';
import { semesterKe } from '../rules';
import type { KelasInfo, MahasiswaInfo, Pertemuan, SemesterInfo } from '../schemas';

// Who is asking and about which semester and classes: shared by every KRS service.

export const msg = (key: string, vars?: Record<string, string | number>) => t('krs', key, vars);

export interface SemesterRow extends SemesterInfo {
  tahun_ajaran: number;
  periode: 1 | 2 | 3;
  kuliah_mulai: string;
}

export interface Mahasiswa extends MahasiswaInfo {
  id_user: number;
  id_prodi: number;
  id_dosen_pa: number | null;
  nidn_dosen_pa: string | null;
  id_status_mahasiswa: number;
}

const semesterSelect = (db: Kysely<any>) => db.selectFrom('master_data.semester').select([
  'id_semester_registrasi', sql<string>`kode_semester::text`.as('kode_semester'), 'nama_semester_registrasi', 'aktif', 'tahun_ajaran', 'periode',
  sql<string>`to_char(krs_mulai, 'YYYY-MM-DD')`.as('krs_mulai'), sql<string>`to_char(krs_selesai, 'YYYY-MM-DD')`.as('krs_selesai'),
  sql<string>`to_char(kuliah_mulai, 'YYYY-MM-DD')`.as('kuliah_mulai'),
]);

const semesterById = prepare<{ id: number }>()((db, p) => semesterSelect(db).where('id_semester_registrasi', '=', p.id));
const semesterAktif = prepare<Record<string, never>>()((db) => semesterSelect(db).where('aktif', '=', true));

/** The requested semester, or the active one when none is asked for (404 when missing). */
export async function semesterFor(db: Kysely<any>, id?: number): Promise<SemesterRow> {
  const row = id ? await semesterById.first(db, { id }) : await semesterAktif.first(db, {});
  if (!row) throw httpError(404, msg(id ? 'galat.semester_tidak_ditemukan' : 'galat.tidak_ada_semester_aktif'), id ? { id_semester_registrasi: [msg('galat.semester_tidak_ditemukan')] } : undefined);
  return { ...row, tahun_ajaran: Number(row.tahun_ajaran), periode: Number(row.periode) as 1 | 2 | 3 } as SemesterRow;
}

const mahasiswaQuery = (db: Kysely<any>) => db.selectFrom('master_data.mahasiswa as m')
  .innerJoin('master_data.prodi as p', 'p.id_prodi', 'm.id_prodi')
  .leftJoin('master_data.dosen as pa', 'pa.id_dosen', 'm.id_dosen_pa')
  .select([
    'm.id_mahasiswa', 'm.id_user', 'm.nim', 'm.nama_mahasiswa', 'm.id_prodi', 'p.nama_prodi', 'p.jenjang', 'm.angkatan', 'm.id_dosen_pa',
    'm.id_status_mahasiswa', sql<string | null>`case when pa.id_dosen is null then null else ${namaLengkapDosenSql('pa')} end`.as('nama_dosen_pa'),
    sql<string | null>`pa.nidn::text`.as('nidn_dosen_pa'),
  ]);

function withSemesterKe(row: any, semester?: SemesterRow): Mahasiswa {
  const ke = semester ? Math.max(1, semesterKe(Number(row.angkatan), semester.tahun_ajaran, semester.periode)) : 0;
  return { ...row, angkatan: Number(row.angkatan), semester_ke: ke };
}

const mahasiswaByUser = prepare<{ id_user: number }>()((db, p) => mahasiswaQuery(db).where('m.id_user', '=', p.id_user));
const mahasiswaByIdQuery = prepare<{ id_mahasiswa: number }>()((db, p) => mahasiswaQuery(db).where('m.id_mahasiswa', '=', p.id_mahasiswa));

/** The student behind the token (students only ever touch their own data: found by id_user). */
export async function mahasiswaOfUser(db: Kysely<any>, idUser: number, semester?: SemesterRow): Promise<Mahasiswa> {
  const row = await mahasiswaByUser.first(db, { id_user: idUser });
  if (!row) throw httpError(404, msg('galat.mahasiswa_tidak_ditemukan'));
  return withSemesterKe(row, semester);
}

/** A student by id (the adviser's calls check the advising relation themselves). */
export async function mahasiswaById(db: Kysely<any>, idMahasiswa: number, semester?: SemesterRow): Promise<Mahasiswa | undefined> {
  const row = await mahasiswaByIdQuery.first(db, { id_mahasiswa: idMahasiswa });
  return row ? withSemesterKe(row, semester) : undefined;
}

export const publicSemester = (s: SemesterRow): SemesterInfo => ({
  id_semester_registrasi: s.id_semester_registrasi, kode_semester: s.kode_semester, nama_semester_registrasi: s.nama_semester_registrasi,
  aktif: s.aktif, krs_mulai: s.krs_mulai, krs_selesai: s.krs_selesai,
});

export const publicMahasiswa = (m: Mahasiswa): MahasiswaInfo => ({
  id_mahasiswa: m.id_mahasiswa, nim: m.nim, nama_mahasiswa: m.nama_mahasiswa, nama_prodi: m.nama_prodi, jenjang: m.jenjang,
  angkatan: m.angkatan, semester_ke: m.semester_ke, nama_dosen_pa: m.nama_dosen_pa,
});

/** Indonesian weekday name of hari 1 (Senin) .. 7 (Minggu). */
export const namaHari = (hari: number) => msg(`hari.${hari}`);
const hhmm = (t: unknown) => String(t).slice(0, 5);

/** Weekly meetings of classes, keyed by id_kelas, in day and time order. */
export async function meetingsOf(db: Kysely<any>, ids: readonly number[]): Promise<Map<number, Pertemuan[]>> {
  const out = new Map<number, Pertemuan[]>();
  if (!ids.length) return out;
  const rows = await db.selectFrom('master_data.jadwal as j')
    .innerJoin('master_data.ruang as r', 'r.id_ruang', 'j.id_ruang')
    .innerJoin('master_data.gedung as g', 'g.id_gedung', 'r.id_gedung')
    .select(['j.id_kelas', 'j.hari', 'j.jam_mulai', 'j.jam_selesai', 'r.kode as kode_ruang', 'r.nama_ruang', 'g.nama_gedung'])
    .where('j.id_kelas', 'in', [...ids]).orderBy('j.hari').orderBy('j.jam_mulai').execute();
  for (const r of rows as any[]) {
    const list = out.get(r.id_kelas) ?? [];
    list.push({ hari: r.hari, nama_hari: namaHari(r.hari), jam_mulai: hhmm(r.jam_mulai), jam_selesai: hhmm(r.jam_selesai), kode_ruang: r.kode_ruang, nama_ruang: r.nama_ruang, nama_gedung: r.nama_gedung });
    out.set(r.id_kelas, list);
  }
  return out;
}

/** The class query used by search, KRS and schedule: course, lecturer, seats. */
export function kelasQuery(db: Kysely<any>) {
  return db.selectFrom('master_data.kelas as k')
    .innerJoin('master_data.mata_kuliah as mk', 'mk.id_mata_kuliah', 'k.id_mata_kuliah')
    .innerJoin('master_data.dosen as d', 'd.id_dosen', 'k.id_dosen')
    .leftJoin('krs.kelas_kuota as q', 'q.id_kelas', 'k.id_kelas')
    .select([
      'k.id_kelas', 'k.id_mata_kuliah', 'mk.kode_mata_kuliah', 'mk.nama_mata_kuliah', 'mk.sks', 'mk.semester_paket', 'k.nama_kelas',
      namaLengkapDosenSql('d').as('nama_dosen'), sql<number>`coalesce(q.kuota, k.kuota)`.as('kuota'), sql<number>`coalesce(q.terisi, 0)`.as('terisi'),
    ]);
}

/** Rows of kelasQuery plus their meetings, as KelasInfo. */
export async function withMeetings<R extends { id_kelas: number; sks: unknown; semester_paket: unknown; kuota: unknown; terisi: unknown }>(db: Kysely<any>, rows: R[]): Promise<Array<R & KelasInfo>> {
  const meetings = await meetingsOf(db, rows.map((r) => r.id_kelas));
  return rows.map((r) => {
    const kuota = Number(r.kuota);
    const terisi = Number(r.terisi);
    return { ...r, sks: Number(r.sks), semester_paket: Number(r.semester_paket), kuota, terisi, sisa_kuota: Math.max(0, kuota - terisi), jadwal: meetings.get(r.id_kelas) ?? [] } as R & KelasInfo;
  });
}

/** Today's date in Asia/Jakarta, 'YYYY-MM-DD' (the KRS window is in campus days). */
export { hariIniJakarta } from '../../../core/contract/format';

/** The lecturer behind the token (dsn00). */
export async function dosenOfUser(db: Kysely<any>, idUser: number): Promise<{ id_dosen: number }> {
  const id = await idDosenPengguna(db, idUser);
  if (id === undefined) throw httpError(404, msg('galat.dosen_tidak_ditemukan'));
  return { id_dosen: id };
}
