import Type, { type Static } from 'typebox';
import catalogue from '../../locales/id/payroll.json';

// Request and response schemas of GET slip-gaji/dosen/{url} (spec section 7, "Lecturer teaching";
// fields of "Monthly salary" spelled exactly as the spec). Amounts are whole rupiah.

const f = catalogue.field;
const Rupiah = Type.Integer();

/** `{url}` = gaji-bulanan: the month, 'YYYY-MM' (default: the last complete month). */
export const GajiQuery = Type.Object({
  bulan: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$', title: f.bulan })),
}, { additionalProperties: false });
export type GajiQuery = Static<typeof GajiQuery>;

/** `{url}` = honor-uts-uas: the semester (default: the active one). */
export const HonorQuery = Type.Object({
  id_semester_registrasi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_semester_registrasi })),
}, { additionalProperties: false });
export type HonorQuery = Static<typeof HonorQuery>;

/** The spec's detail_gaji, every line computed on the server; total_gaji and total_penerimaan_bersih add up exactly. */
export const DetailGaji = Type.Object({
  total_absen: Type.Integer(),
  gaji_pokok: Rupiah,
  jumlah_honor_absen: Rupiah,
  honor_kelebihan_pengajaran: Rupiah,
  jumlah_honor_penelitian: Rupiah,
  jumlah_honor_pkm: Rupiah,
  tunjangan_tambahan: Rupiah,
  tunjangan_nidn: Rupiah,
  tunjangan_akademik: Rupiah,
  total_gaji: Rupiah,
  potongan_lain: Rupiah,
  pph_dua_satu: Rupiah,
  potongan_bkd1: Rupiah,
  potongan_bkd2: Rupiah,
  total_penerimaan_bersih: Rupiah,
  modul: Type.String(),
});
export type DetailGaji = Static<typeof DetailGaji>;

/** The lecturer the slip belongs to (spec: id_dosen, nama_dosen, norekening, id_bkd, nama_jabatan_fungsional). */
const Penerima = {
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  norekening: Type.Union([Type.String(), Type.Null()]),
  id_bkd: Type.Union([Type.String(), Type.Null()]),
  nama_jabatan_fungsional: Type.String(),
  nip: Type.Union([Type.String(), Type.Null()]),
  nidn: Type.Union([Type.String(), Type.Null()]),
};

/** GET slip-gaji/dosen/gaji-bulanan. `dasar` shows what the lines were computed from. */
export const SlipGaji = Type.Object({
  ...Penerima,
  bulan: Type.String(),
  nama_bulan: Type.String(),
  detail_gaji: DetailGaji,
  dasar: Type.Object({
    sks_diampu: Type.Integer(),
    kewajiban_sks: Type.Integer(),
    pertemuan_tidak_terlaksana: Type.Integer(),
    label_pph: Type.String(),
    total_potongan: Rupiah,
  }),
});
export type SlipGaji = Static<typeof SlipGaji>;

/**
 * Where the slip stands (decision 0046, not a spec field): `ditutup` the month is not after the latest
 * closed one, so nothing may change it; `transfer` the recorded transfer that paid it (null: not yet).
 */
export const StatusSlip = Type.Object({
  ditutup: Type.Boolean(),
  transfer: Type.Union([Type.Object({ tanggal_transfer: Type.String(), nama_bank: Type.String(), norekening: Type.String(), jumlah: Rupiah }), Type.Null()]),
});
export type StatusSlip = Static<typeof StatusSlip>;

/** The slip as the lecturer's page gets it: the slip (as kept at closing) and its status now. */
export const SlipGajiDenganStatus = Type.Object({ ...SlipGaji.properties, status_slip: StatusSlip });
export type SlipGajiDenganStatus = Static<typeof SlipGajiDenganStatus>;

export const SlipGajiResponse = Type.Object({ data: SlipGajiDenganStatus });
export type SlipGajiResponse = Static<typeof SlipGajiResponse>;

/** One class with a UTS and/or UAS in the semester. */
export const HonorKelas = Type.Object({
  id_kelas: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(),
  sks: Type.Integer(),
  ujian: Type.Array(Type.String()),
  jumlah_mahasiswa: Type.Integer(),
  honor_ujian: Rupiah,
  honor_koreksi: Rupiah,
  jumlah: Rupiah,
});
export type HonorKelas = Static<typeof HonorKelas>;

export const SemesterPilihan = Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String() });
export type SemesterPilihan = Static<typeof SemesterPilihan>;

/** GET slip-gaji/dosen/honor-uts-uas. */
export const HonorUjian = Type.Object({
  ...Penerima,
  id_semester_registrasi: Type.Integer(),
  nama_semester_registrasi: Type.String(),
  semester_tersedia: Type.Array(SemesterPilihan),
  detail_honor: Type.Array(HonorKelas),
  total_honor: Rupiah,
  pph_dua_satu: Rupiah,
  label_pph: Type.String(),
  total_penerimaan_bersih: Rupiah,
  modul: Type.String(),
});
export type HonorUjian = Static<typeof HonorUjian>;

export const HonorUjianResponse = Type.Object({ data: HonorUjian });
export type HonorUjianResponse = Static<typeof HonorUjianResponse>;

/** Unknown `{url}`. */
export const JenisParams = Type.Object({ url: Type.String({ maxLength: 60 }) });
