import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

const catalogues = new Map<string, Record<string, unknown>>();

function catalogue(namespace: string): Record<string, unknown> {
  let found = catalogues.get(namespace);
  if (!found) {
    const file = path.join(repoRoot(), 'locales', 'id', `${namespace}.json`);
    found = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    catalogues.set(namespace, found);
  }
  return found;
}

/**
 * Server-side translation: looks `key` (dot path) up in locales/id/<namespace>.json and fills
 * `{{name}}` placeholders from `vars`. A missing key returns the key itself, so a gap is visible.
 */
export function t(namespace: string, key: string, vars?: Record<string, string | number>): string {
  let node: unknown = catalogue(namespace);
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  if (!vars) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Shorthand for the server's error messages (namespace `errors`). */
export function te(key: string, vars?: Record<string, string | number>): string {
  return t('errors', key, vars);
}
