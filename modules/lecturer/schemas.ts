import Type, { type Static } from 'typebox';
import { TeksSchema } from '../../core/contract/schema-types';
import { PANJANG_KEGIATAN } from './kegiatan-aturan';
import catalogue from '../../locales/id/lecturer.json';
import { MAX_PAGE_SIZE } from '../../core/contract/constants';

// Request and response schemas of the "Lecturer data" calls (spec section 7) for the logged-in
// lecturer. The lists carry the spec's names (section 3, "Lecturer personal data").

const f = catalogue.field;
const Teks = Type.Union([Type.String(), Type.Null()]);
/** A date as 'YYYY-MM-DD', or null (the spec's 0000-00-00). */
const Tanggal = Type.Union([Type.String(), Type.Null()]);

/** Longest text per editable field; the schema, the service and the form share these numbers. */
export const PANJANG_MAKS = { email: 254, hp: 20, alamat: 300 } as const;
export const ALAMAT_MIN = 10;

export const KeluargaDosen = Type.Object({
  id_keluarga_dosen: Type.Integer(),
  hubungan: Type.Union([Type.Literal('suami'), Type.Literal('istri'), Type.Literal('anak')]),
  nama: Type.String(),
  tempat_lahir: Teks,
  tanggal_lahir: Tanggal,
  pekerjaan: Teks,
});
export type KeluargaDosen = Static<typeof KeluargaDosen>;

/** One assignment of the user (core.penugasan, spec section 3). */
export const PenugasanDosen = Type.Object({
  idp: Type.Integer(),
  id_group_user: Type.String(),
  kode_penugasan: Type.String(),
  sebagai_ketua_prodi: Type.Boolean(),
  nama_prodi: Teks,
  nama_fakultas: Teks,
  nama_lembaga: Teks,
});

export const Kepangkatan = Type.Object({ id_kepangkatan: Type.Integer(), golongan: Type.String(), pangkat: Type.String(), nomor_sk: Type.String(), tmt: Tanggal });
export const Fungsional = Type.Object({ id_fungsional: Type.Integer(), nama_jabatan_fungsional: Type.String(), nomor_sk: Type.String(), tmt: Tanggal, angka_kredit: Type.Union([Type.Number(), Type.Null()]) });
export const Pendidikan = Type.Object({ id_pendidikan: Type.Integer(), jenjang: Type.String(), gelar: Type.String(), bidang_studi: Type.String(), perguruan_tinggi: Type.String(), tahun_lulus: Type.Integer() });
export const Sertifikasi = Type.Object({ id_sertifikasi: Type.Integer(), jenis: Type.String(), bidang: Type.String(), nomor_sertifikat: Type.String(), penyelenggara: Type.String(), tahun: Type.Integer() });
export const RiwayatPenelitian = Type.Object({
  id_penelitian: Type.Integer(), judul: Type.String(), tahun: Type.Integer(), peran: Type.Union([Type.Literal('ketua'), Type.Literal('anggota')]),
  sumber_dana: Type.String(), jumlah_dana: Type.Integer(),
});

/** GET biodata/dosen: identity and employment (read only), contact (editable), and the spec's lists. */
export const BiodataDosen = Type.Object({
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  gelar_depan_dosen: Teks,
  gelar_belakang_dosen: Teks,
  /** The printed name: 'Dr. Ir. Budi Santoso, M.Kom.'. */
  nama_lengkap: Type.String(),
  nuptk: Type.String(),
  nidn: Teks,
  nip: Teks,
  jenis_kelamin: Type.String(),
  tempat_lahir: Teks,
  tanggal_lahir: Tanggal,
  no_sk_dosen: Teks,
  tanggal_sk: Tanggal,
  nama_prodi: Type.String(),
  jenjang: Type.String(),
  nama_fakultas: Type.String(),
  nama_jabatan_fungsional: Type.String(),
  aktif: Type.Boolean(),
  email: Type.String(),
  hp: Type.String(),
  alamat: Teks,
  punya_foto: Type.Boolean(),
  keluarga_dosen: Type.Array(KeluargaDosen),
  penugasan: Type.Array(PenugasanDosen),
  kepangkatan: Type.Array(Kepangkatan),
  fungsional: Type.Array(Fungsional),
  pendidikan: Type.Array(Pendidikan),
  sertifikasi: Type.Array(Sertifikasi),
  riwayat_penelitian: Type.Array(RiwayatPenelitian),
});
export type BiodataDosen = Static<typeof BiodataDosen>;

