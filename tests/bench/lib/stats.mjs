// Numbers every benchmark reports: percentiles, medians and the final PASS/FAIL line.

/** The p-th percentile (0..100) of a list of numbers, nearest-rank; NaN for an empty list. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** The median of a list of numbers (mean of the two middle values for an even count). */
export function median(values) {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Ratios of paired rounds (product / baseline), one per round, and their median. */
export function medianRatio(productValues, baselineValues) {
  const ratios = productValues.map((v, i) => v / baselineValues[i]);
  return { ratios, ratio: median(ratios) };
}

/** A result line: `<name>: ratio <x> (goal <op> <y>) PASS|FAIL`. */
export function verdict(name, ratio, op, goal, detail = '') {
  const pass = Number.isFinite(ratio) && (op === '>=' ? ratio >= goal : op === '<=' ? ratio <= goal : op === '<' ? ratio < goal : ratio > goal);
  const shown = Number.isFinite(ratio) ? (Math.abs(ratio) >= 100 ? ratio.toFixed(0) : ratio.toFixed(2)) : 'n/a';
  return { name, ratio, op, goal, pass, detail, line: `${name}: ratio ${shown} (goal ${op} ${goal}) ${pass ? 'PASS' : 'FAIL'}` };
}

/** Formats a number of milliseconds for the progress log. */
export const ms = (x) => `${Number.isFinite(x) ? x.toFixed(1) : 'n/a'} ms`;

/** Prints a progress line on stderr (stdout carries only the report). */
export const log = (...parts) => console.error('[bench]', ...parts);
