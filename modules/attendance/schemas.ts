import Type, { type Static } from 'typebox';
import { TanggalSchema, TeksSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/attendance.json';

// Request and response schemas of the attendance calls (spec section 7: student attendance,
// lecturer attendance, substitute teaching). The client imports the types only.

const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', description: 'uid pertemuan' });
const Int = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Tanggal = TanggalSchema();
const Jam = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM' });
export const StatusKehadiran = Type.Union([Type.Literal('hadir'), Type.Literal('izin'), Type.Literal('sakit'), Type.Literal('alpa')]);
export type StatusKehadiran = Static<typeof StatusKehadiran>;
const StatusPertemuan = Type.Union([Type.Literal('terjadwal'), Type.Literal('dibuka'), Type.Literal('ditutup')]);
const JenisPertemuan = Type.Union([Type.Literal('kuliah'), Type.Literal('uts'), Type.Literal('uas')]);

export const Message = Type.Object({ message: Type.String() });
export type Message = Static<typeof Message>;

export const IdParams = Type.Object({ id: Int });
export const SemesterParams = Type.Object({ semester: Int });
export const UidParams = Type.Object({ uid: Uuid });
export const IdUidParams = Type.Object({ id: Uuid });
export const JadwalPertemuanDosenParams = Type.Object({ id_mata_kuliah: Int, id_kelas: Int, sks: Type.Integer({ minimum: 0, maximum: 10 }) });
export const JadwalPertemuanMhsParams = Type.Object({ id_kelas: Int, id_mata_kuliah: Int });
export const SemesterQuery = Type.Object({ id_semester_registrasi: Type.Optional(Int) });

// ---- LP3 ----
export const GenerateResponse = Type.Object({
  message: Type.String(), pertemuan_dibuat: Type.Integer(), jumlah_kelas: Type.Integer(), kelas_tanpa_jadwal: Type.Integer(), jumlah_pertemuan: Type.Integer(),
  // Holidays (decision 0022): meetings moved off them now, meetings left on them (held, arranged or
  // past), and meetings the moves pushed past the semester's end of lectures.
  pertemuan_dipindah: Type.Integer(), tetap_pada_hari_libur: Type.Integer(), lewat_masa_kuliah: Type.Integer(),
});
export type GenerateResponse = Static<typeof GenerateResponse>;
export const PertemuanRingkas = Type.Object({
  id_pertemuan: Type.Integer(), uid: Type.String(), id_kelas: Type.Integer(), pertemuan_ke: Type.Integer(), jenis: JenisPertemuan,
  tanggal: Type.String(), jam_mulai: Type.String(), jam_selesai: Type.String(), status: StatusPertemuan,
});
export type PertemuanRingkas = Static<typeof PertemuanRingkas>;
export const KelasPertemuan = Type.Object({
  id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(),
  sks: Type.Integer(), nama_dosen: Type.String(), pertemuan: Type.Array(PertemuanRingkas),
});
export type KelasPertemuan = Static<typeof KelasPertemuan>;
export const KelasPertemuanPage = Type.Object({ data: Type.Array(KelasPertemuan), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
export type KelasPertemuanPage = Static<typeof KelasPertemuanPage>;
export const PertemuanSemesterQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })), per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  cari: Type.Optional(Type.String({ maxLength: 100 })),
});
export const UpdatePertemuanBody = Type.Object({ id_pertemuan: Int, tanggal: Tanggal, jam_mulai: Jam, jam_selesai: Jam }, { additionalProperties: false });
export type UpdatePertemuanBody = Static<typeof UpdatePertemuanBody>;

