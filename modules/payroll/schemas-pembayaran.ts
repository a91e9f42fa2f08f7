import Type, { type Static } from 'typebox';
import { TanggalSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/payroll.json';
import { Bulan, pageQueryProperties, TemplatQuery } from './schemas-pengaturan';

// The bank payment of a closed payroll month (decisions 0031 and 0046; not spec calls). Amounts are the
// net pay of the slips kept at closing (payroll.slip_tutup_buku), whole rupiah; a month is 'YYYY-MM'.

const f = catalogue.field;

/** GET pengaturan-gaji/pembayaran: `bulan` omitted = the latest closed month. */
export const PembayaranQuery = Type.Object({
  bulan: Type.Optional(Bulan(f.bulan)),
  ...pageQueryProperties,
}, { additionalProperties: false });
export type PembayaranQuery = Static<typeof PembayaranQuery>;

/** A lecturer with net pay in the month but no bank account: left out of the file until the account is entered. */
export const TanpaRekening = Type.Object({
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  nidn: Type.Union([Type.String(), Type.Null()]),
  nama_prodi: Type.String(),
  jumlah: Type.Integer(),
});
export type TanpaRekening = Static<typeof TanpaRekening>;

/** One recorded transfer (a batch sent to the bank) of the month. */
export const TransferGaji = Type.Object({
  tahap: Type.Integer(),
  tanggal_transfer: Type.String(),
  jumlah_dosen: Type.Integer(),
  total: Type.Integer(),
  dicatat_oleh: Type.Union([Type.String(), Type.Null()]),
  dicatat_pada: Type.String(),
});
export type TransferGaji = Static<typeof TransferGaji>;

/** The month's payment summary and, paged, the lecturers left out for want of an account. */
export const RingkasanPembayaran = Type.Object({
  bulan: Type.String(),
  nama_bulan: Type.String(),
  /** Lecturers in the next file (net pay > 0, an account, not in a recorded transfer) and the file's total. */
  jumlah_dibayar: Type.Integer(),
  total_dibayar: Type.Integer(),
  /**
   * A fingerprint of the next file's rows (lecturer, account, amount): recording a transfer names it, so
   * a file that changed since it was shown (an account entered or corrected, another transfer recorded)
   * is not recorded as paid.
   */
  sidik_berkas: Type.String(),
  /** Lecturers in recorded transfers and what they were paid. */
  jumlah_sudah_ditransfer: Type.Integer(),
  total_sudah_ditransfer: Type.Integer(),
  transfer: Type.Array(TransferGaji),
  /** Lecturers with net pay > 0, no account and not paid, and what they are owed. */
  jumlah_tanpa_rekening: Type.Integer(),
  total_tanpa_rekening: Type.Integer(),
  data: Type.Array(TanpaRekening),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});
export type RingkasanPembayaran = Static<typeof RingkasanPembayaran>;

/** GET pengaturan-gaji/pembayaran/berkas: the next file of a month, or with `tahap` a recorded transfer's. */
export const BerkasPembayaranQuery = Type.Object({
  ...TemplatQuery.properties,
  tahap: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, title: f.tahap })),
}, { additionalProperties: false });
export type BerkasPembayaranQuery = Static<typeof BerkasPembayaranQuery>;

export const BulanTransferParams = Type.Object({ bulan: Bulan(f.bulan) });
export type BulanTransferParams = Static<typeof BulanTransferParams>;

/** POST pengaturan-gaji/pembayaran/{bulan}/transfer: the next file, as shown (its fingerprint), was sent to the bank on a date. */
export const CatatTransferBody = Type.Object({
  tanggal_transfer: Type.String({ ...TanggalSchema(), title: f.tanggal_transfer }),
  sidik_berkas: Type.String({ minLength: 1, maxLength: 64, title: f.sidik_berkas }),
}, { additionalProperties: false });
export type CatatTransferBody = Static<typeof CatatTransferBody>;

export const TransferTercatat = Type.Object({ message: Type.String(), data: TransferGaji });
export type TransferTercatat = Static<typeof TransferTercatat>;
