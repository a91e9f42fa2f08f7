// rollup does not clean its output folder; stale hashed chunks would otherwise pile up.
import { rmSync } from 'node:fs';
rmSync(new URL('../../dist', import.meta.url), { recursive: true, force: true });
