import { apiQuiet, unduhBerkas } from '../../core/client';
import type {
  BahanAjar, BahanAjarQuery, BuktiAjar, BuktiAjarQuery, BuktiDetail, BuktiDetailQuery, BuktiTersimpan,
} from './schemas';
import type {
  BidangKeahlian, BidangKeahlianDosen, PreferensiTersimpan, PrioritasMataKuliah, RumpunDosen, SimpanBidangBody, SimpanPrioritasBody, SimpanRumpunBody,
  SimpanWaktuBody, WaktuMengajar,
} from './schemas';
import type { PreferensiTersimpan as UsulanTersimpan, TarikUsulanQuery, UsulanSemesterPendek, UsulkanSemesterPendekBody } from './schemas';
import type { InputNilai, JadwalMengajar, JadwalMengajarQuery, KelasQuery, SimpanNilaiBody, SimpanNilaiHasil, SinkronPresensi, UbahNilaiBody } from './schemas';
import type { JadwalPerubahanNilai, RiwayatPerubahanNilai, ValidasiNilaiHasil } from './schemas';

// One typed function per call of spec section 7 ("Lecturer teaching") that this slice builds;
// failures are shown by the page itself, next to what failed.

/** GET jadwal-mengajar (query): the lecturer's classes of the active semester or `id_semester`. */
export const getJadwalMengajar = (query: JadwalMengajarQuery = {}) => apiQuiet<JadwalMengajar>('jadwal-mengajar', { query });
/** GET jadwal-mengajar/sp (query): the lecturer's classes of the latest short semester or `id_semester` (a YYYY3 semester). */
export const getJadwalMengajarSp = (query: JadwalMengajarQuery = {}) => apiQuiet<JadwalMengajar>('jadwal-mengajar/sp', { query });
/** GET input-nilai: jumlah_pertemuan, mata_kuliah and the students of one class. */
export const getInputNilai = (query: KelasQuery) => apiQuiet<InputNilai>('input-nilai', { query });
/** POST input-nilai: first grade entry of some students. */
export const postInputNilai = (body: SimpanNilaiBody) => apiQuiet<SimpanNilaiHasil>('input-nilai', { method: 'POST', body });
/** PATCH input-nilai: grade change (or entry) of some students; with `perubahan: true` a change after the deadline, each with its reason. */
export const patchInputNilai = (body: UbahNilaiBody) => apiQuiet<SimpanNilaiHasil>('input-nilai', { method: 'PATCH', body });
/** GET jadwal-mengajar/perubahan-nilai (not a spec call): the semesters open for grade change and the lecturer's classes of them. */
export const getJadwalPerubahanNilai = () => apiQuiet<JadwalPerubahanNilai>('jadwal-mengajar/perubahan-nilai');
/** GET input-nilai/riwayat-perubahan (query; not a spec call): the class's recorded grade changes, newest first. */
export const getRiwayatPerubahan = (query: KelasQuery) => apiQuiet<RiwayatPerubahanNilai>('input-nilai/riwayat-perubahan', { query });
/** POST input-nilai/validasi/bukti (body): validates the class's grades (final) and answers the receipt: mata_kuliah, biodata, tanggal. */
export const postValidasiBukti = (body: KelasQuery) => apiQuiet<ValidasiNilaiHasil>('input-nilai/validasi/bukti', { method: 'POST', body });
/** GET input-nilai/validasi/bukti/cetak (binary, not a spec call): the validation receipt as an A4 PDF. */
export const cetakBuktiValidasi = (query: KelasQuery) => unduhBerkas('input-nilai/validasi/bukti/cetak', query, 'Bukti-Validasi-Nilai.pdf');
/** GET input-nilai/sinkron-presensi (query): each student's attendance in the class. */
export const getSinkronPresensi = (query: KelasQuery) => apiQuiet<SinkronPresensi>('input-nilai/sinkron-presensi', { query });

