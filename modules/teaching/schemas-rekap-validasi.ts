import Type, { type Static } from 'typebox';
import catalogue from '../../locales/id/teaching.json';
import { HalamanStaf, SaringProdiQuery } from './schemas-prodi';

// Programme staff (aka00, aka01, aka02) follow which classes of their akses_prodi programmes have
// their grades validated (decision 0020) in a semester (decision 0045). Not a spec call.

const f = catalogue.field;
const Teks = Type.Union([Type.String(), Type.Null()]);

/** GET rekap-validasi-nilai: the staff filters, and `status` sudah (validated) or belum (not yet). */
export const RekapValidasiQuery = Type.Object({
  ...SaringProdiQuery(f.cari_validasi).properties,
  status: Type.Optional(Type.Union([Type.Literal('sudah'), Type.Literal('belum')], { title: f.status_validasi })),
}, { additionalProperties: false });
export type RekapValidasiQuery = Static<typeof RekapValidasiQuery>;

/** One class: its course, lecturer, how many of its students have a grade, and its validation. */
export const RekapValidasiItem = Type.Object({
  id_kelas: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(),
  nama_prodi: Type.String(),
  /** With degrees; null for a class without a lecturer. */
  nama_dosen: Teks,
  jumlah_mahasiswa: Type.Integer(),
  jumlah_dinilai: Type.Integer(),
  /** ISO 8601 in Asia/Jakarta (+07:00); null while not validated. */
  divalidasi_pada: Teks,
});
export type RekapValidasiItem = Static<typeof RekapValidasiItem>;

/**
 * A page of the classes (not validated first), with the counts of the whole filtered list (every
 * status) and the semester's grade-entry window (null when none is set).
 */
export const RekapValidasi = Type.Object({
  ...HalamanStaf(RekapValidasiItem).properties,
  ringkasan: Type.Object({ jumlah_kelas: Type.Integer(), sudah_divalidasi: Type.Integer(), nilai_lengkap_belum_divalidasi: Type.Integer() }),
  /** YYYY-MM-DD, both days included; `dibuka`: today (Asia/Jakarta, the database's clock) lies in it. */
  jendela: Type.Union([Type.Object({ mulai: Type.String(), selesai: Type.String(), dibuka: Type.Boolean() }), Type.Null()]),
});
export type RekapValidasi = Static<typeof RekapValidasi>;
