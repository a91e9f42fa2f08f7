import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { formatRupiah } from '../../../core/contract/format';
import type { TokenClaims } from '../../../core/contract/token';
import { httpError } from '../../../core/server/http/errors';
import { formatTanggalCetak } from '../../../core/server/print';
import { hariIniJakarta, hariSesudahBulan, namaBulan } from '../bulan';
import type { SlipGajiDenganStatus, StatusSlip } from '../schemas';
import type { BerkasPembayaranQuery, CatatTransferBody, PembayaranQuery, RingkasanPembayaran, TanpaRekening, TransferGaji, TransferTercatat } from '../schemas-pembayaran';
import { berkasCsv, MIME_CSV, MIME_XLSX } from './berkas-tabel';
import { periksaBulan, slipGaji, tp } from './slip.service';
import { bulanTutupTerakhir } from './tutup-buku.service';

// The bank payment of a closed month (decisions 0031 and 0046). Only a closed month is paid: its slips
// were kept at closing (decision 0028) and never move, so the file's amounts are exactly the stored
// slips' net pay. The next file holds the lecturers with an account kept now (payroll.dosen_gaji) who
// are in no recorded transfer; recording a transfer keeps its rows (amount and the account it went to)
// and takes them out of the next file, so nobody is paid twice for a month.

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

const awalBulan = (bulan: string) => `${bulan}-01`;
/** Net pay of a kept slip, whole rupiah. */
const bersih = sql`(s.slip->'detail_gaji'->>'total_penerimaan_bersih')::int8`;
/**
 * The month's slips with net pay, each with the lecturer, the account kept now (`g`, null columns:
 * none) and the recorded transfer that paid it (`t`, null columns: not paid).
 */
const slipDibayar = (bulan: string) => sql`from payroll.slip_tutup_buku s
  join master_data.dosen d on d.id_dosen = s.id_dosen
  join master_data.prodi p on p.id_prodi = d.id_prodi
  left join payroll.dosen_gaji g on g.id_dosen = s.id_dosen
  left join payroll.transfer_gaji_dosen t on t.bulan = s.bulan and t.id_dosen = s.id_dosen
  where s.bulan = ${awalBulan(bulan)}::date and ${bersih} > 0`;

/** A row of a bank file. The holder's name is the lecturer's name without degrees (payroll keeps no separate holder name). */
interface BarisBerkas { id_dosen: number; bank: string; nomor_rekening: string; nama_pemilik_rekening: string; jumlah: number }

/** The next file's rows: lecturers with net pay, an account and no recorded transfer this month, by name. */
async function berkasBerikut(db: Kysely<any>, bulan: string): Promise<BarisBerkas[]> {
  const { rows } = await sql<Omit<BarisBerkas, 'jumlah'> & { jumlah: string }>`select s.id_dosen, g.nama_bank as bank, g.norekening as nomor_rekening,
      d.nama_dosen as nama_pemilik_rekening, ${bersih}::text as jumlah
    ${slipDibayar(bulan)} and g.id_dosen is not null and t.id_dosen is null
    order by d.nama_dosen, d.id_dosen`.execute(db);
  return rows.map((r) => ({ ...r, jumlah: Number(r.jumlah) }));
}

/** The fingerprint of a file: every row's lecturer, account, holder and amount, in lecturer order. */
function sidik(baris: BarisBerkas[]): string {
  const teks = [...baris].sort((a, b) => a.id_dosen - b.id_dosen)
    .map((b) => JSON.stringify([b.id_dosen, b.bank, b.nomor_rekening, b.nama_pemilik_rekening, b.jumlah])).join('\n');
  return createHash('sha256').update(teks).digest('hex');
}

const jumlahkan = (baris: BarisBerkas[]) => baris.reduce((a, b) => a + b.jumlah, 0);

