import type { Migration } from 'kysely';
import { coreTables } from './0001_core_tables';
import { sesiGroupCheck } from './0002_sesi_group_check';

/** The kernel's own migrations (schema `core`), run before every module's. Names sort in run order. */
export const coreMigrations: Record<string, Migration> = {
  '0001_core_tables': coreTables,
  '0002_sesi_group_check': sesiGroupCheck,
};
