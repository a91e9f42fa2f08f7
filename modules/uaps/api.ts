import type { Static } from 'typebox';
import { api, apiQuiet, fileNameOf, saveBlob } from '../../core/client';
import type {
  BimbinganPage, BimbinganPublik, BimbinganTersimpan, BerkasProposalList, JumlahAjuan, MahasiswaBimbinganPage, PembimbingList, PenugasanResponse, Pesan,
  ProposalDetail, ProposalPage, RekomendasiPembimbingPage, RekomendasiPenelitianPage, SyaratBerkasList, TugasAkhirDetail, TugasAkhirPage, TugasAkhirSaya,
} from './schemas';
import type { KuotaDetailPage, KuotaPage, PerubahanDetail, PerubahanPage } from './schemas';
import type { IzinPerubahan, Perpanjangan } from './schemas';
import type { PembimbingDosenPage, PengajuanTaDetail, PengajuanTaPage, PengujiSidangPage, RiwayatBimbinganPage, SidangDiujiPage, SupervisiPage } from './schemas';
import type { PenjadwalanUjian, RekapPenguji, UjianProposal, UjianProposalDetail } from './schemas';
import type {
  FormPenilaian, LembarNilai, Perbaikan, PenilaianSidangPage as PenilaianSidangPageSchema, SidangDetail, SidangDosenPage, SidangPage,
} from './schemas';

// One typed function per uaps call of spec section 7 that the pages use. Lists go through
// `apiQuiet` (the page shows the error); actions through `api` (a red toast on failure).

type Q = Record<string, string | number | undefined>;
type Draft = { judul: string; id_jenis_tugas_akhir: number; ringkasan?: string; id_dosen_usulan?: number | null };
type Paging = { page?: number; per_page?: number };

export const getRekomendasiPembimbing = (query: { cari?: string } & Paging) => apiQuiet<Static<typeof RekomendasiPembimbingPage>>('tugas-akhir/rekomendasi/pembimbing', { query });
export const getRekomendasiPenelitian = (query: { cari?: string } & Paging) => apiQuiet<Static<typeof RekomendasiPenelitianPage>>('tugas-akhir/rekomendasi/penelitian', { query });

export const getSyaratBerkas = () => apiQuiet<Static<typeof SyaratBerkasList>>('tugas-akhir/pengajuan-proposal/syarat-berkas');
export const getTugasAkhirSaya = () => apiQuiet<TugasAkhirSaya>('tugas-akhir/mahasiswa');
export const getPembimbingSaya = () => apiQuiet<Static<typeof PembimbingList>>('tugas-akhir/mahasiswa/pembimbing');
export const getTugasAkhir = (id: number) => apiQuiet<TugasAkhirDetail>(`tugas-akhir/dt/${id}`);
export const getProposal = (id: number) => apiQuiet<ProposalDetail>(`tugas-akhir/proposal/dt/${id}`);
export const getBerkasProposal = (id: number) => apiQuiet<Static<typeof BerkasProposalList>>(`tugas-akhir/pengajuan-proposal/berkas/${id}`);

/** The owner's proposal calls; `tahap` picks the draft or the revision path of the spec. */
export const buatDraft = (body: Draft) => api<ProposalDetail>('tugas-akhir/pengajuan-proposal/draft', { method: 'POST', body });
export const ubahProposal = (tahap: 'draft' | 'perbaikan', body: Draft & { id_proposal_tugas_akhir: number }) =>
  api<ProposalDetail>(`tugas-akhir/pengajuan-proposal/${tahap}`, { method: 'PATCH', body });
