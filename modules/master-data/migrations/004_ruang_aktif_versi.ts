import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

// The administrator keeps the rooms on /ruang-kelas (decision 0033): a room can be taken out of use
// without losing the slots, defences and prints that name it, and every edit names the version it read.
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    'alter table master_data.ruang add column aktif boolean not null default true',
    'alter table master_data.ruang add column versi integer not null default 1',
    'alter table master_data.ruang add constraint ruang_kapasitas_maks check (kapasitas <= 1000)',
    // 'R-101' and 'r-101' are one room to a person reading a schedule.
    'create unique index ruang_kode_ci_key on master_data.ruang (lower(kode))',
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, [
    'drop index master_data.ruang_kode_ci_key',
    'alter table master_data.ruang drop constraint ruang_kapasitas_maks',
    'alter table master_data.ruang drop column versi',
    'alter table master_data.ruang drop column aktif',
  ]);
}
