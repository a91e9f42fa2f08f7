import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import type { TokenClaims } from '../../../core/contract/token';
import { a4Document, formatTanggalCetak, readKop, renderPdf } from '../../../core/server/print';
import { activeSemesterId, fail, idDosen, msg, rows } from './common';
import { pesertaKelas } from './enrolment';
import { lingkupProdi } from './validation-chain';

const nama = (a: string) => sql.raw(`concat_ws(' ', ${a}.gelar_depan_dosen, ${a}.nama_dosen || coalesce(', ' || ${a}.gelar_belakang_dosen, ''))`);
const SINGKAT: Record<string, string> = { hadir: 'H', izin: 'I', sakit: 'S', alpa: 'A' };

/**
 * Who may see a class's attendance: its own lecturer (dsn00, kor00), or programme staff whose
 * akses_prodi holds the course's programme. Answers 404 for an unknown class, 403 otherwise.
 */
async function kelasTerlihat(db: Kysely<any>, user: TokenClaims, idKelas: number, idMataKuliah?: number) {
  const [k] = await rows<any>(db, sql`select k.id_kelas, k.id_dosen, k.id_mata_kuliah, k.nama_kelas, mk.nama_mata_kuliah, mk.kode_mata_kuliah, mk.sks::int as sks,
      mk.id_prodi, pr.nama_prodi, s.nama_semester_registrasi, k.id_semester_registrasi, ${nama('d')} as nama_dosen, d.nidn::text as nidn,
      ${lingkupProdi(user, sql.ref('mk.id_prodi'))} as dalam_lingkup
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah join master_data.prodi pr on pr.id_prodi = mk.id_prodi
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi join master_data.dosen d on d.id_dosen = k.id_dosen
    where k.id_kelas = ${idKelas}`);
  if (!k || (idMataKuliah !== undefined && k.id_mata_kuliah !== idMataKuliah)) fail(404, 'kelas_tidak_ditemukan');
  const staf = ['aka00', 'aka01', 'aka02'].includes(user.id_group_user);
  if (staf ? !k.dalam_lingkup : k.id_dosen !== (await idDosen(db, user))) fail(403, 'bukan_kelas_anda');
  return k;
}

/**
 * GET presensi/kelas: the attendance of a class — every meeting held and every enrolled student's
 * status per meeting, present count and percentage. `keterangan` names the class (spec section 3).
 */
export async function rekapKelas(db: Kysely<any>, user: TokenClaims, q: { id_kelas: number; id_mata_kuliah?: number }) {
  const k = await kelasTerlihat(db, user, q.id_kelas, q.id_mata_kuliah);
  const pertemuan = await rows<any>(db, sql`select p.id_pertemuan, p.pertemuan_ke::int as pertemuan_ke, p.jenis, to_char(p.tanggal, 'YYYY-MM-DD') as tanggal,
      (p.dibuka_pada is not null) as terlaksana
    from attendance.pertemuan p where p.id_kelas = ${q.id_kelas} order by p.pertemuan_ke`);
  const mahasiswa = await rows<any>(db, sql`select m.id_mahasiswa, m.nim::text as nim, m.nama_mahasiswa,
      coalesce((select json_object_agg(p.pertemuan_ke::text, h.status) from attendance.kehadiran h join attendance.pertemuan p on p.id_pertemuan = h.id_pertemuan
        where p.id_kelas = ${q.id_kelas} and h.id_mahasiswa = m.id_mahasiswa), '{}'::json) as kehadiran
    from master_data.mahasiswa m where m.id_mahasiswa in ${pesertaKelas(q.id_kelas)} order by m.nim`);
  const terlaksana = pertemuan.filter((p) => p.terlaksana).length;
  return {
    keterangan: { id_kelas: k.id_kelas, id_mata_kuliah: k.id_mata_kuliah, nama_mata_kuliah: k.nama_mata_kuliah, kode_mata_kuliah: k.kode_mata_kuliah, sks: k.sks,
      nama_kelas: k.nama_kelas, nama_dosen: k.nama_dosen, nama_prodi: k.nama_prodi, nama_semester_registrasi: k.nama_semester_registrasi, pertemuan_terlaksana: terlaksana },
    pertemuan,
    mahasiswa: mahasiswa.map((m) => {
      const kehadiran = (typeof m.kehadiran === 'string' ? JSON.parse(m.kehadiran) : m.kehadiran) as Record<string, string>;
      const hadir = pertemuan.filter((p) => p.terlaksana && kehadiran[String(p.pertemuan_ke)] === 'hadir').length;
      return { ...m, kehadiran, hadir, persen: terlaksana ? Math.round((hadir * 10000) / terlaksana) / 100 : 100 };
    }),
    nidn: k.nidn as string | null,
  };
}

