import Type, { type Static, type TProperties } from 'typebox';
import { TeksSchema } from '../../core/contract/schema-types';
import catalogue from '../../locales/id/teaching.json';

// Request and response schemas of the teaching calls this slice builds (spec section 7, "Lecturer
// teaching"): GET jadwal-mengajar (query), GET/POST/PATCH input-nilai, GET input-nilai/sinkron-presensi,
// POST input-nilai/validasi/bukti.

const f = catalogue.field;
const Id = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });

/** The grade-entry window of a semester and whether it is open today (Asia/Jakarta). */
export const JendelaInputNilai = Type.Object({
  dibuka: Type.Boolean(),
  /** YYYY-MM-DD, null while the semester has no window. */
  mulai: Type.Union([Type.String(), Type.Null()]),
  selesai: Type.Union([Type.String(), Type.Null()]),
  /** Why it is closed (Indonesian), null when open. */
  alasan: Type.Union([Type.String(), Type.Null()]),
});
export type JendelaInputNilai = Static<typeof JendelaInputNilai>;

/** GET jadwal-mengajar: `?id_semester` (the spec's query name; default the active semester). */
export const JadwalMengajarQuery = Type.Object({
  id_semester: Type.Optional(Id(f.id_semester_registrasi)),
}, { additionalProperties: false });
export type JadwalMengajarQuery = Static<typeof JadwalMengajarQuery>;

/** The columns naming one class of a lecturer's lists (schedule, grade change). */
const kelasKolom = {
  id_kelas: Type.Integer(),
  id_mata_kuliah: Type.Integer(),
  id_semester_registrasi: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  sks: Type.Integer(),
  nama_kelas: Type.String(),
};

/** One class the lecturer teaches. */
export const KelasMengajar = Type.Object({
  ...kelasKolom,
  /** 1 = Senin ... 7 = Minggu; null without a weekly meeting. */
  hari: Type.Union([Type.Integer(), Type.Null()]),
  jam_mulai: Type.Union([Type.String(), Type.Null()]),
  jam_selesai: Type.Union([Type.String(), Type.Null()]),
  nama_ruang: Type.Union([Type.String(), Type.Null()]),
  jumlah_mahasiswa: Type.Integer(),
  /** Meetings held (opened by the lecturer) and generated. */
  pertemuan_terlaksana: Type.Integer(),
  pertemuan_direncanakan: Type.Integer(),
  jumlah_dinilai: Type.Integer(),
  /** Every enrolled student has a grade (false for a class without students). */
  nilai_lengkap: Type.Boolean(),
  /** The lecturer has validated the class's grades (decision 0020). */
  divalidasi: Type.Boolean(),
});
export type KelasMengajar = Static<typeof KelasMengajar>;

export const SemesterRingkas = Type.Object({ id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String() });

export const JadwalMengajar = Type.Object({
  semester: SemesterRingkas,
  input_nilai: JendelaInputNilai,
  data: Type.Array(KelasMengajar),
});
export type JadwalMengajar = Static<typeof JadwalMengajar>;

/** The class a grade sheet is about (the spec's page parameters). */
export const KelasQuery = Type.Object({
  id_semester_registrasi: Id(f.id_semester_registrasi),
  id_mata_kuliah: Id(f.id_mata_kuliah),
  id_kelas: Id(f.id_kelas),
}, { additionalProperties: false });
export type KelasQuery = Static<typeof KelasQuery>;

/** One student of the grade sheet with attendance and grade (null while ungraded). */
export const MahasiswaNilai = Type.Object({
  id_mahasiswa: Type.Integer(),
  id_krs_kelas: Type.Integer(),
  nim: Type.String(),
  nama_mahasiswa: Type.String(),
  hadir: Type.Integer(),
  persen_kehadiran: Type.Number(),
  nilai_angka: Type.Union([Type.Number(), Type.Null()]),
  nilai_huruf: Type.Union([Type.String(), Type.Null()]),
  nilai_indeks: Type.Union([Type.Number(), Type.Null()]),
});
export type MahasiswaNilai = Static<typeof MahasiswaNilai>;

/**
 * The receipt of a class's grade validation (spec section 3, "Teaching proof validation: mata_kuliah,
 * biodata, tanggal"; decision 0020), as it was on the day of validation.
 */
