import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | null = null;

/**
 * The repository (installation) root: the nearest folder above this file that holds `locales/id`.
 * Works from the sources (vitest) and from the bundle in dist/server/.
 */
export function repoRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'locales', 'id'))) return (cachedRoot = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Folder locales/id tidak ditemukan / locales/id folder not found');
    dir = parent;
  }
}
