import type { Migration } from 'kysely';
import { coreTables } from './0001_core_tables';

/** The kernel's own migrations (schema `core`), run before every module's. Names sort in run order. */
export const coreMigrations: Record<string, Migration> = {
  '0001_core_tables': coreTables,
};
