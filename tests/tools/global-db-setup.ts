import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../core/server/module';
import { hashThreads } from '../../core/server/auth/passwords';
import { pgliteTemplate, postgresTemplate, templateKey } from '../../core/server/testing';
import { dropLeftoverDatabases } from '../../core/server/test-support/pg-admin';

const artifacts = fileURLToPath(new URL('../.artifacts', import.meta.url));
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Vitest globalSetup of the `server` project: builds once per run the migrated and seeded
 * template of every installed module (PGlite dump in tests/.artifacts, and the PostgreSQL
 * template database when TEST_DATABASE_URL is set). Templates are named by module set and
 * source hash, so a change to any migration or seed builds a fresh one; test files that use a
 * smaller module set build theirs on first use. Week-old PGlite dumps (and compressed ones of earlier versions) are removed.
 */
export default async function setup(): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  for (const name of fs.readdirSync(artifacts)) {
    const file = path.join(artifacts, name);
    const weekOld = () => Date.now() - fs.statSync(file).mtimeMs > WEEK_MS;
    // .tar.gz: the compressed dumps of earlier versions.
    if (/^pglite-.*\.tar\.gz$/.test(name) || (/^pglite-.*\.(tar|tmp)$/.test(name) && weekOld())) fs.rmSync(file, { force: true });
  }
  let modules: ServerModule[];
  try {
    ({ installedServerModules: modules } = await import('../../modules/installed.server'));
  } catch (error) {
    // While the installed modules do not load (being written), each test builds what it needs.
    console.warn(`[global-db-setup] modul terpasang tidak dapat dimuat: ${error instanceof Error ? error.message : error}`);
    return;
  }
  // Both at once: PGlite seeds in this thread, while PostgreSQL does much of its seeding on the other core.
  await Promise.all([
    pgliteTemplate(modules, true),
    process.env.TEST_DATABASE_URL
      ? dropLeftoverDatabases('siakad_test_', 'siakad_template_', `siakad_template_${templateKey(modules, true)}`).then(() => postgresTemplate(modules, true))
      : null,
  ]);
  // The seeds hashed the demo password here; an idle hashing thread kept Vitest's own process
  // from exiting at the end of the run (10 s of "close timed out").
  await hashThreads.stop();
}
