import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build helper without types
import { customPropertyMentioned, dropUnresolvableCustomProperties, dropUnusedCustomProperties, mentionedCustomProperties } from './unused-custom-properties.mjs';

const TOKENS = `
:root { --space-1: 4px; --space-2: 8px; --gray-9: #888; --blue-9: #2196f3; --line-height-2: 20px; }
.radix-themes { --accent-9: var(--blue-9); --focus-8: var(--accent-9); --unused-chain: var(--gray-9); }
[data-accent-color='amber'] { --accent-9: var(--amber-9); --accent-contrast: var(--amber-contrast); }
[data-accent-color='red'] { --accent-9: var(--red-9, red); }
.rt-Text { --line-height: var(--line-height-2); line-height: var(--line-height); }
.rt-Button { background: var(--accent-9); }
`;

/** The custom properties declared in `css`, per rule selector. */
function declared(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkDecls((d) => {
    if (d.prop.startsWith('--')) out.push(`${(d.parent as postcss.Rule).selector} ${d.prop}`);
  });
  return out;
}

describe('custom properties of the critical stylesheet', () => {
  it('reads the names the code mentions, also inside values and as prefixes', () => {
    const words = new Set(['1px solid var(--gray-a4)', '--m', 'var(--space-', 'rt-Button']);
    const mentioned = mentionedCustomProperties(words);
    expect([...mentioned].sort()).toEqual(['--gray-a4', '--m', '--space-']);
    expect(customPropertyMentioned('--gray-a4', mentioned)).toBe(true);
    expect(customPropertyMentioned('--m-md', mentioned)).toBe(true);
    expect(customPropertyMentioned('--space-3', mentioned)).toBe(true);
    expect(customPropertyMentioned('--mx', mentioned)).toBe(false);
    expect(customPropertyMentioned('--gray-a5', mentioned)).toBe(false);
  });

  it('keeps what a rule reads through var() chains and what the code names, and drops the rest with emptied rules', () => {
    const root = postcss.parse(TOKENS);
    dropUnusedCustomProperties(root, new Set(['--space-1']));
    const kept = declared(root.toString());
    expect(kept).toEqual(expect.arrayContaining([':root --space-1', ':root --blue-9', ':root --line-height-2', '.radix-themes --accent-9', '.rt-Text --line-height']));
    expect(kept).not.toContain(':root --space-2');
    expect(kept).not.toContain('.radix-themes --focus-8');
    // --gray-9 is read only by a property that is itself unused.
    expect(kept).not.toContain('.radix-themes --unused-chain');
    expect(kept).not.toContain(':root --gray-9');
    expect(root.toString()).toContain('.rt-Button { background: var(--accent-9); }');
  });

  it('drops declarations that can only be invalid (var() of a property nobody declares, no fallback)', () => {
    const root = postcss.parse(TOKENS);
    expect(dropUnresolvableCustomProperties(root, new Set())).toBe(2);
    const css = root.toString();
    expect(css).not.toContain("[data-accent-color='amber']");
    // A fallback makes the value valid; a declared target keeps it.
    expect(css).toContain('--accent-9: var(--red-9, red)');
    expect(css).toContain('--accent-9: var(--blue-9)');
  });

  it('keeps a var() of a property the code sets inline', () => {
    const root = postcss.parse('.rt-Box { --width: var(--w); width: var(--width); }');
    expect(dropUnresolvableCustomProperties(root, new Set(['--w']))).toBe(0);
    expect(root.toString()).toContain('--width: var(--w)');
  });
});