// ---- Holiday calendar (LP3; calls not named by the spec, decision 0022) ----
export const JENIS_LIBUR = ['libur_nasional', 'cuti_bersama', 'libur_kampus'] as const;
export type JenisLibur = (typeof JENIS_LIBUR)[number];
const JenisLiburSchema = Type.Union([Type.Literal('libur_nasional'), Type.Literal('cuti_bersama'), Type.Literal('libur_kampus')], { title: catalogue.libur.jenis });
export const HariLibur = Type.Object({ id_hari_libur: Type.Integer(), tanggal: Type.String(), nama: Type.String(), jenis: JenisLiburSchema });
export type HariLibur = Static<typeof HariLibur>;
export const HariLiburQuery = Type.Object({ id_semester_registrasi: Int });
export const HariLiburParams = Type.Object({ id_hari_libur: Int });
export const PertemuanPadaLibur = Type.Object({ dapat_dipindah: Type.Integer(), tetap: Type.Integer(), lewat_masa_kuliah: Type.Integer() });
export const HariLiburResponse = Type.Object({
  semester: Type.Object({
    id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(), kuliah_mulai: Type.String(), kuliah_selesai: Type.String(), berakhir: Type.Boolean(),
  }),
  data: Type.Array(HariLibur),
  pertemuan: PertemuanPadaLibur,
});
export type HariLiburResponse = Static<typeof HariLiburResponse>;
export const TambahHariLiburBody = Type.Object({
  tanggal_mulai: Type.String({ ...Tanggal, title: catalogue.libur.tanggal_mulai }),
  tanggal_selesai: Type.Optional(Type.String({ ...Tanggal, title: catalogue.libur.tanggal_selesai })),
  nama: TeksSchema(150, 1, catalogue.libur.nama), jenis: JenisLiburSchema,
}, { additionalProperties: false });
export type TambahHariLiburBody = Static<typeof TambahHariLiburBody>;
export const TambahHariLiburResponse = Type.Object({ message: Type.String(), data: Type.Array(HariLibur) });
export type TambahHariLiburResponse = Static<typeof TambahHariLiburResponse>;

// ---- Lecturer ----
export const KelasMengajar = Type.Object({
  id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(),
  sks: Type.Integer(), id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(),
  hari: Nullable(Type.Integer()), jam_mulai: Nullable(Type.String()), jam_selesai: Nullable(Type.String()), nama_ruang: Nullable(Type.String()),
  jumlah_mahasiswa: Type.Integer(), jumlah_pertemuan: Type.Integer(), pertemuan_terlaksana: Type.Integer(),
});
export type KelasMengajar = Static<typeof KelasMengajar>;
export const JadwalMengajarResponse = Type.Object({ data: Type.Array(KelasMengajar) });
export type JadwalMengajarResponse = Static<typeof JadwalMengajarResponse>;

export const Pertemuan = Type.Object({
  id_pertemuan: Type.Integer(), uid: Type.String(), id_kelas: Type.Integer(), pertemuan_ke: Type.Integer(), jenis: JenisPertemuan,
  tanggal: Type.String(), jam_mulai: Type.String(), jam_selesai: Type.String(), status: StatusPertemuan,
  durasi_menit: Type.Integer(), qr_interval_detik: Type.Integer(), dibuka_pada: Nullable(Type.String()), ditutup_pada: Nullable(Type.String()),
  hari_ini: Type.Boolean(), jumlah_hadir: Type.Integer(),
});
export type Pertemuan = Static<typeof Pertemuan>;
const KelasInfo = {
  id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), nama_kelas: Type.String(), nama_mata_kuliah: Type.String(), kode_mata_kuliah: Type.String(), sks: Type.Integer(),
};
export const JadwalPertemuanDosenResponse = Type.Object({
  kelas: Type.Object({ ...KelasInfo, jumlah_mahasiswa: Type.Integer() }),
  data: Type.Array(Pertemuan),
});
export type JadwalPertemuanDosenResponse = Static<typeof JadwalPertemuanDosenResponse>;
export const PertemuanDetail = Type.Object({ ...Pertemuan.properties, ...KelasInfo });
export type PertemuanDetail = Static<typeof PertemuanDetail>;

