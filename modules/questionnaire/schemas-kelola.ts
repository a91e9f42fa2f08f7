import Type, { type Static } from 'typebox';
import { TeksSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/questionnaire.json';
import { TipeSoal } from './schemas';

// The administrator's management of the questionnaires (decision 0025; not spec calls: the spec
// names the questionnaires but no page or call to write them). Calls under `kuesioner/kelola`.

const Id = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });
const f = catalogue.field;

export const JenisKuesioner = Type.Union([Type.Literal('mahasiswa'), Type.Literal('dosen')], { title: f.jenis });
export type JenisKuesioner = Static<typeof JenisKuesioner>;
/** draf: only the administrator sees it and may edit it; terbit: students or lecturers fill it; ditutup: read-only. */
export const StatusKuesioner = Type.Union([Type.Literal('draf'), Type.Literal('terbit'), Type.Literal('ditutup')]);
export type StatusKuesioner = Static<typeof StatusKuesioner>;

/** One questionnaire of the list, with what the administrator decides with. */
export const KuesionerKelola = Type.Object({
  id_kuesioner: Type.Integer(),
  jenis: JenisKuesioner,
  id_semester_registrasi: Type.Integer(),
  nama_semester_registrasi: Type.String(),
  semester_aktif: Type.Boolean(),
  judul: Type.String(),
  petunjuk: Type.String(),
  status: StatusKuesioner,
  versi: Type.Integer(),
  jumlah_soal: Type.Integer(),
  /** Anonymous answer sheets (questionnaire.lembar): once one exists the questions are fixed. */
  jumlah_lembar: Type.Integer(),
});
export type KuesionerKelola = Static<typeof KuesionerKelola>;

export const SemesterPilihan = Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(), aktif: Type.Boolean() });
export type SemesterPilihan = Static<typeof SemesterPilihan>;

/** A questionnaire to copy the questions of (the create dialog lists every one, whatever the list's page). */
export const SumberSalinan = Type.Object({ id_kuesioner: Type.Integer(), jenis: JenisKuesioner, judul: Type.String(), jumlah_soal: Type.Integer() });
export type SumberSalinan = Static<typeof SumberSalinan>;

/** GET kuesioner/kelola: optionally one semester's questionnaires, a page of 7 (decision 0032). */
export const DaftarKelolaQuery = Type.Object({
  id_semester_registrasi: Type.Optional(Id(f.id_semester_registrasi)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, title: f.page })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, title: f.per_page })),
}, { additionalProperties: false });
export type DaftarKelolaQuery = Static<typeof DaftarKelolaQuery>;

/**
 * GET kuesioner/kelola: a page of questionnaires (newest semester first), the semesters to filter by
 * and create one for, and every questionnaire as a source to copy.
 */
export const DaftarKuesionerKelola = Type.Object({
  data: Type.Array(KuesionerKelola), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
  semester: Type.Array(SemesterPilihan), sumber: Type.Array(SumberSalinan),
});
export type DaftarKuesionerKelola = Static<typeof DaftarKuesionerKelola>;

export const SoalKelola = Type.Object({ id_soal: Type.Integer(), urutan: Type.Integer(), tipe: TipeSoal, kategori: Type.String(), pertanyaan: Type.String() });
export const RiwayatStatus = Type.Object({ dari: Type.Union([StatusKuesioner, Type.Null()]), ke: StatusKuesioner, nama_user: Type.Union([Type.String(), Type.Null()]), waktu: Type.String() });
export type RiwayatStatus = Static<typeof RiwayatStatus>;

/** GET kuesioner/kelola/{id}: one questionnaire with its ordered questions and its history. */
export const KuesionerDetail = Type.Object({ ...KuesionerKelola.properties, soal: Type.Array(SoalKelola), riwayat: Type.Array(RiwayatStatus) });
export type KuesionerDetail = Static<typeof KuesionerDetail>;

export const KuesionerParams = Type.Object({ id_kuesioner: Id(f.id_kuesioner) });
export type KuesionerParams = Static<typeof KuesionerParams>;

/** POST kuesioner/kelola: a draft for a semester and kind, optionally with the questions of an earlier questionnaire. */
export const BuatKuesionerBody = Type.Object({
  id_semester_registrasi: Id(f.id_semester_registrasi),
  jenis: JenisKuesioner,
  judul: Type.Optional(TeksSchema(200, 3, f.judul)),
  salin_dari: Type.Optional(Id(f.salin_dari)),
}, { additionalProperties: false });
export type BuatKuesionerBody = Static<typeof BuatKuesionerBody>;

/** One question as the form sends it: `id_soal` for a kept question, none for a new one; the order is the list's. */
export const SoalIsian = Type.Object({
  id_soal: Type.Optional(Id(f.id_soal)),
  /** Default likert (decision 0032). */
  tipe: Type.Optional(TipeSoal),
  kategori: TeksSchema(60, 1, f.kategori),
  pertanyaan: TeksSchema(500, 5, f.pertanyaan),
}, { additionalProperties: false });
export type SoalIsian = Static<typeof SoalIsian>;

/**
 * PUT kuesioner/kelola/{id}: the whole draft (title, instructions, ordered questions) and `versi`, the
 * version the page loaded; refused (409) when the questionnaire is no draft or was changed meanwhile.
 */
export const SimpanKuesionerBody = Type.Object({
  versi: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.versi }),
  judul: TeksSchema(200, 3, f.judul),
  petunjuk: TeksSchema(1000, 3, f.petunjuk),
  soal: Type.Array(SoalIsian, { minItems: 1, maxItems: 100, title: f.soal }),
}, { additionalProperties: false });
export type SimpanKuesionerBody = Static<typeof SimpanKuesionerBody>;

/** The transitions of the state machine (decision 0025). */
export const AksiStatus = Type.Union([Type.Literal('terbitkan'), Type.Literal('tutup'), Type.Literal('buka-kembali'), Type.Literal('jadikan-draf')], { title: f.aksi });
export type AksiStatus = Static<typeof AksiStatus>;

/** The state machine: each action, the state it starts from and the one it leads to (server and page read it). */
export const TRANSISI: Record<AksiStatus, { dari: StatusKuesioner; ke: StatusKuesioner }> = {
  terbitkan: { dari: 'draf', ke: 'terbit' },
  tutup: { dari: 'terbit', ke: 'ditutup' },
  'buka-kembali': { dari: 'ditutup', ke: 'terbit' },
  // Only while no sheet exists: the anonymous sheets and the statistics refer to the questions.
  'jadikan-draf': { dari: 'terbit', ke: 'draf' },
};
export const AksiParams = Type.Object({ id_kuesioner: Id(f.id_kuesioner), aksi: AksiStatus });
export type AksiParams = Static<typeof AksiParams>;

export const KuesionerTersimpan = Type.Object({ message: Type.String(), data: KuesionerDetail, dosen_diminta_mengisi: Type.Optional(Type.Integer()) });
export type KuesionerTersimpan = Static<typeof KuesionerTersimpan>;
export const KuesionerTerhapus = Type.Object({ message: Type.String() });
export type KuesionerTerhapus = Static<typeof KuesionerTerhapus>;
