import { sql, type Kysely } from 'kysely';

// Amounts are whole rupiah (bigint). Totals are never stored: the slip is computed from these rates,
// the lecturer's classes and the meetings the attendance module recorded as held.
const statements = [
  // Every rate and rule of the slip as a labelled setting row (domain-rules.md: "keep every number
  // in a settings table"; the tax line is a labelled flat rate in the demo, a setting in production).
  `create table payroll.pengaturan (
    kunci text primary key,
    nilai bigint not null check (nilai >= 0),
    label text not null
  )`,
  // Basic salary and academic allowance per functional rank (Tenaga Pengajar ... Profesor).
  `create table payroll.tarif_jabatan (
    id_jabatan_fungsional integer primary key references master_data.jabatan_fungsional,
    gaji_pokok bigint not null check (gaji_pokok >= 0),
    tunjangan_akademik bigint not null check (tunjangan_akademik >= 0)
  )`,
  // Payroll data of a lecturer: bank account and BKD number (SISTER's BKD registration).
  `create table payroll.dosen_gaji (
    id_dosen integer primary key references master_data.dosen,
    norekening text not null,
    nama_bank text not null,
    id_bkd text
  )`,
  // Per lecturer and month (bulan = the first day of the month): research and community-service
  // honoraria, an additional allowance and other deductions, as the finance office enters them.
  `create table payroll.komponen_bulanan (
    id_dosen integer not null references master_data.dosen,
    bulan date not null check (extract(day from bulan) = 1),
    honor_penelitian bigint not null default 0 check (honor_penelitian >= 0),
    honor_pkm bigint not null default 0 check (honor_pkm >= 0),
    tunjangan_tambahan bigint not null default 0 check (tunjangan_tambahan >= 0),
    potongan_lain bigint not null default 0 check (potongan_lain >= 0),
    keterangan text,
    primary key (id_dosen, bulan)
  )`,
  // The rules' numbers, shipped with the schema so an installation without the demo campus computes
  // slips too; the finance office changes them in place.
  `insert into payroll.pengaturan (kunci, nilai, label) values
    ('honor_absen_per_sks', 50000, 'Honor kehadiran mengajar per SKS per pertemuan terlaksana (Rp)'),
    ('kewajiban_bkd_sks', 12, 'Kewajiban beban mengajar BKD per semester (SKS)'),
    ('honor_kelebihan_per_sks', 100000, 'Honor kelebihan pengajaran per SKS di atas kewajiban BKD, per bulan (Rp)'),
    ('tunjangan_nidn', 750000, 'Tunjangan dosen ber-NIDN per bulan (Rp)'),
    ('potongan_bkd1_per_sks', 150000, 'Potongan BKD 1: per SKS kekurangan beban mengajar, per bulan (Rp)'),
    ('potongan_bkd2_per_pertemuan', 50000, 'Potongan BKD 2: per pertemuan kuliah yang tidak terlaksana (Rp)'),
    ('pph21_basis_poin', 500, 'PPh 21 tarif flat dari penghasilan bruto, dalam basis poin (500 = 5 %)'),
    ('honor_ujian_per_kelas', 150000, 'Honor UTS/UAS per ujian per kelas (Rp)'),
    ('honor_koreksi_per_mahasiswa', 5000, 'Honor koreksi UTS/UAS per mahasiswa per ujian (Rp)')`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['komponen_bulanan', 'dosen_gaji', 'tarif_jabatan', 'pengaturan']) await sql.raw(`drop table payroll.${t}`).execute(db);
}
