import { sql, type Kysely } from 'kysely';

// Decision 0046: the transfers of a closed month. A `transfer_gaji` row is one batch the office sent to
// the bank (its date, count and total, who recorded it); `transfer_gaji_dosen` the lecturers it paid,
// with the amount of their kept slip and the account it went to. A lecturer is paid once per month
// (the primary key), so the next bank file leaves out everyone already in a recorded batch.
const statements = [
  `create table payroll.transfer_gaji (
    id serial primary key,
    bulan date not null references payroll.tutup_buku,
    tahap integer not null check (tahap > 0),
    tanggal_transfer date not null,
    jumlah_dosen integer not null check (jumlah_dosen > 0),
    total bigint not null,
    dicatat_oleh integer,
    dicatat_pada timestamptz not null default now(),
    unique (bulan, tahap)
  )`,
  `create table payroll.transfer_gaji_dosen (
    bulan date not null,
    id_dosen integer not null,
    id_transfer integer not null references payroll.transfer_gaji,
    jumlah bigint not null check (jumlah > 0),
    nama_bank text not null,
    norekening text not null,
    nama_pemilik text not null,
    primary key (bulan, id_dosen),
    foreign key (bulan, id_dosen) references payroll.slip_tutup_buku
  )`,
  'create index transfer_gaji_dosen_transfer on payroll.transfer_gaji_dosen (id_transfer)',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw('drop table payroll.transfer_gaji_dosen').execute(db);
  await sql.raw('drop table payroll.transfer_gaji').execute(db);
}