export const BiodataResponse = Type.Object({ data: BiodataDosen });
export type BiodataResponse = Static<typeof BiodataResponse>;

/**
 * PATCH biodata/dosen: what a lecturer may correct themself (contact and address). Identity,
 * rank and employment fields are the personnel office's: sending one (or any other field) is a 400
 * naming it, checked by the service so the message says why.
 */
export const BiodataPatch = Type.Object({
  email: Type.Optional(Type.String({ maxLength: PANJANG_MAKS.email, title: f.email })),
  hp: Type.Optional(Type.String({ maxLength: PANJANG_MAKS.hp, title: f.hp })),
  alamat: Type.Optional(Type.String({ maxLength: PANJANG_MAKS.alamat, title: f.alamat })),
});
export type BiodataPatch = Static<typeof BiodataPatch>;

export const BiodataSaved = Type.Object({ message: Type.String(), data: BiodataDosen });
export type BiodataSaved = Static<typeof BiodataSaved>;

export const KeluargaResponse = Type.Object({ data: Type.Array(KeluargaDosen) });
export type KeluargaResponse = Static<typeof KeluargaResponse>;

export const FotoSaved = Type.Object({ message: Type.String() });
export type FotoSaved = Static<typeof FotoSaved>;

/** Paging of the three history lists (10 per page: the spec's supervision-history size). */
const halaman = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, title: f.page })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, title: f.per_page })),
  cari: Type.Optional(Type.String({ maxLength: 100, title: f.cari })),
};

/** Query of the teaching history: one semester or all, a search over course code, name and class. */
export const RiwayatMengajarQuery = Type.Object({
  ...halaman,
  id_semester_registrasi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_semester_registrasi })),
}, { additionalProperties: false });
export type RiwayatMengajarQuery = Static<typeof RiwayatMengajarQuery>;

/** Query of the supervision history: a search over NIM, name and title, and the supervision's state. */
export const RiwayatMembimbingQuery = Type.Object({
  ...halaman,
  keadaan: Type.Optional(Type.Union([Type.Literal('berjalan'), Type.Literal('selesai'), Type.Literal('gagal'), Type.Literal('diganti')], { title: f.keadaan })),
}, { additionalProperties: false });
export type RiwayatMembimbingQuery = Static<typeof RiwayatMembimbingQuery>;

/** Query of the examining history: a search over NIM, name and title, and the kind of examination. */
export const RiwayatMengujiQuery = Type.Object({
  ...halaman,
  jenis: Type.Optional(Type.Union([Type.Literal('proposal'), Type.Literal('sidang')], { title: f.jenis })),
}, { additionalProperties: false });
export type RiwayatMengujiQuery = Static<typeof RiwayatMengujiQuery>;

const Halaman = { current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() };

/** A semester the lecturer taught in (the teaching-history filter and the assignment letter's choice). */
export const SemesterMengajar = Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(), aktif: Type.Boolean() });
export type SemesterMengajar = Static<typeof SemesterMengajar>;

