import Type, { type Static } from 'typebox';

// Request and response schemas of the master-data calls (spec section 7). Dates are 'YYYY-MM-DD',
// times 'HH:MM', timestamps ISO 8601 in UTC.

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Page = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
const paged = <T extends ReturnType<typeof Type.Object>>(item: T) => Type.Object({
  data: Type.Array(item), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
  akses_prodi: Type.Optional(Type.Array(Type.Integer())),
});
const list = <T extends ReturnType<typeof Type.Object>>(item: T) => Type.Object({ data: Type.Array(item) });

export const ReferenceItem = Type.Object({ id: Type.Integer(), kode: Type.String(), nama: Type.String(), urutan: Type.Integer() });
export const ReferenceList = list(ReferenceItem);
export type ReferenceItem = Static<typeof ReferenceItem>;

export const DokumenKategoriQuery = Type.Object({ untuk: Type.Optional(Type.Union([Type.Literal('mahasiswa'), Type.Literal('dosen')])) });
export const DokumenKategoriList = list(Type.Object({ ...ReferenceItem.properties, untuk: Type.String() }));
export const SesiKegiatanList = list(Type.Object({ ...ReferenceItem.properties, jam_mulai: Type.String(), jam_selesai: Type.String() }));
export const SyaratBerkasList = list(Type.Object({ ...ReferenceItem.properties, wajib: Type.Boolean(), ukuran_maks_kb: Type.Integer() }));
export const KomponenPenilaianQuery = Type.Object({ peran: Type.Optional(Type.Union([Type.Literal('pembimbing'), Type.Literal('penguji')])) });
export const KomponenPenilaianList = list(Type.Object({ ...ReferenceItem.properties, versi: Type.Integer(), peran: Type.String(), bobot: Type.Number() }));

export const IdParams = Type.Object({ id: Id });
export const NestedIdParams = Type.Object({ id: Id, id_child: Id });

export const Fakultas = Type.Object({ id_fakultas: Type.Integer(), kode_fakultas: Type.String(), nama_fakultas: Type.String(), singkatan: Type.String() });
export const FakultasList = list(Fakultas);

export const Prodi = Type.Object({
  id_prodi: Type.Integer(), id_fakultas: Type.Integer(), nama_fakultas: Type.String(), kode_prodi: Type.String(),
  nama_prodi: Type.String(), jenjang: Type.String(), akreditasi: Type.String(),
  id_dosen_kaprodi: Type.Union([Type.Integer(), Type.Null()]), nama_kaprodi: Type.Union([Type.String(), Type.Null()]),
});
export type Prodi = Static<typeof Prodi>;
export const ProdiQuery = Type.Object({ id_fakultas: Type.Optional(Id), cari: Type.Optional(Type.String({ maxLength: 100 })), ...Page });
export type ProdiQuery = Static<typeof ProdiQuery>;
export const ProdiPage = paged(Prodi);
export const ProdiList = Type.Object({ data: Type.Array(Prodi), akses_prodi: Type.Optional(Type.Array(Type.Integer())) });
export const PeminatanList = list(Type.Object({ id_peminatan: Type.Integer(), id_prodi: Type.Integer(), nama_peminatan: Type.String() }));

export const ProvinsiList = list(Type.Object({ id_provinsi: Type.Integer(), kode_provinsi: Type.String(), nama_provinsi: Type.String() }));
export const KotaList = list(Type.Object({ id_wilayah: Type.Integer(), id_provinsi: Type.Integer(), kode_wilayah: Type.String(), nama_wilayah: Type.String(), jenis: Type.String() }));
export const KodePosList = list(Type.Object({ id_kode_pos: Type.Integer(), id_wilayah: Type.Integer(), kode_pos: Type.String(), kecamatan: Type.String(), kelurahan: Type.String() }));

export const Semester = Type.Object({
  id_semester_registrasi: Type.Integer(), kode_semester: Type.String(), nama_semester_registrasi: Type.String(),
  tahun_ajaran: Type.Integer(), periode: Type.Integer(), aktif: Type.Boolean(),
  krs_mulai: Type.String(), krs_selesai: Type.String(), kuliah_mulai: Type.String(), kuliah_selesai: Type.String(),
});
export type Semester = Static<typeof Semester>;
export const SemesterQuery = Type.Object({ aktif: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) });
/** `semester` is the active semester (spec: "Semester response: semester.nama_semester_registrasi"). */
export const SemesterResponse = Type.Object({ data: Type.Array(Semester), semester: Type.Union([Semester, Type.Null()]) });
export type SemesterResponse = Static<typeof SemesterResponse>;

export const Informasi = Type.Object({
  id_informasi: Type.Integer(), judul: Type.String(), isi: Type.String(), tanggal: Type.String(),
  berlaku_sampai: Type.Union([Type.String(), Type.Null()]), target: Type.Array(Type.String()),
});
export type Informasi = Static<typeof Informasi>;
export const InformasiQuery = Type.Object(Page);
export const InformasiPage = paged(Informasi);
export type InformasiPage = Static<typeof InformasiPage>;

export const LokasiKampusList = list(Type.Object({ id_lokasi_kampus: Type.Integer(), kode: Type.String(), nama_lokasi_kampus: Type.String(), alamat: Type.String() }));
export const GedungQuery = Type.Object({ id_lokasi_kampus: Type.Optional(Id) });
export const GedungList = list(Type.Object({ id_gedung: Type.Integer(), id_lokasi_kampus: Type.Integer(), nama_lokasi_kampus: Type.String(), kode: Type.String(), nama_gedung: Type.String(), jumlah_lantai: Type.Integer() }));
export type GedungItem = Static<typeof GedungList>['data'][number];
export const RuangQuery = Type.Object({ id_gedung: Type.Optional(Id), jenis: Type.Optional(Type.String({ maxLength: 30 })) });
export const RuangList = list(Type.Object({ id_ruang: Type.Integer(), id_gedung: Type.Integer(), nama_gedung: Type.String(), kode: Type.String(), nama_ruang: Type.String(), lantai: Type.Integer(), jenis: Type.String(), kapasitas: Type.Integer(), aktif: Type.Boolean() }));

export const MatkulKompreQuery = Type.Object({ id_prodi: Type.Optional(Id) });
export const MatkulKompreList = list(Type.Object({ id_mata_kuliah: Type.Integer(), id_prodi: Type.Integer(), nama_prodi: Type.String(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), sks: Type.Integer(), semester_paket: Type.Integer() }));

export const DosenPembimbingQuery = Type.Object({ id_prodi: Type.Optional(Id), cari: Type.Optional(Type.String({ maxLength: 100 })), ...Page });
export const DosenPembimbingPage = paged(Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: Type.Union([Type.String(), Type.Null()]), nuptk: Type.String(),
  id_prodi: Type.Integer(), nama_prodi: Type.String(), jabatan_fungsional: Type.String(), kuota_pembimbing: Type.Integer(),
}));
