import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without types
import { classUsed, criticalCss, literalWords, responsiveBreakpoints } from './critical-css.mjs';

const CSS = `
:root, .light { --accent-9: #2196f3; }
.rt-Button { color: red; }
.rt-Badge { color: blue; }
.rt-Button.rt-variant-solid, .rt-Badge.rt-variant-solid { background: var(--accent-9); }
.rt-r-p-3 { padding: 12px; }
@media (min-width: 768px) { .md\\:rt-r-p-3 { padding: 12px; } .sm\\:rt-r-p-2 { padding: 8px; } }
@keyframes rt-spin { from { opacity: 0; } to { opacity: 1; } }
`;

describe('critical stylesheet of the login page', () => {
  it('collects the words of string literals and the breakpoints of responsive values', () => {
    const code = 'const a="rt-Button rt-variant";f({className:`rt-r-p`,p:{initial:"1",md:"3"}});';
    const words = literalWords(code);
    expect([...words]).toEqual(expect.arrayContaining(['rt-Button', 'rt-variant', 'rt-r-p', '1', '3']));
    expect([...responsiveBreakpoints(code)]).toEqual(['md']);
  });

  it('knows a class by its word or by a prop base followed by a value', () => {
    const words = new Set(['rt-Button', 'rt-variant', 'rt-r-m']);
    expect(classUsed('rt-Button', words)).toBe(true);
    expect(classUsed('rt-variant-solid', words)).toBe(true);
    expect(classUsed('rt-r-m--2', words)).toBe(true);
    expect(classUsed('rt-Badge', words)).toBe(false);
    expect(classUsed('md\\:rt-r-m-2', words)).toBe(false);
    expect(classUsed('md\\:rt-r-m-2', words, new Set(['md']))).toBe(true);
  });

  it('keeps tokens, keyframes and the rules the code can match, and drops the rest', () => {
    const out = criticalCss(CSS, new Set(['rt-Button', 'rt-variant', 'rt-r-p']), new Set(['md']));
    expect(out).toContain('--accent-9');
    expect(out).toContain('.rt-Button { color: red; }');
    expect(out).toContain('.rt-Button.rt-variant-solid {');
    expect(out).not.toContain('rt-Badge');
    expect(out).toContain('.md\\:rt-r-p-3');
    expect(out).not.toContain('sm\\:rt-r-p-2');
    expect(out).toContain('@keyframes rt-spin');
    const none = criticalCss(CSS, new Set(), new Set());
    expect(none).not.toContain('@media');
  });

  it('reads string literals from the syntax tree, past escaped quotes, regular expressions and templates', () => {
    const code = 'const nl="\\n",q=/["\']/g;function f(x){return{className:"radix-themes",s:`rt-r-${x} rt-Card`,o:"it\'s"}}';
    const words = literalWords(code);
    expect([...words]).toEqual(expect.arrayContaining(['radix-themes', 'rt-r-', 'rt-Card', "it's"]));
    expect(words.has('return{className:')).toBe(false);
  });

  it('drops the tokens nothing kept reads, and rules only for colours no scale is shipped for', () => {
    const css = `${CSS}
:root { --space-4: 16px; --amber-0: x; }
[data-accent-color='amber'] { --accent-9: var(--amber-9); }
.rt-Badge { padding: var(--space-4); }`;
    const out = criticalCss(css, new Set(['rt-Button', 'rt-variant']), new Set());
    expect(out).toContain('--accent-9: #2196f3');
    expect(out).not.toContain('--space-4');
    expect(out).not.toContain("[data-accent-color='amber']");
    expect(criticalCss(css, new Set(['rt-Badge']), new Set())).toContain('--space-4: 16px');
  });
});