export const RiwayatMengajar = Type.Object({
  id_kelas: Type.Integer(),
  id_semester_registrasi: Type.Integer(),
  nama_semester_registrasi: Type.String(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(),
  sks: Type.Integer(),
  nama_prodi: Type.String(),
});
export type RiwayatMengajar = Static<typeof RiwayatMengajar>;
/** A page of classes, plus every semester the lecturer taught in (newest first) for the filter. */
export const RiwayatMengajarResponse = Type.Object({ data: Type.Array(RiwayatMengajar), ...Halaman, semester: Type.Array(SemesterMengajar) });
export type RiwayatMengajarResponse = Static<typeof RiwayatMengajarResponse>;

export const RiwayatMembimbing = Type.Object({
  id_tugas_akhir: Type.Integer(),
  nim: Type.String(),
  nama_mahasiswa: Type.String(),
  judul: Type.String(),
  peran: Type.String(),
  keadaan: Type.String(),
  tanggal_surat: Tanggal,
});
export type RiwayatMembimbing = Static<typeof RiwayatMembimbing>;

export const RiwayatMenguji = Type.Object({
  jenis: Type.Union([Type.Literal('proposal'), Type.Literal('sidang')]),
  id: Type.Integer(),
  nim: Type.String(),
  nama_mahasiswa: Type.String(),
  judul: Type.String(),
  tanggal: Tanggal,
  hasil: Teks,
});
export type RiwayatMenguji = Static<typeof RiwayatMenguji>;

/** `tersedia` is false when the final-project module (uaps) is not enabled on this campus. */
export const RiwayatMembimbingResponse = Type.Object({ tersedia: Type.Boolean(), data: Type.Array(RiwayatMembimbing), ...Halaman });
export type RiwayatMembimbingResponse = Static<typeof RiwayatMembimbingResponse>;
export const RiwayatMengujiResponse = Type.Object({ tersedia: Type.Boolean(), data: Type.Array(RiwayatMenguji), ...Halaman });
export type RiwayatMengujiResponse = Static<typeof RiwayatMengujiResponse>;

/** Limits of the family form; the schema, the service and the form share them. */
export const KELUARGA_MAKS = { anggota: 12, nama: 100, tempat_lahir: 60, pekerjaan: 100 } as const;
const Hubungan = Type.Union([Type.Literal('suami'), Type.Literal('istri'), Type.Literal('anak')], { title: f.hubungan });

/** One member in PATCH biodata/dosen/keluarga: an existing one by its id, or a new one without. */
export const KeluargaInput = Type.Object({
  id_keluarga_dosen: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  hubungan: Hubungan,
  nama: Type.String({ maxLength: KELUARGA_MAKS.nama, title: f.nama }),
  tempat_lahir: Type.Optional(Type.Union([Type.String({ maxLength: KELUARGA_MAKS.tempat_lahir, title: f.tempat_lahir }), Type.Null()])),
  tanggal_lahir: Type.Optional(Type.Union([Type.String({ maxLength: 10, title: f.tanggal_lahir }), Type.Null()])),
  pekerjaan: Type.Optional(Type.Union([Type.String({ maxLength: KELUARGA_MAKS.pekerjaan, title: f.pekerjaan }), Type.Null()])),
}, { additionalProperties: false });
export type KeluargaInput = Static<typeof KeluargaInput>;

/**
 * PATCH biodata/dosen/keluarga: the whole family as it should be. Members left out are removed,
 * those with an id are changed, those without are added, all or nothing.
 */
export const KeluargaPatch = Type.Object({
  keluarga: Type.Array(KeluargaInput, { maxItems: KELUARGA_MAKS.anggota, title: f.keluarga }),
}, { additionalProperties: false });
export type KeluargaPatch = Static<typeof KeluargaPatch>;

export const KeluargaSaved = Type.Object({ message: Type.String(), data: Type.Array(KeluargaDosen) });
export type KeluargaSaved = Static<typeof KeluargaSaved>;

/** One stored document of the lecturer (decrees, certificates, diplomas), downloadable. */
export const DokumenDosen = Type.Object({
  id_dokumen_dosen: Type.Integer(),
  jenis: Type.Union([Type.Literal('sk'), Type.Literal('sertifikat'), Type.Literal('ijazah'), Type.Literal('lainnya')]),
  /** master-data's category name (dokumen_kategori), null for a row filed without one. */
  nama_kategori: Teks,
  judul: Type.String(),
  nomor: Teks,
  tanggal: Tanggal,
  nama_berkas: Type.String(),
  ukuran: Type.Integer(),
});
export type DokumenDosen = Static<typeof DokumenDosen>;
export const DokumenResponse = Type.Object({ data: Type.Array(DokumenDosen) });
export type DokumenResponse = Static<typeof DokumenResponse>;

export const DokumenParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647, title: f.dokumen }) });

/** GET surat-tugas: the active semester unless one is chosen. */
export const SuratTugasQuery = Type.Object({
  id_semester_registrasi: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: f.id_semester_registrasi })),
}, { additionalProperties: false });
export type SuratTugasQuery = Static<typeof SuratTugasQuery>;

// ---- Lecturer activities (kegiatan-dosen-lvl/v2): tridharma activities validated by the programme, then the faculty ----

const k = catalogue.kegiatan.field;
const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });

export { BUKTI_KEGIATAN, JENIS_KEGIATAN, PANJANG_KEGIATAN, STATUS_KEGIATAN, type JenisKegiatan, type StatusKegiatan } from './kegiatan-aturan';

// The literal unions below spell out JENIS_KEGIATAN and STATUS_KEGIATAN (kegiatan-aturan.ts) so their static types stay exact.
export const KegiatanDosen = Type.Object({
  id_kegiatan_dosen: Type.Integer(),
  id_dosen: Type.Integer(),
  nama_dosen: Type.String(),
  nama_prodi: Type.String(),
  jenis: Type.String(),
  judul: Type.String(),
  /** YYYY-MM-DD. */
  tanggal: Type.String(),
  id_sesi_kegiatan: Type.Integer(),
  nama_sesi: Type.String(),
  jam_mulai: Type.String(),
  jam_selesai: Type.String(),
  tempat: Type.String(),
  status: Type.String(),
  alasan_penolakan: Teks,
  /** 'YYYY-MM-DD HH:MM' (Asia/Jakarta). */
  dibuat: Type.String(),
});
export type KegiatanDosen = Static<typeof KegiatanDosen>;

