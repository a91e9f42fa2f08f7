import Type, { type Static } from 'typebox';
import catalogue from '../../locales/id/payroll.json';
import { Bulan, pageQueryProperties, TemplatQuery } from './schemas-pengaturan';

// The bank payment of a closed payroll month (decision 0031; not spec calls). Amounts are the net pay
// of the slips kept at closing (payroll.slip_tutup_buku), whole rupiah; a month is 'YYYY-MM'.

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

/** The month's payment summary and, paged, the lecturers left out for want of an account. */
export const RingkasanPembayaran = Type.Object({
  bulan: Type.String(),
  nama_bulan: Type.String(),
  /** Lecturers in the file (net pay > 0 and an account) and the file's total. */
  jumlah_dibayar: Type.Integer(),
  total_dibayar: Type.Integer(),
  /** Lecturers with net pay > 0 and no account, and what they are owed. */
  jumlah_tanpa_rekening: Type.Integer(),
  total_tanpa_rekening: Type.Integer(),
  data: Type.Array(TanpaRekening),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
});
export type RingkasanPembayaran = Static<typeof RingkasanPembayaran>;

/** GET pengaturan-gaji/pembayaran/berkas: a month and a format, the shape of the import template's query. */
export const BerkasPembayaranQuery = TemplatQuery;
export type BerkasPembayaranQuery = Static<typeof BerkasPembayaranQuery>;
