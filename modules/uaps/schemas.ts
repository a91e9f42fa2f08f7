import Type, { type Static, type TSchema } from 'typebox';
import { TanggalSchema, TeksSchema } from '../../core/contract/schema-types';

// Request and response schemas of the uaps calls (spec section 7, tugas-akhir/*). Dates are
// 'YYYY-MM-DD', timestamps 'YYYY-MM-DD HH:MM' (Asia/Jakarta).

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const Page = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
const paged = <T extends TSchema>(item: T) => Type.Object({
  data: Type.Array(item), current_page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer(),
  akses_prodi: Type.Optional(Type.Array(Type.Integer())),
});
const Cari = Type.Optional(Type.String({ maxLength: 100 }));
const Tanggal = TanggalSchema();
const Teks = TeksSchema;

export const IdParams = Type.Object({ id: Id });
export const BerkasParams = Type.Object({ proposal: Id, requirement: Id });
export const Pesan = Type.Object({ message: Type.String() });
export type Pesan = Static<typeof Pesan>;

export const Riwayat = Type.Object({ aksi: Type.String(), dari: N(Type.String()), ke: Type.String(), catatan: N(Type.String()), oleh: N(Type.String()), waktu: Type.String() });
export type Riwayat = Static<typeof Riwayat>;

// Recommendations (15 per page)
export const RekomendasiQuery = Type.Object({ cari: Cari, ...Page });
export const RekomendasiPembimbing = Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: N(Type.String()), jabatan_fungsional: Type.String(),
  kuota: Type.Integer(), jumlah_bimbingan: Type.Integer(), sisa_kuota: Type.Integer(), topik: Type.Array(Type.String()),
});
export type RekomendasiPembimbing = Static<typeof RekomendasiPembimbing>;
export const RekomendasiPembimbingPage = paged(RekomendasiPembimbing);
export const RekomendasiPenelitian = Type.Object({
  id_tugas_akhir: Type.Integer(), judul: Type.String(), jenis: Type.String(), tahun: Type.Integer(), pembimbing: N(Type.String()), id_dosen: N(Type.Integer()),
});
export type RekomendasiPenelitian = Static<typeof RekomendasiPenelitian>;
export const RekomendasiPenelitianPage = paged(RekomendasiPenelitian);

// Proposal
export const SyaratBerkas = Type.Object({ id_syarat_berkas_ta: Type.Integer(), kode: Type.String(), nama: Type.String(), wajib: Type.Boolean(), ukuran_maks_kb: Type.Integer() });
export type SyaratBerkas = Static<typeof SyaratBerkas>;
export const SyaratBerkasList = Type.Object({ data: Type.Array(SyaratBerkas) });
export const BerkasProposal = Type.Object({
  id_proposal_tugas_akhir_syarat: Type.Integer(), id_proposal_tugas_akhir: Type.Integer(), id_syarat_berkas_ta: Type.Integer(),
  nama_syarat: Type.String(), nama_berkas: Type.String(), ukuran: Type.Integer(), diunggah_at: Type.String(),
});
export type BerkasProposal = Static<typeof BerkasProposal>;
export const BerkasProposalList = Type.Object({ data: Type.Array(BerkasProposal) });

export const Proposal = Type.Object({
  id_proposal_tugas_akhir: Type.Integer(), id_mahasiswa: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(),
  id_prodi: Type.Integer(), nama_prodi: Type.String(), id_jenis_tugas_akhir: Type.Integer(), jenis: Type.String(),
  judul: Type.String(), ringkasan: Type.String(), id_dosen_usulan: N(Type.Integer()), dosen_usulan: N(Type.String()),
  status: Type.String(), catatan_validasi: N(Type.String()), diajukan_at: N(Type.String()), updated_at: Type.String(),
});
export type Proposal = Static<typeof Proposal>;
export const ProposalDetail = Type.Object({ ...Proposal.properties, berkas: Type.Array(BerkasProposal), riwayat: Type.Array(Riwayat), aksi: Type.Array(Type.String()) });
export type ProposalDetail = Static<typeof ProposalDetail>;
export const ProposalPage = paged(Proposal);
export const ProposalDtQuery = Type.Object({
  status: Type.Optional(Type.Union(['draft', 'diajukan', 'divalidasi', 'dikembalikan', 'revisi', 'dibatalkan'].map((s) => Type.Literal(s)))),
  id_prodi: Type.Optional(Id), cari: Cari, ...Page,
});
export const ProposalDraftBody = Type.Object({
  judul: Teks(300, 10), id_jenis_tugas_akhir: Id, ringkasan: Type.Optional(Type.String({ maxLength: 5000 })), id_dosen_usulan: Type.Optional(N(Id)),
});
export const ProposalUbahBody = Type.Object({ id_proposal_tugas_akhir: Id, ...ProposalDraftBody.properties });
export const ProposalIdBody = Type.Object({ id_proposal_tugas_akhir: Id, catatan: Type.Optional(Type.String({ maxLength: 1000 })) });
export const UnggahQuery = Type.Object({ id_proposal_tugas_akhir: Id, id_syarat_berkas_ta: Id });
export const ValidasiProposalBody = Type.Object({
  id_proposal_tugas_akhir: Id, aksi: Type.Union([Type.Literal('validasi'), Type.Literal('kembalikan')]), catatan: Type.Optional(Type.String({ maxLength: 1000 })),
});
export const ProposalSaya = Type.Object({ proposal: N(ProposalDetail) });
export type ProposalSaya = Static<typeof ProposalSaya>;

