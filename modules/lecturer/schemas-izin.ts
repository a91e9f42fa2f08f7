import Type, { type Static } from 'typebox';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';
import { TeksSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/lecturer.json';

// Leave requests (spec section 7, "Leave and assignments": absen-jalan/*). The attachment types are
// master-data's absen-jalan/jenis-lampiran-pengajuan list.

const f = catalogue.izin.field;
const Teks = Type.Union([Type.String(), Type.Null()]);

export const JENIS_IZIN = ['izin', 'sakit', 'tugas_luar', 'cuti'] as const;
export type JenisIzin = (typeof JENIS_IZIN)[number];
export const CARA_MENGIKUTI = ['daring', 'penugasan', 'dijadwalkan_ulang'] as const;
export type CaraMengikuti = (typeof CARA_MENGIKUTI)[number];
export type StatusIzin = 'diajukan' | 'disetujui' | 'ditolak';

/** Longest leave in one request (days, both ends counted) and the largest attachment (as teaching's bukti-ajar). */
export const IZIN_MAKS_HARI = 90;
export const IZIN_MAKS_UKURAN = 5 * 1024 * 1024;
/** How far back a request may start (a sick note is often handed in after the fact). */
export const IZIN_MUNDUR_HARI = 14;

const Status = Type.Union([Type.Literal('diajukan'), Type.Literal('disetujui'), Type.Literal('ditolak')]);
const Jenis = Type.Union([Type.Literal('izin'), Type.Literal('sakit'), Type.Literal('tugas_luar'), Type.Literal('cuti')]);
const Cara = Type.Union([Type.Literal('daring'), Type.Literal('penugasan'), Type.Literal('dijadwalkan_ulang')]);
const Tanggal = (title: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title });

/** The text fields of the multipart POST absen-jalan/pengajuan-izin (the file travels as `berkas`). */
export const PengajuanIzinForm = Type.Object({
  jenis: Type.Union(Jenis.anyOf, { title: f.jenis }),
  tanggal_mulai: Tanggal(f.tanggal_mulai),
  tanggal_selesai: Tanggal(f.tanggal_selesai),
  alasan: TeksSchema(1000, 10, f.alasan),
  id_jenis_lampiran_pengajuan: Type.String({ pattern: '^[1-9][0-9]{0,8}$', title: f.jenis_lampiran }),
}, { additionalProperties: false });
export type PengajuanIzinForm = Static<typeof PengajuanIzinForm>;

export const PengajuanIzin = Type.Object({
  id_pengajuan_izin: Type.Integer(),
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  nama_prodi: Type.String(),
  jenis: Jenis,
  tanggal_mulai: Type.String(),
  tanggal_selesai: Type.String(),
  jumlah_hari: Type.Integer(),
  alasan: Type.String(),
  nama_jenis_lampiran: Type.String(),
  nama_berkas: Type.String(),
  ukuran: Type.Integer(),
  status: Status,
  catatan: Teks,
  diputuskan_oleh: Teks,
  diputuskan_pada: Teks,
  dibuat: Type.String(),
});
export type PengajuanIzin = Static<typeof PengajuanIzin>;

export const PengajuanIzinQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  status: Type.Optional(Status),
}, { additionalProperties: false });
export type PengajuanIzinQuery = Static<typeof PengajuanIzinQuery>;

export const PengajuanIzinList = Type.Object({
  data: Type.Array(PengajuanIzin),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  /** Whether the caller decides requests (programme staff) or makes them (a lecturer). */
  peran: Type.Union([Type.Literal('pemohon'), Type.Literal('pemberi')]),
});
export type PengajuanIzinList = Static<typeof PengajuanIzinList>;

export const PengajuanIzinTersimpan = Type.Object({ message: Type.String(), id_pengajuan_izin: Type.Integer() });
export type PengajuanIzinTersimpan = Static<typeof PengajuanIzinTersimpan>;

export const PemberianIzinBody = Type.Object({
  id_pengajuan_izin: Type.Integer({ minimum: 1 }),
  setuju: Type.Boolean(),
  catatan: Type.Optional(Type.String({ maxLength: 1000, title: f.catatan })),
}, { additionalProperties: false });
export type PemberianIzinBody = Static<typeof PemberianIzinBody>;

export const PemberianIzinHasil = Type.Object({ message: Type.String(), status: Type.Union([Type.Literal('disetujui'), Type.Literal('ditolak')]) });
export type PemberianIzinHasil = Static<typeof PemberianIzinHasil>;

export const MengikutiKelasQuery = Type.Object({ id_pengajuan_izin: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type MengikutiKelasQuery = Static<typeof MengikutiKelasQuery>;

/** One meeting of the lecturer's classes in the leave's range, with the lecturer's arrangement (null: none yet). */
export const PertemuanIzin = Type.Object({
  id_pertemuan: Type.Integer(),
  pertemuan_ke: Type.Integer(),
  tanggal: Type.String(),
  jam_mulai: Type.String(),
  jam_selesai: Type.String(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(),
  cara: Type.Union([Cara, Type.Null()]),
  keterangan: Teks,
});
export type PertemuanIzin = Static<typeof PertemuanIzin>;

export const MengikutiKelasList = Type.Object({
  /** False where the attendance module (the meetings) is not enabled. */
  tersedia: Type.Boolean(),
  /** Arrangements can change only while the request waits. */
  bisa_diubah: Type.Boolean(),
  data: Type.Array(PertemuanIzin),
});
export type MengikutiKelasList = Static<typeof MengikutiKelasList>;

export const MengikutiKelasBody = Type.Object({
  id_pengajuan_izin: Type.Integer({ minimum: 1 }),
  id_pertemuan: Type.Integer({ minimum: 1 }),
  cara: Type.Union(Cara.anyOf, { title: f.cara }),
  keterangan: Type.Optional(Type.String({ maxLength: 500, title: f.keterangan })),
}, { additionalProperties: false });
export type MengikutiKelasBody = Static<typeof MengikutiKelasBody>;

export const MengikutiKelasTersimpan = Type.Object({ message: Type.String() });

export const BerkasIzinParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