export const Setting = Type.Object({
  status: StatusPertemuan, durasi_menit: Type.Integer(), qr_interval_detik: Type.Integer(), dibuka_pada: Nullable(Type.String()), ditutup_pada: Nullable(Type.String()),
});
export type Setting = Static<typeof Setting>;
export const SettingBody = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('dibuka'), Type.Literal('ditutup')])),
  // Titles name the fields in error messages as the form labels them.
  durasi_menit: Type.Optional(Type.Integer({ minimum: 1, maximum: 600, title: catalogue.dosen.durasi_menit })),
  qr_interval_detik: Type.Optional(Type.Integer({ minimum: 3, maximum: 600, title: catalogue.dosen.qr_interval })),
}, { additionalProperties: false, minProperties: 1 });
export type SettingBody = Static<typeof SettingBody>;
export const QrResponse = Type.Object({
  token: Type.String(), qr: Type.String(), diterbitkan: Type.String(), berlaku_sampai: Type.String(), interval_detik: Type.Integer(), ditutup_pada: Nullable(Type.String()),
});
export type QrResponse = Static<typeof QrResponse>;
export const MahasiswaKehadiran = Type.Object({
  id_mahasiswa: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), status: Nullable(StatusKehadiran), via: Nullable(Type.String()), waktu: Nullable(Type.String()),
});
export type MahasiswaKehadiran = Static<typeof MahasiswaKehadiran>;
export const MahasiswaPertemuanResponse = Type.Object({
  data: Type.Array(MahasiswaKehadiran),
  ringkasan: Type.Object({ total: Type.Integer(), hadir: Type.Integer(), izin: Type.Integer(), sakit: Type.Integer(), alpa: Type.Integer(), belum: Type.Integer() }),
});
export type MahasiswaPertemuanResponse = Static<typeof MahasiswaPertemuanResponse>;
export const UpdateKehadiranBody = Type.Object({ uid: Uuid, id_mahasiswa: Int, status: StatusKehadiran }, { additionalProperties: false });
export type UpdateKehadiranBody = Static<typeof UpdateKehadiranBody>;
export const UpdateSekaligusBody = Type.Object({
  uid: Uuid, status: StatusKehadiran, id_mahasiswa: Type.Optional(Type.Array(Int, { minItems: 1, maxItems: 1000 })),
}, { additionalProperties: false });
export type UpdateSekaligusBody = Static<typeof UpdateSekaligusBody>;
export const SekaligusResponse = Type.Object({ message: Type.String(), jumlah: Type.Integer() });

// ---- Student ----
const Persen = { pertemuan_terlaksana: Type.Integer(), hadir: Type.Integer(), persen: Type.Number() };
export const KelasKuliah = Type.Object({
  id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(),
  sks: Type.Integer(), id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(), nama_dosen: Type.String(),
  hari: Nullable(Type.Integer()), jam_mulai: Nullable(Type.String()), jam_selesai: Nullable(Type.String()), nama_ruang: Nullable(Type.String()), ...Persen,
  batas_kehadiran: Nullable(Type.Number()),
});
export type KelasKuliah = Static<typeof KelasKuliah>;
export const JadwalKuliahResponse = Type.Object({ data: Type.Array(KelasKuliah) });
export type JadwalKuliahResponse = Static<typeof JadwalKuliahResponse>;
export const PertemuanMahasiswa = Type.Object({
  id_pertemuan: Type.Integer(), pertemuan_ke: Type.Integer(), jenis: JenisPertemuan, tanggal: Type.String(), jam_mulai: Type.String(), jam_selesai: Type.String(),
  status_pertemuan: StatusPertemuan, status_kehadiran: Nullable(StatusKehadiran), via: Nullable(Type.String()),
});
export type PertemuanMahasiswa = Static<typeof PertemuanMahasiswa>;
export const JadwalPertemuanMhsResponse = Type.Object({
  kelas: Type.Object({ ...KelasInfo, id_semester_registrasi: Type.Integer(), ...Persen }),
  data: Type.Array(PertemuanMahasiswa),
});
export type JadwalPertemuanMhsResponse = Static<typeof JadwalPertemuanMhsResponse>;
export const ScanBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 1000 }), id_kelas: Type.Optional(Int) }, { additionalProperties: false });
export type ScanBody = Static<typeof ScanBody>;
export const ScanResponse = Type.Object({ tercatat: Type.Boolean(), message: Type.String(), pertemuan_ke: Type.Integer(), nama_mata_kuliah: Type.String() });
export type ScanResponse = Static<typeof ScanResponse>;

