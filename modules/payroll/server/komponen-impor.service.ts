import { sql, type Kysely } from 'kysely';
import type { TokenClaims } from '../../../core/contract/token';
import { detectKind } from '../../../core/server/files/detect';
import { httpError } from '../../../core/server/http/errors';
import { namaLengkapDosenSql } from '../../master-data/public';
import { namaBulan } from '../bulan';
import type { ImporTersimpan } from '../schemas-pengaturan';
import { berkasCsv, MIME_CSV, MIME_XLSX } from './berkas-tabel';
import { JUMLAH } from './komponen.service';
import { tp } from './slip.service';
import { periksaBulanBaru } from './tarif.service';
import { dalamBulanTerbuka, periksaTerbuka } from './tutup-buku.service';

// One month's extra lines from a CSV or XLSX file (decision 0024). Every row is checked before
// anything is written; one bad row and nothing is saved, and the answer names every bad row.
// A lecturer is named by id_dosen, else NUPTK, else NIDN (the template fills all three).

export const MAKS_UKURAN_IMPOR = 5 * 1024 * 1024;
const MAKS_BARIS = 10_000;
const KOLOM_IDENTITAS = ['id_dosen', 'nuptk', 'nidn'] as const;
/** The template's columns; nama_dosen is there for the reader and ignored on import. */
export const KOLOM_TEMPLAT = ['id_dosen', 'nuptk', 'nidn', 'nama_dosen', ...JUMLAH, 'keterangan'] as const;

type Baris = { nomor: number; sel: Record<string, string> };

/** RFC 4180 CSV with `,` or `;` (what a spreadsheet in an Indonesian locale writes) as separator, read from the header line. */
export function bacaCsv(text: string): string[][] {
  const isi = text.replace(/^\uFEFF/, '');
  const kepala = isi.slice(0, isi.search(/\r?\n|$/));
  const pemisah = (kepala.match(/;/g)?.length ?? 0) > (kepala.match(/,/g)?.length ?? 0) ? ';' : ',';
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < isi.length; i++) {
    const ch = isi[i];
    if (quoted) {
      if (ch === '"' && isi[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === pemisah) { row.push(cell); cell = ''; } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && isi[i + 1] === '\n') i++;
      row.push(cell); out.push(row); row = []; cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) { row.push(cell); out.push(row); }
  return out;
}

/** A cell of ExcelJS as the text a person sees in it (numbers without separators). */
function teksSel(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    const o = v as { result?: unknown; richText?: Array<{ text: string }>; text?: string };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return teksSel(o.result);
    if (typeof o.text === 'string') return o.text;
  }
  return String(v);
}

async function bacaXlsx(buffer: Buffer): Promise<string[][]> {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as never);
  const ws = wb.worksheets[0];
  const out: string[][] = [];
  ws?.eachRow({ includeEmpty: true }, (r, nomor) => {
    const values = r.values as unknown[];
    out[nomor - 1] = values.slice(1).map(teksSel);
  });
  return Array.from(out, (r) => r ?? []);
}

const tolak = (message: string, errors?: Record<string, string[]>): never => { throw httpError(400, message, errors ?? { berkas: [message] }); };

/** The file's rows keyed by header name; the sheet's row numbers kept (the header is row 1). */
async function bacaBaris(file: { nama: string; buffer: Buffer }): Promise<Baris[]> {
  const jenis = detectKind(file.buffer);
  let tabel: string[][];
  if (jenis === 'xlsx') tabel = await bacaXlsx(file.buffer);
  // Text written as CSV never holds a NUL byte (one saved as UTF-16 does), nor can the database keep one.
  else if (jenis === null && /\.csv$/i.test(file.nama) && !file.buffer.includes(0)) tabel = bacaCsv(file.buffer.toString('utf8'));
  else return tolak(tp('galat.impor_jenis'));
  const kepala = (tabel[0] ?? []).map((h) => h.trim().toLowerCase());
  if (!KOLOM_IDENTITAS.some((k) => kepala.includes(k))) tolak(tp('galat.impor_kolom_identitas'));
  const kurang = JUMLAH.filter((k) => !kepala.includes(k));
  if (kurang.length) tolak(tp('galat.impor_kolom_kurang', { kolom: kurang.join(', ') }));
  const baris = tabel.slice(1).map((r, i) => ({
    nomor: i + 2,
    sel: Object.fromEntries(kepala.map((h, j) => [h, (r[j] ?? '').trim()])),
  })).filter((b) => Object.values(b.sel).some((v) => v !== ''));
  if (baris.length === 0) tolak(tp('galat.impor_kosong'));
  if (baris.length > MAKS_BARIS) tolak(tp('galat.impor_terlalu_banyak', { maks: MAKS_BARIS }));
  return baris;
}

