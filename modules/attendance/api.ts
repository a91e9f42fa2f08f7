import type {
  AbsensiDosenResponse, LaporanDosenKelasResponse, LaporanDosenPage, RekapKelas,
  AjukanPenggantiBody, DosenList, JenisPergantianList, PenggantiPage, PertemuanHariIni, PertemuanPilihan, PertemuanTanpaPresensi, PresensiManualPage,
} from './schemas';
import { api, apiQuiet } from '../../core/client';
import type {
  GenerateResponse, HariLiburResponse, TambahHariLiburBody, TambahHariLiburResponse, JadwalKuliahResponse, JadwalMengajarResponse, JadwalPertemuanDosenResponse, JadwalPertemuanMhsResponse, KelasPertemuanPage,
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

/** GET presensi/lp3/hari-libur: the semester's holidays and how its meetings stand against them (decision 0022). */
export const getHariLibur = (idSemester: number) => apiQuiet<HariLiburResponse>('presensi/lp3/hari-libur', { query: { id_semester_registrasi: idSemester } });
/** POST presensi/lp3/hari-libur: one day or a range under one name; the form shows a refusal itself. */
export const tambahHariLibur = (body: TambahHariLiburBody) => apiQuiet<TambahHariLiburResponse>('presensi/lp3/hari-libur', { method: 'POST', body });
/** DELETE presensi/lp3/hari-libur/{id_hari_libur}. */
export const hapusHariLibur = (idHariLibur: number) => api<Message>(`presensi/lp3/hari-libur/${idHariLibur}`, { method: 'DELETE' });

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


/** GET presensi/dosen/pertemuan-hari-ini: today's meetings (notification card). */
export const getPertemuanHariIni = () => apiQuiet<PertemuanHariIni>('presensi/dosen/pertemuan-hari-ini');

/** GET presensi/manual-dosen: manual-attendance requests (own, or waiting for the validator with menunggu=1). */
export const getPresensiManual = (query: { page?: number; per_page?: number; menunggu?: 0 | 1 }) => apiQuiet<PresensiManualPage>('presensi/manual-dosen', { query });
/** GET presensi/manual-dosen/pertemuan: meetings whose lecturer attendance is missing. */
export const getPertemuanTanpaPresensi = () => apiQuiet<PertemuanTanpaPresensi>('presensi/manual-dosen/pertemuan');
/** POST presensi/manual-dosen. */
export const ajukanPresensiManual = (body: { id_pertemuan: number; alasan: string }) => api<Message>('presensi/manual-dosen', { method: 'POST', body });
/** POST presensi/manual-dosen/validasi/{level_1|level_2}. */
export const validasiPresensiManual = (langkah: string, body: { id_presensi_manual: number; setuju: boolean; catatan?: string }) =>
  api<Message>(`presensi/manual-dosen/validasi/${langkah}`, { method: 'POST', body });

/** GET absen-pengganti-mengajar/jenis-pergantian. */
export const getJenisPergantian = () => apiQuiet<JenisPergantianList>('absen-pengganti-mengajar/jenis-pergantian');
/** GET absen-pengganti-mengajar (list). */
export const getPengganti = (query: { page?: number; per_page?: number; menunggu?: 0 | 1; status?: string }) => apiQuiet<PenggantiPage>('absen-pengganti-mengajar', { query });
/** GET absen-pengganti-mengajar?format=xlsx (binary export). */
export const unduhPenggantiXlsx = (query: { menunggu?: 0 | 1 } = {}) => api<Blob, 'blob'>('absen-pengganti-mengajar', { query: { ...query, format: 'xlsx' }, responseType: 'blob' });
/** GET absen-pengganti-mengajar/{id}/berkas-pendukung (binary). */
export const unduhBerkasPendukung = (id: number) => api<Blob, 'blob'>(`absen-pengganti-mengajar/${id}/berkas-pendukung`, { responseType: 'blob' });
/** POST absen-pengganti-mengajar/{id}/berkas-pendukung (multipart). */
export const unggahBerkasPendukung = (id: number, file: File) => {
  const form = new FormData();
  form.append('berkas', file);
  return api<Message>(`absen-pengganti-mengajar/${id}/berkas-pendukung`, { method: 'POST', body: form });
};
/** GET absen-pengganti-mengajar/menggantikan-dosen. */
export const getMenggantikanDosen = (query: { page?: number; per_page?: number }) => apiQuiet<PenggantiPage>('absen-pengganti-mengajar/menggantikan-dosen', { query });
/** GET absen-pengganti-mengajar/pertemuan: own coming meetings that can get a substitute. */
export const getPertemuanBisaDiganti = () => apiQuiet<PertemuanPilihan>('absen-pengganti-mengajar/pertemuan');
/** GET absen-pengganti-mengajar/dosen: colleagues who can substitute. */
export const getDosenPengganti = () => apiQuiet<DosenList>('absen-pengganti-mengajar/dosen');
/** POST absen-pengganti-mengajar: a substitute request. */
export const ajukanPengganti = (body: AjukanPenggantiBody) => api<{ message: string; id_pengganti_mengajar: number }>('absen-pengganti-mengajar', { method: 'POST', body });
/** POST absen-pengganti-mengajar/validasi/{prodi|dekan|lp3|lak}. */
export const validasiPengganti = (langkah: string, body: { id_pengganti_mengajar: number; setuju: boolean; catatan?: string }) =>
  api<Message>(`absen-pengganti-mengajar/validasi/${langkah}`, { method: 'POST', body });
/** POST absen-pengganti-mengajar/pembersihan-dosa. */
export const pembersihanDosa = (id: number) => api<Message>('absen-pengganti-mengajar/pembersihan-dosa', { method: 'POST', body: { id_pengganti_mengajar: id } });

/** Saves a downloaded file under `name` (the core's browser download). */
export { saveBlob as simpanBerkas } from '../../core/client';

/** GET presensi/kelas: a class's attendance matrix. */
export const getRekapKelas = (query: { id_kelas: number; id_mata_kuliah?: number }) => apiQuiet<RekapKelas>('presensi/kelas', { query });
/** GET presensi/kelas/download (binary XLSX or PDF). */
export const unduhRekapKelas = (query: { id_kelas: number; id_mata_kuliah?: number; format: 'xlsx' | 'pdf' }) =>
  api<Blob, 'blob'>('presensi/kelas/download', { query, responseType: 'blob' });
/** GET absensi/dosen: the lecturer's classes with attendance figures. */
export const getAbsensiDosen = (query: { id_semester_registrasi?: number } = {}) => apiQuiet<AbsensiDosenResponse>('absensi/dosen', { query });
/** GET presensi/laporan/dosen: lecturers within the staff's programmes. */
export const getLaporanDosen = (query: { page?: number; per_page?: number; cari?: string }) => apiQuiet<LaporanDosenPage>('presensi/laporan/dosen', { query });
/** GET presensi/laporan/dosen/{id_dosen}. */
export const getLaporanDosenKelas = (idDosen: string) => apiQuiet<LaporanDosenKelasResponse>(`presensi/laporan/dosen/${idDosen}`);
/** GET presensi/laporan/dosen/{id_dosen}/{id_semester_registrasi}/{id_kelas}/{id_mata_kuliah}. */
export const getLaporanDosenDetail = (p: { id_dosen: string; id_semester_registrasi: string; id_kelas: string; id_mata_kuliah: string }) =>
  apiQuiet<RekapKelas>(`presensi/laporan/dosen/${p.id_dosen}/${p.id_semester_registrasi}/${p.id_kelas}/${p.id_mata_kuliah}`);
