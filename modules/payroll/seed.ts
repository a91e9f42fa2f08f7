import { sql } from 'kysely';
import type { SeedContext } from '../../core/server/module';
import { bulanSebelum } from './bulan';
import { catatTransfer, ringkasanPembayaran } from './server/pembayaran.service';
import { tutupBuku } from './server/tutup-buku.service';

/** Basic salary and academic allowance per rank (master_data.jabatan_fungsional.kode), whole rupiah. */
const TARIF: Record<string, [number, number]> = {
  tp: [2_750_000, 0],
  aa: [3_500_000, 900_000],
  l: [4_250_000, 1_500_000],
  lk: [5_000_000, 2_250_000],
  gb: [6_500_000, 4_500_000],
};

/** Months before the current one that get research/PkM honoraria and other lines. */
const BULAN_KOMPONEN = 6;
/** The oldest of those months up to this one (months before the current) are closed (decision 0028); the last two stay open for late extras. */
const BULAN_DITUTUP_TERAKHIR = 3;

/**
 * The payroll of the demo campus, in a fixed number of set-based statements whatever `ctx.scale`
 * (the bench seeds thousands of lecturers):
 * - the rate per rank, in force since forever (decision 0024);
 * - every lecturer's bank account and BKD number, derived from their ids (no per-row drawing), except the
 *   last lecturer of each programme, who has none yet (decision 0031: the payment screen lists them);
 * - for the last six months, per lecturer a research honorarium, PkM honorarium, additional
 *   allowance and other deduction chosen by a hash of (lecturer, month), many of them zero as in a
 *   real payroll; dsn00 has each line in every one of those months, so their slip is never empty;
 * - the book closed (decision 0028) for the oldest four of those months, in order, by adm00: two
 *   statements per month whatever the number of lecturers; the last two complete months stay open;
 * - the file of each closed month but the latest recorded as transferred on the 5th of the month after
 *   (decision 0046), so the latest closed month is the one still to pay.
 * The rules' numbers (payroll.pengaturan) come with the migration.
 */
export async function seedPayroll({ db }: SeedContext): Promise<void> {
  const ranks = await db.withSchema('master_data').selectFrom('jabatan_fungsional').select(['id_jabatan_fungsional', 'kode']).execute();
  const tarif = ranks.filter((r) => TARIF[r.kode as string]).map((r) => ({
    id_jabatan_fungsional: r.id_jabatan_fungsional, gaji_pokok: TARIF[r.kode as string][0], tunjangan_akademik: TARIF[r.kode as string][1],
  }));
  // Versions in force since forever (berlaku_mulai null), like the rates migration 002 carried over.
  if (tarif.length) await db.withSchema('payroll').insertInto('tarif_jabatan_versi').values(tarif).execute();

  await sql`insert into payroll.dosen_gaji (id_dosen, norekening, nama_bank, id_bkd)
    select d.id_dosen, lpad((7000000000 + d.id_dosen * 7919)::text, 10, '0'), 'Bank Syariah Indonesia',
      'BKD-' || coalesce(d.nidn::text, lpad(d.id_dosen::text, 10, '0'))
    from master_data.dosen d
    -- The last lecturer of each programme (never dsn00 or kor00, the first two) has no account yet, so the
    -- payment screen (decision 0031) lists lecturers owed pay who are not in the bank file.
    where d.id_dosen not in (select max(id_dosen) from master_data.dosen group by id_prodi)`.execute(db);

  const demo = await db.selectFrom('master_data.dosen as d').innerJoin('core.pengguna as u', 'u.id_user', 'd.id_user')
    .select('d.id_dosen').where('u.username', '=', 'dsn00').executeTakeFirst();
  await sql`insert into payroll.komponen_bulanan (id_dosen, bulan, honor_penelitian, honor_pkm, tunjangan_tambahan, potongan_lain, keterangan)
    select d.id_dosen, b.bulan,
      case when d.id_dosen = ${demo?.id_dosen ?? 0} or h.v % 3 = 0 then 500000 + (h.v % 8) * 250000 else 0 end,
      case when d.id_dosen = ${demo?.id_dosen ?? 0} or h.v % 4 = 0 then 300000 + (h.v % 5) * 100000 else 0 end,
      case when d.id_dosen = ${demo?.id_dosen ?? 0} or h.v % 5 = 0 then 1000000 else 0 end,
      case when d.id_dosen = ${demo?.id_dosen ?? 0} or h.v % 2 = 0 then 100000 + (h.v % 4) * 50000 else 0 end,
      'Data contoh: honor penelitian dan PkM dari LPPM, tunjangan jabatan tambahan, potongan koperasi.'
    from master_data.dosen d
    cross join generate_series(1, ${BULAN_KOMPONEN}) as n
    cross join lateral (select (date_trunc('month', (now() at time zone 'Asia/Jakarta')::date) - make_interval(months => n))::date as bulan) b
    cross join lateral (select abs(hashtext(d.id_dosen || '-' || b.bulan)) as v) h`.execute(db);

  // Closing reads the slips as they stand, so it comes after every line above.
  const admin = await db.selectFrom('core.pengguna').select('id_user').where('username', '=', 'adm00').executeTakeFirst();
  const now = new Date();
  for (let n = BULAN_KOMPONEN; n >= BULAN_DITUTUP_TERAKHIR; n--) await tutupBuku(db, admin?.id_user ?? null, bulanSebelum(now, n), now);
  for (let n = BULAN_KOMPONEN; n > BULAN_DITUTUP_TERAKHIR; n--) {
    const bulan = bulanSebelum(now, n);
    const { sidik_berkas } = await ringkasanPembayaran(db, { bulan, per_page: 1 }, now);
    await catatTransfer(db, admin?.id_user ?? null, bulan, { tanggal_transfer: `${bulanSebelum(now, n - 1)}-05`, sidik_berkas }, now);
  }
}
