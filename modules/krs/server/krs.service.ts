import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { ExtensionRegistry } from '../../../core/server/extensions';
import { paged } from '../../../core/server/http/paging';
import { KRS_GATE } from '../public';
import { formatIndeks, indeksOfHuruf, latestAttempts } from '../rules';
import type { Alasan, CariKelasPage, CariKelasQuery, KrsKelas, KrsResponse, KrsStatus, MatakuliahUlangResponse } from '../schemas';
import { hariIniJakarta, kelasQuery, msg, publicMahasiswa, publicSemester, withMeetings, type Mahasiswa, type SemesterRow } from './context.service';
import { batasSksMahasiswa, gradesOf, latestEarlierGrade, minimumIndeks, pengaturanKrs, skalaNilai } from './record.service';
import { escapeLike } from '../../../core/server/db/like';

export interface KrsHeader {
  id_krs: number;
  status: KrsStatus;
  catatan_pa: string | null;
  diajukan_pada: string | null;
  diputuskan_pada: string | null;
}

export async function krsHeader(db: Kysely<any>, idMahasiswa: number, idSemester: number): Promise<KrsHeader | undefined> {
  return db.selectFrom('krs.krs').select([
    'id_krs', 'status', 'catatan_pa',
    sql<string | null>`to_char(diajukan_pada at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('diajukan_pada'),
    sql<string | null>`to_char(diputuskan_pada at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('diputuskan_pada'),
  ]).where('id_mahasiswa', '=', idMahasiswa).where('id_semester_registrasi', '=', idSemester).executeTakeFirst() as Promise<KrsHeader | undefined>;
}

/** The KRS window of the semester is open today (and the semester is the active one). */
export function jendelaTerbuka(semester: SemesterRow, today = hariIniJakarta()): boolean {
  return semester.aktif && semester.krs_mulai <= today && today <= semester.krs_selesai;
}

export function alasanJendela(semester: SemesterRow): Alasan | null {
  if (!semester.aktif) return { kode: 'semester_tidak_aktif', pesan: msg('galat.semester_tidak_aktif', { semester: semester.nama_semester_registrasi }) };
  const today = hariIniJakarta();
  if (today < semester.krs_mulai) return { kode: 'jendela_belum_dibuka', pesan: msg('galat.jendela_belum_dibuka', { mulai: semester.krs_mulai, selesai: semester.krs_selesai }) };
  if (today > semester.krs_selesai) return { kode: 'jendela_ditutup', pesan: msg('galat.jendela_ditutup', { selesai: semester.krs_selesai }) };
  return null;
}

export function alasanStatus(status: KrsStatus | null | undefined): Alasan | null {
  if (status === 'disetujui') return { kode: 'sudah_disetujui', pesan: msg('galat.sudah_disetujui') };
  if (status === 'diajukan') return { kode: 'sedang_diajukan', pesan: msg('galat.sedang_diajukan') };
  return null;
}

/** Refusals of every registered gate (tuition paid, ...), in registration order. */
export async function alasanGerbang(db: Kysely<any>, ext: ExtensionRegistry, m: Mahasiswa, semester: SemesterRow): Promise<Alasan[]> {
  const out: Alasan[] = [];
  for (const gate of ext.all(KRS_GATE)) {
    const refusal = await gate(db, { id_mahasiswa: m.id_mahasiswa, id_semester_registrasi: semester.id_semester_registrasi });
    if (refusal) out.push(refusal);
  }
  return out;
}

/** Every reason the KRS cannot be edited now: window, gates, status. Empty = editable. */
export async function alasanTidakDapatDiubah(db: Kysely<any>, ext: ExtensionRegistry, m: Mahasiswa, semester: SemesterRow, status: KrsStatus | null): Promise<Alasan[]> {
  const out: Alasan[] = [];
  const jendela = alasanJendela(semester);
  if (jendela) out.push(jendela);
  if (semester.aktif) out.push(...(await alasanGerbang(db, ext, m, semester)));
  const st = alasanStatus(status);
  if (st) out.push(st);
  return out;
}

/** Classes of a student's KRS with meetings and grades. */
export async function krsKelas(db: Kysely<any>, idKrs: number): Promise<KrsKelas[]> {
  const rows = await kelasQuery(db).innerJoin('krs.krs_kelas as kk', 'kk.id_kelas', 'k.id_kelas')
    .select(['kk.nilai_angka', 'kk.nilai_huruf', 'kk.nilai_indeks'])
    .where('kk.id_krs', '=', idKrs).orderBy('mk.semester_paket').orderBy('mk.kode_mata_kuliah').execute();
  const full = await withMeetings(db, rows as any[]);
  return full.map((r: any) => ({
    ...r, nilai_angka: r.nilai_angka === null ? null : Number(r.nilai_angka), nilai_indeks: r.nilai_indeks === null ? null : Number(r.nilai_indeks),
  }));
}

/** GET krs: the student's KRS of a semester with status, SKS total and limit, and whether it may be edited. */
export async function getKrs(db: Kysely<any>, ext: ExtensionRegistry, m: Mahasiswa, semester: SemesterRow): Promise<KrsResponse> {
  const header = await krsHeader(db, m.id_mahasiswa, semester.id_semester_registrasi);
  const kelas = header ? await krsKelas(db, header.id_krs) : [];
  const batas = await batasSksMahasiswa(db, m.id_mahasiswa, semester.kode_semester);
  const alasan = await alasanTidakDapatDiubah(db, ext, m, semester, header?.status ?? null);
  return {
    semester: publicSemester(semester),
    mahasiswa: publicMahasiswa(m),
    id_krs: header?.id_krs ?? null,
    status: header?.status ?? null,
    catatan_pa: header?.catatan_pa ?? null,
    diajukan_pada: header?.diajukan_pada ?? null,
    diputuskan_pada: header?.diputuskan_pada ?? null,
    batas_sks: batas.batas_sks,
    dasar_batas_sks: batas.dasar,
    ips_sebelumnya: batas.ips_sebelumnya === null ? null : formatIndeks(batas.ips_sebelumnya),
    total_sks: kelas.reduce((a, k) => a + k.sks, 0),
    dapat_diubah: alasan.length === 0,
    alasan,
    kelas,
  };
}

/** GET krs/matakuliah-ulang: courses whose counting grade is D, E or below the programme minimum. */
export async function matakuliahUlang(db: Kysely<any>, m: Mahasiswa, aktif: SemesterRow | null): Promise<MatakuliahUlangResponse> {
  const { nilai_minimal_lulus } = await pengaturanKrs(db, m.id_prodi);
  const scale = await skalaNilai(db, m.id_prodi, hariIniJakarta());
  const minimum = indeksOfHuruf(nilai_minimal_lulus, scale) ?? 0;
  const grades = latestAttempts(await gradesOf(db, m.id_mahasiswa)).filter((g) => (g.nilai_indeks as number) < minimum);
  const offered = aktif && grades.length
    ? new Set((await db.selectFrom('master_data.kelas').select('id_mata_kuliah').where('id_semester_registrasi', '=', aktif.id_semester_registrasi)
      .where('id_mata_kuliah', 'in', grades.map((g) => g.id_mata_kuliah)).execute()).map((r) => r.id_mata_kuliah as number))
    : new Set<number>();
  return {
    nilai_minimal_lulus,
    data: grades.map((g) => ({
      id_mata_kuliah: g.id_mata_kuliah, kode_mata_kuliah: g.kode_mata_kuliah, nama_mata_kuliah: g.nama_mata_kuliah, sks: g.sks,
      nilai_angka: g.nilai_angka, nilai_huruf: g.nilai_huruf ?? '-', nilai_indeks: g.nilai_indeks as number,
      nama_semester_registrasi: g.nama_semester_registrasi, ditawarkan: offered.has(g.id_mata_kuliah),
    })),
  };
}

/**
 * GET krs/cari-kelas: classes of the active semester offered to the student's programme, with seats
 * and meetings, and whether the student already passed the course (PATCH krs refuses those).
 */
export async function cariKelas(db: Kysely<any>, m: Mahasiswa, semester: SemesterRow, query: CariKelasQuery): Promise<CariKelasPage> {
  let q = kelasQuery(db).where('k.id_semester_registrasi', '=', semester.id_semester_registrasi).where('mk.id_prodi', '=', m.id_prodi)
    .leftJoinLateral((eb) => latestEarlierGrade(eb, { id_mahasiswa: m.id_mahasiswa, kode_semester: semester.kode_semester }), (join) => join.onTrue())
    .select(['lalu.nilai_huruf_lalu', 'lalu.nilai_indeks_lalu'])
    .select(sql<boolean>`exists (select 1 from krs.krs_kelas kk where kk.id_kelas = k.id_kelas and kk.id_mahasiswa = ${m.id_mahasiswa})`.as('diambil'));
  const cari = query.cari?.trim();
  if (cari) q = q.where((eb) => eb.or([eb('mk.nama_mata_kuliah', 'ilike', `%${escapeLike(cari)}%`), eb('mk.kode_mata_kuliah', 'ilike', `${escapeLike(cari)}%`)]));
  if (query.id_mata_kuliah) q = q.where('k.id_mata_kuliah', '=', query.id_mata_kuliah);
  const page = await paged(q.orderBy('mk.semester_paket').orderBy('mk.kode_mata_kuliah').orderBy('k.nama_kelas').orderBy('k.id_kelas'), query, PAGE_SIZE.DEFAULT);
  const graded = page.data.some((r: any) => r.nilai_indeks_lalu !== null);
  const minimum = graded ? await minimumIndeks(db, m.id_prodi, semester.krs_mulai) : 0;
  const rows = (await withMeetings(db, page.data as any[])).map(({ nilai_huruf_lalu, nilai_indeks_lalu, ...r }: any) => {
    const sudahLulus = nilai_indeks_lalu !== null && Number(nilai_indeks_lalu) >= minimum;
    return { ...r, sudah_lulus: sudahLulus, nilai_lulus: sudahLulus ? nilai_huruf_lalu : null };
  });
  return { ...page, data: rows };
}
