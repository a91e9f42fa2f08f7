import Type, { type Static, type TSchema } from 'typebox';
import { PANJANG_MAKS, PANJANG_MAKS_BERFORMAT } from './constants';

// Request and response schemas of the student-record calls (spec section 7). Money is whole
// rupiah as numbers; dates 'YYYY-MM-DD'; timestamps ISO 8601 (UTC); indices are numbers with two
// decimals (the page shows them as '3,60').

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Text = Nullable(Type.String());
const wrap = <T extends TSchema>(item: T) => Type.Object({ data: item });

export const Biodata = Type.Object({
  id_mahasiswa: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), jenis_kelamin: Type.String(),
  tempat_lahir: Type.String(), tanggal_lahir: Type.String(), agama: Type.String(), kewarganegaraan: Type.String(),
  id_status_pernikahan: Type.Integer(), status_pernikahan: Type.String(),
  email: Type.String(), hp: Type.String(),
  id_wilayah: Nullable(Type.Integer()), nama_wilayah: Text, id_provinsi: Nullable(Type.Integer()), nama_provinsi: Text,
  alamat: Text, rt_rw: Text, kelurahan: Text, kecamatan: Text, kode_pos: Text, telepon_rumah: Text,
  nama_ayah: Text, nama_ibu: Text, hp_orang_tua: Text, punya_foto: Type.Boolean(),
});
export type Biodata = Static<typeof Biodata>;
export const BiodataResponse = wrap(Biodata);
export type BiodataResponse = Static<typeof BiodataResponse>;
export const BiodataSaved = Type.Object({ message: Type.String(), data: Biodata });
export type BiodataSaved = Static<typeof BiodataSaved>;

/** Fields a student may change; identity fields (NIM, name, birth data) are refused by name. */
export const EDITABLE_FIELDS = [
  'email', 'hp', 'alamat', 'rt_rw', 'kelurahan', 'kecamatan', 'kode_pos', 'id_wilayah', 'telepon_rumah',
  'id_status_pernikahan', 'nama_ayah', 'nama_ibu', 'hp_orang_tua',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
/**
 * A field's value: text or number (the service reads both, as before), null clears it. Written as
 * one JSON-schema type list rather than a union: a union reports every branch it failed
 * ('maksimal', 'harus berupa angka', 'harus berupa kosong', 'tidak termasuk pilihan'), a type list
 * only the string's own problem ('alamat maksimal 300 karakter.'). maxLength binds strings only.
 */
const Isian = (maxLength: number) => Type.Optional(Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], maxLength }));
/** A list id: the service answers 'Pilihan tidak valid.' for anything but an existing one. */
const IdAtauKosong = Isian(12);
/**
 * The fields a student may send, each with its own bound (PANJANG_MAKS, shared with the forms);
 * the service checks formats and answers per field. Other names pass the schema on purpose so the
 * service can refuse identity fields by name ('Kolom ini tidak dapat diubah oleh mahasiswa.').
 */
export const BiodataPatch = Type.Object({
  email: Isian(PANJANG_MAKS.email), hp: Isian(PANJANG_MAKS_BERFORMAT), alamat: Isian(PANJANG_MAKS.alamat),
  rt_rw: Isian(PANJANG_MAKS_BERFORMAT), kelurahan: Isian(PANJANG_MAKS.kelurahan), kecamatan: Isian(PANJANG_MAKS.kecamatan),
  kode_pos: Isian(PANJANG_MAKS_BERFORMAT), id_wilayah: IdAtauKosong, telepon_rumah: Isian(PANJANG_MAKS_BERFORMAT),
  id_status_pernikahan: IdAtauKosong, nama_ayah: Isian(PANJANG_MAKS.nama_ayah), nama_ibu: Isian(PANJANG_MAKS.nama_ibu),
  hp_orang_tua: Isian(PANJANG_MAKS_BERFORMAT),
} satisfies Record<EditableField, unknown>, { additionalProperties: Type.Unknown(), propertyNames: { maxLength: 60 } });
export type BiodataPatch = Record<string, string | number | null>;

export const FotoUploadResponse = Type.Object({ message: Type.String() });

