import Type, { type Static } from 'typebox';
import { TeksSchema } from '../../core/contract/schema-types';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';
import catalogue from '../../locales/id/payroll.json';

// The administrator's payroll settings (decision 0024; not spec calls: the spec names no page or
// call for them). Amounts are whole rupiah; a month is 'YYYY-MM'.

const f = catalogue.field;
const Rupiah = (title: string) => Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, title });
export const Bulan = (title: string) => Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', title });
const TeksAtauKosong = Type.Union([Type.String(), Type.Null()]);
export const pageQueryProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** One version of a rate: `berlaku_mulai` null = in force since forever (carried over by migration 002). */
export const VersiTarif = Type.Object({
  id: Type.Integer(),
  berlaku_mulai: TeksAtauKosong,
  nilai: Type.Integer(),
  diubah_oleh: TeksAtauKosong,
  diubah_pada: TeksAtauKosong,
});
export type VersiTarif = Static<typeof VersiTarif>;

/** One setting of payroll.pengaturan: the value in force this month, the newest version (what a save replaces) and every version, newest first. */
export const Tarif = Type.Object({
  kunci: Type.String(),
  label: Type.String(),
  nilai_berlaku: Type.Integer(),
  versi_terakhir: Type.Integer(),
  riwayat: Type.Array(VersiTarif),
});
export type Tarif = Static<typeof Tarif>;

/**
 * GET pengaturan-gaji/tarif. `bulan_berjalan`: the month whose values `nilai_berlaku` are; `bulan_terbuka`:
 * the earliest month a change may start (the month after the latest closed one, decision 0028), null
 * when no month was ever closed.
 */
export const DaftarTarif = Type.Object({ bulan_berjalan: Type.String(), bulan_terbuka: TeksAtauKosong, data: Type.Array(Tarif) });
export type DaftarTarif = Static<typeof DaftarTarif>;

export const KunciParams = Type.Object({ kunci: Type.String({ maxLength: 60 }) });
export type KunciParams = Static<typeof KunciParams>;

/** POST pengaturan-gaji/tarif/{kunci}: a new value from a month; `semula` = the newest version the page showed. */
export const SimpanTarifBody = Type.Object({
  nilai: Rupiah(f.nilai),
  berlaku_mulai: Bulan(f.berlaku_mulai),
  semula: Type.Integer({ minimum: 1, title: f.semula }),
}, { additionalProperties: false });
export type SimpanTarifBody = Static<typeof SimpanTarifBody>;

export const TarifTersimpan = Type.Object({ message: Type.String(), data: Tarif });
export type TarifTersimpan = Static<typeof TarifTersimpan>;

/** One version of a rank's tariff. */
export const VersiTarifJabatan = Type.Object({
  id: Type.Integer(),
  berlaku_mulai: TeksAtauKosong,
  gaji_pokok: Type.Integer(),
  tunjangan_akademik: Type.Integer(),
  diubah_oleh: TeksAtauKosong,
  diubah_pada: TeksAtauKosong,
});
export type VersiTarifJabatan = Static<typeof VersiTarifJabatan>;

/** A rank with the tariff in force this month (0 and null versions while it has none) and its history. */
export const TarifJabatan = Type.Object({
  id_jabatan_fungsional: Type.Integer(),
  nama_jabatan_fungsional: Type.String(),
  gaji_pokok: Type.Integer(),
  tunjangan_akademik: Type.Integer(),
  versi_terakhir: Type.Union([Type.Integer(), Type.Null()]),
  riwayat: Type.Array(VersiTarifJabatan),
});
export type TarifJabatan = Static<typeof TarifJabatan>;

export const DaftarTarifJabatan = Type.Object({ bulan_berjalan: Type.String(), bulan_terbuka: TeksAtauKosong, data: Type.Array(TarifJabatan) });
export type DaftarTarifJabatan = Static<typeof DaftarTarifJabatan>;

export const JabatanParams = Type.Object({ id_jabatan_fungsional: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type JabatanParams = Static<typeof JabatanParams>;

/** POST pengaturan-gaji/tarif-jabatan/{id}: `semula` null only for a rank that has no tariff yet. */
export const SimpanTarifJabatanBody = Type.Object({
  gaji_pokok: Rupiah(f.gaji_pokok),
  tunjangan_akademik: Rupiah(f.tunjangan_akademik),
  berlaku_mulai: Bulan(f.berlaku_mulai),
  semula: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: f.semula }),
}, { additionalProperties: false });
export type SimpanTarifJabatanBody = Static<typeof SimpanTarifJabatanBody>;

export const TarifJabatanTersimpan = Type.Object({ message: Type.String(), data: TarifJabatan });
export type TarifJabatanTersimpan = Static<typeof TarifJabatanTersimpan>;

