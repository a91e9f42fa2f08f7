/** An index (IPS, IPK, SKS x indeks) the Indonesian way: two decimals with a comma, '3,60' (domain-rules.md). */
export function formatIndeks(n: number | null | undefined): string {
  return n === null || n === undefined ? '-' : n.toFixed(2).replace('.', ',');
}