// ---- Substitute teaching ----
export const JenisPergantianList = Type.Object({ data: Type.Array(Type.Object({ id_jenis_pergantian: Type.Integer(), nama: Type.String() })) });
export type JenisPergantianList = Static<typeof JenisPergantianList>;
export const StatusPengganti = Type.Union(['diajukan', 'valid_prodi', 'valid_dekan', 'valid_lp3', 'selesai', 'ditolak'].map((s) => Type.Literal(s)));
export const Pengganti = Type.Object({
  id_pengganti_mengajar: Type.Integer(), status: Type.String(), alasan: Type.String(), dosa_dibersihkan: Type.Boolean(), ada_berkas: Type.Boolean(), dibuat: Type.String(),
  jenis_pergantian: Type.String(), id_pertemuan: Type.Integer(), pertemuan_ke: Type.Integer(), tanggal: Type.String(), jam_mulai: Type.String(), jam_selesai: Type.String(),
  kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(), nama_prodi: Type.String(), nama_dosen: Type.String(), nama_dosen_pengganti: Type.String(),
});
export type Pengganti = Static<typeof Pengganti>;
export const PenggantiPage = Type.Object({ data: Type.Array(Pengganti), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
export type PenggantiPage = Static<typeof PenggantiPage>;
export const PenggantiQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })), per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(StatusPengganti), menunggu: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  format: Type.Optional(Type.Literal('xlsx')),
});
export const PageOnlyQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })), per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });
export const AjukanPenggantiBody = Type.Object({
  id_pertemuan: Int, id_dosen_pengganti: Int, id_jenis_pergantian: Int, alasan: TeksSchema(1000, 5, catalogue.manual.alasan),
}, { additionalProperties: false });
export type AjukanPenggantiBody = Static<typeof AjukanPenggantiBody>;
export const AjukanResponse = Type.Object({ message: Type.String(), id_pengganti_mengajar: Type.Integer() });
export const ValidasiPenggantiBody = Type.Object({
  id_pengganti_mengajar: Int, setuju: Type.Boolean(), catatan: Type.Optional(Type.String({ maxLength: 1000 })),
}, { additionalProperties: false });
export type ValidasiPenggantiBody = Static<typeof ValidasiPenggantiBody>;
export const ValidasiResponse = Type.Object({ message: Type.String(), status: Type.String() });
export const LangkahPenggantiParams = Type.Object({ langkah: Type.Union([Type.Literal('prodi'), Type.Literal('dekan'), Type.Literal('lp3'), Type.Literal('lak')]) });
export const PembersihanBody = Type.Object({ id_pengganti_mengajar: Int }, { additionalProperties: false });

// ---- Manual lecturer attendance ----
export const Riwayat = Type.Object({ langkah: Type.String(), ke: Type.String(), waktu: Type.String() });
export const PresensiManual = Type.Object({
  id_presensi_manual: Type.Integer(), status: Type.String(), alasan: Type.String(), dibuat: Type.String(), id_pertemuan: Type.Integer(), pertemuan_ke: Type.Integer(),
  tanggal: Type.String(), jam_mulai: Type.String(), jam_selesai: Type.String(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(),
  nama_kelas: Type.String(), nama_prodi: Type.String(), nama_dosen: Type.String(), riwayat: Type.Array(Riwayat),
});
export type PresensiManual = Static<typeof PresensiManual>;
export const PresensiManualPage = Type.Object({ data: Type.Array(PresensiManual), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });
export type PresensiManualPage = Static<typeof PresensiManualPage>;
export const PresensiManualQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })), per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(Type.Union(['diajukan', 'valid_level_1', 'selesai', 'ditolak'].map((s) => Type.Literal(s)))), menunggu: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export const PertemuanTanpaPresensi = Type.Object({ data: Type.Array(Type.Object({
  id_pertemuan: Type.Integer(), pertemuan_ke: Type.Integer(), tanggal: Type.String(), jam_mulai: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(),
})) });
export type PertemuanTanpaPresensi = Static<typeof PertemuanTanpaPresensi>;
export const AjukanManualBody = Type.Object({ id_pertemuan: Int, alasan: TeksSchema(1000, 5, catalogue.manual.alasan) }, { additionalProperties: false });
export const AjukanManualResponse = Type.Object({ message: Type.String(), id_presensi_manual: Type.Integer() });
export const ValidasiManualBody = Type.Object({ id_presensi_manual: Int, setuju: Type.Boolean(), catatan: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false });
export const LangkahManualParams = Type.Object({ langkah: Type.Union([Type.Literal('level_1'), Type.Literal('level_2')]) });