export const BuktiValidasiNilai = Type.Object({
  mata_kuliah: Type.Object({
    id_mata_kuliah: Type.Integer(),
    kode_mata_kuliah: Type.String(),
    nama_mata_kuliah: Type.String(),
    sks: Type.Integer(),
    id_kelas: Type.Integer(),
    nama_kelas: Type.String(),
    id_semester_registrasi: Type.Integer(),
    nama_semester_registrasi: Type.String(),
    jumlah_mahasiswa: Type.Integer(),
    /** The mean score, two decimals. */
    rata_rata_nilai: Type.Number(),
    /** Students per letter, best letter first (only letters given). */
    distribusi_nilai: Type.Array(Type.Object({ nilai_huruf: Type.String(), nilai_indeks: Type.Number(), jumlah: Type.Integer() })),
  }),
  /** The lecturer who validated (the class's lecturer). */
  biodata: Type.Object({
    id_dosen: Type.Integer(),
    /** With degrees: 'Dr. Ir. Budi Santoso, M.Kom.'. */
    nama_dosen: Type.String(),
    nidn: Type.Union([Type.String(), Type.Null()]),
    nip: Type.Union([Type.String(), Type.Null()]),
    /** The lecturer's home programme, e.g. 'S1 Teknik Informatika'. */
    nama_prodi: Type.String(),
  }),
  /** When, ISO 8601 in Asia/Jakarta ('2026-11-26T14:05:09+07:00'). */
  tanggal: Type.String(),
});
export type BuktiValidasiNilai = Static<typeof BuktiValidasiNilai>;

/** POST input-nilai/validasi/bukti: the receipt with the server's message. */
export const ValidasiNilaiHasil = Type.Object({ message: Type.String(), ...BuktiValidasiNilai.properties });
export type ValidasiNilaiHasil = Static<typeof ValidasiNilaiHasil>;

/** GET input-nilai (spec section 3, "Grade entry": jumlah_pertemuan, mata_kuliah, list of mahasiswa). */
export const InputNilai = Type.Object({
  /** Meetings held so far. */
  jumlah_pertemuan: Type.Integer(),
  pertemuan_direncanakan: Type.Integer(),
  mata_kuliah: Type.Object({ id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), sks: Type.Integer() }),
  kelas: Type.Object({ id_kelas: Type.Integer(), nama_kelas: Type.String(), id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String() }),
  input_nilai: JendelaInputNilai,
  /** The semester's grade-change period (perubahan nilai, after the entry window) and whether it is open today. */
  perubahan_nilai: JendelaInputNilai,
  /** The class's grade validation (decision 0020): its receipt, null while the grades are not validated. */
  validasi: Type.Union([BuktiValidasiNilai, Type.Null()]),
  mahasiswa: Type.Array(MahasiswaNilai),
});
export type InputNilai = Static<typeof InputNilai>;

/** POST (first entry) and PATCH (change) input-nilai: some students' scores, all or nothing. */
const nilaiKolom = {
  id_mahasiswa: Id(f.id_mahasiswa),
  nilai_angka: Type.Number({ minimum: 0, maximum: 100, title: f.nilai_angka }),
};
const DaftarNilai = <T extends TProperties>(kolom: T) =>
  Type.Array(Type.Object(kolom, { additionalProperties: false }), { minItems: 1, maxItems: 500, title: f.nilai });
export const SimpanNilaiBody = Type.Object({
  ...KelasQuery.properties,
  nilai: DaftarNilai(nilaiKolom),
}, { additionalProperties: false });
export type SimpanNilaiBody = Static<typeof SimpanNilaiBody>;

/**
 * PATCH input-nilai: the same body, or with `perubahan: true` a grade change after the deadline
 * (perubahan nilai, decision 0019): then every student also carries the score the lecturer saw
 * (`nilai_angka_lama`, null for a student who had none; a different stored score is a 409) and a
 * reason (`alasan`, checked in the service so the message names the students).
 */
export const UbahNilaiBody = Type.Object({
  ...KelasQuery.properties,
  perubahan: Type.Optional(Type.Boolean({ title: f.perubahan })),
  nilai: DaftarNilai({
    ...nilaiKolom,
    nilai_angka_lama: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()], { title: f.nilai_angka_lama })),
    alasan: Type.Optional(Type.String({ maxLength: 500, title: f.alasan })),
  }),
}, { additionalProperties: false });
export type UbahNilaiBody = Static<typeof UbahNilaiBody>;