export const Akademik = Type.Object({
  nim: Type.String(), nama_mahasiswa: Type.String(), nama_prodi: Type.String(), jenjang: Type.String(), nama_fakultas: Type.String(),
  nama_peminatan: Text, angkatan: Type.Integer(), shift: Type.String(), dosen_pa: Text, nidn_dosen_pa: Text,
  status_mahasiswa: Type.String(), semester_ke: Type.Integer(), ipk: Type.Number(), total_sks: Type.Integer(),
});
export type Akademik = Static<typeof Akademik>;
export const AkademikResponse = wrap(Akademik);
export type AkademikResponse = Static<typeof AkademikResponse>;

export const PosisiSemesterItem = Type.Object({
  id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(), kode_semester: Type.String(),
  semester_ke: Type.Integer(), status: Type.Union([Type.Literal('aktif'), Type.Literal('tidak_aktif'), Type.Literal('belum_krs'), Type.Literal('cuti')]),
  sks: Type.Integer(), ips: Nullable(Type.Number()), ipk: Nullable(Type.Number()), lunas: Type.Boolean(),
});
export type PosisiSemesterItem = Static<typeof PosisiSemesterItem>;
export const PosisiSemester = Type.Object({
  semester_ke: Type.Integer(), status_mahasiswa: Type.String(),
  semester_aktif: Nullable(Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String() })),
  riwayat: Type.Array(PosisiSemesterItem),
});
export type PosisiSemester = Static<typeof PosisiSemester>;
export const PosisiSemesterResponse = wrap(PosisiSemester);
export type PosisiSemesterResponse = Static<typeof PosisiSemesterResponse>;

/** Spec section 3: "Semester response: semester.nama_semester_registrasi". */
export const SemesterAktifResponse = Type.Object({
  semester: Nullable(Type.Object({ id_semester_registrasi: Type.Integer(), kode_semester: Type.String(), nama_semester_registrasi: Type.String() })),
});
export type SemesterAktifResponse = Static<typeof SemesterAktifResponse>;

export const SemesterQuery = Type.Object({ id_semester_registrasi: Type.Optional(Id) });
export type SemesterQuery = Static<typeof SemesterQuery>;

const SemesterRef = Type.Object({ id_semester_registrasi: Type.Integer(), kode_semester: Type.String(), nama_semester_registrasi: Type.String() });
export const KhsRow = Type.Object({
  id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(), sks: Type.Integer(),
  nilai_angka: Nullable(Type.Number()), nilai_huruf: Text, nilai_indeks: Nullable(Type.Number()), sks_x_indeks: Nullable(Type.Number()),
});
export type KhsRow = Static<typeof KhsRow>;
export const Khs = Type.Object({
  semester: Nullable(SemesterRef),
  semester_tersedia: Type.Array(SemesterRef),
  mata_kuliah: Type.Array(KhsRow),
  // Null (shown '-') while nothing is graded: for the semester (total, IPS) or up to it (IPK); 0,00 would read as a grade.
  total_sks: Type.Integer(), total_sks_x_indeks: Nullable(Type.Number()), ips: Nullable(Type.Number()), ipk: Nullable(Type.Number()),
  batas_sks_berikutnya: Nullable(Type.Object({ batas_sks: Type.Integer(), dasar: Type.String(), kode_semester: Type.String() })),
});
export type Khs = Static<typeof Khs>;
export const KhsResponse = wrap(Khs);
export type KhsResponse = Static<typeof KhsResponse>;

export const RangkumanRow = Type.Object({
  id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), sks: Type.Integer(),
  nama_semester_registrasi: Type.String(), nilai_angka: Nullable(Type.Number()), nilai_huruf: Type.String(), nilai_indeks: Type.Number(),
  sks_x_indeks: Type.Number(), jumlah_ambil: Type.Integer(),
});
export type RangkumanRow = Static<typeof RangkumanRow>;
export const Rangkuman = Type.Object({ mata_kuliah: Type.Array(RangkumanRow), total_sks: Type.Integer(), total_sks_x_indeks: Type.Number(), ipk: Type.Number() });
export type Rangkuman = Static<typeof Rangkuman>;
export const RangkumanResponse = wrap(Rangkuman);
export type RangkumanResponse = Static<typeof RangkumanResponse>;

