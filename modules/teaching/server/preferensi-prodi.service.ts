import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { formatRentangJam } from '../../../core/contract/format';
import type { TokenClaims } from '../../../core/contract/token';
import { likePattern } from '../../../core/server/db/like';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql, semesterAktif } from '../../master-data/public';
import type { PreferensiDosen, PreferensiDosenItem, PreferensiDosenQuery } from '../schemas-prodi';
import { tt } from './nilai.service';
import { prodiDilihat } from './usulan-prodi.service';

// Programme staff read the teaching preferences of the lecturers of their akses_prodi programmes
// (decision 0026). Preferences are standing (not tied to a semester, see preferensi.service.ts);
// the chosen semester gives the load columns: the classes each lecturer already teaches in it.

/** The semester the load counts, or another staff list shows (default: the active one); 404 unknown. */
export async function semesterBeban(db: Kysely<any>, idSemester?: number) {
  const s = idSemester === undefined
    ? await semesterAktif(db)
    : await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi'])
      .where('id_semester_registrasi', '=', idSemester).executeTakeFirst();
  if (!s) throw httpError(404, tt(idSemester === undefined ? 'galat.tidak_ada_semester_aktif' : 'galat.semester_tidak_ditemukan'));
  return { id_semester_registrasi: Number(s.id_semester_registrasi), nama_semester_registrasi: s.nama_semester_registrasi as string };
}

/** One page (or every row, `halaman` null) of the lecturers with their preferences, by name. */
async function bacaPreferensi(db: Kysely<any>, prodi: number[], idSemester: number, cari: string | undefined, halaman: { limit: number; offset: number } | null) {
  const kata = cari?.trim();
  const { rows } = await sql<PreferensiDosenItem & { total: number }>`
    select d.id_dosen, ${namaLengkapDosenSql('d')} as nama_dosen, d.nidn::text as nidn, pr.nama_prodi,
      coalesce((select json_agg(json_build_object('hari', w.hari, 'jam_mulai', to_char(w.jam_mulai, 'HH24:MI'), 'jam_selesai', to_char(w.jam_selesai, 'HH24:MI'))
        order by w.hari, w.jam_mulai) from teaching.waktu_mengajar w where w.id_dosen = d.id_dosen), '[]') as waktu_mengajar,
      coalesce((select json_agg(json_build_object('urutan', p.urutan, 'kode_mata_kuliah', mk.kode_mata_kuliah, 'nama_mata_kuliah', mk.nama_mata_kuliah) order by p.urutan)
        from teaching.prioritas_mata_kuliah p join master_data.mata_kuliah mk on mk.id_mata_kuliah = p.id_mata_kuliah where p.id_dosen = d.id_dosen), '[]') as prioritas,
      coalesce((select json_agg(r.nama_rumpun order by r.nama_rumpun) from teaching.rumpun_dosen rd
        join teaching.rumpun_mata_kuliah r on r.id_rumpun_mata_kuliah = rd.id_rumpun_mata_kuliah where rd.id_dosen = d.id_dosen), '[]') as rumpun,
      coalesce((select json_agg(b.nama_bidang_keahlian order by b.nama_bidang_keahlian) from teaching.bidang_keahlian_dosen bd
        join teaching.bidang_keahlian b on b.id_bidang_keahlian = bd.id_bidang_keahlian where bd.id_dosen = d.id_dosen), '[]') as bidang_keahlian,
      (select count(*)::int from master_data.kelas k where k.id_dosen = d.id_dosen and k.id_semester_registrasi = ${idSemester}) as jumlah_kelas,
      (select coalesce(sum(mk.sks), 0)::int from master_data.kelas k join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
        where k.id_dosen = d.id_dosen and k.id_semester_registrasi = ${idSemester}) as jumlah_sks,
      count(*) over()::int as total
    from master_data.dosen d join master_data.prodi pr on pr.id_prodi = d.id_prodi
    where d.aktif and d.id_prodi = any(${prodi}::int[])
      ${kata ? sql`and d.nama_dosen ilike ${likePattern(kata)}` : sql``}
    order by d.nama_dosen, d.id_dosen
    ${halaman ? sql`limit ${halaman.limit} offset ${halaman.offset}` : sql``}`.execute(db);
  return rows;
}