/** A lecturer with the payroll account; `versi` null while the lecturer has none. */
export const RekeningDosen = Type.Object({
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  nidn: TeksAtauKosong,
  nuptk: Type.String(),
  nama_prodi: Type.String(),
  norekening: TeksAtauKosong,
  nama_bank: TeksAtauKosong,
  id_bkd: TeksAtauKosong,
  versi: Type.Union([Type.Integer(), Type.Null()]),
});
export type RekeningDosen = Static<typeof RekeningDosen>;

export const CariQuery = Type.Object({
  ...pageQueryProperties,
  search: Type.Optional(Type.String({ maxLength: 100, title: f.search })),
}, { additionalProperties: false });
export type CariQuery = Static<typeof CariQuery>;

export const DaftarRekening = Type.Object({
  data: Type.Array(RekeningDosen), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
});
export type DaftarRekening = Static<typeof DaftarRekening>;

export const DosenParams = Type.Object({ id_dosen: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type DosenParams = Static<typeof DosenParams>;

/** PATCH pengaturan-gaji/rekening/{id_dosen}: `versi` = the version the page showed (null: the lecturer had no account). */
export const SimpanRekeningBody = Type.Object({
  norekening: Type.String({ pattern: '^[0-9]{6,20}$', title: f.norekening }),
  nama_bank: TeksSchema(100, 2, f.nama_bank),
  id_bkd: Type.Union([TeksSchema(40, 1, f.id_bkd), Type.Null()], { title: f.id_bkd }),
  versi: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: f.semula }),
}, { additionalProperties: false });
export type SimpanRekeningBody = Static<typeof SimpanRekeningBody>;

export const RekeningTersimpan = Type.Object({ message: Type.String(), data: RekeningDosen });
export type RekeningTersimpan = Static<typeof RekeningTersimpan>;

/** The four amounts and the note of one lecturer's month (payroll.komponen_bulanan). */
const KomponenIsi = {
  honor_penelitian: Rupiah(f.honor_penelitian),
  honor_pkm: Rupiah(f.honor_pkm),
  tunjangan_tambahan: Rupiah(f.tunjangan_tambahan),
  potongan_lain: Rupiah(f.potongan_lain),
  keterangan: Type.Union([Type.String({ maxLength: 500, title: f.keterangan }), Type.Null()], { title: f.keterangan }),
};

export const Komponen = Type.Object({
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  nidn: TeksAtauKosong,
  bulan: Type.String(),
  ...KomponenIsi,
  versi: Type.Integer(),
  diubah_oleh: TeksAtauKosong,
  diubah_pada: TeksAtauKosong,
});
export type Komponen = Static<typeof Komponen>;

export const KomponenQuery = Type.Object({
  ...pageQueryProperties,
  bulan: Bulan(f.bulan),
  search: Type.Optional(Type.String({ maxLength: 100, title: f.search })),
}, { additionalProperties: false });
export type KomponenQuery = Static<typeof KomponenQuery>;

/** GET pengaturan-gaji/komponen: one month's lines, paged; `dapat_diubah` false for a closed month (decision 0028). */
export const DaftarKomponen = Type.Object({
  data: Type.Array(Komponen), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
  bulan: Type.String(), dapat_diubah: Type.Boolean(),
});
export type DaftarKomponen = Static<typeof DaftarKomponen>;

export const TambahKomponenBody = Type.Object({
  id_dosen: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_dosen }),
  bulan: Bulan(f.bulan),
  ...KomponenIsi,
}, { additionalProperties: false });
export type TambahKomponenBody = Static<typeof TambahKomponenBody>;

export const KomponenParams = Type.Object({
  id_dosen: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  bulan: Bulan(f.bulan),
});
export type KomponenParams = Static<typeof KomponenParams>;

export const UbahKomponenBody = Type.Object({ ...KomponenIsi, versi: Type.Integer({ minimum: 1, title: f.semula }) }, { additionalProperties: false });
export type UbahKomponenBody = Static<typeof UbahKomponenBody>;

export const HapusKomponenQuery = Type.Object({ versi: Type.Integer({ minimum: 1, title: f.semula }) }, { additionalProperties: false });
export type HapusKomponenQuery = Static<typeof HapusKomponenQuery>;

export const KomponenTersimpan = Type.Object({ message: Type.String(), data: Komponen });
export type KomponenTersimpan = Static<typeof KomponenTersimpan>;

export const Pesan = Type.Object({ message: Type.String() });
export type Pesan = Static<typeof Pesan>;

/** POST pengaturan-gaji/komponen/impor: how many rows were added and replaced (nothing on any bad row: 400 naming the rows). */
export const ImporTersimpan = Type.Object({ message: Type.String(), baru: Type.Integer(), diganti: Type.Integer() });
export type ImporTersimpan = Static<typeof ImporTersimpan>;

export const TemplatQuery = Type.Object({
  bulan: Bulan(f.bulan),
  format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')], { title: f.format })),
}, { additionalProperties: false });
export type TemplatQuery = Static<typeof TemplatQuery>;