/** The recorded transfers of a month, in order; `tahap` picks one. */
async function daftarTransfer(db: Kysely<any>, bulan: string, tahap?: number): Promise<Array<TransferGaji & { id: number }>> {
  const { rows } = await sql<Omit<TransferGaji, 'total'> & { id: number; total: string }>`select t.id, t.tahap, to_char(t.tanggal_transfer, 'YYYY-MM-DD') as tanggal_transfer,
      t.jumlah_dosen, t.total::text as total, u.nama as dicatat_oleh, to_char(t.dicatat_pada at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as dicatat_pada
    from payroll.transfer_gaji t left join core.pengguna u on u.id_user = t.dicatat_oleh
    where t.bulan = ${awalBulan(bulan)}::date ${tahap === undefined ? sql`` : sql`and t.tahap = ${tahap}`}
    order by t.tahap`.execute(db);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/** GET pengaturan-gaji/pembayaran: the closed month's next file, its recorded transfers and its lecturers without an account, 7 per page. */
export async function ringkasanPembayaran(db: Kysely<any>, q: PembayaranQuery, now = new Date()): Promise<RingkasanPembayaran> {
  const bulan = await bulanDitutup(db, q.bulan, now);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? PAGE_SIZE.DEFAULT;
  const tanpaRekening = sql`g.id_dosen is null and t.id_dosen is null`;
  const { rows: [r] } = await sql<{ jumlah_ditransfer: number; total_ditransfer: string; jumlah_tanpa_rekening: number; total_tanpa_rekening: string }>`select
      count(t.id_dosen)::int as jumlah_ditransfer, coalesce(sum(t.jumlah), 0)::text as total_ditransfer,
      count(*) filter (where ${tanpaRekening})::int as jumlah_tanpa_rekening, coalesce(sum(${bersih}) filter (where ${tanpaRekening}), 0)::text as total_tanpa_rekening
    ${slipDibayar(bulan)}`.execute(db);
  const { rows } = await sql<TanpaRekening & { jumlah: string }>`select s.id_dosen, s.slip->>'nama_dosen' as nama_dosen, d.nidn::text as nidn, p.nama_prodi,
      ${bersih}::text as jumlah
    ${slipDibayar(bulan)} and ${tanpaRekening}
    order by d.nama_dosen, d.id_dosen limit ${perPage} offset ${(page - 1) * perPage}`
    .execute(db);
  const berikut = await berkasBerikut(db, bulan);
  const transfer = (await daftarTransfer(db, bulan)).map(({ id: _id, ...t }) => t);
  return {
    bulan, nama_bulan: namaBulan(bulan),
    jumlah_dibayar: berikut.length, total_dibayar: jumlahkan(berikut), sidik_berkas: sidik(berikut),
    jumlah_sudah_ditransfer: r.jumlah_ditransfer, total_sudah_ditransfer: Number(r.total_ditransfer), transfer,
    jumlah_tanpa_rekening: r.jumlah_tanpa_rekening, total_tanpa_rekening: Number(r.total_tanpa_rekening),
    data: rows.map((x) => ({ ...x, jumlah: Number(x.jumlah) })), current_page: page, per_page: perPage, total: r.jumlah_tanpa_rekening,
  };
}

/** The file's columns, in the order of a bulk-transfer upload. */
const KOLOM = ['bank', 'nomor_rekening', 'nama_pemilik_rekening', 'jumlah', 'keterangan'] as const;

/** The rows a recorded transfer paid, as they went to the bank; 404 when the month has no such transfer. */
async function berkasTransfer(db: Kysely<any>, bulan: string, tahap: number): Promise<BarisBerkas[]> {
  const [transfer] = await daftarTransfer(db, bulan, tahap);
  if (!transfer) throw httpError(404, tp('galat.transfer_tidak_ada', { tahap, bulan: namaBulan(bulan) }));
  const { rows } = await sql<Omit<BarisBerkas, 'jumlah'> & { jumlah: string }>`select t.id_dosen, t.nama_bank as bank, t.norekening as nomor_rekening,
      t.nama_pemilik as nama_pemilik_rekening, t.jumlah::text as jumlah
    from payroll.transfer_gaji_dosen t where t.id_transfer = ${transfer.id} order by t.nama_pemilik, t.id_dosen`.execute(db);
  return rows.map((r) => ({ ...r, jumlah: Number(r.jumlah) }));
}

/**
 * GET pengaturan-gaji/pembayaran/berkas: the next file (lecturers with net pay, an account and no
 * recorded transfer; 409 when nobody is left to pay), or with `tahap` the rows of that recorded
 * transfer as they were sent; as CSV, or XLSX with a totals row.
 */
export async function berkasPembayaran(db: Kysely<any>, q: BerkasPembayaranQuery, now = new Date()): Promise<{ isi: Buffer; nama: string; mime: string }> {
  const bulan = await bulanDitutup(db, q.bulan, now);
  const baris = q.tahap === undefined ? await berkasBerikut(db, bulan) : await berkasTransfer(db, bulan, q.tahap);
  if (!baris.length) throw httpError(409, tp('galat.berkas_kosong', { bulan: namaBulan(bulan) }));
  const keterangan = tp('pembayaran.keterangan_transfer', { bulan: namaBulan(bulan) });
  const isi = baris.map((r) => [r.bank, r.nomor_rekening, r.nama_pemilik_rekening, r.jumlah, keterangan] as const);
  const nama = q.tahap === undefined ? `Pembayaran-Gaji_${bulan}` : `Pembayaran-Gaji_${bulan}_tahap-${q.tahap}`;
  const kepala = KOLOM.map((k) => tp(`pembayaran.kolom_${k}`));
  if ((q.format ?? 'xlsx') === 'csv') return { isi: berkasCsv(kepala, isi), nama: `${nama}.csv`, mime: MIME_CSV };

  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(bulan);
  ws.columns = KOLOM.map((k, i) => ({ header: kepala[i], key: k, width: k === 'jumlah' ? 18 : k === 'nomor_rekening' ? 22 : 36 }));
  ws.getRow(1).font = { bold: true };
  // Account numbers as text: a spreadsheet would drop leading zeros.
  ws.getColumn('nomor_rekening').numFmt = '@';
  ws.getColumn('jumlah').numFmt = '#,##0';
  for (const b of isi) ws.addRow([...b]);
  // A plain number, not a formula: a reader without a formula engine sees the same total.
  const jumlahBaris = ws.addRow([tp('pembayaran.total_baris', { n: isi.length }), null, null, jumlahkan(baris), null]);
  jumlahBaris.font = { bold: true };
  return { isi: Buffer.from(await wb.xlsx.writeBuffer()), nama: `${nama}.xlsx`, mime: MIME_XLSX };
}

/** 400 unless `tanggal` (a real day: the route's schema) is after the month ended and not after today (Jakarta). */
function periksaTanggalTransfer(tanggal: string, bulan: string, now: Date): void {
  const tolak = (kunci: string, nilai: Record<string, string> = {}) => {
    const message = tp(kunci, nilai);
    return httpError(400, message, { tanggal_transfer: [message] });
  };
  if (tanggal < hariSesudahBulan(bulan)) throw tolak('galat.transfer_sebelum_bulan_berakhir', { bulan: namaBulan(bulan) });
  if (tanggal > hariIniJakarta(now)) throw tolak('galat.transfer_akan_datang');
}

/**
 * POST pengaturan-gaji/pembayaran/{bulan}/transfer: records that the next file, as the administrator
 * saw it (`sidik_berkas`), was sent to the bank on `tanggal_transfer`. Its rows become the month's
 * next `tahap` and leave the next file. 409 when the month is open, nobody is left to pay, or the file
 * changed since it was shown (an account entered or corrected, another transfer recorded first).
 */
export async function catatTransfer(db: Kysely<any>, idUser: number | null, bulan: string, body: CatatTransferBody, now = new Date()): Promise<TransferTercatat> {
  await bulanDitutup(db, bulan, now);
  periksaTanggalTransfer(body.tanggal_transfer, bulan, now);
  // The seed records transfers inside its own transaction.
  const atomically = <T>(work: (trx: Kysely<any>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return atomically(async (trx) => {
    // One recording of a month at a time: a second waits, then sees the first one's rows gone from the file.
    await sql`select 1 from payroll.tutup_buku where bulan = ${awalBulan(bulan)}::date for update`.execute(trx);
    const baris = await berkasBerikut(trx, bulan);
    if (!baris.length) throw httpError(409, tp('galat.berkas_kosong', { bulan: namaBulan(bulan) }));
    if (sidik(baris) !== body.sidik_berkas) {
      const message = tp('galat.berkas_berubah', { bulan: namaBulan(bulan), n: baris.length, total: formatRupiah(jumlahkan(baris)) });
      throw httpError(409, message, { sidik_berkas: [message] });
    }
    const { rows: [{ tahap }] } = await sql<{ tahap: number }>`select coalesce(max(tahap), 0) + 1 as tahap from payroll.transfer_gaji where bulan = ${awalBulan(bulan)}::date`.execute(trx);
    const total = jumlahkan(baris);
    const { rows: [{ id }] } = await sql<{ id: number }>`insert into payroll.transfer_gaji (bulan, tahap, tanggal_transfer, jumlah_dosen, total, dicatat_oleh)
      values (${awalBulan(bulan)}::date, ${tahap}, ${body.tanggal_transfer}::date, ${baris.length}, ${total}, ${idUser}) returning id`.execute(trx);
    await sql`insert into payroll.transfer_gaji_dosen (bulan, id_dosen, id_transfer, jumlah, nama_bank, norekening, nama_pemilik)
      select ${awalBulan(bulan)}::date, b.id_dosen, ${id}, b.jumlah, b.bank, b.nomor_rekening, b.nama_pemilik_rekening
      from jsonb_to_recordset(${JSON.stringify(baris)}::jsonb) as b(id_dosen int, jumlah int8, bank text, nomor_rekening text, nama_pemilik_rekening text)`.execute(trx);
    const [{ id: _id, ...data }] = await daftarTransfer(trx, bulan, tahap);
    return {
      message: tp('pesan.transfer_tercatat', { tahap, bulan: namaBulan(bulan), n: baris.length, total: formatRupiah(total), tanggal: formatTanggalCetak(body.tanggal_transfer) }),
      data,
    };
  });
}

/** Where a lecturer's slip of a month stands: closed (not after the latest closed month) or open, and the recorded transfer that paid it. */
async function bacaStatusSlip(db: Kysely<any>, idDosen: number, bulan: string): Promise<StatusSlip> {
  const { rows } = await sql<{ ditutup: boolean; tanggal_transfer: string | null; nama_bank: string | null; norekening: string | null; jumlah: string | null }>`select
      -- Closed: the month is not after the latest closed one (decision 0028: the books start there).
      exists (select 1 from payroll.tutup_buku where bulan >= ${awalBulan(bulan)}::date) as ditutup,
      to_char(t.tanggal_transfer, 'YYYY-MM-DD') as tanggal_transfer, d.nama_bank, d.norekening, d.jumlah::text as jumlah
    from (select 1) satu
    left join payroll.transfer_gaji_dosen d on d.bulan = ${awalBulan(bulan)}::date and d.id_dosen = ${idDosen}
    left join payroll.transfer_gaji t on t.id = d.id_transfer`.execute(db);
  const r = rows[0];
  return {
    ditutup: r.ditutup,
    transfer: r.tanggal_transfer === null ? null : { tanggal_transfer: r.tanggal_transfer, nama_bank: r.nama_bank!, norekening: r.norekening!, jumlah: Number(r.jumlah) },
  };
}

/** GET slip-gaji/dosen/gaji-bulanan: the caller's slip of a month with where it stands now. */
export async function slipDenganStatus(db: Kysely<any>, user: TokenClaims, bulan: string | undefined, now = new Date()): Promise<SlipGajiDenganStatus> {
  const slip = await slipGaji(db, user, bulan, now);
  return { ...slip, status_slip: await bacaStatusSlip(db, slip.id_dosen, slip.bulan) };
}