export const unggahBerkas = (tahap: 'draft' | 'perbaikan', idProposal: number, idSyarat: number, file: File) => {
  const form = new FormData();
  form.append('berkas', file, file.name);
  return api<ProposalDetail>(`tugas-akhir/pengajuan-proposal/${tahap}/berkas`, { method: 'POST', body: form, query: { id_proposal_tugas_akhir: idProposal, id_syarat_berkas_ta: idSyarat } });
};
export const ajukanProposal = (tahap: 'draft' | 'perbaikan', id: number) => api<ProposalDetail>(`tugas-akhir/pengajuan-proposal/${tahap}/mengajukan`, { method: 'POST', body: { id_proposal_tugas_akhir: id } });
export const batalkanProposal = (tahap: 'draft' | 'perbaikan', id: number) => api<ProposalDetail>(`tugas-akhir/pengajuan-proposal/${tahap}/pembatalan`, { method: 'PATCH', body: { id_proposal_tugas_akhir: id } });
export const mulaiPerbaikan = (id: number) => api<ProposalDetail>('tugas-akhir/pengajuan-proposal/perbaikan', { method: 'POST', body: { id_proposal_tugas_akhir: id } });

export const getProposalDt = (query: Q & Paging) => apiQuiet<Static<typeof ProposalPage>>('tugas-akhir/proposal/dt', { query });
export const validasiProposal = (body: { id_proposal_tugas_akhir: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) =>
  api<ProposalDetail>('tugas-akhir/validasi/pengajuan-proposal', { method: 'POST', body });

export const getTugasAkhirDt = (query: Q & Paging) => apiQuiet<Static<typeof TugasAkhirPage>>('tugas-akhir/dt', { query });
export const tugaskanPembimbing = (body: { id_tugas_akhir: number; id_dosen: number; peran: 'utama' | 'pendamping'; nomor_surat?: string }) =>
  api<Static<typeof PenugasanResponse>>('tugas-akhir/penugasan-pembimbing', { method: 'POST', body });

export const catatBimbingan = (body: { id_dosen: number; tanggal: string; topik: string; catatan?: string }) => api<BimbinganTersimpan>('tugas-akhir/bimbingan', { method: 'POST', body });
export const ubahBimbingan = (id: number, body: { tanggal: string; topik: string; catatan?: string }) => api<BimbinganTersimpan>(`tugas-akhir/bimbingan/${id}`, { method: 'PATCH', body });
export const getRiwayatBimbingan = (query: Q & Paging) => apiQuiet<Static<typeof BimbinganPage>>('tugas-akhir/bimbingan-riwayat', { query });
export const getBimbinganDosen = (query: Q & Paging) => apiQuiet<Static<typeof BimbinganPage>>('tugas-akhir/bimbingan', { query });
export const validasiBimbingan = (body: { id_tugas_akhir_bimbingan: number; aksi: 'validasi' | 'tolak'; catatan?: string }) => api<Pesan>('tugas-akhir/validasi/bimbingan', { method: 'POST', body });
export const getMahasiswaBimbingan = (query: Q & Paging) => apiQuiet<Static<typeof MahasiswaBimbinganPage>>('tugas-akhir/mahasiswa-bimbingan', { query });
export const setujuiSidang = (idTugasAkhir: number) => api<Pesan>(`tugas-akhir/bimbingan/${idTugasAkhir}/persetujuan-sidang`, { method: 'POST' });
export const batalPersetujuanSidang = (idTugasAkhir: number) => api<Pesan>(`tugas-akhir/bimbingan/${idTugasAkhir}/persetujuan-sidang/batal`, { method: 'PATCH' });

export const getTautanBimbingan = (token: string) => apiQuiet<BimbinganPublik>('tugas-akhir/validasi/s/bimbingan', { query: { token } });
export const validasiTautanBimbingan = (token: string) => apiQuiet<Pesan>('tugas-akhir/validasi/s/bimbingan', { method: 'POST', body: { token } });

export const getJumlahAjuanProdi = () => apiQuiet<JumlahAjuan>('tugas-akhir/dashboard/prodi/jumlah-ajuan');
export const getJumlahAjuanDosen = () => apiQuiet<JumlahAjuan>('tugas-akhir/dashboard/dosen/jumlah-ajuan');

/** Downloads a binary call with the bearer token and saves it under the server's file name. */
export async function unduh(path: string, query?: Q, fallback = 'berkas'): Promise<void> {
  const response = await api.raw(path, { query, responseType: 'blob' });
  saveBlob(response._data as Blob, fileNameOf(response.headers.get('content-disposition'), fallback));
}

// Defence, scores and post-defence revision

export const getSidangSaya = () => apiQuiet<{ sidang: SidangDetail | null; dapat_daftar: boolean; alasan_tidak_dapat_daftar: string | null }>('tugas-akhir/pengajuan-sidang/mahasiswa');
export const getSidang = (id: number) => apiQuiet<SidangDetail>(`tugas-akhir/sidang/dt/${id}`);
export const buatDraftSidang = () => api<SidangDetail>('tugas-akhir/pengajuan-sidang/draft', { method: 'POST', body: {} });
export const unggahBerkasSidang = (tahap: 'draft' | 'perbaikan', idSidang: number, idSyarat: number, file: File) => {
  const form = new FormData();
  form.append('berkas', file, file.name);
  return api<SidangDetail>(`tugas-akhir/pengajuan-sidang/${tahap}/berkas`, { method: 'POST', body: form, query: { id_sidang_tugas_akhir: idSidang, id_syarat_berkas_ta: idSyarat } });
};
export const ajukanSidang = (tahap: 'draft' | 'perbaikan', id: number) => api<SidangDetail>(`tugas-akhir/pengajuan-sidang/${tahap}/mengajukan`, { method: 'POST', body: { id_sidang_tugas_akhir: id } });
export const batalkanSidang = (tahap: 'draft' | 'perbaikan', id: number) => api<SidangDetail>(`tugas-akhir/pengajuan-sidang/${tahap}/pembatalan`, { method: 'PATCH', body: { id_sidang_tugas_akhir: id } });
export const mulaiPerbaikanSidang = (id: number) => api<SidangDetail>('tugas-akhir/pengajuan-sidang/perbaikan', { method: 'POST', body: { id_sidang_tugas_akhir: id } });
export const getSidangDt = (query: Q & Paging) => apiQuiet<Static<typeof SidangPage>>('tugas-akhir/sidang/dt', { query });
export const validasiSidang = (body: { id_sidang_tugas_akhir: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) => api<SidangDetail>('tugas-akhir/validasi/pengajuan-sidang', { method: 'POST', body });
export const jadwalkanSidang = (mode: 'POST' | 'PATCH', body: { id_sidang_tugas_akhir: number; tanggal: string; jam_mulai: string; jam_selesai: string; id_ruang: number; penguji: number[] }) =>
  api<SidangDetail>('tugas-akhir/sidang/penjadwalan', { method: mode, body });
export const getSidangPenguji = (query: Paging) => apiQuiet<Static<typeof SidangDosenPage>>('tugas-akhir/sidang/penguji', { query });

/** The score form of a panel member: id is the project for a supervisor, the defence for an examiner. */
export const getFormPenilaian = (peran: 'pembimbing' | 'penguji', versi: 1 | 2, id: number) =>
  apiQuiet<FormPenilaian>(`tugas-akhir/${versi === 2 ? 'penilaian-v2' : 'penilaian'}/${peran}/${id}`);
export const simpanPenilaian = (peran: 'pembimbing' | 'penguji', mode: 'POST' | 'PATCH' | 'perbaikan', id: number, body: { versi: 1 | 2; nilai: { id_komponen_penilaian: number; nilai: number }[]; catatan?: string }) =>
  api<{ message: string; id_penilaian: number; nilai: number }>(`tugas-akhir/penilaian/${peran}/${id}${mode === 'perbaikan' ? '/perbaikan' : ''}`, { method: mode === 'POST' ? 'POST' : 'PATCH', body });
export const getPenilaianSidang = (query: Q & Paging) => apiQuiet<Static<typeof PenilaianSidangPageSchema>>('tugas-akhir/penilaian-sidang', { query });
export const getDetailPenilaianSidang = (id: number) => apiQuiet<SidangDetail & { penilaian: LembarNilai[] }>(`tugas-akhir/penilaian-sidang/${id}`);
export const validasiLembar = (peran: 'pembimbing' | 'penguji', idPenilaian: number) =>
  api<Pesan>(`tugas-akhir/validasi/penilaian-sidang/${peran}`, { method: 'POST', body: { id_penilaian: idPenilaian } });
/** Cancels a validation: the sheet goes back to the lecturer with the reason. */
export const batalValidasiLembar = (peran: 'pembimbing' | 'penguji', idPenilaian: number, catatan: string) =>
  api<Pesan>(`tugas-akhir/validasi/penilaian-sidang/${peran}/batal`, { method: 'POST', body: { id_penilaian: idPenilaian, catatan } });
export const finalisasiSidang = (body: { id_sidang_tugas_akhir: number; hasil: 'lulus' | 'lulus_perbaikan' | 'mengulang' | 'tidak_lulus' }) =>
  api<{ message: string; nilai_akhir: number; nilai_huruf: string | null; hasil: string }>('tugas-akhir/validasi/penilaian-sidang', { method: 'POST', body });

export const getPerbaikan = (query: Q & Paging) => apiQuiet<{ data: Perbaikan[]; current_page: number; per_page: number; total: number }>('tugas-akhir/perbaikan-setelah-sidang', { query });
export const unggahPerbaikan = (file: File, catatan: string) => {
  const form = new FormData();
  form.append('berkas', file, file.name);
  return api<Perbaikan>('tugas-akhir/perbaikan-setelah-sidang', { method: 'POST', body: form, query: { catatan: catatan || undefined } });
};
export const setujuiPerbaikan = (body: { id_perbaikan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) => api<Pesan>('tugas-akhir/perbaikan-setelah-sidang/persetujuan', { method: 'POST', body });

// Reports
export const getKuotaBimbingan = (query: Q & Paging) => apiQuiet<Static<typeof KuotaPage>>('tugas-akhir/kuota/bimbingan', { query });
export const getKuotaBimbinganDetail = (idDosen: number, query: Paging) => apiQuiet<Static<typeof KuotaDetailPage>>(`tugas-akhir/kuota/bimbingan/${idDosen}`, { query });

// Supervisor change (mahasiswa) and withdrawal (dosen) requests
export type JalurPerubahan = 'mahasiswa' | 'dosen';
export const getPerubahan = (jalur: JalurPerubahan, query: Q & Paging) => apiQuiet<Static<typeof PerubahanPage>>(`tugas-akhir/perubahan-pembimbing/${jalur}`, { query });
export const getPerubahanDiterima = (jalur: JalurPerubahan, query: Paging) => apiQuiet<Static<typeof PerubahanPage>>(`tugas-akhir/perubahan-pembimbing/diterima/${jalur}`, { query });
export const simpanPerubahan = (jalur: JalurPerubahan, body: { id_perubahan?: number; id_tugas_akhir?: number; id_dosen?: number; alasan?: string }) =>
  api<Static<typeof PerubahanDetail>>(`tugas-akhir/perubahan-pembimbing/${jalur}`, { method: 'POST', body });
export const batalPerubahan = (jalur: JalurPerubahan, id: number) => api<Static<typeof PerubahanDetail>>(`tugas-akhir/perubahan-pembimbing/${jalur}/${id}/batal`, { method: 'DELETE' });
export const validasiPerubahan = (jalur: JalurPerubahan, body: { id_perubahan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) =>
  api<Static<typeof PerubahanDetail>>(`tugas-akhir/validasi/perubahan-pembimbing/${jalur}`, { method: 'POST', body });
export const pemberianPembimbing = (jalur: JalurPerubahan, body: { id_perubahan: number; id_dosen: number }) =>
  api<Static<typeof PenugasanResponse>>(`tugas-akhir/perubahan-pembimbing/diterima/${jalur}/pemberian-pembimbing`, { method: 'POST', body });

// Histories and reports (data-laporan, riwayat)
type Supervisi = Q & Paging & { keadaan?: string; peran?: string };
export const getPengajuanTaDt = (query: Q & Paging) => apiQuiet<Static<typeof PengajuanTaPage>>('tugas-akhir/pengajuan-ta/dt', { query });
export const getPengajuanTa = (id: number) => apiQuiet<PengajuanTaDetail>(`tugas-akhir/pengajuan-ta/dt/${id}`);
export const getPembimbingDosen = (query: Q & Paging) => apiQuiet<Static<typeof PembimbingDosenPage>>('tugas-akhir/pembimbing/dosen', { query });
export const getPembimbingDosenDetail = (idDosen: number, query: Supervisi) => apiQuiet<Static<typeof SupervisiPage>>(`tugas-akhir/pembimbing/dosen/${idDosen}`, { query });
export const getRiwayatBimbinganProdi = (query: Q & Paging) => apiQuiet<Static<typeof RiwayatBimbinganPage>>('tugas-akhir/bimbingan-riwayat/prodi', { query });
export const getPengujiSidang = (query: Q & Paging) => apiQuiet<Static<typeof PengujiSidangPage>>('tugas-akhir/riwayat/penguji-sidang', { query });
export const getPengujiSidangDetail = (idDosen: number, query: Paging) => apiQuiet<Static<typeof SidangDiujiPage>>(`tugas-akhir/riwayat/penguji-sidang/${idDosen}`, { query });
// Title-change permission, extension, staff supervisor change
type IzinPage = { data: IzinPerubahan[]; current_page: number; per_page: number; total: number; akses_prodi?: number[] };
type PerpanjanganPage = { data: Perpanjangan[]; current_page: number; per_page: number; total: number; akses_prodi?: number[] };
export const getIzinSaya = (query: Paging) => apiQuiet<IzinPage>('tugas-akhir/izin-perubahan', { query });
export const ajukanIzin = (body: { judul_baru: string; alasan: string }) => api<IzinPerubahan>('tugas-akhir/izin-perubahan', { method: 'POST', body });
export const batalIzin = (id: number) => api<IzinPerubahan>('tugas-akhir/izin-perubahan/batal', { method: 'POST', body: { id_izin_perubahan: id } });
export const unggahBerkasIzin = (id: number, file: File) => {
  const form = new FormData();
  form.append('berkas', file, file.name);
  return api<IzinPerubahan>('tugas-akhir/izin-perubahan/berkas', { method: 'POST', body: form, query: { id_izin_perubahan: id } });
};
export const getIzinPembimbing = (query: Q & Paging) => apiQuiet<IzinPage>('tugas-akhir/izin-perubahan/persetujuan-pembimbing', { query });
export const getIzinProdi = (query: Q & Paging) => apiQuiet<IzinPage>('tugas-akhir/izin-perubahan/persetujuan-prodi', { query });
export const putusanIzin = (pihak: 'pembimbing' | 'prodi', body: { id_izin_perubahan: number; aksi: 'setujui' | 'kembalikan'; catatan?: string }) =>
  api<IzinPerubahan>(`tugas-akhir/izin-perubahan/persetujuan-${pihak}`, { method: 'POST', body });
export const getPerpanjangan = (query: Q & Paging) => apiQuiet<PerpanjanganPage>('tugas-akhir/perpanjangan', { query });
export const ajukanPerpanjangan = (body: { id_perubahan?: number; alasan?: string; bulan?: number }) => api<Perpanjangan>('tugas-akhir/perpanjangan', { method: 'POST', body });
export const batalPerpanjangan = (id: number) => api<Perpanjangan>('tugas-akhir/perpanjangan/batal', { method: 'POST', body: { id_perubahan: id } });
export const validasiPerpanjangan = (body: { id_perubahan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) => api<Perpanjangan>('tugas-akhir/perpanjangan/validasi', { method: 'POST', body });
export const gantiPembimbingProdi = (body: { id_tugas_akhir: number; id_dosen_lama: number; id_dosen_baru: number; alasan: string }) =>
  api<{ message: string; id_perubahan: number; id_tugas_akhir_pembimbing: number; nomor_surat: string }>('tugas-akhir/perubahan-pembimbing/prodi', { method: 'POST', body });
export const unggahBerkasPerubahan = (id: number, file: File) => {
  const form = new FormData();
  form.append('berkas', file, file.name);
  return api<Pesan>('tugas-akhir/perubahan-pembimbing/berkas', { method: 'POST', body: form, query: { id_perubahan: id } });
};
// Proposal examination (sidang pra-UAPS)
export type UjianQuery = { status?: string; id_prodi?: number; cari?: string } & Paging;
type JadwalUjian = { tanggal: string; jam_mulai: string; jam_selesai: string; id_ruang: number; penguji: number[] };
type UjianPage = { data: UjianProposal[]; current_page: number; per_page: number; total: number };
export const getPenjadwalanUjian = (query: Q & Paging) =>
  apiQuiet<{ data: PenjadwalanUjian[]; current_page: number; per_page: number; total: number }>('tugas-akhir/proposal/penjadwalan', { query });
export const jadwalkanUjian = (body: JadwalUjian & ({ id_proposal_tugas_akhir: number } | { id_ujian_proposal: number })) =>
  api<UjianProposalDetail>('tugas-akhir/proposal/penjadwalan', { method: 'id_ujian_proposal' in body ? 'PATCH' : 'POST', body });
export const getUjianPenguji = (query: UjianQuery) => apiQuiet<UjianPage>('tugas-akhir/proposal/penguji', { query });
export const getSelesaiUji = (query: UjianQuery) => apiQuiet<UjianPage>('tugas-akhir/proposal/selesai-uji', { query });
export const getUjianSaya = () => apiQuiet<{ ujian: UjianProposalDetail | null }>('tugas-akhir/proposal/pengujian/mahasiswa');
export const getUjian = (id: number) => apiQuiet<UjianProposalDetail>(`tugas-akhir/proposal/pengujian/${id}`);
export const catatHasilUjian = (body: { id_ujian_proposal: number; hasil: 'lulus' | 'lulus_perbaikan' | 'tidak_lulus'; catatan?: string }) =>
  api<UjianProposalDetail>('tugas-akhir/proposal/status-pengujian', { method: 'PATCH', body });
export const statusPerbaikanUjian = (body: { id_ujian_proposal: number; aksi: 'setujui' | 'kembalikan'; catatan?: string }) =>
  api<UjianProposalDetail>('tugas-akhir/proposal/status-perbaikan', { method: 'PATCH', body });
export const ubahJudulUjian = (body: { id_ujian_proposal: number; judul: string; alasan: string }) => api<UjianProposalDetail>('tugas-akhir/proposal/ubah-judul', { method: 'PATCH', body });
export const unggahPerbaikanUjian = (idUjian: number, file: File, catatan: string) => {
  const form = new FormData();
  form.append('berkas', file, file.name);
  return api<UjianProposalDetail>('tugas-akhir/proposal/perbaikan-pengujian', { method: 'POST', body: form, query: { id_ujian_proposal: idUjian, catatan: catatan || undefined } });
};
export const cetakUjian = (idUjian: number, jenis: 'undangan' | 'berita_acara') => unduh('tugas-akhir/proposal/penguji/cetak', { id_ujian_proposal: idUjian, jenis }, `${jenis}.pdf`);
export const unduhPerbaikanUjian = (idUjian: number) => unduh(`tugas-akhir/proposal/perbaikan-pengujian/${idUjian}`);
export const getRekapPenguji = (query: { cari?: string } & Paging) =>
  apiQuiet<{ data: RekapPenguji[]; current_page: number; per_page: number; total: number }>('tugas-akhir/riwayat/penguji-proposal', { query });
export const getRiwayatPenguji = (idDosen: number, query: Paging) => apiQuiet<UjianPage & { nama_dosen: string }>(`tugas-akhir/riwayat/penguji-proposal/${idDosen}`, { query });
