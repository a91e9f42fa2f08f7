import { api, apiQuiet } from '../../core/client';
import type {
  GenerateResponse, JadwalKuliahResponse, JadwalMengajarResponse, JadwalPertemuanDosenResponse, JadwalPertemuanMhsResponse, KelasPertemuanPage,
  MahasiswaPertemuanResponse, Message, PertemuanDetail, QrResponse, ScanResponse, Setting, SettingBody, StatusKehadiran, UpdatePertemuanBody,
} from './schemas';

// One typed function per attendance call of spec section 7. Reads use `apiQuiet` (the page shows
// the error in place); writes use `api` (red toast on failure) unless the page shows it itself.

/** GET presensi/lp3/pertemuan/{id}/generate: generate the meetings of semester `id`. */
export const generatePertemuan = (idSemester: number) => api<GenerateResponse>(`presensi/lp3/pertemuan/${idSemester}/generate`);
/** POST presensi/lp3/update-pertemuan: move a meeting. */
export const updatePertemuan = (body: UpdatePertemuanBody) => api<Message>('presensi/lp3/update-pertemuan', { method: 'POST', body });
/** GET presensi/lp3/pertemuan/{semester}: classes of a semester with their meetings. */
export const getPertemuanSemester = (semester: number, query: { page: number; per_page: number; cari?: string }) =>
  apiQuiet<KelasPertemuanPage>(`presensi/lp3/pertemuan/${semester}`, { query });

/** GET presensi/dosen/jadwal-mengajar. */
export const getJadwalMengajar = () => apiQuiet<JadwalMengajarResponse>('presensi/dosen/jadwal-mengajar');
/** GET presensi/dosen/jadwal-pertemuan/{id_mata_kuliah}/{id_kelas}/{sks}. */
export const getJadwalPertemuanDosen = (idMataKuliah: string, idKelas: string, sks: string) =>
  apiQuiet<JadwalPertemuanDosenResponse>(`presensi/dosen/jadwal-pertemuan/${idMataKuliah}/${idKelas}/${sks}`);
/** GET presensi/dosen/pertemuan/{id}. */
export const getPertemuan = (uid: string) => apiQuiet<PertemuanDetail>(`presensi/dosen/pertemuan/${uid}`);
/** GET presensi/dosen/pertemuan/{uid}/setting. */
export const getSetting = (uid: string) => apiQuiet<Setting>(`presensi/dosen/pertemuan/${uid}/setting`);
/** PATCH presensi/dosen/pertemuan/{uid}/setting. */
export const patchSetting = (uid: string, body: SettingBody) => api<Setting>(`presensi/dosen/pertemuan/${uid}/setting`, { method: 'PATCH', body });
/** GET presensi/dosen/pertemuan/{id}/qrcode: a fresh token and its QR image. */
export const getQrcode = (uid: string) => apiQuiet<QrResponse>(`presensi/dosen/pertemuan/${uid}/qrcode`);
/** GET presensi/dosen/pertemuan/{id}/mahasiswa. */
export const getMahasiswaPertemuan = (uid: string) => apiQuiet<MahasiswaPertemuanResponse>(`presensi/dosen/pertemuan/${uid}/mahasiswa`);
/** POST presensi/dosen/update-kehadiran. */
export const updateKehadiran = (body: { uid: string; id_mahasiswa: number; status: StatusKehadiran }) =>
  api<Message>('presensi/dosen/update-kehadiran', { method: 'POST', body });
/** POST presensi/dosen/update-kehadiran-sekaligus. */
export const updateKehadiranSekaligus = (body: { uid: string; status: StatusKehadiran; id_mahasiswa?: number[] }) =>
  api<Message>('presensi/dosen/update-kehadiran-sekaligus', { method: 'POST', body });

/** GET presensi/mahasiswa/jadwal-kuliah. */
export const getJadwalKuliah = () => apiQuiet<JadwalKuliahResponse>('presensi/mahasiswa/jadwal-kuliah');
/** GET presensi/mahasiswa/jadwal-pertemuan/{id_kelas}/{id_mata_kuliah}. */
export const getJadwalPertemuanMahasiswa = (idKelas: string, idMataKuliah: string) =>
  apiQuiet<JadwalPertemuanMhsResponse>(`presensi/mahasiswa/jadwal-pertemuan/${idKelas}/${idMataKuliah}`);
/** POST presensi/mahasiswa/scan-qrcode: the scan page shows refusals itself. */
export const scanQrcode = (body: { token: string; id_kelas?: number }) => apiQuiet<ScanResponse>('presensi/mahasiswa/scan-qrcode', { method: 'POST', body });