// Final project
export const Pembimbing = Type.Object({
  id_tugas_akhir_pembimbing: Type.Integer(), id_dosen: Type.Integer(), nama_dosen: Type.String(), peran: Type.String(),
  nomor_surat: Type.String(), tanggal_surat: Type.String(), bimbingan_tervalidasi: Type.Integer(), bimbingan_total: Type.Integer(),
  persetujuan_sidang_at: N(Type.String()),
});
export type Pembimbing = Static<typeof Pembimbing>;
export const PembimbingList = Type.Object({ data: Type.Array(Pembimbing), minimal_bimbingan: Type.Integer() });
export const TugasAkhir = Type.Object({
  id_tugas_akhir: Type.Integer(), id_mahasiswa: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), id_prodi: Type.Integer(),
  nama_prodi: Type.String(), judul: Type.String(), jenis: Type.String(), status: Type.String(), tanggal_mulai: Type.String(),
  batas_selesai: Type.String(), jumlah_perpanjangan: Type.Integer(), nilai_akhir: N(Type.Number()), nilai_huruf: N(Type.String()),
  pembimbing_utama: N(Type.String()), pembimbing_pendamping: N(Type.String()), bimbingan_tervalidasi: Type.Integer(),
  // The state of the latest proposal examination (sidang pra-UAPS), on the staff lists only.
  status_ujian_proposal: Type.Optional(N(Type.String())),
});
export type TugasAkhir = Static<typeof TugasAkhir>;
export const TugasAkhirPage = paged(TugasAkhir);
export const TugasAkhirDetail = Type.Object({ ...TugasAkhir.properties, pembimbing: Type.Array(Pembimbing), riwayat: Type.Array(Riwayat) });
export type TugasAkhirDetail = Static<typeof TugasAkhirDetail>;
export const TugasAkhirSaya = Type.Object({ tugas_akhir: N(TugasAkhirDetail), proposal: N(Proposal) });
export type TugasAkhirSaya = Static<typeof TugasAkhirSaya>;
export const TugasAkhirDtQuery = Type.Object({
  status: Type.Optional(Type.Union(['proposal', 'bimbingan', 'sidang', 'perbaikan', 'selesai', 'perpanjangan', 'gagal'].map((s) => Type.Literal(s)))),
  tanpa_pembimbing: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])), id_prodi: Type.Optional(Id), cari: Cari, ...Page,
});

export const PenugasanBody = Type.Object({
  id_tugas_akhir: Id, id_dosen: Id, peran: Type.Union([Type.Literal('utama'), Type.Literal('pendamping')]),
  nomor_surat: Type.Optional(Type.String({ minLength: 3, maxLength: 100 })), tanggal_surat: Type.Optional(Tanggal),
});
export const PenugasanResponse = Type.Object({ message: Type.String(), id_tugas_akhir_pembimbing: Type.Integer(), nomor_surat: Type.String() });

// Supervision sessions
export const Bimbingan = Type.Object({
  id_tugas_akhir_bimbingan: Type.Integer(), id_tugas_akhir: Type.Integer(), id_dosen: Type.Integer(), nama_dosen: Type.String(),
  nim: Type.String(), nama_mahasiswa: Type.String(), judul: Type.String(), tanggal: Type.String(), topik: Type.String(), catatan: Type.String(),
  status: Type.String(), catatan_dosen: N(Type.String()), validated_at: N(Type.String()), divalidasi_oleh: N(Type.String()),
});
export type Bimbingan = Static<typeof Bimbingan>;
export const BimbinganPage = paged(Bimbingan);
export const BimbinganQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('diajukan'), Type.Literal('divalidasi'), Type.Literal('ditolak')])), id_tugas_akhir: Type.Optional(Id), cari: Cari, ...Page,
});
export const BimbinganBody = Type.Object({ id_dosen: Id, tanggal: Tanggal, topik: Teks(300, 3), catatan: Type.Optional(Type.String({ maxLength: 5000 })) });
export const BimbinganUbahBody = Type.Object({ tanggal: Tanggal, topik: Teks(300, 3), catatan: Type.Optional(Type.String({ maxLength: 5000 })) });
export const BimbinganParams = Type.Object({ id_tugas_akhir_bimbingan: Id });
export const BimbinganTersimpan = Type.Object({ message: Type.String(), id_tugas_akhir_bimbingan: Type.Integer(), tautan_validasi: Type.String(), kedaluwarsa: Type.String() });
export type BimbinganTersimpan = Static<typeof BimbinganTersimpan>;
export const ValidasiBimbinganBody = Type.Object({
  id_tugas_akhir_bimbingan: Id, aksi: Type.Optional(Type.Union([Type.Literal('validasi'), Type.Literal('tolak')])), catatan: Type.Optional(Type.String({ maxLength: 1000 })),
});
// Any token shape is looked up: a cut-off link answers 'tautan tidak berlaku' like an unknown one.
export const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export const TokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), catatan: Type.Optional(Type.String({ maxLength: 1000 })) });
export const BimbinganPublik = Type.Object({
  nama_mahasiswa: Type.String(), nim: Type.String(), judul: Type.String(), nama_dosen: Type.String(), tanggal: Type.String(),
  topik: Type.String(), catatan: Type.String(), status: Type.String(), kedaluwarsa: Type.String(),
});
export type BimbinganPublik = Static<typeof BimbinganPublik>;