export const NilaiTersimpan = Type.Object({
  id_mahasiswa: Type.Integer(),
  nilai_angka: Type.Number(),
  nilai_huruf: Type.String(),
  nilai_indeks: Type.Number(),
});
export const SimpanNilaiHasil = Type.Object({ message: Type.String(), nilai: Type.Array(NilaiTersimpan) });
export type SimpanNilaiHasil = Static<typeof SimpanNilaiHasil>;

// Grade change after the deadline (perubahan nilai, spec sections 1 and 2; decision 0019).

/** One class of a semester in its grade-change period. */
export const KelasPerubahanNilai = Type.Object({
  ...kelasKolom,
  jumlah_mahasiswa: Type.Integer(),
  jumlah_dinilai: Type.Integer(),
  /** Grade changes recorded for the class (its history rows). */
  jumlah_perubahan: Type.Integer(),
});
export type KelasPerubahanNilai = Static<typeof KelasPerubahanNilai>;

/**
 * GET jadwal-mengajar/perubahan-nilai (not a spec call: what the spec's perubahan-nilai page lists):
 * every semester whose grade-change period is open today (newest first) with the lecturer's classes
 * of it, and the next period to open when none is.
 */
export const JadwalPerubahanNilai = Type.Object({
  data: Type.Array(Type.Object({
    semester: SemesterRingkas,
    perubahan_nilai: JendelaInputNilai,
    kelas: Type.Array(KelasPerubahanNilai),
  })),
  /** The earliest period that has not begun yet, null when none is set. */
  berikutnya: Type.Union([Type.Object({ semester: SemesterRingkas, mulai: Type.String(), selesai: Type.String() }), Type.Null()]),
});
export type JadwalPerubahanNilai = Static<typeof JadwalPerubahanNilai>;

/** One recorded grade change: the grade before (null parts: the student had none) and after, why, by whom, when. */
export const PerubahanNilaiTercatat = Type.Object({
  id_riwayat_perubahan_nilai: Type.Integer(),
  id_mahasiswa: Type.Integer(),
  nim: Type.String(),
  nama_mahasiswa: Type.String(),
  nilai_angka_lama: Type.Union([Type.Number(), Type.Null()]),
  nilai_huruf_lama: Type.Union([Type.String(), Type.Null()]),
  nilai_indeks_lama: Type.Union([Type.Number(), Type.Null()]),
  nilai_angka_baru: Type.Number(),
  nilai_huruf_baru: Type.String(),
  nilai_indeks_baru: Type.Number(),
  alasan: Type.String(),
  /** The lecturer's name with degrees. */
  diubah_oleh: Type.String(),
  /** ISO timestamp. */
  diubah_pada: Type.String(),
});
export type PerubahanNilaiTercatat = Static<typeof PerubahanNilaiTercatat>;

/** GET input-nilai/riwayat-perubahan (not a spec call: the history the change page shows), newest first. */
export const RiwayatPerubahanNilai = Type.Object({ data: Type.Array(PerubahanNilaiTercatat) });
export type RiwayatPerubahanNilai = Static<typeof RiwayatPerubahanNilai>;

/** GET input-nilai/sinkron-presensi: each student's attendance from the attendance module. */
export const SinkronPresensi = Type.Object({
  jumlah_pertemuan: Type.Integer(),
  data: Type.Array(Type.Object({
    id_mahasiswa: Type.Integer(),
    nim: Type.String(),
    hadir: Type.Integer(),
    izin: Type.Integer(),
    sakit: Type.Integer(),
    alpa: Type.Integer(),
    persen: Type.Number(),
  })),
});
export type SinkronPresensi = Static<typeof SinkronPresensi>;

// Teaching materials and teaching proof (spec section 7: GET bahan-ajar, GET bahan-ajar/get-file,
// GET bukti-ajar, GET bukti-ajar/detail, POST bukti-ajar; data "Teaching material: content,
// file_rps, nama_mata_kuliah").

