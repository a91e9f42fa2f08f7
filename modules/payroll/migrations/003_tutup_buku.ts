import { sql, type Kysely } from 'kysely';

// Decision 0028: the administrator closes a payroll month (tutup buku). A row of `tutup_buku` is a
// closed month with its totals at closing; `slip_tutup_buku` keeps every lecturer's slip of that month
// as it was answered at closing (the slip endpoint's `data`, as JSON), so a later change of rates,
// attendance or extra lines never moves a paid slip. Months are closed in order and never reopened.
const statements = [
  `create table payroll.tutup_buku (
    bulan date primary key check (extract(day from bulan) = 1),
    jumlah_dosen integer not null,
    total_penerimaan_bersih bigint not null,
    ditutup_oleh integer,
    ditutup_pada timestamptz not null default now()
  )`,
  `create table payroll.slip_tutup_buku (
    bulan date not null references payroll.tutup_buku,
    id_dosen integer not null references master_data.dosen,
    slip jsonb not null,
    primary key (bulan, id_dosen)
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table payroll.slip_tutup_buku').execute(db);
  await sql.raw('drop table payroll.tutup_buku').execute(db);
}