// Lecturer's students
export const MahasiswaBimbingan = Type.Object({
  id_tugas_akhir: Type.Integer(), id_tugas_akhir_pembimbing: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), nama_prodi: Type.String(),
  judul: Type.String(), status: Type.String(), peran: Type.String(), bimbingan_tervalidasi: Type.Integer(), bimbingan_menunggu: Type.Integer(),
  minimal_bimbingan: Type.Integer(), persetujuan_sidang_at: N(Type.String()), batas_selesai: Type.String(),
});
export type MahasiswaBimbingan = Static<typeof MahasiswaBimbingan>;
export const MahasiswaBimbinganPage = paged(MahasiswaBimbingan);
export const MahasiswaBimbinganQuery = Type.Object({ riwayat: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])), cari: Cari, ...Page });

// Dashboard counters
export const JumlahAjuan = Type.Object({ data: Type.Array(Type.Object({ kode: Type.String(), jumlah: Type.Integer() })), akses_prodi: Type.Optional(Type.Array(Type.Integer())) });
export type JumlahAjuan = Static<typeof JumlahAjuan>;

// Defence
const Jam = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
export const SidangIdBody = Type.Object({ id_sidang_tugas_akhir: Id });
export const SidangUnggahQuery = Type.Object({ id_sidang_tugas_akhir: Id, id_syarat_berkas_ta: Id });
export const SidangBerkasParams = Type.Object({ idSidang: Id, idSyarat: Id });
export const BerkasSidang = Type.Object({
  id_sidang_tugas_akhir_syarat: Type.Integer(), id_sidang_tugas_akhir: Type.Integer(), id_syarat_berkas_ta: Type.Integer(), nama_syarat: Type.String(),
  nama_berkas: Type.String(), ukuran: Type.Integer(), diunggah_at: Type.String(),
});
export const BerkasSidangList = Type.Object({ data: Type.Array(BerkasSidang) });
export const Panel = Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String(), peran: Type.String(), keterangan: Type.String() });
export type Panel = Static<typeof Panel>;
export const Sidang = Type.Object({
  id_sidang_tugas_akhir: Type.Integer(), id_tugas_akhir: Type.Integer(), id_mahasiswa: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), id_prodi: Type.Integer(),
  nama_prodi: Type.String(), judul: Type.String(), status: Type.String(), catatan_validasi: N(Type.String()), diajukan_at: N(Type.String()), tanggal: N(Type.String()),
  jam_mulai: N(Type.String()), jam_selesai: N(Type.String()), id_ruang: N(Type.Integer()), nama_ruang: N(Type.String()), versi_penilaian: Type.Integer(),
  nilai_akhir: N(Type.Number()), nilai_huruf: N(Type.String()), hasil: N(Type.String()), updated_at: Type.String(),
});
export type Sidang = Static<typeof Sidang>;
export const SidangDetail = Type.Object({ ...Sidang.properties, berkas: Type.Array(BerkasSidang), panel: Type.Array(Panel), riwayat: Type.Array(Riwayat), aksi: Type.Array(Type.String()) });
export type SidangDetail = Static<typeof SidangDetail>;
/** The latest defence and whether a new one may be registered now (`alasan_tidak_dapat_daftar`: why not). */
export const SidangSaya = Type.Object({ sidang: N(SidangDetail), dapat_daftar: Type.Boolean(), alasan_tidak_dapat_daftar: N(Type.String()) });
export const SidangPage = paged(Sidang);
export const SidangDosenPage = paged(Type.Object({ ...Sidang.properties, peran_saya: Type.String() }));
export const SidangDtQuery = Type.Object({
  status: Type.Optional(Type.Union(['draft', 'diajukan', 'divalidasi', 'dikembalikan', 'revisi', 'dibatalkan'].map((s) => Type.Literal(s)))),
  terjadwal: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])), cari: Cari, ...Page,
});
export const ValidasiSidangBody = Type.Object({
  id_sidang_tugas_akhir: Id, aksi: Type.Union([Type.Literal('validasi'), Type.Literal('kembalikan')]), catatan: Type.Optional(Type.String({ maxLength: 1000 })),
});
export const PenjadwalanBody = Type.Object({
  id_sidang_tugas_akhir: Id, tanggal: Tanggal, jam_mulai: Jam, jam_selesai: Jam, id_ruang: Id,
  penguji: Type.Array(Id, { minItems: 1, maxItems: 3 }), versi_penilaian: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
});

