import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { MIME } from '../../../core/server/files/detect';
import { httpError } from '../../../core/server/http/errors';
import type { Workbook, Worksheet } from 'exceljs';
import { aksesProdi, namaLengkapDosenSql } from '../../master-data/public';
import type { DaftarKomentar, KomentarProdiQuery, KomentarQuery, PilihanSurvei, Statistik, StatistikDosen, StatistikProdi, StatistikQuery } from '../schemas';
import { kuesionerOf, tq, type Jenis } from './kuesioner.service';
import { halamanKomentar, jumlahKomentarPer, komentarPer, num, ringkasanLembar, ringkasanPer, rows, statistikPerSoal } from './statistik.service';

// The programme staff's surveys (spec section 7, "Questionnaire statistics"): the statistics of both
// questionnaires within their akses_prodi, the comments, and the XLSX workbooks.

/**
 * The sheets a programme-staff user may count: those of their akses_prodi (spec section 6), or of
 * the one programme asked for, which must be one of them (403 otherwise).
 */
async function lingkup(db: Kysely<any>, user: TokenClaims, idProdi: number | undefined): Promise<RawBuilder<boolean>> {
  return lingkupDari(await aksesProdi(db, user.id_user), idProdi);
}

function lingkupDari(akses: number[], idProdi: number | undefined): RawBuilder<boolean> {
  if (idProdi !== undefined) {
    if (!akses.includes(idProdi)) throw httpError(403, tq('galat.di_luar_akses_prodi'));
    return sql<boolean>`l.id_prodi = ${idProdi}`;
  }
  return sql<boolean>`l.id_prodi = any(${akses}::int[])`;
}

/** The students' questionnaire per lecturer of the classes rated, with their comment counts. */
async function perDosen(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>): Promise<StatistikDosen[]> {
  const dosen = (await rows<Record<string, unknown>>(db, sql`select d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, count(distinct l.id_lembar)::int as jumlah_lembar,
      round(avg(j.nilai), 2)::float8 as rata_rata
    from questionnaire.lembar l join master_data.dosen d on d.id_dosen = l.id_dosen left join questionnaire.jawaban j on j.id_lembar = l.id_lembar
    where l.id_kuesioner = ${idKuesioner} and ${scope}
    group by d.id_dosen order by d.nama_dosen, d.id_dosen`)).map((r): StatistikDosen => ({
    id_dosen: Number(r.id_dosen), nama_dosen: String(r.nama_dosen), jumlah_lembar: Number(r.jumlah_lembar), rata_rata: num(r.rata_rata), jumlah_komentar: 0,
  }));
  const komentar = await jumlahKomentarPer(db, idKuesioner, scope, sql<number>`l.id_dosen`);
  for (const d of dosen) d.jumlah_komentar = komentar.get(d.id_dosen) ?? 0;
  return dosen;
}

/**
 * The lecturers' questionnaire per programme: a lecturer's sheet names their programme and no
 * lecturer or class (decision 0042), so the programme is the finest group it has; ordered by the
 * printed name ("S1 Teknik Informatika").
 */
async function perProdi(db: Kysely<any>, idKuesioner: number, scope: RawBuilder<boolean>): Promise<StatistikProdi[]> {
  const kunci = sql<number>`l.id_prodi`;
  const ringkasan = await ringkasanPer(db, idKuesioner, scope, kunci);
  if (!ringkasan.size) return [];
  const komentar = await jumlahKomentarPer(db, idKuesioner, scope, kunci);
  const prodi = await rows<{ id_prodi: number; nama_prodi: string }>(db, sql`select id_prodi, concat_ws(' ', jenjang, nama_prodi) as nama_prodi
    from master_data.prodi where id_prodi = any(${[...ringkasan.keys()]}::int[]) order by 2, 1`);
  return prodi.map((p) => ({ id_prodi: Number(p.id_prodi), nama_prodi: p.nama_prodi, ...ringkasan.get(Number(p.id_prodi))!, jumlah_komentar: komentar.get(Number(p.id_prodi)) ?? 0 }));
}

/** The semesters with a questionnaire of `jenis` the staff read, and the programmes of `akses`, for the page's pickers. */
async function pilihanSurvei(db: Kysely<any>, jenis: Jenis, akses: number[]): Promise<PilihanSurvei> {
  const semester = await rows<PilihanSurvei['semester'][number]>(db, sql`select s.id_semester_registrasi, s.nama_semester_registrasi
    from questionnaire.kuesioner k join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi
    where k.jenis = ${jenis} and k.status <> 'draf' order by s.kode_semester desc`);
  const prodi = await rows<PilihanSurvei['prodi'][number]>(db, sql`select id_prodi, concat_ws(' ', jenjang, nama_prodi) as nama_prodi
    from master_data.prodi where id_prodi = any(${akses}::int[]) order by 2, 1`);
  return { semester, prodi };
}