/** GET bahan-ajar and bahan-ajar/get-file: `?id_mata_kuliah` of a course the lecturer teaches. */
export const BahanAjarQuery = Type.Object({ id_mata_kuliah: Id(f.id_mata_kuliah) }, { additionalProperties: false });
export type BahanAjarQuery = Static<typeof BahanAjarQuery>;

/** A stored file as a page lists it. */
export const BerkasInfo = Type.Object({ nama: Type.String(), mime: Type.String(), ukuran: Type.Integer() });

/** GET bahan-ajar: the course's description and weekly topics (`content`) and its RPS (`file_rps`, null while none). */
export const BahanAjar = Type.Object({
  id_mata_kuliah: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  sks: Type.Integer(),
  content: Type.String(),
  file_rps: Type.Union([BerkasInfo, Type.Null()]),
});
export type BahanAjar = Static<typeof BahanAjar>;

/** GET bukti-ajar: one class (the page parameters idMataKuliah, idKelas, idSemester). */
export const BuktiAjarQuery = Type.Object({
  id_mata_kuliah: Id(f.id_mata_kuliah),
  id_kelas: Id(f.id_kelas),
  id_semester: Id(f.id_semester_registrasi),
}, { additionalProperties: false });
export type BuktiAjarQuery = Static<typeof BuktiAjarQuery>;

const KelasRingkas = Type.Object({
  id_kelas: Type.Integer(), nama_kelas: Type.String(), id_semester_registrasi: Type.Integer(), nama_semester_registrasi: Type.String(),
});
const MataKuliahRingkas = Type.Object({ id_mata_kuliah: Type.Integer(), kode_mata_kuliah: Type.String(), nama_mata_kuliah: Type.String(), sks: Type.Integer() });

/** One meeting of the class with its proof status. */
export const PertemuanBukti = Type.Object({
  id_pertemuan: Type.Integer(),
  pertemuan_ke: Type.Integer(),
  /** kuliah, uts or uas. */
  jenis: Type.String(),
  tanggal: Type.String(),
  jam_mulai: Type.String(),
  jam_selesai: Type.String(),
  terlaksana: Type.Boolean(),
  /** The topic of the latest proof, null while none is uploaded. */
  topik: Type.Union([Type.String(), Type.Null()]),
  jumlah_bukti: Type.Integer(),
  /** Proof may be uploaded: the meeting is today or past (or already held) and has room for another file. */
  bisa_unggah: Type.Boolean(),
});
export type PertemuanBukti = Static<typeof PertemuanBukti>;

export const BuktiAjar = Type.Object({
  mata_kuliah: MataKuliahRingkas,
  kelas: KelasRingkas,
  /** Most files one meeting may hold. */
  maks_bukti: Type.Integer(),
  /** Largest file accepted, in bytes. */
  maks_ukuran: Type.Integer(),
  data: Type.Array(PertemuanBukti),
});
export type BuktiAjar = Static<typeof BuktiAjar>;

/** GET bukti-ajar/detail: `?id_pertemuan`. */
export const BuktiDetailQuery = Type.Object({ id_pertemuan: Id(catalogue.field.id_pertemuan) }, { additionalProperties: false });
export type BuktiDetailQuery = Static<typeof BuktiDetailQuery>;

/** One uploaded proof. */
export const BuktiBerkas = Type.Object({
  id_bukti_mengajar: Type.Integer(),
  topik: Type.String(),
  nama: Type.String(),
  mime: Type.String(),
  ukuran: Type.Integer(),
  /** ISO timestamp. */
  diunggah_pada: Type.String(),
});
export type BuktiBerkas = Static<typeof BuktiBerkas>;

export const BuktiDetail = Type.Object({
  mata_kuliah: MataKuliahRingkas,
  kelas: KelasRingkas,
  pertemuan: PertemuanBukti,
  jumlah_mahasiswa: Type.Integer(),
  jumlah_hadir: Type.Integer(),
  bukti: Type.Array(BuktiBerkas),
});
export type BuktiDetail = Static<typeof BuktiDetail>;

/** GET bukti-ajar/berkas: `?id_bukti_mengajar` (the proof file itself; not a spec call). */
export const BuktiBerkasQuery = Type.Object({ id_bukti_mengajar: Id(catalogue.field.id_bukti_mengajar) }, { additionalProperties: false });

