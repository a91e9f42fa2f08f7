import { apiQuiet, unduhBerkas } from '../../core/client';
import type {
  BiodataPatch, BiodataResponse, BiodataSaved, DokumenDosen, DokumenResponse, FotoSaved, KeluargaPatch, KeluargaResponse, KeluargaSaved,
  RiwayatMembimbingQuery, RiwayatMembimbingResponse, RiwayatMengajarQuery, RiwayatMengajarResponse, RiwayatMengujiQuery, RiwayatMengujiResponse,
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