// Scores
export const Komponen = Type.Object({ id_komponen_penilaian: Type.Integer(), kode: Type.String(), nama: Type.String(), bobot: Type.Number() });
export type Komponen = Static<typeof Komponen>;
export const LembarNilai = Type.Object({
  id_penilaian: Type.Integer(), id_sidang_tugas_akhir: Type.Integer(), id_dosen: Type.Integer(), nama_dosen: Type.String(), peran: Type.String(), versi: Type.Integer(),
  status: Type.String(), nilai: Type.Number(), catatan: Type.String(), divalidasi_oleh: N(Type.String()), validated_at: N(Type.String()),
  /** Why programme staff cancelled the validation, while the sheet is back with the lecturer. */
  alasan_dikembalikan: N(Type.String()),
  detail: Type.Array(Type.Object({ id_komponen_penilaian: Type.Integer(), nilai: Type.Number() })),
});
export type LembarNilai = Static<typeof LembarNilai>;
export const FormPenilaian = Type.Object({
  id_sidang_tugas_akhir: Type.Integer(), versi_sidang: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), judul: Type.String(),
  komponen: Type.Array(Komponen), penilaian: N(LembarNilai),
});
export type FormPenilaian = Static<typeof FormPenilaian>;
export const LembarNilaiList = Type.Object({ data: Type.Array(LembarNilai) });
export const PenilaianBody = Type.Object({
  versi: Type.Union([Type.Literal(1), Type.Literal(2)]),
  nilai: Type.Array(Type.Object({ id_komponen_penilaian: Id, nilai: Type.Number({ minimum: 0, maximum: 100 }) }), { minItems: 1, maxItems: 20 }),
  catatan: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const PenilaianTersimpan = Type.Object({ message: Type.String(), id_penilaian: Type.Integer(), nilai: Type.Number() });
export const PenilaianIdBody = Type.Object({ id_penilaian: Id });
/** Cancelling a validation returns the sheet to the lecturer, who must learn why (server/alasan.ts). */
export const PenilaianBatalBody = Type.Object({ id_penilaian: Id, catatan: Type.String({ maxLength: 1000 }) });
export const FinalisasiBody = Type.Object({ id_sidang_tugas_akhir: Id, hasil: Type.Union([Type.Literal('lulus'), Type.Literal('lulus_perbaikan'), Type.Literal('mengulang'), Type.Literal('tidak_lulus')]) });
export const FinalisasiResponse = Type.Object({ message: Type.String(), nilai_akhir: Type.Number(), nilai_huruf: N(Type.String()), hasil: Type.String() });
export const PenilaianSidang = Type.Object({
  id_sidang_tugas_akhir: Type.Integer(), id_tugas_akhir: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), judul: Type.String(), tanggal: Type.String(),
  nama_ruang: N(Type.String()), jumlah_penilaian: Type.Integer(), jumlah_divalidasi: Type.Integer(), jumlah_panel: Type.Integer(), nilai_akhir: N(Type.Number()),
  nilai_huruf: N(Type.String()), hasil: N(Type.String()),
});
export const PenilaianSidangPage = paged(PenilaianSidang);
export const PenilaianSidangQuery = Type.Object({ selesai: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])), cari: Cari, ...Page });

// Post-defence revision
export const Perbaikan = Type.Object({
  id_perbaikan: Type.Integer(), id_sidang_tugas_akhir: Type.Integer(), id_tugas_akhir: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), judul: Type.String(),
  status: Type.String(), nama_berkas: Type.String(), catatan: Type.String(), catatan_validasi: N(Type.String()), updated_at: Type.String(),
});
export type Perbaikan = Static<typeof Perbaikan>;
export const PerbaikanPage = paged(Perbaikan);
export const PerbaikanQuery = Type.Object({ status: Type.Optional(Type.Union(['diajukan', 'divalidasi', 'dikembalikan', 'revisi'].map((s) => Type.Literal(s)))), ...Page });
export const PerbaikanUnggahQuery = Type.Object({ catatan: Type.Optional(Type.String({ maxLength: 1000 })) });
export const PerbaikanStatus = Type.Object({ ...Perbaikan.properties, riwayat: Type.Array(Riwayat) });
export const PersetujuanPerbaikanBody = Type.Object({ id_perbaikan: Id, aksi: Type.Union([Type.Literal('validasi'), Type.Literal('kembalikan')]), catatan: Type.Optional(Type.String({ maxLength: 1000 })) });

