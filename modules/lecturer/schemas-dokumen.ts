import Type, { type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';
import catalogue from '../../locales/id/lecturer.json';

// dokumen-dosen (decision 0030): the administrator (adm00, the personnel office of this product)
// files lecturers' documents. The lecturer reads them through GET dokumen/dosen as before.

const f = catalogue.dokumen_kelola.field;
const Teks = Type.Union([Type.String(), Type.Null()]);
const Id = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });

/** The largest file and the kinds accepted, judged by the bytes (core FileStore). */
export const DOKUMEN_MAKS_UKURAN = 5 * 1024 * 1024;
export const DOKUMEN_DITERIMA = ['pdf', 'png', 'jpeg'] as const;
export const JUDUL_PANJANG = { min: 3, maks: 200 } as const;
export const NOMOR_MAKS = 100;

export const CariDosenQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, title: f.page })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, title: f.per_page })),
  cari: Type.Optional(Type.String({ maxLength: 100, title: f.cari })),
}, { additionalProperties: false });
export type CariDosenQuery = Static<typeof CariDosenQuery>;

export const DosenDokumen = Type.Object({
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  nidn: Teks,
  nip: Teks,
  nama_prodi: Type.String(),
  jumlah_dokumen: Type.Integer(),
});
export type DosenDokumen = Static<typeof DosenDokumen>;

export const DaftarDosenDokumen = Type.Object({
  data: Type.Array(DosenDokumen), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
});
export type DaftarDosenDokumen = Static<typeof DaftarDosenDokumen>;

/** One document as the administrator sees it: its category, file, version and who filed / last changed it. */
export const DokumenKelola = Type.Object({
  id_dokumen_dosen: Type.Integer(),
  id_dokumen_kategori: Type.Union([Type.Integer(), Type.Null()]),
  nama_kategori: Teks,
  judul: Type.String(),
  nomor: Teks,
  tanggal: Teks,
  nama_berkas: Type.String(),
  ukuran: Type.Integer(),
  versi: Type.Integer(),
  diunggah_oleh: Teks,
  dibuat: Type.String(),
  diubah_oleh: Teks,
  diubah: Type.String(),
});
export type DokumenKelola = Static<typeof DokumenKelola>;

export const DokumenDosenKelola = Type.Object({ dosen: DosenDokumen, data: Type.Array(DokumenKelola) });
export type DokumenDosenKelola = Static<typeof DokumenDosenKelola>;

export const DosenParams = Type.Object({ id_dosen: Id(f.dosen) });
export const DokumenIdParams = Type.Object({ id: Id(f.dokumen) });
export const HapusQuery = Type.Object({ versi: Id(f.versi) }, { additionalProperties: false });

/** The text fields of the multipart upload (the file travels as `berkas`). */
export const UnggahForm = Type.Object({
  id_dokumen_kategori: Type.String({ pattern: '^[1-9][0-9]{0,8}$', title: f.kategori }),
  judul: Type.String({ minLength: 1, maxLength: 400, title: f.judul }),
  nomor: Type.Optional(Type.String({ maxLength: NOMOR_MAKS, title: f.nomor })),
  tanggal: Type.Optional(Type.String({ maxLength: 10, title: f.tanggal })),
}, { additionalProperties: false });
export type UnggahForm = Static<typeof UnggahForm>;

/** PATCH dokumen-dosen/{id}: the document's data (not its file) for the version the page showed. */
export const UbahDokumenBody = Type.Object({
  versi: Id(f.versi),
  id_dokumen_kategori: Id(f.kategori),
  judul: Type.String({ minLength: 1, maxLength: 400, title: f.judul }),
  nomor: Type.Optional(Type.Union([Type.String({ maxLength: NOMOR_MAKS, title: f.nomor }), Type.Null()])),
  tanggal: Type.Optional(Type.Union([Type.String({ maxLength: 10, title: f.tanggal }), Type.Null()])),
}, { additionalProperties: false });
export type UbahDokumenBody = Static<typeof UbahDokumenBody>;

/** The text field of the multipart replace: the version the page showed. */
export const GantiForm = Type.Object({ versi: Type.String({ pattern: '^[1-9][0-9]{0,8}$', title: f.versi }) }, { additionalProperties: false });

export const DokumenTersimpan = Type.Object({ message: Type.String(), id_dokumen_dosen: Type.Integer(), versi: Type.Integer() });
export type DokumenTersimpan = Static<typeof DokumenTersimpan>;
export const DokumenDihapus = Type.Object({ message: Type.String() });
export type DokumenDihapus = Static<typeof DokumenDihapus>;
