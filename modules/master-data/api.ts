import type { Static } from 'typebox';
import { apiQuiet } from '../../core/client';
import type {
  DokumenKategoriList, DosenPembimbingPage, FakultasList, GedungList, InformasiPage, KodePosList, KomponenPenilaianList, KotaList,
  LokasiKampusList, MatkulKompreList, PeminatanList, ProdiList, ProdiPage, ProdiQuery, ProvinsiList, ReferenceList, RuangList,
  SemesterResponse, SesiKegiatanList, SyaratBerkasList,
} from './schemas';
import type { DaftarRuangKelola, RuangKelolaQuery, RuangTersimpan, StatusRuangBody, TambahRuangBody, UbahRuangBody } from './schemas-ruang';

// One typed function per master-data call of spec section 7, on the core API client.
type Q = Record<string, string | number | undefined>;
const get = <T>(path: string, query?: Q) => apiQuiet<T>(path, { query });

export const getAgama = () => get<Static<typeof ReferenceList>>('agama');
export const getKewarganegaraan = () => get<Static<typeof ReferenceList>>('kewarganegaraan');
export const getShift = () => get<Static<typeof ReferenceList>>('shift');
export const getStatusPernikahan = () => get<Static<typeof ReferenceList>>('status-pernikahan');
export const getFakultas = () => get<Static<typeof FakultasList>>('fakultas');
export const getProdiFakultas = (idFakultas: number) => get<Static<typeof ProdiList>>(`fakultas/${idFakultas}/prodi`);
export const getPeminatan = (idFakultas: number, idProdi: number) => get<Static<typeof PeminatanList>>(`fakultas/${idFakultas}/prodi/${idProdi}/peminatan`);
export const getProvinsi = () => get<Static<typeof ProvinsiList>>('provinsi');
export const getKota = (idProvinsi: number) => get<Static<typeof KotaList>>(`provinsi/${idProvinsi}/kota`);
export const getKodePos = (idProvinsi: number, idWilayah: number) => get<Static<typeof KodePosList>>(`provinsi/${idProvinsi}/kota/${idWilayah}/pos`);
export const getSemester = (query: { aktif?: 0 | 1 } = {}) => get<Static<typeof SemesterResponse>>('semester', query);
export const getDokumenKategori = (query: { untuk?: 'mahasiswa' | 'dosen' } = {}) => get<Static<typeof DokumenKategoriList>>('dokumen/kategori', query);
export const getInformasi = (query: { page?: number; per_page?: number } = {}) => get<Static<typeof InformasiPage>>('informasi', query);
export const getProdi = (query: Static<typeof ProdiQuery> = {}) => get<Static<typeof ProdiPage>>('prodi', query);
export const getJenisLampiranPengajuan = () => get<Static<typeof ReferenceList>>('absen-jalan/jenis-lampiran-pengajuan');
export const getSesiKegiatan = () => get<Static<typeof SesiKegiatanList>>('kegiatan-dosen-lvl/v2/pengajuan/sesi');
export const getJenisTugasAkhir = () => get<Static<typeof ReferenceList>>('tugas-akhir/jenis-tugas-akhir');
export const getSyaratBerkasProposal = () => get<Static<typeof SyaratBerkasList>>('tugas-akhir/pengajuan-ta/syarat-berkas');
export const getMatkulKompre = (query: { id_prodi?: number } = {}) => get<Static<typeof MatkulKompreList>>('tugas-akhir/matkul-kompre', query);
export const getStatusPengajuan = () => get<Static<typeof ReferenceList>>('tugas-akhir/status-pengajuan');
export const getDosenPembimbing = (query: { id_prodi?: number; cari?: string; page?: number; per_page?: number } = {}) => get<Static<typeof DosenPembimbingPage>>('tugas-akhir/dosen-pembimbing', query);
export const getStatusTa = () => get<Static<typeof ReferenceList>>('tugas-akhir/status-ta');
export const getSyaratBerkasSidang = () => get<Static<typeof SyaratBerkasList>>('tugas-akhir/pengajuan-sidang/syarat-berkas');
export const getStatusSidang = () => get<Static<typeof ReferenceList>>('tugas-akhir/status-sidang');
export const getStatusHasilSidang = () => get<Static<typeof ReferenceList>>('tugas-akhir/status-hasil-sidang');
export const getStatusKegiatan = () => get<Static<typeof ReferenceList>>('tugas-akhir/status-kegiatan');
export const getKomponenPenilaian = (query: { peran?: 'pembimbing' | 'penguji' } = {}) => get<Static<typeof KomponenPenilaianList>>('tugas-akhir/komponen-penilaian', query);
export const getKomponenPenilaianV2 = (query: { peran?: 'pembimbing' | 'penguji' } = {}) => get<Static<typeof KomponenPenilaianList>>('tugas-akhir/komponen-penilaian-v2', query);
export const getLokasiKampus = () => get<Static<typeof LokasiKampusList>>('lokasi-kampus');
export const getGedung = (query: { id_lokasi_kampus?: number } = {}) => get<Static<typeof GedungList>>('gedung', query);
export const getRuang = (query: { id_gedung?: number; jenis?: string } = {}) => get<Static<typeof RuangList>>('ruang', query);

/** GET ruang/kelola (adm00, decision 0033): rooms searched, filtered by status, paged. */
export const getRuangKelola = (query: RuangKelolaQuery) => apiQuiet<DaftarRuangKelola>('ruang/kelola', { query });
/** POST ruang (adm00). */
export const postRuang = (body: TambahRuangBody) => apiQuiet<RuangTersimpan>('ruang', { method: 'POST', body });
/** PUT ruang/{id_ruang} (adm00), at the version shown. */
export const putRuang = (idRuang: number, body: UbahRuangBody) => apiQuiet<RuangTersimpan>(`ruang/${idRuang}`, { method: 'PUT', body });
/** PATCH ruang/{id_ruang}/status (adm00): deactivate or reactivate. */
export const patchStatusRuang = (idRuang: number, body: StatusRuangBody) => apiQuiet<RuangTersimpan>(`ruang/${idRuang}/status`, { method: 'PATCH', body });
