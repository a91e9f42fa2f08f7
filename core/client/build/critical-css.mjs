// The first page's stylesheet: the rules of the full stylesheet that the login page can use.
// The login route links only these; every other page waits for the full stylesheet
// (core/client/loading/deferred-assets.ts), so the 57 KB-gz Radix stylesheet is not on the login
// page's critical path.
import postcss from 'postcss';
import { parseAst } from 'rollup/parseAst';
import { dropUnresolvableCustomProperties, dropUnusedCustomProperties, mentionedCustomProperties } from './unused-custom-properties.mjs';

const CLASS = /\.((?:\\.|[\w-])+)/g;

/**
 * The string literals and template-literal pieces of `code`, read from its syntax tree: a regular
 * expression over the text loses its place at the first escaped quote (`"\n"` in React) and then
 * reads code as strings and strings as code, which dropped the theme's own tokens.
 */
function stringLiterals(code) {
  const out = [];
  const pending = [parseAst(code)];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'Literal' && typeof node.value === 'string') out.push(node.value);
    else if (node.type === 'TemplateElement') out.push(node.value.cooked ?? node.value.raw);
    for (const key in node) if (key !== 'type' && typeof node[key] === 'object') pending.push(node[key]);
  }
  return out;
}

/** Every whitespace-separated word inside a string literal of `code` (class names, prop class bases). */
export function literalWords(code, into = new Set()) {
  for (const literal of stringLiterals(code)) for (const w of literal.split(/[\s${}]+/)) if (w) into.add(w);
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

// Radix marks an element with the colour of its `color` prop and the theme root with the portal's
// accent and gray colours (data-accent-color="blue"), always from a literal in the code: a top-level
// `[data-accent-color='amber']` can only apply when the code names 'amber'. Inside :not()/:where()
// such a selector means something else, so only the part outside parentheses is read.
const COLOR_ATTRIBUTE = /\[data-(?:accent|gray)-color=(["']?)([\w-]+)\1\]/g;

/** The selector without its parenthesised arguments (`a:not(.b) .c` -> `a:not .c`). */
function outsideParentheses(selector) {
  let depth = 0;
  let out = '';
  for (const ch of selector) {
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (depth === 0) out += ch;
  }
  return out;
}

/**
 * True when every class of the selector is one the code can produce and every colour it requires at
 * top level is one the code names (selectors without either stay).
 */
export function selectorUsed(selector, words, breakpoints = new Set()) {
  for (const m of selector.matchAll(CLASS)) if (!classUsed(m[1], words, breakpoints)) return false;
  if (selector.includes('-color=')) for (const m of outsideParentheses(selector).matchAll(COLOR_ATTRIBUTE)) if (!words.has(m[2])) return false;
  return true;
}

/**
 * The rules of `css` whose selectors the code's words can match, without the custom properties
 * nothing left reads (unused-custom-properties.mjs); at-rules that end up empty go too.
 */
export function criticalCss(css, words, breakpoints = new Set()) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((s) => selectorUsed(s, words, breakpoints));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  const mentioned = mentionedCustomProperties(words);
  dropUnresolvableCustomProperties(root, mentioned);
  dropUnusedCustomProperties(root, mentioned);
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
 * the entry chunk (the boot), the app's chunk, the login page chunk and their static imports can use.
 * Runs before htmlShell.
 */
export function criticalStyles({ appChunk = 'app.portal', loginChunk = 'LoginPage' } = {}) {
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
      for (const c of chunks.values()) if (c.isEntry || c.name === appChunk || c.name === loginChunk) visit(c);
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
