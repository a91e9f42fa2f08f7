import Type, { type Static } from 'typebox';
import catalogue from '../../locales/id/questionnaire.json';

// Request and response schemas of the questionnaire calls (spec section 7: GET and POST kuesioner,
// GET kuesioner-dosen, and "Questionnaire statistics"). POST kuesioner-dosen is ours: it stores the
// lecturer's answers and sets their flags_kuesioner.

const f = catalogue.field;

/** One Likert answer: 1 (sangat kurang) to 5 (sangat baik). */
export const Jawaban = Type.Object({
  id_soal: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_soal }),
  nilai: Type.Integer({ minimum: 1, maximum: 5, title: f.nilai }),
}, { additionalProperties: false });
export type Jawaban = Static<typeof Jawaban>;
const JawabanList = Type.Array(Jawaban, { minItems: 1, maxItems: 100, title: f.jawaban });

/** Most characters of one comment (decision 0032), after trimming. */
export const KOMENTAR_MAKS = 1000;
/**
 * One free-text comment, optional: trimmed, an empty one is not stored, longer than KOMENTAR_MAKS is a
 * 400 (the schema allows surrounding spaces beyond it; the service counts the trimmed text).
 */
export const KomentarIsian = Type.Object({
  id_soal: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_soal }),
  isi: Type.String({ maxLength: KOMENTAR_MAKS + 200, title: f.komentar }),
}, { additionalProperties: false });
export type KomentarIsian = Static<typeof KomentarIsian>;
const KomentarList = Type.Optional(Type.Array(KomentarIsian, { maxItems: 20, title: f.komentar }));

/** likert: a choice 1-5, required; komentar: free text, optional (decision 0032). */
export const TipeSoal = Type.Union([Type.Literal('likert'), Type.Literal('komentar')], { title: f.tipe });
export type TipeSoal = Static<typeof TipeSoal>;

export const KuesionerInfo = Type.Object({
  id_kuesioner: Type.Integer(),
  jenis: Type.Union([Type.Literal('mahasiswa'), Type.Literal('dosen')]),
  judul: Type.String(),
  petunjuk: Type.String(),
  id_semester_registrasi: Type.Integer(),
  nama_semester_registrasi: Type.String(),
});
export type KuesionerInfo = Static<typeof KuesionerInfo>;

export const Soal = Type.Object({ id_soal: Type.Integer(), urutan: Type.Integer(), tipe: TipeSoal, kategori: Type.String(), pertanyaan: Type.String() });
export type Soal = Static<typeof Soal>;

/** A class of the student's KRS in the questionnaire's semester, and whether it has been rated. */
export const KelasDinilai = Type.Object({
  id_kelas: Type.Integer(),
  id_mata_kuliah: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(),
  nama_dosen: Type.String(),
  sudah_diisi: Type.Boolean(),
});
export type KelasDinilai = Static<typeof KelasDinilai>;

/** GET kuesioner (mhs00): the active semester's questionnaire, its questions and the classes to rate. */
export const KuesionerMahasiswa = Type.Object({
  kuesioner: Type.Union([KuesionerInfo, Type.Null()]),
  soal: Type.Array(Soal),
  kelas: Type.Array(KelasDinilai),
  /** Classes not yet rated. */
  belum_diisi: Type.Integer(),
});
export type KuesionerMahasiswa = Static<typeof KuesionerMahasiswa>;

/** POST kuesioner (mhs00): every question of the questionnaire answered for one class. */
export const IsiKuesionerBody = Type.Object({
  id_kelas: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_kelas }),
  jawaban: JawabanList,
  komentar: KomentarList,
}, { additionalProperties: false });
export type IsiKuesionerBody = Static<typeof IsiKuesionerBody>;

export const IsiKuesionerHasil = Type.Object({ message: Type.String(), id_kelas: Type.Integer(), belum_diisi: Type.Integer() });
export type IsiKuesionerHasil = Static<typeof IsiKuesionerHasil>;

/** GET kuesioner-dosen (dsn00, kor00): the lecturer questionnaire and whether the user answered it. */
export const KuesionerDosen = Type.Object({
  kuesioner: Type.Union([KuesionerInfo, Type.Null()]),
  soal: Type.Array(Soal),
  sudah_diisi: Type.Boolean(),
  flags_kuesioner: Type.Integer(),
  /** True when this answer set a stale flag of 0 to 1: the client refreshes its token (the dialog ends). */
  perlu_refresh_token: Type.Boolean(),
});
export type KuesionerDosen = Static<typeof KuesionerDosen>;

/** POST kuesioner-dosen: every question answered. */
export const IsiKuesionerDosenBody = Type.Object({ jawaban: JawabanList, komentar: KomentarList }, { additionalProperties: false });
export type IsiKuesionerDosenBody = Static<typeof IsiKuesionerDosenBody>;