/** GET kuesioner/statistik (jenis 'mahasiswa', per lecturer) and GET kuesioner-dosen/statistik (jenis 'dosen', per programme). */
export async function statistik(db: Kysely<any>, user: TokenClaims, jenis: Jenis, q: StatistikQuery): Promise<Statistik> {
  const { hasil, akses } = await statistikDalam(db, user, jenis, q);
  return { ...hasil, pilihan: await pilihanSurvei(db, jenis, akses) };
}

/**
 * The statistics, the staff's programmes and the scope they were counted in (the XLSX lists the
 * comments of the same sheets); the page's pickers are added by `statistik` alone.
 */
async function statistikDalam(db: Kysely<any>, user: TokenClaims, jenis: Jenis, q: StatistikQuery): Promise<{ hasil: Omit<Statistik, 'pilihan'>; akses: number[]; scope: RawBuilder<boolean> }> {
  if (q.id_semester_registrasi !== undefined) {
    const [s] = await rows(db, sql`select 1 from master_data.semester where id_semester_registrasi = ${q.id_semester_registrasi}`);
    if (!s) throw httpError(404, tq('galat.semester_tidak_ada'));
  }
  const akses = await aksesProdi(db, user.id_user);
  const scope = lingkupDari(akses, q.id_prodi);
  const k = await kuesionerOf(db, jenis, q.id_semester_registrasi, 'dibaca');
  const kelompok = jenis === 'mahasiswa' ? 'dosen' : 'prodi';
  if (!k) return { hasil: { kuesioner: null, jumlah_lembar: 0, rata_rata: null, soal: [], [kelompok]: [] }, akses, scope };
  const soal = await statistikPerSoal(db, k.id_kuesioner, scope);
  const total = await ringkasanLembar(db, k.id_kuesioner, scope);
  const hasil: Omit<Statistik, 'pilihan'> = { kuesioner: k, ...total, soal };
  if (jenis === 'mahasiswa') hasil.dosen = await perDosen(db, k.id_kuesioner, scope);
  else hasil.prodi = await perProdi(db, k.id_kuesioner, scope);
  return { hasil, akses, scope };
}

/** One lecturer's sheets within the staff's scope. */
const komentarDosenScope = (idDosen: number, scope: RawBuilder<boolean>) => sql<boolean>`l.id_dosen = ${idDosen} and ${scope}`;

/** A page of the comments of `scope` in the questionnaire of a kind read by the staff (default: the active semester's). */
async function halamanStaf(db: Kysely<any>, jenis: Jenis, idSemester: number | undefined, page: number, scope: RawBuilder<boolean>): Promise<DaftarKomentar> {
  const k = await kuesionerOf(db, jenis, idSemester, 'dibaca');
  if (!k) return { data: [], current_page: page, per_page: PAGE_SIZE.DEFAULT, total: 0 };
  return halamanKomentar(db, k.id_kuesioner, scope, page);
}

/**
 * GET kuesioner/komentar: the comments written on one lecturer's classes in the students'
 * questionnaire of a semester (default: the active one), within the staff's akses_prodi, 7 a page.
 * Only the question and the text leave the database: no sheet id, class or time, and the order is
 * the question's and then the text's, never the order of writing, which the receipts' times could
 * pair with a student (decision 0032).
 */
export async function komentarDosen(db: Kysely<any>, user: TokenClaims, q: KomentarQuery): Promise<DaftarKomentar> {
  const scope = await lingkup(db, user, q.id_prodi);
  return halamanStaf(db, 'mahasiswa', q.id_semester_registrasi, q.page ?? 1, komentarDosenScope(q.id_dosen, scope));
}

/**
 * GET kuesioner-dosen/komentar: the comments the lecturers of one programme (one of the staff's
 * akses_prodi, 403 otherwise) wrote in the lecturers' questionnaire of a semester (default: the
 * active one), 7 a page, question and text only in the same order as above (decision 0042). The
 * sheet names no lecturer, so neither can the list.
 */
export async function komentarProdi(db: Kysely<any>, user: TokenClaims, q: KomentarProdiQuery): Promise<DaftarKomentar> {
  return halamanStaf(db, 'dosen', q.id_semester_registrasi, q.page ?? 1, await lingkup(db, user, q.id_prodi));
}

