import Type, { type Static } from 'typebox';
import { TeksSchema } from '../../core/contract/schema-types';

// Request and response schemas of the KRS, schedule and exam-card calls (spec section 7) and of the
// adviser's approval calls (ours). Dates 'YYYY-MM-DD', times 'HH:MM', timestamps ISO 8601.

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Str = Type.String();
const NStr = Type.Union([Type.String(), Type.Null()]);
const NNum = Type.Union([Type.Number(), Type.Null()]);
const NInt = Type.Union([Type.Integer(), Type.Null()]);
const paged = <T extends ReturnType<typeof Type.Object>>(item: T) => Type.Object({
  data: Type.Array(item), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
});
const Page = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

export const KRS_STATUS = ['draft', 'diajukan', 'disetujui', 'dikembalikan'] as const;
export type KrsStatus = (typeof KRS_STATUS)[number];
const Status = Type.Union([Type.Literal('draft'), Type.Literal('diajukan'), Type.Literal('disetujui'), Type.Literal('dikembalikan')]);

export const SemesterQuery = Type.Object({ id_semester_registrasi: Type.Optional(Id) }, { additionalProperties: false });
export type SemesterQuery = Static<typeof SemesterQuery>;

export const SemesterInfo = Type.Object({
  id_semester_registrasi: Type.Integer(), kode_semester: Str, nama_semester_registrasi: Str, aktif: Type.Boolean(),
  krs_mulai: Str, krs_selesai: Str,
});
export type SemesterInfo = Static<typeof SemesterInfo>;

export const MahasiswaInfo = Type.Object({
  id_mahasiswa: Type.Integer(), nim: Str, nama_mahasiswa: Str, nama_prodi: Str, jenjang: Str, angkatan: Type.Integer(),
  semester_ke: Type.Integer(), nama_dosen_pa: NStr,
});
export type MahasiswaInfo = Static<typeof MahasiswaInfo>;

export const Pertemuan = Type.Object({
  hari: Type.Integer(), nama_hari: Str, jam_mulai: Str, jam_selesai: Str, kode_ruang: Str, nama_ruang: Str, nama_gedung: Str,
});
export type Pertemuan = Static<typeof Pertemuan>;

export const KelasInfo = Type.Object({
  id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Str, nama_mata_kuliah: Str, sks: Type.Integer(),
  semester_paket: Type.Integer(), nama_kelas: Str, nama_dosen: Str, kuota: Type.Integer(), terisi: Type.Integer(), sisa_kuota: Type.Integer(),
  jadwal: Type.Array(Pertemuan),
});
export type KelasInfo = Static<typeof KelasInfo>;

export const KrsKelas = Type.Object({
  ...KelasInfo.properties, nilai_angka: NNum, nilai_huruf: NStr, nilai_indeks: NNum,
});
export type KrsKelas = Static<typeof KrsKelas>;

export const Alasan = Type.Object({ kode: Str, pesan: Str });
export type Alasan = Static<typeof Alasan>;

export const KrsResponse = Type.Object({
  semester: SemesterInfo,
  mahasiswa: MahasiswaInfo,
  id_krs: NInt,
  status: Type.Union([Status, Type.Null()]),
  catatan_pa: NStr,
  diajukan_pada: NStr,
  diputuskan_pada: NStr,
  batas_sks: Type.Integer(),
  dasar_batas_sks: Str,
  ips_sebelumnya: NStr,
  total_sks: Type.Integer(),
  dapat_diubah: Type.Boolean(),
  alasan: Type.Array(Alasan),
  kelas: Type.Array(KrsKelas),
});
export type KrsResponse = Static<typeof KrsResponse>;

export const ValidasiEditResponse = Type.Object({
  id_semester_registrasi: Type.Integer(), status: Type.Union([Status, Type.Null()]), dapat_diubah: Type.Boolean(), alasan: Type.Array(Alasan),
});
export type ValidasiEditResponse = Static<typeof ValidasiEditResponse>;

export const MatakuliahUlang = Type.Object({
  id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Str, nama_mata_kuliah: Str, sks: Type.Integer(), nilai_angka: NNum, nilai_huruf: Str,
  nilai_indeks: Type.Number(), nama_semester_registrasi: Str, ditawarkan: Type.Boolean(),
});
export type MatakuliahUlang = Static<typeof MatakuliahUlang>;
export const MatakuliahUlangResponse = Type.Object({ nilai_minimal_lulus: Str, data: Type.Array(MatakuliahUlang) });
export type MatakuliahUlangResponse = Static<typeof MatakuliahUlangResponse>;

export const CariKelasQuery = Type.Object({
  cari: Type.Optional(Type.String({ maxLength: 100 })), id_mata_kuliah: Type.Optional(Id), ...Page,
}, { additionalProperties: false });
export type CariKelasQuery = Static<typeof CariKelasQuery>;
/** sudah_lulus: the latest earlier grade of the course is a pass (nilai_lulus), so the class cannot be taken. */
export const CariKelasItem = Type.Object({ ...KelasInfo.properties, diambil: Type.Boolean(), sudah_lulus: Type.Boolean(), nilai_lulus: NStr });
export type CariKelasItem = Static<typeof CariKelasItem>;
export const CariKelasPage = paged(CariKelasItem);
export type CariKelasPage = Static<typeof CariKelasPage>;

