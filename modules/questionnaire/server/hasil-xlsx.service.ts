import type { Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { MIME } from '../../../core/server/files/detect';
import { httpError } from '../../../core/server/http/errors';
import type { HasilRingkasan } from '../schemas-hasil';
import { hasilDosen, perKelas, semuaSaya } from './hasil.service';
import { dosenOf, soalOf, tq } from './kuesioner.service';
import { daftarKomentar, komentarPer } from './statistik.service';
import { lembarKomentar } from './survei.service';

// The lecturer's own results as a workbook (decision 0038): exactly what /hasil-kuesioner shows,
// taken from the page's own call, so the rules of decision 0035 cannot diverge.

/** A row of the workbook: all classes together (`id_kelas` null) or one class. */
interface Tampilan { judul: string; hasil: HasilRingkasan; id_kelas: number | null }

/** GET kuesioner/hasil/xls (dsn00, kor00): one closed semester (default: the newest) as XLSX; not closed: 403. */
export async function hasilDosenXlsx(db: Kysely<any>, user: TokenClaims, idSemester?: number): Promise<{ buffer: Buffer; nama: string; type: string }> {
  const h = await hasilDosen(db, user, idSemester);
  if (!h.kuesioner) throw httpError(403, tq('galat.hasil_belum_ditutup'));
  const k = h.kuesioner;
  const { id_dosen } = await dosenOf(db, user);
  // The page shows "Semua kelas" only above at least one class.
  const tampilan: Tampilan[] = [
    ...(h.kelas.length ? [{ judul: tq('hasil.semua'), hasil: h.semua, id_kelas: null }] : []),
    ...h.kelas.map((c) => ({ judul: tq('hasil.kelas', { kode: c.kode_mata_kuliah, mata_kuliah: c.nama_mata_kuliah, kelas: c.nama_kelas }), hasil: c, id_kelas: c.id_kelas })),
  ];
  const soal = (await soalOf(db, k.id_kuesioner)).filter((s) => s.tipe === 'likert');
  const belumCukup = tq('hasil.belum_cukup', { minimal: h.minimal_responden });

  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tq('xls.lembar_hasil'));
  ws.addRow([tq('xls.judul_hasil')]).font = { bold: true, size: 14 };
  ws.addRow([`${k.judul} — ${k.nama_semester_registrasi}`]);
  ws.addRow([tq('hasil.catatan', { minimal: h.minimal_responden })]);
  ws.addRow([]);
  ws.addRow([tq('xls.tampilan'), tq('xls.responden'), tq('kolom.rata_rata'), ...soal.map((s) => tq('xls.soal', { nomor: s.urutan }))]).font = { bold: true };
  for (const t of tampilan) {
    const rata = new Map(t.hasil.soal.map((s) => [s.id_soal, s.rata_rata ?? '-']));
    ws.addRow(t.hasil.cukup
      ? [t.judul, t.hasil.jumlah_lembar, t.hasil.rata_rata ?? '-', ...soal.map((s) => rata.get(s.id_soal) ?? '-')]
      : [t.judul, t.hasil.jumlah_lembar, belumCukup]);
  }
  ws.addRow([]);
  ws.addRow([tq('kolom.no'), tq('kolom.kategori'), tq('kolom.pertanyaan')]).font = { bold: true };
  for (const s of soal) ws.addRow([s.urutan, s.kategori, s.pertanyaan]);
  ws.getColumn(1).width = 45;
  ws.getColumn(3).width = 36;

  const wk = lembarKomentar(wb, tq('xls.tampilan'));
  // Two statements whatever the number of classes: all the lecturer's sheets, and the same grouped by class.
  const ditampilkan = tampilan.filter((x) => x.hasil.cukup && x.hasil.jumlah_komentar > 0);
  const saya = semuaSaya(id_dosen);
  const semua = ditampilkan.some((x) => x.id_kelas === null) ? await daftarKomentar(db, k.id_kuesioner, saya) : [];
  const perKelasnya = ditampilkan.some((x) => x.id_kelas !== null) ? await komentarPer(db, k.id_kuesioner, saya, perKelas) : new Map<number, never[]>();
  for (const t of ditampilkan) {
    for (const c of t.id_kelas === null ? semua : perKelasnya.get(t.id_kelas) ?? []) wk.addRow([t.judul, c.urutan, c.pertanyaan, c.isi]);
  }
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), nama: `hasil-kuesioner-${k.id_semester_registrasi}.xlsx`, type: MIME.xlsx };
}