/** GET presensi/kelas/download: the same attendance as an XLSX workbook or an A4 PDF. */
export async function unduhRekapKelas(db: Kysely<any>, user: TokenClaims, q: { id_kelas: number; id_mata_kuliah?: number; format?: 'xlsx' | 'pdf' }) {
  const r = await rekapKelas(db, user, q);
  const ke = r.pertemuan.map((p) => p.pertemuan_ke as number);
  const cell = (m: (typeof r.mahasiswa)[number], n: number) => SINGKAT[m.kehadiran[String(n)]] ?? '-';
  const nameBase = `presensi-${r.keterangan.kode_mata_kuliah}-${r.keterangan.nama_kelas}`;
  if (q.format === 'pdf') {
    const kop = (await readKop(db)) ?? { nama: msg('laporan.kop_bawaan') };
    const pdf = await renderPdf({
      ...a4Document({
        kop, judul: msg('laporan.judul_pdf'), subjudul: r.keterangan.nama_semester_registrasi,
        identitas: [[msg('laporan.mata_kuliah'), `${r.keterangan.kode_mata_kuliah} ${r.keterangan.nama_mata_kuliah} (${r.keterangan.sks} SKS)`],
          [msg('laporan.kelas'), r.keterangan.nama_kelas], [msg('laporan.dosen'), r.keterangan.nama_dosen], [msg('laporan.prodi'), r.keterangan.nama_prodi]],
        tabel: {
          kolom: ['No', 'NIM', msg('laporan.nama'), ...ke.map(String), '%'],
          baris: r.mahasiswa.map((m, i) => [i + 1, m.nim, m.nama_mahasiswa, ...ke.map((n) => cell(m, n)), m.persen.toLocaleString('id-ID')]),
          lebar: ['auto', 'auto', '*', ...ke.map(() => 'auto' as const), 'auto'],
          kosong: msg('laporan.kosong'),
        },
        catatan: [msg('laporan.keterangan_kode')],
        tandaTangan: [{ jabatan: msg('laporan.dosen_pengampu'), nama: r.keterangan.nama_dosen, nomor: r.nidn ? `NIDN. ${r.nidn}` : undefined }],
        tanggalCetak: formatTanggalCetak(new Date()),
      }),
      pageOrientation: 'landscape',
    });
    return { buffer: pdf, nama: `${nameBase}.pdf`, type: 'application/pdf' };
  }
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Presensi');
  ws.addRow([msg('laporan.judul_pdf')]).font = { bold: true, size: 14 };
  ws.addRow([`${r.keterangan.kode_mata_kuliah} ${r.keterangan.nama_mata_kuliah} — ${msg('laporan.kelas')} ${r.keterangan.nama_kelas} — ${r.keterangan.nama_semester_registrasi}`]);
  ws.addRow([`${msg('laporan.dosen')}: ${r.keterangan.nama_dosen}`]);
  ws.addRow([]);
  const head = ws.addRow(['No', 'NIM', msg('laporan.nama'), ...ke.map((n) => `P${n}`), msg('laporan.hadir'), '%']);
  head.font = { bold: true };
  r.mahasiswa.forEach((m, i) => ws.addRow([i + 1, m.nim, m.nama_mahasiswa, ...ke.map((n) => cell(m, n)), m.hadir, m.persen]));
  ws.getColumn(2).width = 16;
  ws.getColumn(3).width = 32;
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), nama: `${nameBase}.xlsx`, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

/** The per-class summary every lecturer report lists. */
function ringkasanKelas(whereSql: ReturnType<typeof sql>) {
  return sql`select k.id_kelas, k.id_mata_kuliah, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, mk.sks::int as sks, k.id_semester_registrasi,
      s.nama_semester_registrasi, ${nama('d')} as nama_dosen, k.id_dosen,
      (select count(*)::int from attendance.pertemuan p where p.id_kelas = k.id_kelas) as jumlah_pertemuan,
      (select count(*)::int from attendance.pertemuan p where p.id_kelas = k.id_kelas and p.dibuka_pada is not null) as pertemuan_terlaksana,
      (select count(*)::int from attendance.presensi_dosen pd join attendance.pertemuan p on p.id_pertemuan = pd.id_pertemuan where p.id_kelas = k.id_kelas and pd.id_dosen = k.id_dosen) as kehadiran_dosen,
      (select coalesce(round(avg(case when h.status = 'hadir' then 100.0 else 0 end), 2), 0)::float8 from attendance.kehadiran h join attendance.pertemuan p on p.id_pertemuan = h.id_pertemuan where p.id_kelas = k.id_kelas) as rata_kehadiran_mahasiswa
    from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    join master_data.semester s on s.id_semester_registrasi = k.id_semester_registrasi join master_data.dosen d on d.id_dosen = k.id_dosen
    where ${whereSql} order by s.kode_semester desc, mk.nama_mata_kuliah, k.nama_kelas`;
}

