import { apiQuiet } from '../../core/client';
import type {
  BiodataPatch, BiodataResponse, BiodataSaved, FotoSaved, KeluargaResponse, RiwayatMembimbingResponse, RiwayatMengajarQuery,
  RiwayatMengajarResponse, RiwayatMengujiResponse,
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
/** GET biodata/dosen/riwayat-mengajar. */
export const getRiwayatMengajar = (query: RiwayatMengajarQuery = {}) => apiQuiet<RiwayatMengajarResponse>('biodata/dosen/riwayat-mengajar', { query });
/** GET biodata/dosen/riwayat-membimbing-mahasiswa. */
export const getRiwayatMembimbing = () => apiQuiet<RiwayatMembimbingResponse>('biodata/dosen/riwayat-membimbing-mahasiswa');
/** GET biodata/dosen/riwayat-menguji-mahasiswa. */
export const getRiwayatMenguji = () => apiQuiet<RiwayatMengujiResponse>('biodata/dosen/riwayat-menguji-mahasiswa');
