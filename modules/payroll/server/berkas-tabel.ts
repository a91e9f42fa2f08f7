import { csvText } from '../../../core/server/files/csv';

export { MIME_CSV } from '../../../core/server/files/csv';

/** The module's CSV downloads (core's writer: quoted text, formulas neutralised, numbers as written). */
export function berkasCsv(kepala: readonly string[], baris: ReadonlyArray<readonly unknown[]>): Buffer {
  return Buffer.from(csvText(kepala, baris), 'utf8');
}

export const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
