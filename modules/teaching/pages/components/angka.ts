/** A score as typed: 0-100 with at most two decimals, comma or dot ('85,5'). */
const ANGKA = /^\d{1,3}([.,]\d{1,2})?$/;

/** A stored score as the field shows it ('85,5'), empty while there is none. */
export const tampilAngka = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

/** The typed score as a number, or null when it is not 0-100 with at most two decimals. */
export function bacaAngka(teks: string): number | null {
  const n = Number(teks.replace(',', '.'));
  return ANGKA.test(teks) && n <= 100 ? n : null;
}
