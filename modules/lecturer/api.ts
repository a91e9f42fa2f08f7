import { apiQuiet, unduhBerkas } from '../../core/client';
import type {
  BiodataPatch, BiodataResponse, BiodataSaved, DokumenDosen, DokumenResponse, FotoSaved, KegiatanDetailResponse, KegiatanPage, KegiatanQuery, KegiatanSaved,
  KeluargaPatch, KeluargaResponse, KeluargaSaved, MonitoringPage, MonitoringQuery,
  RiwayatMembimbingQuery, RiwayatMembimbingResponse, RiwayatMengajarQuery, RiwayatMengajarResponse, RiwayatMengujiQuery, RiwayatMengujiResponse, ValidasiKegiatanBody,
} from './schemas';

// One typed function per call of spec section 7 ("Lecturer data"), always about the logged-in lecturer.

/** GET biodata/dosen. */
export const getBiodataDosen = () => apiQuiet<BiodataResponse>('biodata/dosen');
/** PATCH biodata/dosen: e-mail, mobile number, address. */
export const patchBiodataDosen = (body: BiodataPatch) => apiQuiet<BiodataSaved>('biodata/dosen', { method: 'PATCH', body });
/** GET biodata/dosen/foto (image bytes; 404 when none). */
export const getFotoDosen = () => apiQuiet<Blob, 'blob'>('biodata/dosen/foto', { responseType: 'blob' });
/** POST biodata/dosen/foto (multipart, JPEG/PNG up to 1 MB). */
export const postFotoDosen = (file: File) => {
  const form = new FormData();
  form.append('foto', file);
  return apiQuiet<FotoSaved>('biodata/dosen/foto', { method: 'POST', body: form });
};
/** GET biodata/dosen/keluarga. */
export const getKeluargaDosen = () => apiQuiet<KeluargaResponse>('biodata/dosen/keluarga');
/** PATCH biodata/dosen/keluarga: the whole family, all or nothing. */
export const patchKeluargaDosen = (body: KeluargaPatch) => apiQuiet<KeluargaSaved>('biodata/dosen/keluarga', { method: 'PATCH', body });
/** GET biodata/dosen/riwayat-mengajar (10 per page, with the semesters taught). */
export const getRiwayatMengajar = (query: RiwayatMengajarQuery = {}) => apiQuiet<RiwayatMengajarResponse>('biodata/dosen/riwayat-mengajar', { query });
/** GET biodata/dosen/riwayat-membimbing-mahasiswa (10 per page). */
export const getRiwayatMembimbing = (query: RiwayatMembimbingQuery = {}) => apiQuiet<RiwayatMembimbingResponse>('biodata/dosen/riwayat-membimbing-mahasiswa', { query });
/** GET biodata/dosen/riwayat-menguji-mahasiswa (10 per page). */
export const getRiwayatMenguji = (query: RiwayatMengujiQuery = {}) => apiQuiet<RiwayatMengujiResponse>('biodata/dosen/riwayat-menguji-mahasiswa', { query });
/** GET dokumen/dosen. */
export const getDokumenDosen = () => apiQuiet<DokumenResponse>('dokumen/dosen');
/** GET dokumen/dosen/{id}: saves the stored file. */
export const unduhDokumenDosen = (d: DokumenDosen) => unduhBerkas(`dokumen/dosen/${d.id_dokumen_dosen}`, undefined, d.nama_berkas);
/** GET surat-tugas: saves the teaching assignment letter (PDF) of a semester, the active one when none is given. */
export const unduhSuratTugas = (idSemester?: number) => unduhBerkas('surat-tugas', { id_semester_registrasi: idSemester }, 'surat-tugas.pdf');

// Lecturer activities (kegiatan-dosen-lvl/v2).
const KEGIATAN = 'kegiatan-dosen-lvl/v2';

/** The text fields of a submission; the proof file travels beside them. */
export interface KegiatanBaru { jenis: string; judul: string; tanggal: string; id_sesi_kegiatan: number; tempat: string; deskripsi: string }

/** GET kegiatan-dosen-lvl/v2/pengajuan: own (lecturer) or in scope (validator), paged. */
export const getKegiatan = (query: KegiatanQuery = {}) => apiQuiet<KegiatanPage>(`${KEGIATAN}/pengajuan`, { query });
/** GET kegiatan-dosen-lvl/v2/pengajuan/{id}. */
export const getKegiatanDetail = (id: number) => apiQuiet<KegiatanDetailResponse>(`${KEGIATAN}/pengajuan/${id}`);
/** GET kegiatan-dosen-lvl/v2/pengajuan/{id}/bukti, saved under the stored file's name. */
export const unduhBuktiKegiatan = (id: number) => unduhBerkas(`${KEGIATAN}/pengajuan/${id}/bukti`, undefined, `bukti-kegiatan-${id}`);
/** POST kegiatan-dosen-lvl/v2/pengajuan (multipart). */
export const postKegiatan = (body: KegiatanBaru, bukti: File) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, String(value));
  form.append('bukti', bukti);
  return apiQuiet<KegiatanSaved>(`${KEGIATAN}/pengajuan`, { method: 'POST', body: form });
};
/** POST kegiatan-dosen-lvl/v2/pengajuan/{id}/batal. */
export const batalkanKegiatan = (id: number) => apiQuiet<KegiatanSaved>(`${KEGIATAN}/pengajuan/${id}/batal`, { method: 'POST' });
/** POST kegiatan-dosen-lvl/v2/pengajuan/{id}/validasi: the caller's level decides. */
export const validasiKegiatan = (id: number, body: ValidasiKegiatanBody) => apiQuiet<KegiatanSaved>(`${KEGIATAN}/pengajuan/${id}/validasi`, { method: 'POST', body });
/** GET kegiatan-dosen-lvl/v2/monitoring. */
export const getMonitoringKegiatan = (query: MonitoringQuery = {}) => apiQuiet<MonitoringPage>(`${KEGIATAN}/monitoring`, { query });