// Reports
export const KuotaQuery = Type.Object({ cari: Cari, ...Page });
export const KuotaDosen = Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: N(Type.String()), id_prodi: Type.Integer(), nama_prodi: Type.String(), jabatan_fungsional: Type.String(),
  kuota: Type.Integer(), jumlah_utama: Type.Integer(), jumlah_pendamping: Type.Integer(), sisa_kuota: Type.Integer(),
});
export type KuotaDosen = Static<typeof KuotaDosen>;
export const KuotaPage = paged(KuotaDosen);
export const KuotaDetail = Type.Object({
  id_tugas_akhir: Type.Integer(), id_tugas_akhir_pembimbing: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), nama_prodi: Type.String(), judul: Type.String(),
  status: Type.String(), peran: Type.String(), nomor_surat: Type.String(), tanggal_mulai: Type.String(), batas_selesai: Type.String(), bimbingan_tervalidasi: Type.Integer(),
});
export type KuotaDetail = Static<typeof KuotaDetail>;
export const KuotaDetailPage = paged(KuotaDetail);
export const IdDosenParams = Type.Object({ id_dosen: Id });

// Supervisor change (student) and withdrawal (lecturer) requests
export const Perubahan = Type.Object({
  id_perubahan: Type.Integer(), jenis: Type.String(), id_tugas_akhir: Type.Integer(), id_mahasiswa: Type.Integer(), id_prodi: Type.Integer(), nim: Type.String(),
  nama_mahasiswa: Type.String(), judul: Type.String(), id_dosen_lama: N(Type.Integer()), dosen_lama: N(Type.String()), id_dosen_baru: N(Type.Integer()),
  dosen_baru: N(Type.String()), peran: N(Type.String()), alasan: Type.String(), status: Type.String(), catatan_validasi: N(Type.String()), dibuat_oleh: Type.Integer(),
  created_at: Type.String(), updated_at: Type.String(),
  nama_berkas: Type.Optional(N(Type.String())), langsung: Type.Optional(Type.Boolean()),
});
export type Perubahan = Static<typeof Perubahan>;
export const PerubahanDetail = Type.Object({ ...Perubahan.properties, riwayat: Type.Array(Riwayat), aksi: Type.Array(Type.String()) });
export const PerubahanPage = paged(Perubahan);
export const PerubahanBody = Type.Object({
  id_perubahan: Type.Optional(Id), id_tugas_akhir: Type.Optional(Id), id_dosen: Type.Optional(Id), alasan: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const PerubahanQuery = Type.Object({ status: Type.Optional(Type.Union(['diajukan', 'divalidasi', 'dikembalikan', 'revisi', 'dibatalkan'].map((s) => Type.Literal(s)))), cari: Cari, ...Page });
export const ValidasiPerubahanBody = Type.Object({ id_perubahan: Id, aksi: Type.Union([Type.Literal('validasi'), Type.Literal('kembalikan')]), catatan: Type.Optional(Type.String({ maxLength: 1000 })) });
export const PemberianBody = Type.Object({ id_perubahan: Id, id_dosen: Id, nomor_surat: Type.Optional(Type.String({ minLength: 3, maxLength: 100 })) });

// Reports of the programme and the lecturer's histories (data-laporan, riwayat; issue 5 section 7)
const Keadaan = Type.Union(['berjalan', 'selesai', 'gagal', 'diganti'].map((s) => Type.Literal(s)));
const Tahap = Type.Union(['proposal', 'bimbingan', 'sidang', 'perbaikan', 'selesai', 'perpanjangan', 'gagal'].map((s) => Type.Literal(s)));
export const DosenRingkas = Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String(), id_prodi: Type.Integer(), nama_prodi: Type.String() });
export type DosenRingkas = Static<typeof DosenRingkas>;