export const RiwayatKegiatan = Type.Object({
  langkah: Type.String(), dari: Teks, ke: Type.String(), catatan: Teks, nama_user: Type.String(), waktu: Type.String(),
});
export type RiwayatKegiatan = Static<typeof RiwayatKegiatan>;

export const KegiatanDetail = Type.Object({
  ...KegiatanDosen.properties,
  deskripsi: Type.String(),
  bukti: Type.Object({ nama: Type.String(), mime: Type.String(), ukuran: Type.Integer() }),
  riwayat: Type.Array(RiwayatKegiatan),
});
export type KegiatanDetail = Static<typeof KegiatanDetail>;
export const KegiatanDetailResponse = Type.Object({ data: KegiatanDetail });
export type KegiatanDetailResponse = Static<typeof KegiatanDetailResponse>;

export const KegiatanQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('diajukan'), Type.Literal('valid_prodi'), Type.Literal('disetujui'), Type.Literal('ditolak'), Type.Literal('dibatalkan')])),
  /** 1: only those waiting for the caller's level (validators). */
  menunggu: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  id_dosen: Type.Optional(IdSchema),
}, { additionalProperties: false });
export type KegiatanQuery = Static<typeof KegiatanQuery>;

export const KegiatanPage = Type.Object({ data: Type.Array(KegiatanDosen), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
export type KegiatanPage = Static<typeof KegiatanPage>;

/** The text fields of the multipart POST kegiatan-dosen-lvl/v2/pengajuan (the file part is `bukti`). */
export const KegiatanForm = Type.Object({
  jenis: Type.Union([Type.Literal('pendidikan'), Type.Literal('penelitian'), Type.Literal('pengabdian'), Type.Literal('penunjang')], { title: k.jenis }),
  judul: TeksSchema(PANJANG_KEGIATAN.judul, 5, k.judul),
  tanggal: Type.String({ pattern: '^(19|20)\\d{2}-\\d{2}-\\d{2}$', title: k.tanggal }),
  id_sesi_kegiatan: Type.String({ pattern: '^[1-9][0-9]{0,8}$', title: k.sesi }),
  tempat: TeksSchema(PANJANG_KEGIATAN.tempat, 3, k.tempat),
  deskripsi: TeksSchema(PANJANG_KEGIATAN.deskripsi, 10, k.deskripsi),
}, { additionalProperties: false });
export type KegiatanForm = Static<typeof KegiatanForm>;

export const KegiatanIdParams = Type.Object({ id: IdSchema });

export const ValidasiKegiatanBody = Type.Object({
  setuju: Type.Boolean(),
  /** Required when refusing: the lecturer reads it. */
  alasan: Type.Optional(TeksSchema(PANJANG_KEGIATAN.alasan, 5, k.alasan)),
}, { additionalProperties: false });
export type ValidasiKegiatanBody = Static<typeof ValidasiKegiatanBody>;

export const KegiatanSaved = Type.Object({ message: Type.String(), id_kegiatan_dosen: Type.Integer(), status: Type.String() });
export type KegiatanSaved = Static<typeof KegiatanSaved>;

export const MonitoringQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  tahun: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, title: k.tahun })),
}, { additionalProperties: false });
export type MonitoringQuery = Static<typeof MonitoringQuery>;

const Jumlah = Type.Object({ diajukan: Type.Integer(), valid_prodi: Type.Integer(), disetujui: Type.Integer(), ditolak: Type.Integer(), dibatalkan: Type.Integer() });
export const MonitoringDosen = Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String(), nama_prodi: Type.String(), ...Jumlah.properties, total: Type.Integer() });
export type MonitoringDosen = Static<typeof MonitoringDosen>;
/** GET monitoring: per lecturer of the caller's programmes/faculty, counts per status; `ringkasan` sums the whole scope. */
export const MonitoringPage = Type.Object({
  data: Type.Array(MonitoringDosen), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
  ringkasan: Type.Object({ ...Jumlah.properties, total: Type.Integer() }),
});
export type MonitoringPage = Static<typeof MonitoringPage>;
