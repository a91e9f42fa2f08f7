import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { httpError } from '../../../core/server/http/errors';
import { namaBulan } from '../bulan';
import type { BerkasPembayaranQuery, PembayaranQuery, RingkasanPembayaran, TanpaRekening } from '../schemas-pembayaran';
import { berkasCsv, MIME_CSV, MIME_XLSX } from './berkas-tabel';
import { periksaBulan, tp } from './slip.service';
import { bulanTutupTerakhir } from './tutup-buku.service';

// The bank payment of a closed month (decision 0031). Only a closed month is paid: its slips were kept
// at closing (decision 0028) and never move, so the file's amounts are exactly the stored slips' net
// pay. The account is the one kept now (payroll.dosen_gaji): an account entered after closing puts the
// lecturer into the file; the amount never changes.

/** The closed month asked for ('YYYY-MM'; none: the latest closed): 400 for a bad or coming month, 409 for an open one. */
async function bulanDitutup(db: Kysely<any>, bulan: string | undefined, now: Date): Promise<string> {
  if (bulan === undefined) {
    const akhir = await bulanTutupTerakhir(db);
    if (akhir === null) throw httpError(409, tp('galat.pembayaran_belum_ada_tutup'));
    return akhir;
  }
  const { dari } = periksaBulan(bulan, now);
  const ada = (await sql`select 1 from payroll.tutup_buku where bulan = ${dari}::date`.execute(db)).rows.length > 0;
  if (!ada) {
    const message = tp('galat.pembayaran_bulan_terbuka', { bulan: namaBulan(bulan) });
    throw httpError(409, message, { bulan: [message] });
  }
  return bulan;
}

/** Net pay of a kept slip, whole rupiah. */
const bersih = sql`(s.slip->'detail_gaji'->>'total_penerimaan_bersih')::int8`;
/** The month's slips with net pay, each with the lecturer and the account kept now (null columns: none). */
const slipDibayar = (bulan: string) => sql`from payroll.slip_tutup_buku s
  join master_data.dosen d on d.id_dosen = s.id_dosen
  join master_data.prodi p on p.id_prodi = d.id_prodi
  left join payroll.dosen_gaji g on g.id_dosen = s.id_dosen
  where s.bulan = ${`${bulan}-01`}::date and ${bersih} > 0`;

/** GET pengaturan-gaji/pembayaran: the closed month's file summary and its lecturers without an account, 7 per page. */
export async function ringkasanPembayaran(db: Kysely<any>, q: PembayaranQuery, now = new Date()): Promise<RingkasanPembayaran> {
  const bulan = await bulanDitutup(db, q.bulan, now);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.DEFAULT;
  const { rows: [r] } = await sql<{ jumlah_dibayar: number; total_dibayar: string; jumlah_tanpa_rekening: number; total_tanpa_rekening: string }>`select
      count(*) filter (where g.id_dosen is not null)::int as jumlah_dibayar, coalesce(sum(${bersih}) filter (where g.id_dosen is not null), 0)::text as total_dibayar,
      count(*) filter (where g.id_dosen is null)::int as jumlah_tanpa_rekening, coalesce(sum(${bersih}) filter (where g.id_dosen is null), 0)::text as total_tanpa_rekening
    ${slipDibayar(bulan)}`.execute(db);
  const { rows } = await sql<TanpaRekening & { jumlah: string }>`select s.id_dosen, s.slip->>'nama_dosen' as nama_dosen, d.nidn::text as nidn, p.nama_prodi,
      ${bersih}::text as jumlah
    ${slipDibayar(bulan)} and g.id_dosen is null
    order by d.nama_dosen, d.id_dosen limit ${perPage} offset ${(page - 1) * perPage}`
    .execute(db);
  return {
    bulan, nama_bulan: namaBulan(bulan),
    jumlah_dibayar: r.jumlah_dibayar, total_dibayar: Number(r.total_dibayar),
    jumlah_tanpa_rekening: r.jumlah_tanpa_rekening, total_tanpa_rekening: Number(r.total_tanpa_rekening),
    data: rows.map((x) => ({ ...x, jumlah: Number(x.jumlah) })), current_page: page, per_page: perPage, total: r.jumlah_tanpa_rekening,
  };
}

/** The file's columns, in the order of a bulk-transfer upload. */
const KOLOM = ['bank', 'nomor_rekening', 'nama_pemilik_rekening', 'jumlah', 'keterangan'] as const;

/**
 * GET pengaturan-gaji/pembayaran/berkas: one row per lecturer with net pay > 0 and an account, the
 * amount from the kept slip; as CSV, or XLSX with a totals row. The holder's name is the lecturer's
 * name without degrees (payroll keeps no separate holder name).
 */
export async function berkasPembayaran(db: Kysely<any>, q: BerkasPembayaranQuery, now = new Date()): Promise<{ isi: Buffer; nama: string; mime: string }> {
  const bulan = await bulanDitutup(db, q.bulan, now);
  const { rows } = await sql<{ bank: string; nomor_rekening: string; nama_pemilik_rekening: string; jumlah: string }>`select g.nama_bank as bank,
      g.norekening as nomor_rekening, d.nama_dosen as nama_pemilik_rekening, ${bersih}::text as jumlah
    ${slipDibayar(bulan)} and g.id_dosen is not null
    order by d.nama_dosen, d.id_dosen`.execute(db);
  const keterangan = tp('pembayaran.keterangan_transfer', { bulan: namaBulan(bulan) });
  const baris = rows.map((r) => [r.bank, r.nomor_rekening, r.nama_pemilik_rekening, Number(r.jumlah), keterangan] as const);
  const nama = `Pembayaran-Gaji_${bulan}`;
  const kepala = KOLOM.map((k) => tp(`pembayaran.kolom_${k}`));
  if ((q.format ?? 'xlsx') === 'csv') return { isi: berkasCsv(kepala, baris), nama: `${nama}.csv`, mime: MIME_CSV };

  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(bulan);
  ws.columns = KOLOM.map((k, i) => ({ header: kepala[i], key: k, width: k === 'jumlah' ? 18 : k === 'nomor_rekening' ? 22 : 36 }));
  ws.getRow(1).font = { bold: true };
  // Account numbers as text: a spreadsheet would drop leading zeros.
  ws.getColumn('nomor_rekening').numFmt = '@';
  ws.getColumn('jumlah').numFmt = '#,##0';
  for (const b of baris) ws.addRow([...b]);
  const total = baris.reduce((a, b) => a + b[3], 0);
  // A plain number, not a formula: a reader without a formula engine sees the same total.
  const jumlahBaris = ws.addRow([tp('pembayaran.total_baris', { n: baris.length }), null, null, total, null]);
  jumlahBaris.font = { bold: true };
  return { isi: Buffer.from(await wb.xlsx.writeBuffer()), nama: `${nama}.xlsx`, mime: MIME_XLSX };
}
