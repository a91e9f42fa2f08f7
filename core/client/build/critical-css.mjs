// The first page's stylesheet: the rules of the full stylesheet that the login page can use.
// The login route links only these; every other page waits for the full stylesheet
// (core/client/loading/deferred-assets.ts), so the 57 KB-gz Radix stylesheet is not on the login
// page's critical path.
import postcss from 'postcss';

const CLASS = /\.((?:\\.|[\w-])+)/g;
const QUOTED = /"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`\\]*)`/g;

/** Every whitespace-separated word inside a string literal of `code` (class names, prop class bases). */
export function literalWords(code, into = new Set()) {
  for (const m of code.matchAll(QUOTED)) for (const w of (m[1] ?? m[2] ?? m[3]).split(/[\s${}]+/)) if (w) into.add(w);
  return into;
}

const BREAKPOINT = /^(xs|sm|md|lg|xl):/;

/** The breakpoints the code passes responsive prop values for (`{initial:"1",sm:"2"}` minified). */
export function responsiveBreakpoints(code, into = new Set()) {
  for (const m of code.matchAll(/[{,](xs|sm|md|lg|xl):["'`]/g)) into.add(m[1]);
  return into;
}

/**
 * True when the code can produce class `name`: the word itself, or (Radix builds responsive prop
 * classes as `[bp:]<base>-<value>`) a base the code names followed by a value, with a breakpoint
 * prefix only for breakpoints the code passes responsive values for.
 */
export function classUsed(name, words, breakpoints = new Set()) {
  const unescaped = name.replace(/\\/g, '');
  const bp = BREAKPOINT.exec(unescaped);
  if (bp && !breakpoints.has(bp[1])) return false;
  const plain = unescaped.replace(BREAKPOINT, '');
  if (words.has(plain)) return true;
  for (let i = plain.lastIndexOf('-'); i > 2; i = plain.lastIndexOf('-', i - 1)) {
    const base = plain.slice(0, i).replace(/-$/, '');
    if (words.has(base)) return true;
  }
  return false;
}

/** True when every class of the selector is one the code can produce (selectors without classes stay). */
function selectorUsed(selector, words, breakpoints) {
  for (const m of selector.matchAll(CLASS)) if (!classUsed(m[1], words, breakpoints)) return false;
  return true;
}

/** The rules of `css` whose selectors the code's words can match; at-rules that end up empty go too. */
export function criticalCss(css, words, breakpoints = new Set()) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((s) => selectorUsed(s, words, breakpoints));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/**
 * Rollup plugin: next to the extracted stylesheet, emits `assets/critical-[hash].css` with the rules
 * the entry chunk, its static imports and the login page chunk can use. Runs before htmlShell.
 */
export function criticalStyles({ loginChunk = 'LoginPage' } = {}) {
  return {
    name: 'siakad-critical-css',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const full = files.find((f) => f.type === 'asset' && f.fileName.endsWith('.css'));
      if (!full) return;
      const chunks = new Map(files.filter((f) => f.type === 'chunk').map((c) => [c.fileName, c]));
      const seen = new Set();
      const visit = (chunk) => {
        if (!chunk || seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        for (const dep of chunk.imports) visit(chunks.get(dep));
      };
      for (const c of chunks.values()) if (c.isEntry || c.name === loginChunk) visit(c);
      const words = new Set();
      const breakpoints = new Set();
      for (const name of seen) {
        literalWords(chunks.get(name).code, words);
        responsiveBreakpoints(chunks.get(name).code, breakpoints);
      }
      const critical = criticalCss(String(full.source), words, breakpoints);
      this.emitFile({ type: 'asset', name: 'critical.css', source: critical });
    },
  };
}