/** Whole rupiah: digits, optionally grouped by dots ('1.500.000') and prefixed 'Rp'; empty = 0. */
function rupiah(teks: string): number | null {
  const t = teks.replace(/^rp\.?\s*/i, '').replace(/\s/g, '');
  if (t === '') return 0;
  if (!/^\d+$/.test(t) && !/^\d{1,3}(\.\d{3})+$/.test(t)) return null;
  const n = Number(t.replace(/\./g, ''));
  return n <= 1_000_000_000_000 ? n : null;
}

interface DosenKunci { id_dosen: number; nuptk: string; nidn: string | null; nama: string }

/**
 * POST pengaturan-gaji/komponen/impor: checks every row (lecturer known, once in the file, amounts
 * whole rupiah, note at most 500 characters) and then writes them in one transaction, each replacing
 * the lecturer's line of the month. A row of zeros without a note for a lecturer with no line is skipped.
 */
export async function imporKomponen(db: Kysely<any>, user: TokenClaims, bulan: string | undefined, file: { nama: string; buffer: Buffer } | null): Promise<ImporTersimpan> {
  if (!bulan || !/^\d{4}-\d{2}$/.test(bulan)) return tolak(tp('galat.bulan_tidak_valid'), { bulan: [tp('galat.bulan_tidak_valid')] });
  const tanggal = periksaBulanBaru(bulan, 'bulan');
  // Checked again under the book's lock when writing; here so a closed month is told before the file's rows.
  await periksaTerbuka(db, bulan, 'bulan');
  if (!file) return tolak(tp('galat.impor_tanpa_berkas'));
  const baris = await bacaBaris(file);

  const { rows: dosen } = await sql<DosenKunci>`select d.id_dosen, d.nuptk::text as nuptk, d.nidn::text as nidn, ${namaLengkapDosenSql('d')} as nama
    from master_data.dosen d`.execute(db);
  const byId = new Map(dosen.map((d) => [String(d.id_dosen), d]));
  const byNuptk = new Map(dosen.map((d) => [d.nuptk, d]));
  const byNidn = new Map(dosen.filter((d) => d.nidn).map((d) => [d.nidn!, d]));

  const galat: string[] = [];
  const dipakai = new Map<number, number>();
  const siap: Array<{ id_dosen: number; keterangan: string | null } & Record<(typeof JUMLAH)[number], number>> = [];
  for (const b of baris) {
    const salah: string[] = [];
    const s = b.sel;
    const d = s.id_dosen ? byId.get(s.id_dosen) : s.nuptk ? byNuptk.get(s.nuptk) : s.nidn ? byNidn.get(s.nidn) : undefined;
    if (!s.id_dosen && !s.nuptk && !s.nidn) salah.push(tp('galat.impor_tanpa_dosen'));
    else if (!d) salah.push(tp('galat.impor_dosen_tidak_dikenal', { dosen: s.id_dosen || s.nuptk || s.nidn }));
    else if (dipakai.has(d.id_dosen)) salah.push(tp('galat.impor_dosen_ganda', { nama: d.nama, baris: dipakai.get(d.id_dosen)! }));
    const jumlah = Object.fromEntries(JUMLAH.map((k) => [k, rupiah(s[k] ?? '')])) as Record<(typeof JUMLAH)[number], number | null>;
    for (const k of JUMLAH) if (jumlah[k] === null) salah.push(tp('galat.impor_jumlah', { kolom: tp(`field.${k}`), nilai: s[k] }));
    const ket = s.keterangan ?? '';
    if (ket.length > 500) salah.push(tp('galat.impor_keterangan'));
    if (salah.length) {
      galat.push(tp('galat.impor_baris', { baris: b.nomor, pesan: salah.join('; ') }));
      continue;
    }
    dipakai.set(d!.id_dosen, b.nomor);
    siap.push({ id_dosen: d!.id_dosen, ...(jumlah as Record<(typeof JUMLAH)[number], number>), keterangan: ket || null });
  }
  if (galat.length) {
    const nomor = galat.map((g) => /\d+/.exec(g)![0]);
    tolak(tp('galat.impor_ditolak', { n: galat.length, baris: nomor.join(', ') }), { berkas: galat });
  }

  return dalamBulanTerbuka(db, bulan, 'bulan', async (trx) => {
    let baru = 0;
    let diganti = 0;
    for (const r of siap) {
      const kosong = JUMLAH.every((k) => r[k] === 0) && r.keterangan === null;
      const { rows } = await sql<{ baru: boolean }>`insert into payroll.komponen_bulanan (id_dosen, bulan, honor_penelitian, honor_pkm, tunjangan_tambahan, potongan_lain, keterangan, diubah_oleh, diubah_pada)
        select ${r.id_dosen}, ${tanggal}::date, ${r.honor_penelitian}, ${r.honor_pkm}, ${r.tunjangan_tambahan}, ${r.potongan_lain}, ${r.keterangan}, ${user.id_user}, now()
        where not ${kosong} or exists (select 1 from payroll.komponen_bulanan where id_dosen = ${r.id_dosen} and bulan = ${tanggal}::date)
        on conflict (id_dosen, bulan) do update set honor_penelitian = excluded.honor_penelitian, honor_pkm = excluded.honor_pkm,
          tunjangan_tambahan = excluded.tunjangan_tambahan, potongan_lain = excluded.potongan_lain, keterangan = excluded.keterangan,
          versi = payroll.komponen_bulanan.versi + 1, diubah_oleh = excluded.diubah_oleh, diubah_pada = now()
        returning (xmax = 0) as baru`.execute(trx);
      if (rows[0]?.baru) baru++;
      else if (rows[0]) diganti++;
    }
    return { message: tp('pesan.impor_tersimpan', { bulan: namaBulan(bulan), baru, diganti }), baru, diganti };
  });
}