export const SimpanKrsBody = Type.Object({
  id_kelas: Type.Array(Id, { maxItems: 20 }),
  ajukan: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type SimpanKrsBody = Static<typeof SimpanKrsBody>;

export const JadwalItem = Type.Object({
  ...Pertemuan.properties, id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Str, nama_mata_kuliah: Str,
  nama_kelas: Str, sks: Type.Integer(), nama_dosen: Str,
});
export type JadwalItem = Static<typeof JadwalItem>;
export const JadwalResponse = Type.Object({
  semester: SemesterInfo, data: Type.Array(JadwalItem),
  tanpa_jadwal: Type.Array(Type.Object({ id_kelas: Type.Integer(), kode_mata_kuliah: Str, nama_mata_kuliah: Str, nama_kelas: Str, sks: Type.Integer(), nama_dosen: Str })),
});
export type JadwalResponse = Static<typeof JadwalResponse>;

export const DetailQuery = Type.Object({ id_kelas: Id }, { additionalProperties: false });
export const UjianJadwal = Type.Object({ jenis_ujian: Str, tanggal: Str, jam_mulai: Str, jam_selesai: Str, kode_ruang: Str, nama_ruang: Str });
export const JadwalDetailResponse = Type.Object({
  semester: SemesterInfo,
  kelas: KelasInfo,
  dosen: Type.Object({ nama_dosen: Str, nidn: NStr, email: Str }),
  jumlah_peserta: Type.Integer(),
  ujian: Type.Array(UjianJadwal),
});
export type JadwalDetailResponse = Static<typeof JadwalDetailResponse>;

export const DaftarItem = Type.Object({
  id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Str, semester: Type.Integer(), id_kelas: Type.Integer(),
  kode_mata_kuliah: Str, nama_mata_kuliah: Str, nama_kelas: Str, sks: Type.Integer(), nama_dosen: Str, waktu: Str, ruang: Str,
});
export type DaftarItem = Static<typeof DaftarItem>;
export const DaftarQuery = Type.Object({ ...Page }, { additionalProperties: false });
export const DaftarPage = paged(DaftarItem);
export type DaftarPage = Static<typeof DaftarPage>;

export const UjianParams = Type.Object({ jenis_ujian: Type.String({ maxLength: 10 }) });
export const UjianItem = Type.Object({
  id_kelas: Type.Integer(), kode_mata_kuliah: Str, nama_mata_kuliah: Str, nama_kelas: Str, sks: Type.Integer(),
  tanggal: NStr, jam_mulai: NStr, jam_selesai: NStr, kode_ruang: NStr, nama_ruang: NStr,
  memenuhi_syarat: Type.Boolean(), persen_kehadiran: NNum, alasan: NStr,
});
export type UjianItem = Static<typeof UjianItem>;
export const UjianResponse = Type.Object({
  jenis_ujian: Type.Union([Type.Literal('UTS'), Type.Literal('UAS')]), semester: SemesterInfo, mahasiswa: MahasiswaInfo, data: Type.Array(UjianItem),
});
export type UjianResponse = Static<typeof UjianResponse>;

// Adviser (dosen PA) calls.
export const PerwalianQuery = Type.Object({
  status: Type.Optional(Type.Union([Status, Type.Literal('belum')])),
  cari: Type.Optional(Type.String({ maxLength: 100 })), ...Page,
}, { additionalProperties: false });
export type PerwalianQuery = Static<typeof PerwalianQuery>;
export const PerwalianItem = Type.Object({
  id_mahasiswa: Type.Integer(), nim: Str, nama_mahasiswa: Str, angkatan: Type.Integer(), nama_prodi: Str,
  id_krs: NInt, status: Type.Union([Status, Type.Null()]), total_sks: Type.Integer(), jumlah_kelas: Type.Integer(), diajukan_pada: NStr,
});
export type PerwalianItem = Static<typeof PerwalianItem>;
export const PerwalianPage = Type.Object({ ...paged(PerwalianItem).properties, semester: SemesterInfo });
export type PerwalianPage = Static<typeof PerwalianPage>;
export const MahasiswaParams = Type.Object({ id_mahasiswa: Id });
export const PerwalianDetail = Type.Object({ ...KrsResponse.properties, ipk: Str, riwayat: Type.Array(Type.Object({ status_dari: NStr, status_ke: Str, catatan: NStr, waktu: Str, oleh: Str })) });
export type PerwalianDetail = Static<typeof PerwalianDetail>;
export const KembalikanBody = Type.Object({ catatan: TeksSchema(500, 3) }, { additionalProperties: false });
export const StatusResponse = Type.Object({ message: Str, status: Status });
export type StatusResponse = Static<typeof StatusResponse>;
export const JumlahResponse = Type.Object({ jumlah: Type.Integer() });
