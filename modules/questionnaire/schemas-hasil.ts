import Type, { type Static } from 'typebox';
import catalogue from '../../locales/id/questionnaire.json';
import { KuesionerInfo, StatistikSoal } from './schemas';

// The lecturer's own results of the students' questionnaire (decision 0035): GET kuesioner/hasil and
// GET kuesioner/hasil/{id_kelas}/komentar, for dsn00 and kor00.

const f = catalogue.field;

/**
 * Fewer sheets than this in a class and the lecturer sees no average and no comment: with two or
 * three respondents a lecturer could tell who wrote what.
 */
export const MINIMAL_RESPONDEN = 5;

export const HasilQuery = Type.Object({
  id_semester_registrasi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_semester_registrasi })),
}, { additionalProperties: false });
export type HasilQuery = Static<typeof HasilQuery>;

export const HasilKomentarParams = Type.Object({
  id_kelas: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_kelas }),
}, { additionalProperties: false });
export type HasilKomentarParams = Static<typeof HasilKomentarParams>;

export const HasilKomentarQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, title: f.page })),
}, { additionalProperties: false });
export type HasilKomentarQuery = Static<typeof HasilKomentarQuery>;

/** GET kuesioner/hasil/komentar: the comments of all the lecturer's classes of a semester. */
export const HasilKomentarSemuaQuery = Type.Object({
  id_semester_registrasi: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_semester_registrasi }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, title: f.page })),
}, { additionalProperties: false });
export type HasilKomentarSemuaQuery = Static<typeof HasilKomentarSemuaQuery>;

/**
 * Results of a set of sheets: the respondents, and only with at least MINIMAL_RESPONDEN of them
 * (`cukup`) the means and the comment count; otherwise `rata_rata` null, `soal` empty, no comments.
 */
const Ringkasan = {
  jumlah_lembar: Type.Integer(),
  cukup: Type.Boolean(),
  rata_rata: Type.Union([Type.Number(), Type.Null()]),
  soal: Type.Array(StatistikSoal),
  jumlah_komentar: Type.Integer(),
};
export const HasilRingkasan = Type.Object(Ringkasan);
export type HasilRingkasan = Static<typeof HasilRingkasan>;

/** One class of the lecturer. */
export const HasilKelas = Type.Object({
  id_kelas: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(),
  ...Ringkasan,
});
export type HasilKelas = Static<typeof HasilKelas>;

export const SemesterHasil = Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String() });
export type SemesterHasil = Static<typeof SemesterHasil>;

/** GET kuesioner/hasil: the semesters with a closed students' questionnaire and the chosen one's classes. */
export const HasilDosen = Type.Object({
  semester: Type.Array(SemesterHasil),
  /** The chosen semester's questionnaire, null when it has none or it is not closed yet. */
  kuesioner: Type.Union([KuesionerInfo, Type.Null()]),
  minimal_responden: Type.Integer(),
  kelas: Type.Array(HasilKelas),
  /**
   * All the lecturer's sheets of the semester together; `cukup` also needs the sheets of the classes
   * hidden for too few respondents to be none or at least MINIMAL_RESPONDEN, otherwise the total
   * minus the shown classes would give them away.
   */
  semua: HasilRingkasan,
});
export type HasilDosen = Static<typeof HasilDosen>;
