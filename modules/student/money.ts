/**
 * The spec's display rule (section 5): money strings are stripped of characters that are not
 * letters, digits or spaces before being summed; null amounts count as 0. Numbers pass unchanged.
 */
export function uangSebagaiAngka(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const cleaned = value.replace(/[^\p{L}\p{Nd} ]/gu, '').replace(/[^\d]/g, '');
  return cleaned ? Number(cleaned) : 0;
}

/** Sum of money values under the display rule. */
export function jumlahUang(values: ReadonlyArray<number | string | null | undefined>): number {
  return values.reduce<number>((a, v) => a + uangSebagaiAngka(v), 0);
}