/** The template of a month: every active lecturer with their line of that month (zeros when none). */
export async function templatKomponen(db: Kysely<any>, bulan: string, format: 'xlsx' | 'csv'): Promise<{ isi: Buffer; nama: string; mime: string }> {
  const m = Number(bulan.slice(5, 7));
  if (m < 1 || m > 12) tolak(tp('galat.bulan_tidak_valid'), { bulan: [tp('galat.bulan_tidak_valid')] });
  const { rows } = await sql<Record<string, string | number | null>>`select d.id_dosen, d.nuptk::text as nuptk, d.nidn::text as nidn, ${namaLengkapDosenSql('d')} as nama_dosen,
      coalesce(k.honor_penelitian, 0)::int8 as honor_penelitian, coalesce(k.honor_pkm, 0)::int8 as honor_pkm,
      coalesce(k.tunjangan_tambahan, 0)::int8 as tunjangan_tambahan, coalesce(k.potongan_lain, 0)::int8 as potongan_lain, k.keterangan
    from master_data.dosen d left join payroll.komponen_bulanan k on k.id_dosen = d.id_dosen and k.bulan = ${`${bulan}-01`}::date
    where d.aktif order by d.nama_dosen, d.id_dosen`.execute(db);
  const nama = `Komponen-Gaji_${bulan}`;
  if (format === 'csv') {
    return { isi: berkasCsv(KOLOM_TEMPLAT, rows.map((r) => KOLOM_TEMPLAT.map((k) => r[k]))), nama: `${nama}.csv`, mime: MIME_CSV };
  }
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(bulan);
  ws.columns = KOLOM_TEMPLAT.map((k) => ({ header: k, key: k, width: k === 'nama_dosen' || k === 'keterangan' ? 36 : 18 }));
  ws.getRow(1).font = { bold: true };
  // NUPTK (16 digits) and NIDN as text: a spreadsheet would round a 16-digit number.
  for (const k of ['nuptk', 'nidn']) ws.getColumn(k).numFmt = '@';
  for (const r of rows) ws.addRow({ ...r, ...Object.fromEntries(JUMLAH.map((k) => [k, Number(r[k])])) });
  return { isi: Buffer.from(await wb.xlsx.writeBuffer()), nama: `${nama}.xlsx`, mime: MIME_XLSX };
}
