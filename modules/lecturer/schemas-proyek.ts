import Type, { type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';
import { TeksSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/lecturer.json';
import { LANGKAH_PROYEK, PENARIKAN_MAKS, TAHAP_PROYEK } from './proyek-aturan';

// Project assignments (spec section 7, "Leave and assignments": penugasan-proyek/*; section 4
// "Project assignment: request, approval, answers sent, answers validated"). The request carries
// id_ajuan_penugasan_proyek, the assignment its approval creates id_penugasan_proyek (section 3).

const f = catalogue.proyek.field;
const Teks = Type.Union([Type.String(), Type.Null()]);

const Tahap = Type.Enum(TAHAP_PROYEK);
const Langkah = Type.Enum(LANGKAH_PROYEK);

/** What a request says, the same on creation and on an edit. */
const ISI_AJUAN = {
  judul: TeksSchema(200, 5, f.judul),
  deskripsi: TeksSchema(5000, 20, f.deskripsi),
  tenggat: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: f.tenggat }),
};
const Angka = (title: string) => Type.String({ pattern: '^[1-9][0-9]{0,8}$', title });

/** The text fields of the multipart POST penugasan-proyek (the files travel as `lampiran` and `soal`). */
export const AjuanProyekForm = Type.Object({ id_dosen: Angka(f.id_dosen), ...ISI_AJUAN }, { additionalProperties: false });
export type AjuanProyekForm = Static<typeof AjuanProyekForm>;

/**
 * The text fields of the multipart PATCH penugasan-proyek/{id} (decision 0036): the request's
 * version read, and the same title, task and deadline as the request form (the lecturer stays);
 * `lampiran` and `soal` may travel to replace the files.
 */
export const UbahAjuanForm = Type.Object({ versi: Angka(f.versi), ...ISI_AJUAN }, { additionalProperties: false });
export type UbahAjuanForm = Static<typeof UbahAjuanForm>;

/** POST penugasan-proyek/{id}/penarikan: the staff withdraw a request the lecturer has not answered. */
export const TarikAjuanBody = Type.Object({
  // The 10-500 characters (spaces squeezed) are checked in the service, so every miss gets the one clear message.
  alasan: Type.String({ maxLength: PENARIKAN_MAKS * 4, title: f.alasan_penarikan }),
}, { additionalProperties: false });
export type TarikAjuanBody = Static<typeof TarikAjuanBody>;

/** The text field of the multipart POST penugasan-proyek/{id}/jawaban/kirim (the file travels as `jawaban`). */
export const KirimJawabanForm = Type.Object({
  keterangan: Type.Optional(Type.String({ maxLength: 1000, title: f.keterangan })),
}, { additionalProperties: false });

const Berkas = Type.Object({ nama: Type.String(), ukuran: Type.Integer() });

export const RiwayatProyek = Type.Object({
  langkah: Langkah,
  catatan: Teks,
  /** The answer's version for a sent answer, else null. */
  versi: Type.Union([Type.Integer(), Type.Null()]),
  nama_user: Type.String(),
  waktu: Type.String(),
});
export type RiwayatProyek = Static<typeof RiwayatProyek>;

export const PenugasanProyek = Type.Object({
  id_ajuan_penugasan_proyek: Type.Integer(),
  /** Null until the lecturer approves the request. */
  id_penugasan_proyek: Type.Union([Type.Integer(), Type.Null()]),
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  nidn: Teks,
  nama_prodi: Type.String(),
  judul: Type.String(),
  deskripsi: Type.String(),
  tenggat: Type.String(),
  status: Tahap,
  /** The request's version: edits count it; the lecturer's answer names the version read. */
  versi: Type.Integer(),
  lampiran: Berkas,
  soal: Berkas,
  jawaban: Type.Union([Type.Object({
    nama: Type.String(),
    ukuran: Type.Integer(),
    versi: Type.Integer(),
    dikirim_pada: Type.String(),
    /** Sent after the deadline's day (Asia/Jakarta). */
    terlambat: Type.Boolean(),
  }), Type.Null()]),
  alasan_penolakan: Teks,
  /** Set once the staff withdrew the request (decision 0036), with who did. */
  alasan_penarikan: Teks,
  ditarik_oleh: Teks,
  catatan_validasi: Teks,
  dibuat_oleh: Type.String(),
  dibuat: Type.String(),
  riwayat: Type.Array(RiwayatProyek),
});
export type PenugasanProyek = Static<typeof PenugasanProyek>;

export const PenugasanProyekQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  status: Type.Optional(Tahap),
  cari: Type.Optional(Type.String({ maxLength: 100, title: f.cari })),
}, { additionalProperties: false });
export type PenugasanProyekQuery = Static<typeof PenugasanProyekQuery>;

export const PenugasanProyekList = Type.Object({
  data: Type.Array(PenugasanProyek),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  /** Whether the caller assigns and validates (programme staff) or takes the assignments (a lecturer). */
  peran: Type.Union([Type.Literal('dosen'), Type.Literal('staf')]),
  akses_prodi: Type.Optional(Type.Array(Type.Integer())),
});
export type PenugasanProyekList = Static<typeof PenugasanProyekList>;

export const DosenProyekQuery = Type.Object({ cari: Type.Optional(Type.String({ maxLength: 100, title: f.cari })) }, { additionalProperties: false });
export type DosenProyekQuery = Static<typeof DosenProyekQuery>;
export const DosenProyek = Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: Teks, nama_prodi: Type.String() });
export type DosenProyek = Static<typeof DosenProyek>;
export const DosenProyekList = Type.Object({ data: Type.Array(DosenProyek) });
export type DosenProyekList = Static<typeof DosenProyekList>;

export const ProyekIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const PersetujuanProyekBody = Type.Object({
  setuju: Type.Boolean(),
  /** The request's version the lecturer read (the list's versi): an edit meanwhile is not answered unseen. */
  versi: Type.Integer({ minimum: 1, title: f.versi }),
  alasan: Type.Optional(Type.String({ maxLength: 1000, title: f.alasan })),
}, { additionalProperties: false });
export type PersetujuanProyekBody = Static<typeof PersetujuanProyekBody>;

export const ValidasiJawabanBody = Type.Object({
  diterima: Type.Boolean(),
  /** The answer version the validator judged (the list's jawaban.versi). */
  versi_jawaban: Type.Integer({ minimum: 1 }),
  catatan: Type.Optional(Type.String({ maxLength: 1000, title: f.catatan })),
}, { additionalProperties: false });
export type ValidasiJawabanBody = Static<typeof ValidasiJawabanBody>;

export const ProyekTersimpan = Type.Object({
  message: Type.String(),
  id_ajuan_penugasan_proyek: Type.Integer(),
  id_penugasan_proyek: Type.Union([Type.Integer(), Type.Null()]),
  status: Tahap,
});
export type ProyekTersimpan = Static<typeof ProyekTersimpan>;
