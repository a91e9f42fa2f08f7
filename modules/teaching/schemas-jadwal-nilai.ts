import Type, { type Static } from 'typebox';
import { TanggalSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/teaching.json';

// The administrator's screen for the grade periods of each semester (decision 0023; not a spec
// call: the spec names no page or call for them). The periods themselves: decisions 0016, 0019, 0020.

const f = catalogue.field;
const Tanggal = (title: string) => Type.String({ ...TanggalSchema(), title });
const TanggalAtauKosong = (title: string) => Type.Union([Tanggal(title), Type.Null()], { title });
const Teks = Type.Union([Type.String(), Type.Null()]);

/** The four dates of one semester's row of teaching.jadwal_input_nilai as the page loaded them. */
export const JadwalNilaiTanggal = Type.Object({
  mulai: Tanggal(f.mulai),
  selesai: Tanggal(f.selesai),
  perubahan_mulai: TanggalAtauKosong(f.perubahan_mulai),
  perubahan_selesai: TanggalAtauKosong(f.perubahan_selesai),
}, { additionalProperties: false });
export type JadwalNilaiTanggal = Static<typeof JadwalNilaiTanggal>;

/** One semester with its periods (null dates: none set) and the counts the administrator decides with. */
export const JadwalNilaiSemester = Type.Object({
  id_semester_registrasi: Type.Integer(),
  kode_semester: Type.String(),
  nama_semester_registrasi: Type.String(),
  aktif: Type.Boolean(),
  /** YYYY-MM-DD, all null while the semester has no row. */
  mulai: Teks,
  selesai: Teks,
  perubahan_mulai: Teks,
  perubahan_selesai: Teks,
  /** Whether today (Asia/Jakarta) falls inside the entry window / the change period. */
  input_dibuka: Type.Boolean(),
  perubahan_dibuka: Type.Boolean(),
  jumlah_kelas: Type.Integer(),
  /** Classes with students, every one graded. */
  kelas_lengkap: Type.Integer(),
  kelas_divalidasi: Type.Integer(),
  /** Grade changes recorded after the deadline (teaching.riwayat_perubahan_nilai). */
  jumlah_perubahan: Type.Integer(),
});
export type JadwalNilaiSemester = Static<typeof JadwalNilaiSemester>;

/** GET jadwal-nilai: every semester, newest first (not paged: a campus has a few per year). */
export const DaftarJadwalNilai = Type.Object({ data: Type.Array(JadwalNilaiSemester) });
export type DaftarJadwalNilai = Static<typeof DaftarJadwalNilai>;

export const JadwalNilaiParams = Type.Object({
  id_semester_registrasi: Type.Integer({ minimum: 1, maximum: 2147483647, title: catalogue.field.id_semester_registrasi }),
});
export type JadwalNilaiParams = Static<typeof JadwalNilaiParams>;

/**
 * PATCH jadwal-nilai/{id_semester_registrasi}: the new dates, and `semula`, the row as the page
 * showed it (null: the semester had none). The save is refused (409) when the stored row is no
 * longer `semula`, so of two administrators editing at once the later one sees the other's dates.
 */
export const SimpanJadwalNilaiBody = Type.Object({
  ...JadwalNilaiTanggal.properties,
  semula: Type.Union([JadwalNilaiTanggal, Type.Null()], { title: f.semula }),
}, { additionalProperties: false });
export type SimpanJadwalNilaiBody = Static<typeof SimpanJadwalNilaiBody>;

export const JadwalNilaiTersimpan = Type.Object({ message: Type.String(), data: JadwalNilaiSemester });
export type JadwalNilaiTersimpan = Static<typeof JadwalNilaiTersimpan>;
