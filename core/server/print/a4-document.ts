import type { Kop } from './kop';
import type { PdfDefinition } from './render';

/** A cell of the print table: text or a number (numbers are right-aligned). */
export type SelTabel = string | number | null | undefined;

/** One signer of a print: office line, space to sign, name, then the NIP/NIDN line. */
export interface PenandaTangan {
  /** e.g. 'Ketua Program Studi', 'Mahasiswa'. */
  jabatan: string;
  nama: string;
  /** Already labelled identifier line, e.g. 'NIP. 19800101 200501 1 001' or 'NIM. 2021010001'. */
  nomor?: string;
}

/** What an A4 print of the university holds, top to bottom. */
export interface A4Input {
  kop: Kop;
  /** Title in capitals under the letterhead, e.g. 'KARTU HASIL STUDI'. */
  judul: string;
  /** Line under the title, e.g. the semester name. */
  subjudul?: string;
  /** Label/value pairs printed as 'Label : value' (NIM, name, programme, semester). */
  identitas: Array<[string, string]>;
  tabel: {
    kolom: string[];
    baris: SelTabel[][];
    /** pdfmake widths per column; default: first column 'auto', the rest '*'. */
    lebar?: Array<number | '*' | 'auto'>;
    /** Text shown in a full-width row when `baris` is empty. */
    kosong?: string;
    /** Columns (0-based) whose text cells are right-aligned too, e.g. amounts formatted 'Rp 1.500.000'. */
    kanan?: number[];
    /** Rows (0-based) printed bold, e.g. group headings and totals. */
    tebal?: number[];
  };
  /** Summary label/value pairs under the table (IPS, IPK, total SKS...). */
  ringkasan?: Array<[string, string]>;
  /** Free notes printed after the summary. */
  catatan?: string[];
  tandaTangan: PenandaTangan[];
  /** Preformatted print date; printed as '<kop.kota>, <tanggalCetak>' above the last signer. */
  tanggalCetak: string;
}

const GARIS = '#444444';

function kopBlock(kop: Kop): unknown[] {
  const lines: unknown[] = [{ text: kop.nama.toUpperCase(), style: 'kopNama' }];
  if (kop.unit) lines.push({ text: kop.unit, style: 'kopUnit' });
  if (kop.alamat) lines.push({ text: kop.alamat, style: 'kopBaris' });
  if (kop.kontak) lines.push({ text: kop.kontak, style: 'kopBaris' });
  const text = { stack: lines, alignment: 'center' };
  const header = kop.logo
    ? { columns: [{ image: `data:${kop.logo[0] === 0x89 ? 'image/png' : 'image/jpeg'};base64,${kop.logo.toString('base64')}`, fit: [56, 56], width: 60 }, { ...text, width: '*' }, { text: '', width: 60 }] }
    : text;
  // Double rule under the letterhead, as on Indonesian official letters.
  const rule = { canvas: [
    { type: 'line', x1: 0, y1: 4, x2: 515, y2: 4, lineWidth: 2, lineColor: GARIS },
    { type: 'line', x1: 0, y1: 7, x2: 515, y2: 7, lineWidth: 0.5, lineColor: GARIS },
  ], margin: [0, 0, 0, 10] };
  return [header, rule];
}

function labelValue(pairs: Array<[string, string]>, margin: number[]): unknown {
  return {
    table: { widths: ['auto', 'auto', '*'], body: pairs.map(([label, value]) => [label, ':', value || '-']) },
    layout: 'noBorders',
    margin,
  };
}

function cell(value: SelTabel, kanan = false, tebal = false): unknown {
  const style = tebal ? { bold: true } : {};
  if (typeof value === 'number') return { text: String(value), alignment: 'right', ...style };
  return { text: value === null || value === undefined || value === '' ? '-' : value, ...(kanan ? { alignment: 'right' } : {}), ...style };
}

function tableBlock(tabel: A4Input['tabel']): unknown {
  const widths = tabel.lebar ?? tabel.kolom.map((_, i) => (i === 0 ? 'auto' : '*'));
  const head = tabel.kolom.map((k) => ({ text: k, style: 'kepalaTabel' }));
  const body = tabel.baris.length
    ? tabel.baris.map((row, r) => row.map((value, c) => cell(value, tabel.kanan?.includes(c), tabel.tebal?.includes(r))))
    : [[{ text: tabel.kosong ?? '-', colSpan: tabel.kolom.length, alignment: 'center', italics: true }, ...tabel.kolom.slice(1).map(() => ({}))]];
  return { table: { headerRows: 1, widths, body: [head, ...body] }, layout: 'lightHorizontalLines', margin: [0, 4, 0, 8], fontSize: 8.5 };
}

function signatureBlock(signers: PenandaTangan[], tempatTanggal: string): unknown {
  const columns = signers.map((s, i) => ({
    width: '*',
    alignment: 'center',
    stack: [
      // Only the last signer carries the place and date line, the others keep the same height.
      { text: i === signers.length - 1 ? tempatTanggal : ' ' },
      { text: s.jabatan },
      { text: ' ', margin: [0, 0, 0, 42] },
      { text: s.nama, bold: true, decoration: 'underline' },
      { text: s.nomor ?? ' ' },
    ],
  }));
  return { columns, columnGap: 12, margin: [0, 18, 0, 0], unbreakable: true };
}

/**
 * Builds the university's A4 print: letterhead (name, unit, address, contact, optional logo and a
 * double rule), title, 'Label : value' identity block, the table (header row repeated on every
 * page), summary, notes, and the signature block with NIP/NIDN lines; page numbers in the footer.
 * Pass the result to `renderPdf`.
 */
export function a4Document(input: A4Input): PdfDefinition {
  const content: unknown[] = [...kopBlock(input.kop), { text: input.judul.toUpperCase(), style: 'judul' }];
  if (input.subjudul) content.push({ text: input.subjudul, style: 'subjudul' });
  content.push(labelValue(input.identitas, [0, 6, 0, 6]));
  content.push(tableBlock(input.tabel));
  if (input.ringkasan?.length) content.push(labelValue(input.ringkasan, [0, 0, 0, 4]));
  for (const note of input.catatan ?? []) content.push({ text: note, style: 'catatan' });
  const tempatTanggal = input.kop.kota ? `${input.kop.kota}, ${input.tanggalCetak}` : input.tanggalCetak;
  content.push(signatureBlock(input.tandaTangan, tempatTanggal));
  return {
    pageSize: 'A4',
    pageMargins: [40, 36, 40, 48],
    info: { title: input.judul, creator: input.kop.nama, producer: 'SIAKAD' },
    content,
    footer: (currentPage: number, pageCount: number) => ({ text: `${currentPage} / ${pageCount}`, alignment: 'center', fontSize: 8, color: '#666666' }),
    defaultStyle: { fontSize: 9.5, lineHeight: 1.15 },
    styles: {
      kopNama: { fontSize: 14, bold: true },
      kopUnit: { fontSize: 11, bold: true },
      kopBaris: { fontSize: 8.5 },
      judul: { fontSize: 12, bold: true, alignment: 'center', margin: [0, 2, 0, 0] },
      subjudul: { fontSize: 10, alignment: 'center' },
      kepalaTabel: { bold: true, fillColor: '#e3f2fd' },
      catatan: { fontSize: 8.5, italics: true, margin: [0, 2, 0, 0] },
    },
  };
}
