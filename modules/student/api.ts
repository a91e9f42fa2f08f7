import { apiQuiet } from '../../core/client';
import type {
  AkademikResponse, BerkasPmbResponse, BiodataResponse, BiodataSaved, DokumenList, KeuanganResponse, KhsResponse,
  PosisiSemesterResponse, RangkumanResponse, SemesterAktifResponse, SertifikatList, Tiket, TiketBaru, TiketPage,
} from './schemas';

// One typed function per student-record call of spec section 7; pages show failures themselves.

/** GET biodata/mahasiswa */
export const getBiodata = () => apiQuiet<BiodataResponse>('biodata/mahasiswa');
/** PATCH biodata/mahasiswa: only the changed contact fields. */
export const patchBiodata = (body: Record<string, string | number | null>) => apiQuiet<BiodataSaved>('biodata/mahasiswa', { method: 'PATCH', body });
/** GET biodata/mahasiswa/foto (image bytes). */
export const getFoto = () => apiQuiet<Blob, 'blob'>('biodata/mahasiswa/foto', { responseType: 'blob' });
/** POST biodata/mahasiswa/foto (multipart, JPEG/PNG up to 1 MB). */
export const postFoto = (file: File) => {
  const form = new FormData();
  form.append('foto', file);
  return apiQuiet<{ message: string }>('biodata/mahasiswa/foto', { method: 'POST', body: form });
};
/** GET biodata/mahasiswa/akademik */
export const getAkademik = () => apiQuiet<AkademikResponse>('biodata/mahasiswa/akademik');
/** GET biodata/mahasiswa/posisi-semester */
export const getPosisiSemester = () => apiQuiet<PosisiSemesterResponse>('biodata/mahasiswa/posisi-semester');
/** GET presensi/semester-aktif */
export const getSemesterAktif = () => apiQuiet<SemesterAktifResponse>('presensi/semester-aktif');
/** GET khs (params id_semester_registrasi) */
export const getKhs = (params: { id_semester_registrasi?: number }) => apiQuiet<KhsResponse>('khs', { query: params });
/** GET rangkuman-nilai */
export const getRangkumanNilai = () => apiQuiet<RangkumanResponse>('rangkuman-nilai');
/** GET keuangan */
export const getKeuangan = () => apiQuiet<KeuanganResponse>('keuangan');
/** GET dokumen */
export const getDokumen = () => apiQuiet<DokumenList>('dokumen');
/** GET tiket-pelayanan */
export const getTiket = (params: { page?: number; per_page?: number }) => apiQuiet<TiketPage>('tiket-pelayanan', { query: params });
/** POST tiket-pelayanan */
export const postTiket = (body: TiketBaru) => apiQuiet<{ message: string; data: Tiket }>('tiket-pelayanan', { method: 'POST', body });
/** GET periksa/berkas-pmb */
export const getBerkasPmb = () => apiQuiet<BerkasPmbResponse>('periksa/berkas-pmb');
/** GET event/sertifikat */
export const getSertifikat = () => apiQuiet<SertifikatList>('event/sertifikat');
/** GET provinsi and provinsi/{id}/kota (master-data lists for the address form). */
export const getProvinsi = () => apiQuiet<{ data: Array<{ id_provinsi: number; nama_provinsi: string }> }>('provinsi');
export const getKota = (idProvinsi: number) => apiQuiet<{ data: Array<{ id_wilayah: number; nama_wilayah: string; jenis: string }> }>(`provinsi/${idProvinsi}/kota`);
/** GET status-pernikahan (master-data list). */
export const getStatusPernikahan = () => apiQuiet<{ data: Array<{ id: number; nama: string }> }>('status-pernikahan');

/** Paths of the binary calls, downloaded with `unduh` (bearer token, file name from the server). */
export const CETAK = {
  khs: 'khs/cetak',
  rangkuman: 'rangkuman-nilai/cetak',
  keuangan: 'keuangan/cetak',
  dokumen: (id: number) => `dokumen/mahasiswa/${id}/unduh`,
  sertifikat: (id: number) => `event/sertifikat/${id}/unduh`,
} as const;