export const PengajuanTaQuery = Type.Object({
  status: Type.Optional(Type.Union(['diajukan', 'divalidasi', 'dikembalikan', 'revisi', 'dibatalkan'].map((s) => Type.Literal(s)))),
  tahap: Type.Optional(Tahap), id_prodi: Type.Optional(Id), cari: Cari, ...Page,
});
export const PengajuanTa = Type.Object({
  id_proposal_tugas_akhir: Type.Integer(), id_tugas_akhir: N(Type.Integer()), id_mahasiswa: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(),
  id_prodi: Type.Integer(), nama_prodi: Type.String(), judul: Type.String(), jenis: Type.String(), status_proposal: Type.String(), diajukan_at: N(Type.String()),
  tahap: N(Type.String()), tanggal_mulai: N(Type.String()), batas_selesai: N(Type.String()), pembimbing_utama: N(Type.String()), pembimbing_pendamping: N(Type.String()),
  id_sidang_tugas_akhir: N(Type.Integer()), tanggal_sidang: N(Type.String()), hasil_sidang: N(Type.String()), nilai_akhir: N(Type.Number()), nilai_huruf: N(Type.String()),
});
export type PengajuanTa = Static<typeof PengajuanTa>;
export const PengajuanTaPage = paged(PengajuanTa);
export const PembimbingRiwayat = Type.Object({
  id_tugas_akhir_pembimbing: Type.Integer(), id_dosen: Type.Integer(), nama_dosen: Type.String(), peran: Type.String(), aktif: Type.Boolean(), nomor_surat: Type.String(),
  tanggal_surat: Type.String(), bimbingan_tervalidasi: Type.Integer(), bimbingan_menunggu: Type.Integer(),
});
export const SidangRingkas = Type.Object({
  id_sidang_tugas_akhir: Type.Integer(), status: Type.String(), tanggal: N(Type.String()), jam_mulai: N(Type.String()), jam_selesai: N(Type.String()), nama_ruang: N(Type.String()),
  nilai_akhir: N(Type.Number()), nilai_huruf: N(Type.String()), hasil: N(Type.String()),
});
export const RiwayatItem = Type.Object({ ...Riwayat.properties, jenis: Type.String() });
export const PengajuanTaDetail = Type.Object({
  ...PengajuanTa.properties, ringkasan: Type.String(), pembimbing: Type.Array(PembimbingRiwayat), sidang: Type.Array(SidangRingkas), riwayat: Type.Array(RiwayatItem),
});
export type PengajuanTaDetail = Static<typeof PengajuanTaDetail>;

export const PembimbingDosenQuery = Type.Object({ id_prodi: Type.Optional(Id), cari: Cari, ...Page });
export const PembimbingDosen = Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: N(Type.String()), id_prodi: Type.Integer(), nama_prodi: Type.String(), jabatan_fungsional: Type.String(),
  utama_aktif: Type.Integer(), utama_selesai: Type.Integer(), pendamping_aktif: Type.Integer(), pendamping_selesai: Type.Integer(), berhenti: Type.Integer(),
});
export type PembimbingDosen = Static<typeof PembimbingDosen>;
export const PembimbingDosenPage = paged(PembimbingDosen);
export const SupervisiQuery = Type.Object({
  keadaan: Type.Optional(Keadaan), peran: Type.Optional(Type.Union([Type.Literal('utama'), Type.Literal('pendamping')])), cari: Cari, ...Page,
});
export const Supervisi = Type.Object({
  id_tugas_akhir_pembimbing: Type.Integer(), id_tugas_akhir: Type.Integer(), id_proposal_tugas_akhir: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(),
  nama_prodi: Type.String(), judul: Type.String(), peran: Type.String(), aktif: Type.Boolean(), tahap: Type.String(), keadaan: Type.String(), nomor_surat: Type.String(),
  tanggal_surat: Type.String(), batas_selesai: Type.String(), bimbingan_tervalidasi: Type.Integer(), bimbingan_menunggu: Type.Integer(), nilai_huruf: N(Type.String()),
});
export type Supervisi = Static<typeof Supervisi>;
export const SupervisiPage = Type.Object({ ...paged(Supervisi).properties, dosen: DosenRingkas });

export const RiwayatBimbinganQuery = Type.Object({ tahap: Type.Optional(Tahap), id_prodi: Type.Optional(Id), cari: Cari, ...Page });
export const RiwayatBimbingan = Type.Object({
  id_tugas_akhir_pembimbing: Type.Integer(), id_tugas_akhir: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), nama_prodi: Type.String(), judul: Type.String(),
  tahap: Type.String(), id_dosen: Type.Integer(), nama_dosen: Type.String(), peran: Type.String(), aktif: Type.Boolean(), jumlah_divalidasi: Type.Integer(),
  jumlah_menunggu: Type.Integer(), jumlah_ditolak: Type.Integer(), bimbingan_terakhir: N(Type.String()), minimal_bimbingan: Type.Integer(),
});
export type RiwayatBimbingan = Static<typeof RiwayatBimbingan>;
export const RiwayatBimbinganPage = paged(RiwayatBimbingan);