/** POST bukti-ajar (multipart): the text fields beside the file `berkas`. */
export const BuktiAjarForm = Type.Object({
  id_pertemuan: Type.String({ pattern: '^[1-9][0-9]{0,8}$', title: catalogue.field.id_pertemuan }),
  topik: TeksSchema(1000, 3, catalogue.field.topik),
}, { additionalProperties: false });

export const BuktiTersimpan = Type.Object({ message: Type.String(), id_bukti_mengajar: Type.Integer() });
export type BuktiTersimpan = Static<typeof BuktiTersimpan>;

// Teaching preferences (spec section 7: GET rumpun-matkul-dosen, GET/PATCH prioritas-mata-kuliah,
// GET/PATCH waktu-mengajar/dosen, GET bidang-keahlian, GET/POST bidang-keahlian/dosen). Each save
// replaces the lecturer's whole selection.

const mataKuliahKolom = {
  id_mata_kuliah: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  sks: Type.Integer(),
  semester_paket: Type.Integer(),
};
const MataKuliahPilihan = Type.Object({
  ...mataKuliahKolom,
  /** The course's cluster in its programme, null when it belongs to none. */
  nama_rumpun: Type.Union([Type.String(), Type.Null()]),
  /** The cluster is one the lecturer said they can teach (rumpun-matkul-dosen). */
  rumpun_dipilih: Type.Boolean(),
});
export type MataKuliahPilihan = Static<typeof MataKuliahPilihan>;

/** One course cluster of the lecturer's programme, its courses and whether the lecturer chose it. */
export const RumpunMataKuliah = Type.Object({
  id_rumpun_mata_kuliah: Type.Integer(),
  nama_rumpun: Type.String(),
  dipilih: Type.Boolean(),
  mata_kuliah: Type.Array(Type.Object(mataKuliahKolom)),
});
export type RumpunMataKuliah = Static<typeof RumpunMataKuliah>;

/** GET rumpun-matkul-dosen: the clusters of the lecturer's programme. */
export const RumpunDosen = Type.Object({
  nama_prodi: Type.String(),
  data: Type.Array(RumpunMataKuliah),
});
export type RumpunDosen = Static<typeof RumpunDosen>;

const DaftarId = (title: string, maxItems: number) => Type.Array(Id(title), { minItems: 1, maxItems, title });

/** PATCH rumpun-matkul-dosen (not a spec call: how the page stores the choice): the clusters the lecturer can teach. */
export const SimpanRumpunBody = Type.Object({ id_rumpun_mata_kuliah: DaftarId(f.rumpun, 50) }, { additionalProperties: false });
export type SimpanRumpunBody = Static<typeof SimpanRumpunBody>;

/** GET prioritas-mata-kuliah: the lecturer's ordered priorities and the courses of their programme to choose from. */
export const PrioritasMataKuliah = Type.Object({
  maks: Type.Integer(),
  data: Type.Array(Type.Object({ urutan: Type.Integer(), ...MataKuliahPilihan.properties })),
  pilihan: Type.Array(MataKuliahPilihan),
});
export type PrioritasMataKuliah = Static<typeof PrioritasMataKuliah>;

/** PATCH prioritas-mata-kuliah: the courses in order of preference, first = most wanted. */
export const SimpanPrioritasBody = Type.Object({ id_mata_kuliah: DaftarId(f.prioritas, 20) }, { additionalProperties: false });
export type SimpanPrioritasBody = Static<typeof SimpanPrioritasBody>;

const Jam = (title: string) => Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', title });

/** One available time range on a weekday (1 = Senin ... 7 = Minggu), "HH:MM". */
export const WaktuMengajarItem = Type.Object({
  hari: Type.Integer({ minimum: 1, maximum: 7, title: f.hari }),
  jam_mulai: Jam(f.jam_mulai),
  jam_selesai: Jam(f.jam_selesai),
}, { additionalProperties: false });
export type WaktuMengajarItem = Static<typeof WaktuMengajarItem>;

/** GET waktu-mengajar/dosen: the lecturer's available times and the campus's limits for them. */
export const WaktuMengajar = Type.Object({
  pengaturan: Type.Object({
    hari: Type.Array(Type.Integer()),
    jam_buka: Type.String(),
    jam_tutup: Type.String(),
    durasi_minimal_menit: Type.Integer(),
  }),
  data: Type.Array(WaktuMengajarItem),
});
export type WaktuMengajar = Static<typeof WaktuMengajar>;

