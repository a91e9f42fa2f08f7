import { a4Document, type A4Input } from './a4-document';
import { renderPdf, type PdfDefinition } from './render';

type Node = Record<string, any>;
/** Rows of the table that move with the signature block when it would otherwise stand alone on a page. */
const BARIS_EKOR = 2;

/** Where a4Document put the data table (the one with a repeated header row); the signature block is its last element. */
const letakTabel = (content: Node[]) => content.findIndex((n) => n?.table?.headerRows === 1);

/**
 * Lays the print out once, only to learn on which pages the table lies (pdfmake tells through its
 * pageBreakBefore hook) and whether the document goes on past its last one. The signature block's
 * own position cannot tell: an unbreakable block keeps the position of its first, failed attempt.
 * Also returns the table's column widths as laid out, so a split table keeps its columns aligned.
 */
async function tataLetak(definition: PdfDefinition, iTabel: number) {
  const content = definition.content as Node[];
  let tabel: Node | undefined;
  const pdf = await renderPdf({
    ...definition,
    content: content.map((n, i) => (i === iTabel ? { ...n, id: 'tabel' } : n)),
    pageBreakBefore: (node: Node) => {
      if (node.id === 'tabel') tabel = node;
      return false;
    },
  });
  const terpisah = !!tabel && Math.max(...(tabel.pageNumbers as number[])) < (tabel.pages as number);
  const lebar = (tabel?.table?.widths as Node[] | undefined)?.map((w) => w._calcWidth as number);
  return { pdf, terpisah, lebar };
}

/**
 * The table's last rows, the summary, the notes and the signature block as one unbreakable stack
 * (the tail carries the column headings, as every continued page of the table does); the rest of the table
 * stays where it was. Both parts get the first layout's column widths.
 */
function ekorBersamaTandaTangan(definition: PdfDefinition, iTabel: number, lebar: number[]): PdfDefinition {
  const content = definition.content as Node[];
  const tabel = content[iTabel];
  const [kepala, ...baris] = tabel.table.body as Node[][];
  const potong = Math.max(0, baris.length - BARIS_EKOR);
  // Each part gets its own heading cells: pdfmake writes its layout into the nodes, a shared one prints empty.
  const bagian = (rows: Node[][], margin: number[], headerRows: number) =>
    ({ ...tabel, margin, table: { ...tabel.table, headerRows, widths: lebar, body: [kepala.map((k) => ({ ...k })), ...rows] } });
  // The tail never breaks across pages, so its heading is a plain first row, not one to repeat.
  const ekor = { stack: [bagian(baris.slice(potong), [0, 4, 0, 8], 0), ...content.slice(iTabel + 1)], unbreakable: true };
  const awal = potong > 0 ? [bagian(baris.slice(0, potong), [0, 4, 0, 0], 1)] : [];
  return { ...definition, content: [...content.slice(0, iTabel), ...awal, ekor] };
}

/**
 * Renders an A4 print so that the signature block never stands alone on the last page: when the
 * table ends near a page's bottom, pdfmake would push the unbreakable block (date, office, name,
 * NIP) onto a page of its own, far from what it signs. Then the table's last rows go with it.
 */
export async function renderA4(input: A4Input): Promise<Buffer> {
  const definition = a4Document(input);
  const iTabel = letakTabel(definition.content as Node[]);
  if (iTabel < 0 || input.tabel.baris.length === 0) return renderPdf(definition);
  const { pdf, terpisah, lebar } = await tataLetak(definition, iTabel);
  if (!terpisah || !lebar) return pdf;
  // A fresh definition: pdfmake annotates the nodes it lays out.
  return renderPdf(ekorBersamaTandaTangan(a4Document(input), iTabel, lebar));
}