/** GET bahan-ajar: the course's content, file_rps and nama_mata_kuliah. */
export const getBahanAjar = (query: BahanAjarQuery) => apiQuiet<BahanAjar>('bahan-ajar', { query });
/** GET bahan-ajar/get-file (binary): the course's RPS saved under the server's file name. */
export const unduhRps = (query: BahanAjarQuery) => unduhBerkas('bahan-ajar/get-file', query, 'RPS.pdf');
/** GET bukti-ajar: the class's meetings with their proof status. */
export const getBuktiAjar = (query: BuktiAjarQuery) => apiQuiet<BuktiAjar>('bukti-ajar', { query });
/** GET bukti-ajar/detail: one meeting's topic, proof files and students present. */
export const getBuktiAjarDetail = (query: BuktiDetailQuery) => apiQuiet<BuktiDetail>('bukti-ajar/detail', { query });
/** GET bukti-ajar/berkas (binary, not a spec call): one proof file. */
export const unduhBukti = (idBuktiMengajar: number) => unduhBerkas('bukti-ajar/berkas', { id_bukti_mengajar: idBuktiMengajar });
/** POST bukti-ajar (multipart): a photo or PDF as proof of a meeting, with the topic taught. */
export const postBuktiAjar = (idPertemuan: number, topik: string, file: File) => {
  const form = new FormData();
  form.append('id_pertemuan', String(idPertemuan));
  form.append('topik', topik);
  form.append('berkas', file, file.name);
  return apiQuiet<BuktiTersimpan>('bukti-ajar', { method: 'POST', body: form });
};

// Teaching preferences: the logged-in lecturer's own selections; every save replaces the whole list.

/** GET rumpun-matkul-dosen: the course clusters of the lecturer's programme, the chosen ones marked. */
export const getRumpunMatkulDosen = () => apiQuiet<RumpunDosen>('rumpun-matkul-dosen');
/** PATCH rumpun-matkul-dosen (not a spec call): the clusters the lecturer can teach. */
export const patchRumpunMatkulDosen = (body: SimpanRumpunBody) => apiQuiet<PreferensiTersimpan>('rumpun-matkul-dosen', { method: 'PATCH', body });
/** GET prioritas-mata-kuliah: the ordered priorities and the programme's courses. */
export const getPrioritasMataKuliah = () => apiQuiet<PrioritasMataKuliah>('prioritas-mata-kuliah');
/** PATCH prioritas-mata-kuliah: the courses in order of preference. */
export const patchPrioritasMataKuliah = (body: SimpanPrioritasBody) => apiQuiet<PreferensiTersimpan>('prioritas-mata-kuliah', { method: 'PATCH', body });
/** GET waktu-mengajar/dosen: the available time ranges and the campus's limits. */
export const getWaktuMengajarDosen = () => apiQuiet<WaktuMengajar>('waktu-mengajar/dosen');
/** PATCH waktu-mengajar/dosen: the whole week of available ranges. */
export const patchWaktuMengajarDosen = (body: SimpanWaktuBody) => apiQuiet<PreferensiTersimpan>('waktu-mengajar/dosen', { method: 'PATCH', body });
/** GET bidang-keahlian: the reference list of fields of expertise. */
export const getBidangKeahlian = () => apiQuiet<BidangKeahlian>('bidang-keahlian');
/** GET bidang-keahlian/dosen: the lecturer's fields of expertise. */
export const getBidangKeahlianDosen = () => apiQuiet<BidangKeahlianDosen>('bidang-keahlian/dosen');
/** POST bidang-keahlian/dosen: the lecturer's whole selection. */
export const postBidangKeahlianDosen = (body: SimpanBidangBody) => apiQuiet<PreferensiTersimpan>('bidang-keahlian/dosen', { method: 'POST', body });

// Short semester: the courses the lecturer proposes to open in the coming short semester.

/** GET semester-pendek/matkul: the proposals and the courses that may still be proposed. */
export const getUsulanSemesterPendek = () => apiQuiet<UsulanSemesterPendek>('semester-pendek/matkul');
/** POST semester-pendek: propose one course. */
export const postUsulanSemesterPendek = (body: UsulkanSemesterPendekBody) => apiQuiet<UsulanTersimpan>('semester-pendek', { method: 'POST', body });
/** DELETE semester-pendek/matkul: withdraw one proposal. */
export const hapusUsulanSemesterPendek = (query: TarikUsulanQuery) => apiQuiet<UsulanTersimpan>('semester-pendek/matkul', { method: 'DELETE', query });