/** PATCH waktu-mengajar/dosen: every available range of the week. */
export const SimpanWaktuBody = Type.Object({
  waktu: Type.Array(WaktuMengajarItem, { minItems: 1, maxItems: 50, title: f.waktu }),
}, { additionalProperties: false });
export type SimpanWaktuBody = Static<typeof SimpanWaktuBody>;

export const BidangKeahlianItem = Type.Object({
  id_bidang_keahlian: Type.Integer(),
  nama_bidang_keahlian: Type.String(),
  kelompok: Type.String(),
});
export type BidangKeahlianItem = Static<typeof BidangKeahlianItem>;

/** GET bidang-keahlian: the reference list, by group and name. */
export const BidangKeahlian = Type.Object({ data: Type.Array(BidangKeahlianItem) });
export type BidangKeahlian = Static<typeof BidangKeahlian>;

/** GET bidang-keahlian/dosen: the lecturer's fields of expertise. */
export const BidangKeahlianDosen = Type.Object({ maks: Type.Integer(), data: Type.Array(BidangKeahlianItem) });
export type BidangKeahlianDosen = Static<typeof BidangKeahlianDosen>;

/** POST bidang-keahlian/dosen: the lecturer's whole selection. */
export const SimpanBidangBody = Type.Object({ id_bidang_keahlian: DaftarId(f.bidang_keahlian, 20) }, { additionalProperties: false });
export type SimpanBidangBody = Static<typeof SimpanBidangBody>;

/** The answer of every preference save. */
export const PreferensiTersimpan = Type.Object({ message: Type.String() });
export type PreferensiTersimpan = Static<typeof PreferensiTersimpan>;

// Short semester (semester pendek, code YYYY3): GET jadwal-mengajar/sp answers JadwalMengajar for a
// short semester; the lecturer proposes courses to open in the coming one.

/** The coming short semester a proposal is for (it usually has no semester row yet). */
export const SemesterPendekTujuan = Type.Object({ kode_semester: Type.String(), nama_semester: Type.String() });

/** A course the lecturer proposes, or may propose, for the short semester. */
export const MataKuliahSemesterPendek = Type.Object({
  id_mata_kuliah: Type.Integer(),
  kode_mata_kuliah: Type.String(),
  nama_mata_kuliah: Type.String(),
  sks: Type.Integer(),
});

/** GET semester-pendek/matkul: the lecturer's proposals for the coming short semester and the courses they may still propose. */
export const UsulanSemesterPendek = Type.Object({
  semester: SemesterPendekTujuan,
  /** The most SKS a student may take in a short semester (a longer course cannot be offered). */
  sks_maks: Type.Integer(),
  data: Type.Array(Type.Object({
    ...MataKuliahSemesterPendek.properties,
    diusulkan_pada: Type.String(),
    /** The programme's decision on the course (decision 0026), null while waiting. */
    keputusan: Type.Union([Type.Object({
      status: Type.Union([Type.Literal('diterima'), Type.Literal('ditolak')]),
      alasan: Type.Union([Type.String(), Type.Null()]),
      nama_kelas: Type.Union([Type.String(), Type.Null()]),
      pengampu: Type.Union([Type.String(), Type.Null()]),
      /** The opened class is the lecturer's own. */
      pengampu_anda: Type.Boolean(),
      diputuskan_pada: Type.String(),
    }), Type.Null()]),
  })),
  /** Courses the lecturer has taught a class of, not proposed yet and not decided, at most `sks_maks` SKS. */
  pilihan: Type.Array(MataKuliahSemesterPendek),
});
export type UsulanSemesterPendek = Static<typeof UsulanSemesterPendek>;

/** POST semester-pendek: propose one course. */
export const UsulkanSemesterPendekBody = Type.Object({ id_mata_kuliah: Id(f.id_mata_kuliah) }, { additionalProperties: false });
export type UsulkanSemesterPendekBody = Static<typeof UsulkanSemesterPendekBody>;
/** DELETE semester-pendek/matkul: withdraw one proposal. */
export const TarikUsulanQuery = UsulkanSemesterPendekBody;
export type TarikUsulanQuery = Static<typeof TarikUsulanQuery>;
