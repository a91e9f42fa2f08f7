import { api, apiQuiet } from '../../core/client';
import type {
  CariKelasPage, DaftarPage, JadwalDetailResponse, JadwalResponse, KrsResponse, MatakuliahUlangResponse, PerwalianDetail, PerwalianPage,
  StatusResponse, UjianResponse, ValidasiEditResponse,
} from './schemas';

// One typed function per call of spec section 7 ("KRS", "Schedule") plus the adviser's calls (ours).
// Reads use apiQuiet (the page shows the error state); writes too, so the page can show each field message.

type Semester = { id_semester_registrasi?: number };

export const getKrs = (params: Semester = {}) => apiQuiet<KrsResponse>('krs', { query: params });
export const getKrsValidasiEdit = (params: Semester = {}) => apiQuiet<ValidasiEditResponse>('krs/validasi-edit', { query: params });
export const getKrsMatakuliahUlang = () => apiQuiet<MatakuliahUlangResponse>('krs/matakuliah-ulang');
export const getKrsCariKelas = (params: { cari?: string; id_mata_kuliah?: number; page?: number; per_page?: number }) => apiQuiet<CariKelasPage>('krs/cari-kelas', { query: params });
export const patchKrs = (body: { id_kelas: number[]; ajukan?: boolean }) => apiQuiet<StatusResponse>('krs', { method: 'PATCH', body });
/** GET krs/cetak (binary). */
export const getKrsCetak = (params: Semester = {}) => api('krs/cetak', { query: params, responseType: 'blob' }) as Promise<Blob>;

export const getJadwalKuliah = (params: Semester = {}) => apiQuiet<JadwalResponse>('jadwal-kuliah', { query: params });
export const getJadwalKuliahDetail = (params: { id_kelas: number }) => apiQuiet<JadwalDetailResponse>('jadwal-kuliah/detail', { query: params });
/** GET jadwal-kuliah/cetak (binary). */
export const getJadwalKuliahCetak = (params: Semester = {}) => api('jadwal-kuliah/cetak', { query: params, responseType: 'blob' }) as Promise<Blob>;
export const getJadwalKuliahDaftar = (params: { page?: number; per_page?: number }) => apiQuiet<DaftarPage>('jadwal-kuliah/daftar', { query: params });

export const getUjian = (jenis: 'UTS' | 'UAS', params: Semester = {}) => apiQuiet<UjianResponse>(`ujian/${jenis}`, { query: params });
/** GET ujian/{jenis_ujian}/cetak (binary). */
export const getUjianCetak = (jenis: 'UTS' | 'UAS', params: Semester = {}) => api(`ujian/${jenis}/cetak`, { query: params, responseType: 'blob' }) as Promise<Blob>;

export const getPerwalian = (params: { status?: string; cari?: string; page?: number; per_page?: number }) => apiQuiet<PerwalianPage>('krs/perwalian', { query: params });
export const getPerwalianJumlahMenunggu = () => apiQuiet<{ jumlah: number }>('krs/perwalian/jumlah-menunggu');
export const getPerwalianDetail = (idMahasiswa: number) => apiQuiet<PerwalianDetail>(`krs/perwalian/${idMahasiswa}`);
export const postPerwalianSetujui = (idMahasiswa: number) => apiQuiet<StatusResponse>(`krs/perwalian/${idMahasiswa}/setujui`, { method: 'POST' });
export const postPerwalianKembalikan = (idMahasiswa: number, catatan: string) => apiQuiet<StatusResponse>(`krs/perwalian/${idMahasiswa}/kembalikan`, { method: 'POST', body: { catatan } });
