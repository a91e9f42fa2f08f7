// Part of the critical stylesheet (critical-css.mjs): Radix's tokens declare hundreds of custom
// properties (every colour step of every accent, every space and font size) of which the login
// page's rules read a fraction. A declaration stays when a kept rule reads it, directly or through
// a var() chain, or when the page's code names it (inline styles: `var(--accent-9)`, Radix's
// responsive `--m` / `--m-md`); the rest is dropped, with the rules it leaves empty.

const VAR_REF = /var\(\s*(--[\w-]+)/g;
const NAME = /--[A-Za-z_][\w-]*/g;

/** The custom-property names in the code's string-literal words (see literalWords). */
export function mentionedCustomProperties(words, into = new Set()) {
  for (const w of words) if (w.includes('--')) for (const m of w.matchAll(NAME)) into.add(m[0]);
  return into;
}

/**
 * True when the code can refer to `name`: named whole, or a named base followed by a suffix (Radix
 * sets `--m` per breakpoint as `--m-md`; a template `var(--space-${n})` leaves the word `--space-`).
 */
export function customPropertyMentioned(name, mentioned) {
  if (mentioned.has(name)) return true;
  for (let i = name.lastIndexOf('-'); i > 2; i = name.lastIndexOf('-', i - 1)) {
    if (mentioned.has(name.slice(0, i)) || mentioned.has(name.slice(0, i + 1))) return true;
  }
  return false;
}

const ONLY_VAR = /^\s*var\(\s*(--[\w-]+)\s*\)\s*$/;

/** Removes `decl`, and its rule when that is left empty. */
function removeDeclaration(decl) {
  const parent = decl.parent;
  decl.remove();
  if (parent?.type === 'rule' && parent.nodes.length === 0) parent.remove();
}

/**
 * Removes the custom-property declarations whose whole value is `var(--x)` (no fallback) of a
 * property nothing declares and the code does not mention: they can only compute to the invalid
 * value. Radix's tokens map every accent colour so (`[data-accent-color='amber'] { --accent-1:
 * var(--amber-1) }`) while the portal ships four colour scales; the full stylesheet, loaded behind the
 * login page, keeps them. Repeats until stable (one removal can orphan another). Returns the count.
 */
export function dropUnresolvableCustomProperties(root, mentioned) {
  let total = 0;
  for (;;) {
    const declared = new Set();
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) declared.add(decl.prop);
    });
    const dead = [];
    root.walkDecls((decl) => {
      const target = decl.prop.startsWith('--') ? ONLY_VAR.exec(decl.value)?.[1] : undefined;
      if (target && !declared.has(target) && !customPropertyMentioned(target, mentioned)) dead.push(decl);
    });
    if (dead.length === 0) return total;
    dead.forEach(removeDeclaration);
    total += dead.length;
  }
}

/**
 * Removes from the postcss `root` the custom-property declarations that no ordinary declaration
 * reads (transitively through other custom properties) and the code does not mention; rules left
 * without declarations go too. Returns how many declarations were removed.
 */
export function dropUnusedCustomProperties(root, mentioned) {
  const declarations = new Map();
  const used = new Set();
  const pending = [];
  const use = (name) => {
    if (used.has(name)) return;
    used.add(name);
    pending.push(name);
  };
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) {
      for (const m of decl.value.matchAll(VAR_REF)) use(m[1]);
      return;
    }
    if (!declarations.has(decl.prop)) declarations.set(decl.prop, []);
    declarations.get(decl.prop).push(decl);
    if (customPropertyMentioned(decl.prop, mentioned)) use(decl.prop);
  });
  while (pending.length > 0) {
    for (const decl of declarations.get(pending.pop()) ?? []) for (const m of decl.value.matchAll(VAR_REF)) use(m[1]);
  }
  let removed = 0;
  for (const [name, decls] of declarations) {
    if (used.has(name)) continue;
    decls.forEach(removeDeclaration);
    removed += decls.length;
  }
  return removed;
}
