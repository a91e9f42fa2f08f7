import Type, { type Static, type TSchema } from 'typebox';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';
import { TeksSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/teaching.json';
import { SemesterPendekTujuan } from './schemas';

// Programme staff (aka00, aka01, aka02) read what the lecturers of their akses_prodi programmes
// submit: teaching preferences, and the short-semester proposals they decide (decision 0026).
// Not spec calls: the spec lists the lecturer's calls only, and nobody read their answers.

const f = catalogue.field;
const Id = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });
const Teks = Type.Union([Type.String(), Type.Null()]);

/** A programme the staff may see (its akses_prodi). */
export const ProdiAkses = Type.Object({ id_prodi: Type.Integer(), nama_prodi: Type.String() });

const SemesterBeban = Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String() });

/** The query of a staff list over one semester: `?id_semester&id_prodi&cari&page&per_page`; `cari` titled by what it searches. */
export const SaringProdiQuery = (judulCari: string) => Type.Object({
  id_semester: Type.Optional(Id(f.id_semester_registrasi)),
  id_prodi: Type.Optional(Id(f.id_prodi)),
  cari: Type.Optional(Type.String({ maxLength: 100, title: judulCari })),
  page: Type.Optional(Type.Integer({ minimum: 1, title: f.page })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, title: f.per_page })),
}, { additionalProperties: false });

/** GET preferensi-dosen (and /unduh without paging). */
export const PreferensiDosenQuery = SaringProdiQuery(f.cari);
export type PreferensiDosenQuery = Static<typeof PreferensiDosenQuery>;

/** One lecturer with their standing preferences and their teaching load in the chosen semester. */
export const PreferensiDosenItem = Type.Object({
  id_dosen: Type.Integer(),
  /** With degrees: 'Dr. Ir. Budi Santoso, M.Kom.'. */
  nama_dosen: Type.String(),
  nidn: Teks,
  nama_prodi: Type.String(),
  waktu_mengajar: Type.Array(Type.Object({ hari: Type.Integer(), jam_mulai: Type.String(), jam_selesai: Type.String() })),
  /** In order, first = most wanted. */
  prioritas: Type.Array(Type.Object({ urutan: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String() })),
  rumpun: Type.Array(Type.String()),
  bidang_keahlian: Type.Array(Type.String()),
  /** Classes and SKS the lecturer already teaches in the chosen semester. */
  jumlah_kelas: Type.Integer(),
  jumlah_sks: Type.Integer(),
});
export type PreferensiDosenItem = Static<typeof PreferensiDosenItem>;

/** One page of a staff list over one semester, with what its filters offer. */
export const HalamanStaf = <T extends TSchema>(item: T) => Type.Object({
  data: Type.Array(item),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  akses_prodi: Type.Array(Type.Integer()),
  /** The semester shown, the semesters to choose from (newest first) and the staff's programmes for the filter. */
  semester: SemesterBeban,
  semester_pilihan: Type.Array(SemesterBeban),
  prodi: Type.Array(ProdiAkses),
});

/** GET preferensi-dosen; `semester` is the one the load columns count. */
export const PreferensiDosen = HalamanStaf(PreferensiDosenItem);
export type PreferensiDosen = Static<typeof PreferensiDosen>;

/** GET semester-pendek/usulan: `?id_prodi` (default: every programme of the staff's akses_prodi). */
export const UsulanProdiQuery = Type.Object({ id_prodi: Type.Optional(Id(f.id_prodi)) }, { additionalProperties: false });
export type UsulanProdiQuery = Static<typeof UsulanProdiQuery>;

/** The programme's decision on a course's proposals: accepted (a class opened) or declined (a reason). */
export const KeputusanUsulan = Type.Object({
  status: Type.Union([Type.Literal('diterima'), Type.Literal('ditolak')]),
  alasan: Teks,
  id_kelas: Type.Union([Type.Integer(), Type.Null()]),
  nama_kelas: Teks,
  /** The opened class's lecturer, null when declined. */
  pengampu: Teks,
  diputuskan_oleh: Type.String(),
  /** ISO, Asia/Jakarta ('2026-11-26T14:05:09'). */
  diputuskan_pada: Type.String(),
});
export type KeputusanUsulan = Static<typeof KeputusanUsulan>;

/** One proposed course with every lecturer who proposed it and the decision (null: waiting). */
export const UsulanMataKuliah = Type.Object({
  id_mata_kuliah: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  sks: Type.Integer(),
  nama_prodi: Type.String(),
  /** The quota of the course's latest class, offered as the new class's quota (null: never opened). */
  kuota_terakhir: Type.Union([Type.Integer(), Type.Null()]),
  pengusul: Type.Array(Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String(), diusulkan_pada: Type.String() })),
  keputusan: Type.Union([KeputusanUsulan, Type.Null()]),
});
export type UsulanMataKuliah = Static<typeof UsulanMataKuliah>;

export const UsulanProdi = Type.Object({
  semester: SemesterPendekTujuan,
  akses_prodi: Type.Array(Type.Integer()),
  prodi: Type.Array(ProdiAkses),
  /** Waiting courses first, then by name (not paged: a short semester offers a handful of courses). */
  data: Type.Array(UsulanMataKuliah),
});
export type UsulanProdi = Static<typeof UsulanProdi>;

/** The course decided and the semester the page showed (a different coming semester is a 409). */
const kursus = {
  kode_semester: Type.String({ pattern: '^[0-9]{4}3$', title: f.kode_semester }),
  id_mata_kuliah: Id(f.id_mata_kuliah),
};

/** POST semester-pendek/usulan/terima: open one class of the course, taught by one of its proposers. */
export const TerimaUsulanBody = Type.Object({
  ...kursus,
  id_dosen: Id(f.pengampu),
  kuota: Type.Integer({ minimum: 1, maximum: 500, title: f.kuota }),
}, { additionalProperties: false });
export type TerimaUsulanBody = Static<typeof TerimaUsulanBody>;

/** POST semester-pendek/usulan/tolak: decline the course's proposals with a reason. */
export const TolakUsulanBody = Type.Object({
  ...kursus,
  alasan: TeksSchema(500, 10, f.alasan_tolak),
}, { additionalProperties: false });
export type TolakUsulanBody = Static<typeof TolakUsulanBody>;

/**
 * POST semester-pendek/usulan/batal: undo the course's decision (decision 0034): the course waits
 * again; an accepted one only while its class holds nothing (the class is then deleted).
 */
export const BatalKeputusanBody = Type.Object({
  ...kursus,
  alasan: TeksSchema(500, 10, f.alasan_batal),
}, { additionalProperties: false });
export type BatalKeputusanBody = Static<typeof BatalKeputusanBody>;

export const KeputusanDibatalkan = Type.Object({ message: Type.String() });
export type KeputusanDibatalkan = Static<typeof KeputusanDibatalkan>;

export const KeputusanTersimpan = Type.Object({ message: Type.String(), keputusan: KeputusanUsulan });
export type KeputusanTersimpan = Static<typeof KeputusanTersimpan>;