export const PengujiSidangQuery = Type.Object({ id_prodi: Type.Optional(Id), cari: Cari, ...Page });
export const PengujiSidang = Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: N(Type.String()), id_prodi: Type.Integer(), nama_prodi: Type.String(), jumlah_menguji: Type.Integer(),
  jumlah_selesai: Type.Integer(), jumlah_terjadwal: Type.Integer(), sidang_terakhir: N(Type.String()),
});
export type PengujiSidang = Static<typeof PengujiSidang>;
export const PengujiSidangPage = paged(PengujiSidang);
export const SidangDiuji = Type.Object({
  id_sidang_tugas_akhir: Type.Integer(), id_tugas_akhir: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), nama_prodi: Type.String(), judul: Type.String(),
  tanggal: Type.String(), jam_mulai: Type.String(), jam_selesai: Type.String(), nama_ruang: N(Type.String()), urutan: Type.Integer(), nilai_akhir: N(Type.Number()),
  nilai_huruf: N(Type.String()), hasil: N(Type.String()),
});
export type SidangDiuji = Static<typeof SidangDiuji>;
export const SidangDiujiPage = Type.Object({ ...paged(SidangDiuji).properties, dosen: DosenRingkas });
// Title-change permission (izin perubahan), extension (perpanjangan), staff supervisor change
const StatusIzin = Type.Union(['diajukan', 'disetujui_pembimbing', 'disetujui', 'dikembalikan', 'dibatalkan'].map((s) => Type.Literal(s)));
export const IzinPerubahan = Type.Object({
  id_izin_perubahan: Type.Integer(), id_tugas_akhir: Type.Integer(), id_mahasiswa: Type.Integer(), id_prodi: Type.Integer(), nama_prodi: Type.String(), nim: Type.String(),
  nama_mahasiswa: Type.String(), judul_sekarang: Type.String(), judul_lama: Type.String(), judul_baru: Type.String(), alasan: Type.String(), nama_berkas: N(Type.String()),
  status: Type.String(), catatan_pembimbing: N(Type.String()), catatan_prodi: N(Type.String()), id_dosen_pembimbing: N(Type.Integer()), pembimbing_utama: N(Type.String()),
  created_at: Type.String(), updated_at: Type.String(), riwayat: Type.Array(Riwayat), aksi: Type.Array(Type.String()),
});
export type IzinPerubahan = Static<typeof IzinPerubahan>;
export const IzinPerubahanPage = paged(IzinPerubahan);
export const IzinPerubahanBody = Type.Object({ judul_baru: Teks(300), alasan: Teks(2000) });
export const IzinIdBody = Type.Object({ id_izin_perubahan: Id });
export const IzinIdQuery = Type.Object({ id_izin_perubahan: Id });
export const IzinPembimbingQuery = Type.Object({ status: Type.Optional(StatusIzin), ...Page });
export const IzinProdiQuery = Type.Object({ status: Type.Optional(StatusIzin), cari: Cari, ...Page });
export const PutusanIzinBody = Type.Object({ id_izin_perubahan: Id, aksi: Type.Union([Type.Literal('setujui'), Type.Literal('kembalikan')]), catatan: Type.Optional(Type.String({ maxLength: 1000 })) });

export const Perpanjangan = Type.Object({
  id_perubahan: Type.Integer(), id_tugas_akhir: Type.Integer(), id_mahasiswa: Type.Integer(), id_prodi: Type.Integer(), nama_prodi: Type.String(), nim: Type.String(),
  nama_mahasiswa: Type.String(), judul: Type.String(), status_tugas_akhir: Type.String(), bulan: Type.Integer(), alasan: Type.String(), status: Type.String(),
  catatan_validasi: N(Type.String()), tanggal_mulai: Type.String(), batas_selesai: Type.String(), jumlah_perpanjangan: Type.Integer(), batas_lama: N(Type.String()),
  batas_baru: N(Type.String()), sisa_hari: Type.Integer(), created_at: Type.String(), updated_at: Type.String(), riwayat: Type.Array(Riwayat), aksi: Type.Array(Type.String()),
});
export type Perpanjangan = Static<typeof Perpanjangan>;
export const PerpanjanganPage = paged(Perpanjangan);
export const PerpanjanganQuery = Type.Object({ status: Type.Optional(Type.Union(['diajukan', 'divalidasi', 'dikembalikan', 'revisi', 'dibatalkan'].map((s) => Type.Literal(s)))), cari: Cari, ...Page });
export const PerpanjanganBody = Type.Object({ id_perubahan: Type.Optional(Id), alasan: Type.Optional(Type.String({ maxLength: 2000 })), bulan: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })) });
export const PerpanjanganIdBody = Type.Object({ id_perubahan: Id });
export const ValidasiPerpanjanganBody = ValidasiPerubahanBody;