/**
 * A workbook's sheet "Komentar": a first column naming whose comments (a lecturer, a programme, a
 * class), then the question's number and text and the comment, nothing else (decisions 0032, 0038).
 */
export function lembarKomentar(wb: Workbook, kolomPertama: string): Worksheet {
  const ws = wb.addWorksheet(tq('xls.lembar_komentar'));
  ws.addRow([kolomPertama, tq('kolom.no'), tq('kolom.pertanyaan'), tq('kolom.komentar')]).font = { bold: true };
  ws.getColumn(1).width = 40;
  ws.getColumn(3).width = 50;
  ws.getColumn(4).width = 80;
  return ws;
}

/** A row of the page's per-lecturer or per-programme table. */
interface Kelompok { id: number; nama: string; jumlah_lembar: number; rata_rata: number | null }

/**
 * The staff's groups: per lecturer (students' questionnaire) or per programme (lecturers'), in the
 * page's order, with the column of a sheet that names its group.
 */
function kelompokStaf(s: Pick<Statistik, 'dosen' | 'prodi'>): { lembar: string; kolom: string; kunci: RawBuilder<number>; baris: Kelompok[] } {
  if (s.dosen) return { lembar: tq('xls.lembar_dosen'), kolom: tq('kolom.dosen'), kunci: sql<number>`l.id_dosen`, baris: s.dosen.map((d) => ({ ...d, id: d.id_dosen, nama: d.nama_dosen })) };
  return { lembar: tq('xls.lembar_prodi'), kolom: tq('kolom.prodi'), kunci: sql<number>`l.id_prodi`, baris: (s.prodi ?? []).map((p) => ({ ...p, id: p.id_prodi, nama: p.nama_prodi })) };
}

/**
 * GET kuesioner/soal/statistik/xls and GET kuesioner-dosen/soal/statistik/xls: the same statistics as
 * an XLSX workbook: "Statistik", the groups' sheet ("Per Dosen" / "Per Program Studi") and
 * "Komentar", per group in the table's order the comments its paged list shows, in the same scope.
 */
export async function statistikXlsx(db: Kysely<any>, user: TokenClaims, jenis: Jenis, q: StatistikQuery): Promise<{ buffer: Buffer; nama: string; type: string }> {
  const { hasil: s, scope } = await statistikDalam(db, user, jenis, q);
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tq('xls.lembar'));
  ws.addRow([tq(jenis === 'mahasiswa' ? 'xls.judul_mahasiswa' : 'xls.judul_dosen')]).font = { bold: true, size: 14 };
  ws.addRow([s.kuesioner ? `${s.kuesioner.judul} — ${s.kuesioner.nama_semester_registrasi}` : tq('staf.tidak_ada')]);
  ws.addRow([`${tq('kolom.jumlah_lembar')}: ${s.jumlah_lembar}`, `${tq('kolom.rata_rata')}: ${s.rata_rata ?? '-'}`]);
  ws.addRow([]);
  ws.addRow([tq('kolom.no'), tq('kolom.kategori'), tq('kolom.pertanyaan'), tq('kolom.jumlah'), tq('kolom.rata_rata'), '1', '2', '3', '4', '5']).font = { bold: true };
  for (const soal of s.soal) ws.addRow([soal.urutan, soal.kategori, soal.pertanyaan, soal.jumlah, soal.rata_rata ?? '-', ...soal.sebaran]);
  ws.getColumn(2).width = 16;
  ws.getColumn(3).width = 70;
  const kelompok = kelompokStaf(s);
  const wd = wb.addWorksheet(kelompok.lembar);
  wd.addRow([tq('kolom.no'), kelompok.kolom, tq('kolom.jumlah_lembar'), tq('kolom.rata_rata')]).font = { bold: true };
  kelompok.baris.forEach((g, i) => wd.addRow([i + 1, g.nama, g.jumlah_lembar, g.rata_rata ?? '-']));
  wd.getColumn(2).width = 40;
  if (s.kuesioner) {
    const wk = lembarKomentar(wb, kelompok.kolom);
    const komentar = await komentarPer(db, s.kuesioner.id_kuesioner, scope, kelompok.kunci);
    for (const g of kelompok.baris) for (const c of komentar.get(g.id) ?? []) wk.addRow([g.nama, c.urutan, c.pertanyaan, c.isi]);
  }
  const semester = s.kuesioner ? `-${s.kuesioner.id_semester_registrasi}` : '';
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), nama: `statistik-kuesioner-${jenis}${semester}.xlsx`, type: MIME.xlsx };
}
