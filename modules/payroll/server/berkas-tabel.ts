// The module's CSV downloads: UTF-8 with a BOM (so a spreadsheet in an Indonesian locale reads the
// names right), comma-separated, CRLF, a cell quoted only when it holds a separator or a quote.

const sel = (v: unknown) => {
  const t = v === null || v === undefined ? '' : String(v);
  return /[",\r\n;]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
};

/** The CSV file of a header line and rows. */
export function berkasCsv(kepala: readonly string[], baris: ReadonlyArray<readonly unknown[]>): Buffer {
  const lines = [kepala.map(sel).join(','), ...baris.map((r) => r.map(sel).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export const MIME_CSV = 'text/csv; charset=utf-8';
export const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
