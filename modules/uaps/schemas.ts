import Type, { type Static, type TSchema } from 'typebox';

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
const Tanggal = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const Teks = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max });

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
export const TokenQuery = Type.Object({ token: Type.String({ minLength: 20, maxLength: 200 }) });
export const TokenBody = Type.Object({ token: Type.String({ minLength: 20, maxLength: 200 }), catatan: Type.Optional(Type.String({ maxLength: 1000 })) });
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
