import Type, { type Static } from 'typebox';
import catalogue from '../../locales/id/teaching.json';
import { HalamanStaf, SaringProdiQuery } from './schemas-prodi';

// Programme staff (aka00, aka01, aka02) read the grade changes after the deadline (decision 0019)
// of their akses_prodi programmes, and lecturers and staff print the change form (decision 0027).
// Not spec calls: the spec gives the programme no page for the changes.

const f = catalogue.field;
const Id = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });
const Angka = Type.Union([Type.Number(), Type.Null()]);
const Teks = Type.Union([Type.String(), Type.Null()]);

/** GET rekap-perubahan-nilai (and /unduh without paging). */
export const RekapPerubahanQuery = SaringProdiQuery(f.cari_perubahan);
export type RekapPerubahanQuery = Static<typeof RekapPerubahanQuery>;

/** One recorded change: the class, the student, the grade before and after, why, by whom, when. */
export const RekapPerubahanItem = Type.Object({
  id_riwayat_perubahan_nilai: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(),
  nama_prodi: Type.String(),
  nim: Type.String(),
  nama_mahasiswa: Type.String(),
  nilai_angka_lama: Angka,
  nilai_huruf_lama: Teks,
  nilai_angka_baru: Type.Number(),
  nilai_huruf_baru: Type.String(),
  alasan: Type.String(),
  /** The lecturer's name with degrees. */
  diubah_oleh: Type.String(),
  /** ISO timestamp. */
  diubah_pada: Type.String(),
  /** Changes stored by the same save (the class's batch), this one included. */
  jumlah_sekali_simpan: Type.Integer(),
});
export type RekapPerubahanItem = Static<typeof RekapPerubahanItem>;

export const RekapPerubahan = HalamanStaf(RekapPerubahanItem);
export type RekapPerubahan = Static<typeof RekapPerubahan>;

/**
 * GET input-nilai/riwayat-perubahan/formulir: the change form of one recorded change; `cakupan`
 * 'simpan' prints every change stored by the same save of that class (the batch), 'mahasiswa'
 * (default) only that student's.
 */
export const FormulirPerubahanQuery = Type.Object({
  id_riwayat_perubahan_nilai: Id(f.id_riwayat_perubahan_nilai),
  cakupan: Type.Optional(Type.Union([Type.Literal('mahasiswa'), Type.Literal('simpan')], { title: f.cakupan })),
}, { additionalProperties: false });
export type FormulirPerubahanQuery = Static<typeof FormulirPerubahanQuery>;
