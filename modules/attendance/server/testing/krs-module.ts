import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../../../../core/server/module';
import { krsManifest } from '../../../krs/manifest';
import * as krs001 from '../../../krs/migrations/001_krs';
import { seedKrs } from '../../../krs/seed';

/**
 * The krs module for attendance's tests: its real server half when it exists, otherwise (while the
 * krs helper is still building its routes) its manifest, migrations and seed without routes —
 * all attendance needs is the enrolment tables and the demo enrolment.
 */
export async function krsForTests(): Promise<ServerModule> {
  if (fs.existsSync(fileURLToPath(new URL('../../../krs/server/index.ts', import.meta.url)))) {
    const mod = (await import('../../../krs/server' + '/index')) as { default: ServerModule };
    return mod.default;
  }
  return { manifest: { ...krsManifest, routes: [], menu: [], notifications: [] }, plugin: async () => undefined, migrations: { '001_krs': krs001 }, seed: seedKrs };
}