/**
 * One page (PAGE_SIZE.PROGRAMME_DATA by default) of a staff list read by `baca` (each row carrying
 * the window count `total`), with every semester to choose from, newest first.
 */
export async function halamanStaf<T>(db: Kysely<any>, q: { page?: number; per_page?: number }, baca: (halaman: { limit: number; offset: number }) => Promise<Array<T & { total: number }>>) {
  const current_page = q.page ?? 1;
  const per_page = q.per_page ?? PAGE_SIZE.PROGRAMME_DATA;
  const rows = await baca({ limit: per_page, offset: (current_page - 1) * per_page });
  // A page past the end has no row to carry the window count.
  const total = rows[0]?.total ?? (current_page > 1 ? (await baca({ limit: 1, offset: 0 }))[0]?.total ?? 0 : 0);
  const semester_pilihan = (await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi'])
    .orderBy('kode_semester', 'desc').execute()) as PreferensiDosen['semester_pilihan'];
  return { data: rows.map(({ total: _t, ...r }) => r as T), current_page, per_page, total, semester_pilihan };
}

/** GET preferensi-dosen: one page of the lecturers of the staff's programmes. */
export async function preferensiDosen(db: Kysely<any>, user: TokenClaims, q: PreferensiDosenQuery): Promise<PreferensiDosen> {
  const { akses, dipilih, prodi } = await prodiDilihat(db, user, q.id_prodi);
  const semester = await semesterBeban(db, q.id_semester);
  const halaman = await halamanStaf<PreferensiDosenItem>(db, q, (h) => bacaPreferensi(db, dipilih, semester.id_semester_registrasi, q.cari, h));
  return { ...halaman, akses_prodi: akses, semester, prodi };
}

/** GET preferensi-dosen/unduh: the same lecturers (every page) as an XLSX workbook, one row each. */
export async function unduhPreferensiDosen(db: Kysely<any>, user: TokenClaims, q: PreferensiDosenQuery) {
  const { dipilih, prodi } = await prodiDilihat(db, user, q.id_prodi);
  const semester = await semesterBeban(db, q.id_semester);
  const rows = await bacaPreferensi(db, dipilih, semester.id_semester_registrasi, q.cari, null);
  const hari = (h: number) => tt(`hari.${h}`);
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tt('preferensi_prodi.lembar'));
  ws.addRow([tt('preferensi_prodi.judul')]).font = { bold: true, size: 14 };
  const cakupan = q.id_prodi === undefined ? prodi.map((p) => p.nama_prodi).join(', ') : prodi.find((p) => p.id_prodi === q.id_prodi)!.nama_prodi;
  ws.addRow([`${tt('preferensi_prodi.prodi')}: ${cakupan}`]);
  ws.addRow([`${tt('preferensi_prodi.beban_semester', { semester: semester.nama_semester_registrasi })}${q.cari?.trim() ? ` — ${tt('preferensi_prodi.cari')}: ${q.cari.trim()}` : ''}`]);
  ws.addRow([]);
  const kolom = ['no', 'dosen', 'nidn', 'prodi', 'waktu', 'prioritas', 'rumpun', 'bidang', 'kelas', 'sks'].map((k) => tt(`preferensi_prodi.kolom.${k}`));
  ws.addRow(kolom).font = { bold: true };
  rows.forEach((r, i) => {
    const baris = ws.addRow([
      i + 1, r.nama_dosen, r.nidn ?? '-', r.nama_prodi,
      r.waktu_mengajar.map((w) => `${hari(w.hari)} ${formatRentangJam(w.jam_mulai, w.jam_selesai)}`).join('\n') || '-',
      r.prioritas.map((p) => `${p.urutan}. ${p.kode_mata_kuliah} ${p.nama_mata_kuliah}`).join('\n') || '-',
      r.rumpun.join('\n') || '-', r.bidang_keahlian.join('\n') || '-', r.jumlah_kelas, r.jumlah_sks,
    ]);
    baris.alignment = { vertical: 'top', wrapText: true };
  });
  [5, 36, 13, 28, 30, 40, 36, 36, 8, 8].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
  return {
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    nama: `Preferensi-Dosen_${semester.nama_semester_registrasi.replace(/[^0-9A-Za-z]+/g, '-')}.xlsx`,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