export const GantiPembimbingProdiBody = Type.Object({
  id_tugas_akhir: Id, id_dosen_lama: Id, id_dosen_baru: Id, alasan: Teks(2000), nomor_surat: Type.Optional(Type.String({ minLength: 3, maxLength: 100 })),
});
export const GantiPembimbingProdiResponse = Type.Object({ message: Type.String(), id_perubahan: Type.Integer(), id_tugas_akhir_pembimbing: Type.Integer(), nomor_surat: Type.String() });
export const PerubahanIdQuery = Type.Object({ id_perubahan: Id });
// Proposal examination (sidang pra-UAPS)
const JamPra = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const StatusUjian = ['dijadwalkan', 'perlu_perbaikan', 'perbaikan_diajukan', 'lulus', 'tidak_lulus'];
export const PengujiUjian = Type.Object({ id_dosen: Type.Integer(), nama_dosen: Type.String(), urutan: Type.Integer() });
export const UjianProposal = Type.Object({
  id_ujian_proposal: Type.Integer(), id_proposal_tugas_akhir: Type.Integer(), id_tugas_akhir: N(Type.Integer()), id_mahasiswa: Type.Integer(), nim: Type.String(),
  nama_mahasiswa: Type.String(), id_prodi: Type.Integer(), nama_prodi: Type.String(), judul: Type.String(), status: Type.String(), tanggal: Type.String(),
  jam_mulai: Type.String(), jam_selesai: Type.String(), id_ruang: Type.Integer(), nama_ruang: Type.String(), hasil: N(Type.String()), catatan_hasil: N(Type.String()),
  hasil_oleh: N(Type.String()), hasil_at: N(Type.String()), nama_berkas_perbaikan: N(Type.String()), catatan_perbaikan: N(Type.String()),
  perbaikan_diajukan_at: N(Type.String()), disetujui_oleh: N(Type.String()), selesai_at: N(Type.String()), updated_at: Type.String(), penguji: Type.Array(PengujiUjian),
});
export type UjianProposal = Static<typeof UjianProposal>;
export const RiwayatJudul = Type.Object({ judul_lama: Type.String(), judul_baru: Type.String(), alasan: Type.String(), oleh: N(Type.String()), waktu: Type.String() });
export const UjianProposalDetail = Type.Object({ ...UjianProposal.properties, riwayat: Type.Array(Riwayat), riwayat_judul: Type.Array(RiwayatJudul), aksi: Type.Array(Type.String()) });
export type UjianProposalDetail = Static<typeof UjianProposalDetail>;
export const UjianProposalSaya = Type.Object({ ujian: N(UjianProposalDetail) });
export const UjianProposalPage = paged(UjianProposal);
export const UjianProposalQuery = Type.Object({ status: Type.Optional(Type.Union(StatusUjian.map((s) => Type.Literal(s)))), id_prodi: Type.Optional(Id), cari: Cari, ...Page });
export const SelesaiUjiQuery = Type.Object({ id_prodi: Type.Optional(Id), cari: Cari, ...Page });
export const PenjadwalanUjian = Type.Object({
  id_proposal_tugas_akhir: Type.Integer(), nim: Type.String(), nama_mahasiswa: Type.String(), id_prodi: Type.Integer(), nama_prodi: Type.String(), judul: Type.String(),
  divalidasi_at: N(Type.String()), id_ujian_proposal: N(Type.Integer()), status_ujian: N(Type.String()), tanggal: N(Type.String()), jam_mulai: N(Type.String()),
  jam_selesai: N(Type.String()), id_ruang: N(Type.Integer()), nama_ruang: N(Type.String()), penguji: Type.Array(PengujiUjian),
});
export type PenjadwalanUjian = Static<typeof PenjadwalanUjian>;
export const PenjadwalanUjianPage = paged(PenjadwalanUjian);
export const PenjadwalanUjianQuery = Type.Object({ terjadwal: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])), id_prodi: Type.Optional(Id), cari: Cari, ...Page });
const JadwalUjian = { tanggal: Tanggal, jam_mulai: JamPra, jam_selesai: JamPra, id_ruang: Id, penguji: Type.Array(Id, { minItems: 1, maxItems: 3 }) };
export const JadwalUjianBaruBody = Type.Object({ id_proposal_tugas_akhir: Id, ...JadwalUjian });
export const JadwalUjianUbahBody = Type.Object({ id_ujian_proposal: Id, ...JadwalUjian });
export const StatusPengujianBody = Type.Object({
  id_ujian_proposal: Id, hasil: Type.Union([Type.Literal('lulus'), Type.Literal('lulus_perbaikan'), Type.Literal('tidak_lulus')]), catatan: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const StatusPerbaikanBody = Type.Object({ id_ujian_proposal: Id, aksi: Type.Union([Type.Literal('setujui'), Type.Literal('kembalikan')]), catatan: Type.Optional(Type.String({ maxLength: 2000 })) });
export const UbahJudulBody = Type.Object({ id_ujian_proposal: Id, judul: Teks(300, 10), alasan: Teks(1000) });
export const PerbaikanUjianQuery = Type.Object({ id_ujian_proposal: Id, catatan: Type.Optional(Type.String({ maxLength: 1000 })) });
export const CetakUjianQuery = Type.Object({ id_ujian_proposal: Id, jenis: Type.Union([Type.Literal('undangan'), Type.Literal('berita_acara')]) });
export const RekapPenguji = Type.Object({
  id_dosen: Type.Integer(), nama_dosen: Type.String(), nidn: N(Type.String()), nama_prodi: Type.String(), jumlah: Type.Integer(),
  dijadwalkan: Type.Integer(), perbaikan: Type.Integer(), lulus: Type.Integer(), tidak_lulus: Type.Integer(),
});
export type RekapPenguji = Static<typeof RekapPenguji>;
export const RekapPengujiPage = paged(RekapPenguji);
export const RiwayatPengujiPage = Type.Object({ ...paged(UjianProposal).properties, nama_dosen: Type.String() });