export const PertemuanPilihan = Type.Object({ data: Type.Array(Type.Object({
  id_pertemuan: Type.Integer(), pertemuan_ke: Type.Integer(), tanggal: Type.String(), jam_mulai: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(),
})) });
export type PertemuanPilihan = Static<typeof PertemuanPilihan>;
export const DosenList = Type.Object({ data: Type.Array(Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String() })) });
export type DosenList = Static<typeof DosenList>;
export const PertemuanHariIni = Type.Object({ data: Type.Array(Type.Object({ ...Pertemuan.properties, nama_mata_kuliah: Type.String(), nama_kelas: Type.String() })) });
export type PertemuanHariIni = Static<typeof PertemuanHariIni>;

// ---- Reports ----
export const RekapKelasQuery = Type.Object({ id_kelas: Int, id_mata_kuliah: Type.Optional(Int) });
export const RekapUnduhQuery = Type.Object({ id_kelas: Int, id_mata_kuliah: Type.Optional(Int), format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('pdf')])) });
export const RekapKelas = Type.Object({
  keterangan: Type.Object({
    id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), nama_mata_kuliah: Type.String(), kode_mata_kuliah: Type.String(), sks: Type.Integer(), nama_kelas: Type.String(),
    nama_dosen: Type.String(), nama_prodi: Type.String(), nama_semester_registrasi: Type.String(), pertemuan_terlaksana: Type.Integer(),
  }),
  pertemuan: Type.Array(Type.Object({ id_pertemuan: Type.Integer(), pertemuan_ke: Type.Integer(), jenis: Type.String(), tanggal: Type.String(), terlaksana: Type.Boolean() })),
  mahasiswa: Type.Array(Type.Object({
    id_mahasiswa: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), kehadiran: Type.Record(Type.String(), Type.String()), hadir: Type.Integer(), persen: Type.Number(),
  })),
});
export type RekapKelas = Static<typeof RekapKelas>;
export const RingkasanKelas = Type.Object({
  id_kelas: Type.Integer(), id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), nama_kelas: Type.String(), sks: Type.Integer(),
  id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(), nama_dosen: Type.String(), id_dosen: Type.Integer(),
  jumlah_pertemuan: Type.Integer(), pertemuan_terlaksana: Type.Integer(), kehadiran_dosen: Type.Integer(), rata_kehadiran_mahasiswa: Type.Number(),
});
export type RingkasanKelas = Static<typeof RingkasanKelas>;
export const AbsensiDosenResponse = Type.Object({ data: Type.Array(RingkasanKelas) });
export type AbsensiDosenResponse = Static<typeof AbsensiDosenResponse>;
export const LaporanDosenQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })), per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), cari: Type.Optional(Type.String({ maxLength: 100 })),
});
export const LaporanDosenItem = Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: Nullable(Type.String()), nama_prodi: Type.String(), jumlah_kelas: Type.Integer(), pertemuan_terlaksana: Type.Integer(), kehadiran_dosen: Type.Integer(),
});
export type LaporanDosenItem = Static<typeof LaporanDosenItem>;
export const LaporanDosenPage = Type.Object({
  data: Type.Array(LaporanDosenItem), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(), akses_prodi: Type.Array(Type.Integer()),
});
export type LaporanDosenPage = Static<typeof LaporanDosenPage>;
export const LaporanDosenKelasResponse = Type.Object({
  dosen: Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: Nullable(Type.String()) }), data: Type.Array(RingkasanKelas),
});
export type LaporanDosenKelasResponse = Static<typeof LaporanDosenKelasResponse>;
export const IdDosenParams = Type.Object({ id_dosen: Int });
export const LaporanDetailParams = Type.Object({ id_dosen: Int, id_semester_registrasi: Int, id_kelas: Int, id_mata_kuliah: Int });
