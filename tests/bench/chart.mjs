// `node tests/bench/chart.mjs`: draws docs/performance-history.svg from docs/performance-history.json,
// one row per benchmark and one dot per full run, placed by its margin to the goal (1 = exactly the
// goal, right of the line = met), so runs on different machines and goals of both directions
// share one scale. Integrity checks (always 0) are left out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/server.mjs';

const history = JSON.parse(readFileSync(path.join(ROOT, 'docs/performance-history.json'), 'utf8'));
const COLOURS = ['#9e9e9e', '#8d6e63', '#ff9800', '#7e57c2', '#2196f3', '#00897b', '#e91e63', '#43a047', '#3949ab', '#c62828', '#212121', '#00acc1', '#c0ca33', '#ffb300', '#d84315', '#1b5e20', '#ad1457', '#0277bd', '#827717', '#6a1b9a', '#00695c', '#f06292', '#5d4037', '#546e7a', '#ff1744', '#00c853', '#d500f9'];

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How far a ratio is from its goal: above 1 the goal is met, whatever its direction. */
const margin = (ratio, { op, goal }) => (op === '>=' ? ratio / goal : goal / ratio);

const names = Object.keys(history.goals).filter((n) => !n.endsWith('-integrity'));
const [lo, hi] = [0.3, 1.6];
const width = 820;
const left = 190;
const right = 30;
const legendRows = Math.ceil(history.runs.length / 4);
// Runs of one benchmark sit slightly apart (so equal values stay visible); a row is tall enough for
// its spread of dots, so rows never run into each other as runs are added.
const spread = 2.4;
const rowHeight = Math.max(30, Math.ceil(history.runs.length * spread) + 14);
const top = 34 + legendRows * 14 + 10;
const height = top + names.length * rowHeight + 40;
const x = (m) => left + ((Math.min(Math.max(m, lo), hi) - lo) / (hi - lo)) * (width - left - right);

const out = [];
out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`);
out.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
out.push(`<text x="${left}" y="18" font-size="14" font-weight="bold">Margin to each goal, full runs (right of the line: goal met)</text>`);
history.runs.forEach((run, i) => {
  const lx = left + (i % 4) * 155;
  const ly = 34 + Math.floor(i / 4) * 14;
  out.push(`<circle cx="${lx}" cy="${ly - 4}" r="5" fill="${COLOURS[i % COLOURS.length]}"/><text x="${lx + 9}" y="${ly}">${escape(run.label)}</text>`);
});
const ticks = [0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6];
for (const t of ticks) {
  out.push(`<line x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${height - 34}" stroke="${t === 1 ? '#d32f2f' : '#e0e0e0'}" stroke-width="${t === 1 ? 2 : 1}"/>`);
  out.push(`<text x="${x(t)}" y="${height - 18}" text-anchor="middle" fill="#555">${t === 1 ? 'goal' : t === hi ? `${t}x or more` : `${t}x`}</text>`);
}
names.forEach((name, row) => {
  const y = top + row * rowHeight + rowHeight / 2;
  const goal = history.goals[name];
  out.push(`<text x="${left - 10}" y="${y + 4}" text-anchor="end">${escape(`${name} (${goal.op} ${goal.goal})`)}</text>`);
  out.push(`<line x1="${left}" y1="${y}" x2="${width - right}" y2="${y}" stroke="#f5f5f5"/>`);
  history.runs.forEach((run, i) => {
    const ratio = run.ratios[name];
    if (typeof ratio !== 'number') return;
    const dy = (i - (history.runs.length - 1) / 2) * spread;
    out.push(`<circle cx="${x(margin(ratio, goal)).toFixed(1)}" cy="${(y + dy).toFixed(1)}" r="5" fill="${COLOURS[i % COLOURS.length]}" fill-opacity="0.85"><title>${escape(`${run.label}: ${name} ${ratio}`)}</title></circle>`);
  });
});
out.push('</svg>');
writeFileSync(path.join(ROOT, 'docs/performance-history.svg'), `${out.join('\n')}\n`);
console.log(`docs/performance-history.svg: ${names.length} benchmarks, ${history.runs.length} runs`);
