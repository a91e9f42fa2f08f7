// The CSV downloads of every module: UTF-8 with a BOM (a spreadsheet in an Indonesian locale then
// reads names right), comma-separated, CRLF.

/**
 * One cell. Text is quoted, and text starting with = + - @ (or a tab or CR) gets a leading ' so a
 * spreadsheet never runs a name or a note as a formula; a number is written as it is.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV file's text: the header line, then one line per row. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const MIME_CSV = 'text/csv; charset=utf-8';
