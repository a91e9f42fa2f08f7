import Type, { type Static } from 'typebox';

// Closing a payroll month (tutup buku, decision 0028; not spec calls). A month is 'YYYY-MM'.

const TeksAtauKosong = Type.Union([Type.String(), Type.Null()]);

/** One complete month: closed (totals kept at closing) or open (totals computed now; null before the first closed month). */
export const BulanBuku = Type.Object({
  bulan: Type.String(),
  nama_bulan: Type.String(),
  ditutup: Type.Boolean(),
  /** Open and next in order (the month after the latest closed one, or any month when none was ever closed). */
  dapat_ditutup: Type.Boolean(),
  jumlah_dosen: Type.Union([Type.Integer(), Type.Null()]),
  total_penerimaan_bersih: Type.Union([Type.Integer(), Type.Null()]),
  ditutup_oleh: TeksAtauKosong,
  ditutup_pada: TeksAtauKosong,
  /**
   * A closed month's payment (decision 0046): lecturers in its recorded transfers, of those whose kept
   * slip has net pay; null for an open month.
   */
  transfer: Type.Union([Type.Object({ jumlah_ditransfer: Type.Integer(), jumlah_bergaji: Type.Integer() }), Type.Null()]),
});
export type BulanBuku = Static<typeof BulanBuku>;

export const DaftarTutupBuku = Type.Object({
  /** The first month that may still be written, or null when no month was ever closed. */
  bulan_terbuka: TeksAtauKosong,
  data: Type.Array(BulanBuku),
});
export type DaftarTutupBuku = Static<typeof DaftarTutupBuku>;

export const BulanParams = Type.Object({ bulan: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }) });
export type BulanParams = Static<typeof BulanParams>;

export const TutupBukuTersimpan = Type.Object({ message: Type.String(), data: BulanBuku });
export type TutupBukuTersimpan = Static<typeof TutupBukuTersimpan>;