export const Pembayaran = Type.Object({ id_pembayaran: Type.Integer(), tanggal_bayar: Type.String(), jumlah: Type.Number(), metode: Type.String(), no_referensi: Type.String() });
export const Tagihan = Type.Object({
  id_tagihan: Type.Integer(), jenis: Type.String(), keterangan: Type.String(), jumlah: Type.Number(), jatuh_tempo: Type.String(),
  dibayar: Type.Number(), sisa: Type.Number(), status: Type.Union([Type.Literal('lunas'), Type.Literal('sebagian'), Type.Literal('belum_bayar')]),
  pembayaran: Type.Array(Pembayaran),
});
export type Tagihan = Static<typeof Tagihan>;
export const KeuanganSemester = Type.Object({ ...SemesterRef.properties, tagihan: Type.Array(Tagihan) });
export type KeuanganSemester = Static<typeof KeuanganSemester>;
export const Keuangan = Type.Object({ semester: Type.Array(KeuanganSemester), total_tagihan: Type.Number(), total_dibayar: Type.Number(), total_sisa: Type.Number() });
export type Keuangan = Static<typeof Keuangan>;
export const KeuanganResponse = wrap(Keuangan);
export type KeuanganResponse = Static<typeof KeuanganResponse>;

export const DokumenItem = Type.Object({ id_dokumen: Type.Integer(), judul: Type.String(), nama_berkas: Type.String(), mime: Type.String(), ukuran: Type.Integer(), diunggah: Type.String() });
export type DokumenItem = Static<typeof DokumenItem>;
export const DokumenKategori = Type.Object({ id_dokumen_kategori: Type.Integer(), kode: Type.String(), nama: Type.String(), dokumen: Type.Array(DokumenItem) });
export type DokumenKategori = Static<typeof DokumenKategori>;
export const DokumenList = Type.Object({ data: Type.Array(DokumenKategori) });
export type DokumenList = Static<typeof DokumenList>;
export const DokumenParams = Type.Object({ id_dokumen: Id });

export const Tiket = Type.Object({
  id_tiket: Type.Integer(), nomor_tiket: Type.String(), kategori: Type.String(), judul: Type.String(), isi: Type.String(),
  status: Type.String(), tanggapan: Text, dibuat: Type.String(), diubah: Type.String(),
});
export type Tiket = Static<typeof Tiket>;
export { KATEGORI_TIKET } from './constants';
export const TiketBaru = Type.Object({
  kategori: Type.String({ maxLength: 30 }), judul: Type.String({ maxLength: PANJANG_MAKS.judul_tiket }), isi: Type.String({ maxLength: PANJANG_MAKS.isi_tiket }),
});
export type TiketBaru = Static<typeof TiketBaru>;
export const TiketQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })), per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const TiketPage = Type.Object({ data: Type.Array(Tiket), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
export type TiketPage = Static<typeof TiketPage>;
export const TiketCreated = Type.Object({ message: Type.String(), data: Tiket });

export const BerkasPmbItem = Type.Object({
  id_dokumen_kategori: Type.Integer(), nama: Type.String(), wajib: Type.Boolean(), status: Type.String(),
  catatan: Text, diperiksa_pada: Text, sudah_diunggah: Type.Boolean(),
});
export type BerkasPmbItem = Static<typeof BerkasPmbItem>;
export const BerkasPmb = Type.Object({ lengkap: Type.Boolean(), jumlah_wajib: Type.Integer(), jumlah_valid: Type.Integer(), berkas: Type.Array(BerkasPmbItem) });
export type BerkasPmb = Static<typeof BerkasPmb>;
export const BerkasPmbResponse = wrap(BerkasPmb);
export type BerkasPmbResponse = Static<typeof BerkasPmbResponse>;

export const Sertifikat = Type.Object({
  id_sertifikat: Type.Integer(), nomor_sertifikat: Type.String(), nama_event: Type.String(), penyelenggara: Type.String(),
  peran: Type.String(), tanggal_event: Type.String(), ada_berkas: Type.Boolean(),
});
export type Sertifikat = Static<typeof Sertifikat>;
export const SertifikatList = Type.Object({ data: Type.Array(Sertifikat) });
export type SertifikatList = Static<typeof SertifikatList>;
export const SertifikatParams = Type.Object({ id_sertifikat: Id });
