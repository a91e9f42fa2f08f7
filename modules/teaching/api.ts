import { apiQuiet } from '../../core/client';
import type { InputNilai, JadwalMengajar, JadwalMengajarQuery, KelasQuery, SimpanNilaiBody, SimpanNilaiHasil, SinkronPresensi } from './schemas';

// One typed function per call of spec section 7 ("Lecturer teaching") that this slice builds;
// failures are shown by the page itself, next to what failed.

/** GET jadwal-mengajar (query): the lecturer's classes of the active semester or `id_semester`. */
export const getJadwalMengajar = (query: JadwalMengajarQuery = {}) => apiQuiet<JadwalMengajar>('jadwal-mengajar', { query });
/** GET input-nilai: jumlah_pertemuan, mata_kuliah and the students of one class. */
export const getInputNilai = (query: KelasQuery) => apiQuiet<InputNilai>('input-nilai', { query });
/** POST input-nilai: first grade entry of some students. */
export const postInputNilai = (body: SimpanNilaiBody) => apiQuiet<SimpanNilaiHasil>('input-nilai', { method: 'POST', body });
/** PATCH input-nilai: grade change (or entry) of some students. */
export const patchInputNilai = (body: SimpanNilaiBody) => apiQuiet<SimpanNilaiHasil>('input-nilai', { method: 'PATCH', body });
/** GET input-nilai/sinkron-presensi (query): each student's attendance in the class. */
export const getSinkronPresensi = (query: KelasQuery) => apiQuiet<SinkronPresensi>('input-nilai/sinkron-presensi', { query });