/** After POST kuesioner-dosen the client refreshes its token (GET refresh-token) to carry the new flag. */
export const IsiKuesionerDosenHasil = Type.Object({ message: Type.String(), flags_kuesioner: Type.Integer(), perlu_refresh_token: Type.Boolean() });
export type IsiKuesionerDosenHasil = Static<typeof IsiKuesionerDosenHasil>;

/** Query of the statistics and their XLSX: a semester (default: the active one) and optionally one programme of the staff's akses_prodi. */
export const StatistikQuery = Type.Object({
  id_semester_registrasi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_semester_registrasi })),
  id_prodi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_prodi })),
}, { additionalProperties: false });
export type StatistikQuery = Static<typeof StatistikQuery>;

/** Statistics of one question: answers, mean (null without answers), counts of 1..5. */
export const StatistikSoal = Type.Object({
  id_soal: Type.Integer(),
  urutan: Type.Integer(),
  kategori: Type.String(),
  pertanyaan: Type.String(),
  jumlah: Type.Integer(),
  rata_rata: Type.Union([Type.Number(), Type.Null()]),
  sebaran: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5 }),
});
export type StatistikSoal = Static<typeof StatistikSoal>;

export const StatistikDosen = Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), jumlah_lembar: Type.Integer(), rata_rata: Type.Union([Type.Number(), Type.Null()]),
  /** Comments written on the lecturer's classes (GET kuesioner/komentar lists them). */
  jumlah_komentar: Type.Integer(),
});
export type StatistikDosen = Static<typeof StatistikDosen>;

/**
 * The lecturers' questionnaire per programme (decision 0042): a lecturer's sheet names their programme
 * and nothing else of them, so the programme is its finest group.
 */
export const StatistikProdi = Type.Object({
  id_prodi: Type.Integer(), nama_prodi: Type.String(), jumlah_lembar: Type.Integer(), rata_rata: Type.Union([Type.Number(), Type.Null()]),
  /** Comments in the programme's sheets (GET kuesioner-dosen/komentar lists them). */
  jumlah_komentar: Type.Integer(),
});
export type StatistikProdi = Static<typeof StatistikProdi>;

/**
 * What a survey page may narrow to: the semesters whose questionnaire of the kind the staff read
 * (every one but drafts), newest first, and the staff's programmes (akses_prodi), by printed name.
 */
export const PilihanSurvei = Type.Object({
  semester: Type.Array(Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String() })),
  prodi: Type.Array(Type.Object({ id_prodi: Type.Integer(), nama_prodi: Type.String() })),
});
export type PilihanSurvei = Static<typeof PilihanSurvei>;

/** GET kuesioner/statistik (with `dosen`) and GET kuesioner-dosen/statistik (with `prodi`). */
export const Statistik = Type.Object({
  kuesioner: Type.Union([KuesionerInfo, Type.Null()]),
  /** Anonymous answer sheets counted (within the staff's programmes). */
  jumlah_lembar: Type.Integer(),
  rata_rata: Type.Union([Type.Number(), Type.Null()]),
  soal: Type.Array(StatistikSoal),
  dosen: Type.Optional(Type.Array(StatistikDosen)),
  prodi: Type.Optional(Type.Array(StatistikProdi)),
  pilihan: PilihanSurvei,
});
export type Statistik = Static<typeof Statistik>;

/** The staff's comment lists: a semester (default: the active one) and a page of 7. */
const HalamanKomentarStaf = {
  id_semester_registrasi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_semester_registrasi })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, title: f.page })),
};

/**
 * GET kuesioner/komentar: the comments on one lecturer's classes in a semester's student
 * questionnaire (programme staff, within their akses_prodi), paged.
 */
export const KomentarQuery = Type.Object({
  id_dosen: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_dosen }),
  id_prodi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_prodi })),
  ...HalamanKomentarStaf,
}, { additionalProperties: false });
export type KomentarQuery = Static<typeof KomentarQuery>;

/**
 * GET kuesioner-dosen/komentar: the comments of one programme's lecturers in a semester's lecturer
 * questionnaire (programme staff, a programme of their akses_prodi), paged (decision 0042).
 */
export const KomentarProdiQuery = Type.Object({
  id_prodi: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_prodi }),
  ...HalamanKomentarStaf,
}, { additionalProperties: false });
export type KomentarProdiQuery = Static<typeof KomentarProdiQuery>;

/** One comment: its question and text only, never the sheet, the class's student or when it was written. */
export const KomentarDosen = Type.Object({ urutan: Type.Integer(), pertanyaan: Type.String(), isi: Type.String() });
export type KomentarDosen = Static<typeof KomentarDosen>;
export const DaftarKomentar = Type.Object({ data: Type.Array(KomentarDosen), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
export type DaftarKomentar = Static<typeof DaftarKomentar>;