/** GET absensi/dosen: the logged-in lecturer's classes of a semester (default: active) with meetings held, own attendance and the students' average. */
export async function absensiDosen(db: Kysely<any>, user: TokenClaims, q: { id_semester_registrasi?: number }) {
  const dosen = await idDosen(db, user);
  const semester = q.id_semester_registrasi ?? (await activeSemesterId(db));
  return { data: await rows<any>(db, ringkasanKelas(sql`k.id_dosen = ${dosen} and k.id_semester_registrasi = ${semester}`)) };
}

/** GET presensi/laporan/dosen: lecturers of the programmes the staff may see (paged 10), with their classes held this semester. */
export async function laporanDosen(db: Kysely<any>, user: TokenClaims, q: { page?: number; per_page?: number; cari?: string }) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.PRESENCE_REPORTS;
  const semester = await activeSemesterId(db);
  const cari = q.cari?.trim() ? sql`and d.nama_dosen ilike ${`%${q.cari.trim()}%`}` : sql``;
  const data = await rows<any>(db, sql`select d.id_dosen, ${nama('d')} as nama_dosen, d.nidn::text as nidn, pr.nama_prodi,
      (select count(*)::int from master_data.kelas k where k.id_dosen = d.id_dosen and k.id_semester_registrasi = ${semester}) as jumlah_kelas,
      (select count(*)::int from attendance.pertemuan p join master_data.kelas k on k.id_kelas = p.id_kelas where k.id_dosen = d.id_dosen and k.id_semester_registrasi = ${semester} and p.dibuka_pada is not null) as pertemuan_terlaksana,
      (select count(*)::int from attendance.presensi_dosen pd join attendance.pertemuan p on p.id_pertemuan = pd.id_pertemuan join master_data.kelas k on k.id_kelas = p.id_kelas
        where pd.id_dosen = d.id_dosen and k.id_semester_registrasi = ${semester}) as kehadiran_dosen,
      count(*) over()::int as total
    from master_data.dosen d join master_data.prodi pr on pr.id_prodi = d.id_prodi
    where d.aktif and ${lingkupProdi(user, sql.ref('d.id_prodi'))} ${cari}
    order by d.nama_dosen, d.id_dosen limit ${perPage} offset ${(page - 1) * perPage}`);
  const akses = (await rows<{ id_prodi: number }>(db, sql`select id_prodi from core.akses_prodi where id_user = ${user.id_user} order by id_prodi`)).map((r) => r.id_prodi);
  return { data: data.map(({ total: _t, ...r }) => r), current_page: page, per_page: perPage, total: data[0]?.total ?? 0, akses_prodi: akses };
}

/** GET presensi/laporan/dosen/{id_dosen}: that lecturer's classes (every semester), if within the staff's programmes. */
export async function laporanDosenKelas(db: Kysely<any>, user: TokenClaims, idDosenTarget: number) {
  const [d] = await rows<any>(db, sql`select d.id_dosen, ${nama('d')} as nama_dosen, d.nidn::text as nidn, ${lingkupProdi(user, sql.ref('d.id_prodi'))} as boleh
    from master_data.dosen d where d.id_dosen = ${idDosenTarget}`);
  if (!d) fail(404, 'dosen_tidak_ditemukan');
  if (!d.boleh) fail(403, 'di_luar_akses_prodi');
  return { dosen: { id_dosen: d.id_dosen, nama_dosen: d.nama_dosen, nidn: d.nidn }, data: await rows<any>(db, ringkasanKelas(sql`k.id_dosen = ${idDosenTarget}`)) };
}

/** GET presensi/laporan/dosen/{id_dosen}/{id_semester_registrasi}/{id_kelas}/{id_mata_kuliah}: one class's attendance. */
export async function laporanDosenDetail(db: Kysely<any>, user: TokenClaims, p: { id_dosen: number; id_semester_registrasi: number; id_kelas: number; id_mata_kuliah: number }) {
  const r = await rekapKelas(db, user, { id_kelas: p.id_kelas, id_mata_kuliah: p.id_mata_kuliah });
  const [k] = await rows<any>(db, sql`select id_dosen, id_semester_registrasi from master_data.kelas where id_kelas = ${p.id_kelas}`);
  if (k.id_dosen !== p.id_dosen || k.id_semester_registrasi !== p.id_semester_registrasi) fail(404, 'kelas_tidak_ditemukan');
  return r;
}
