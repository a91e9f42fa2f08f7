import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { likePattern } from '../../../core/server/db/like';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql, semesterAktif } from '../../master-data/public';
import type { RekapPerubahan, RekapPerubahanItem, RekapPerubahanQuery } from '../schemas-rekap-perubahan';
import { waktuValidasi } from './bukti-validasi';
import { tt } from './nilai.service';
import { halamanStaf } from './preferensi-prodi.service';
import { prodiDilihat } from './usulan-prodi.service';

// Programme staff read the grade changes after the deadline (decision 0019) recorded in the classes
// of their akses_prodi programmes (a class belongs to its course's programme), one semester at a
// time, newest first; the XLSX export is the same filtered list, every page (decision 0027).

type Semester = RekapPerubahan['semester'];

/**
 * The semester asked for (404 unknown), or by default the newest one with a change in the staff's
 * programmes (the period a reader most likely checks), else the active one.
 */
async function semesterRekap(db: Kysely<any>, prodi: number[], idSemester?: number): Promise<Semester> {
  const s = idSemester !== undefined
    ? await db.selectFrom('master_data.semester').select(['id_semester_registrasi', 'nama_semester_registrasi'])
      .where('id_semester_registrasi', '=', idSemester).executeTakeFirst()
    : (await sql<Semester>`
        select s.id_semester_registrasi, s.nama_semester_registrasi from master_data.semester s
        where exists (select 1 from teaching.riwayat_perubahan_nilai r join master_data.kelas k on k.id_kelas = r.id_kelas
          join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
          where k.id_semester_registrasi = s.id_semester_registrasi and mk.id_prodi = any(${prodi}::int[]))
        order by s.kode_semester desc limit 1`.execute(db)).rows[0] ?? await semesterAktif(db);
  if (!s) throw httpError(404, tt(idSemester === undefined ? 'galat.tidak_ada_semester_aktif' : 'galat.semester_tidak_ditemukan'));
  return { id_semester_registrasi: Number(s.id_semester_registrasi), nama_semester_registrasi: s.nama_semester_registrasi as string };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** One page (or every row, `halaman` null) of the semester's changes in `prodi`, newest first. */
async function bacaPerubahan(db: Kysely<any>, prodi: number[], idSemester: number, cari: string | undefined, halaman: { limit: number; offset: number } | null) {
  const kata = cari?.trim();
  const { rows } = await sql<RekapPerubahanItem & { total: number }>`
    select r.id_riwayat_perubahan_nilai, mk.kode_mata_kuliah, mk.nama_mata_kuliah, k.nama_kelas, pr.nama_prodi, m.nim, m.nama_mahasiswa,
      r.nilai_angka_lama, r.nilai_huruf_lama, r.nilai_angka_baru, r.nilai_huruf_baru, r.alasan,
      ${namaLengkapDosenSql('d')} as diubah_oleh, r.diubah_pada,
      (select count(*) from teaching.riwayat_perubahan_nilai b where b.id_kelas = r.id_kelas and b.diubah_pada = r.diubah_pada)::int as jumlah_sekali_simpan,
      count(*) over()::int as total
    from teaching.riwayat_perubahan_nilai r
    join master_data.kelas k on k.id_kelas = r.id_kelas
    join master_data.mata_kuliah mk on mk.id_mata_kuliah = k.id_mata_kuliah
    join master_data.prodi pr on pr.id_prodi = mk.id_prodi
    join master_data.mahasiswa m on m.id_mahasiswa = r.id_mahasiswa
    join master_data.dosen d on d.id_dosen = r.id_dosen
    where k.id_semester_registrasi = ${idSemester} and mk.id_prodi = any(${prodi}::int[])
      ${kata ? sql`and (m.nim ilike ${likePattern(kata)} or m.nama_mahasiswa ilike ${likePattern(kata)} or mk.nama_mata_kuliah ilike ${likePattern(kata)} or mk.kode_mata_kuliah ilike ${likePattern(kata)})` : sql``}
    order by r.diubah_pada desc, r.id_riwayat_perubahan_nilai desc
    ${halaman ? sql`limit ${halaman.limit} offset ${halaman.offset}` : sql``}`.execute(db);
  return rows.map((r) => ({
    ...r,
    nilai_angka_lama: num(r.nilai_angka_lama), nilai_angka_baru: Number(r.nilai_angka_baru),
    diubah_pada: new Date(r.diubah_pada).toISOString(),
  }));
}

/** GET rekap-perubahan-nilai: one page of the changes of the staff's programmes in one semester. */
export async function rekapPerubahan(db: Kysely<any>, user: TokenClaims, q: RekapPerubahanQuery): Promise<RekapPerubahan> {
  const { akses, dipilih, prodi } = await prodiDilihat(db, user, q.id_prodi);
  const semester = await semesterRekap(db, dipilih, q.id_semester);
  const halaman = await halamanStaf<RekapPerubahanItem>(db, q, (h) => bacaPerubahan(db, dipilih, semester.id_semester_registrasi, q.cari, h));
  return { ...halaman, akses_prodi: akses, semester, prodi };
}

/** GET rekap-perubahan-nilai/unduh: the same changes (every page) as an XLSX workbook, one row each. */
export async function unduhRekapPerubahan(db: Kysely<any>, user: TokenClaims, q: RekapPerubahanQuery) {
  const { dipilih, prodi } = await prodiDilihat(db, user, q.id_prodi);
  const semester = await semesterRekap(db, dipilih, q.id_semester);
  const rows = await bacaPerubahan(db, dipilih, semester.id_semester_registrasi, q.cari, null);
  const k = (key: string) => tt(`rekap_perubahan.kolom.${key}`);
  const nilai = (angka: number | null, huruf: string | null) => (huruf === null ? '-' : `${angka} (${huruf})`);
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tt('rekap_perubahan.lembar'));
  ws.addRow([tt('rekap_perubahan.judul')]).font = { bold: true, size: 14 };
  const cakupan = q.id_prodi === undefined ? prodi.map((p) => p.nama_prodi).join(', ') : prodi.find((p) => p.id_prodi === q.id_prodi)!.nama_prodi;
  ws.addRow([`${tt('rekap_perubahan.prodi')}: ${cakupan}`]);
  ws.addRow([`${tt('rekap_perubahan.semester')}: ${semester.nama_semester_registrasi}${q.cari?.trim() ? ` — ${tt('rekap_perubahan.cari')}: ${q.cari.trim()}` : ''}`]);
  ws.addRow([]);
  ws.addRow(['no', 'waktu', 'mata_kuliah', 'kelas', 'prodi', 'nim', 'mahasiswa', 'lama', 'baru', 'alasan', 'dosen'].map(k)).font = { bold: true };
  rows.forEach((r, i) => {
    ws.addRow([i + 1, waktuValidasi(r.diubah_pada), `${r.kode_mata_kuliah} ${r.nama_mata_kuliah}`, r.nama_kelas, r.nama_prodi, r.nim, r.nama_mahasiswa,
      nilai(r.nilai_angka_lama, r.nilai_huruf_lama), nilai(r.nilai_angka_baru, r.nilai_huruf_baru), r.alasan, r.diubah_oleh]).alignment = { vertical: 'top', wrapText: true };
  });
  [5, 30, 36, 8, 26, 14, 30, 12, 12, 50, 34].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
  return {
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    nama: `Perubahan-Nilai_${semester.nama_semester_registrasi.replace(/[^0-9A-Za-z]+/g, '-')}.xlsx`,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
