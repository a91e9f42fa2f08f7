import { apiQuiet } from '../../core/client';
import type { DaftarJadwalNilai, JadwalNilaiTersimpan, SimpanJadwalNilaiBody } from './schemas-jadwal-nilai';

// The administrator's grade periods (decision 0023; not spec calls). Failures are shown by the page.

/** GET jadwal-nilai: every semester, newest first, with its periods and grading counts. */
export const getJadwalNilai = () => apiQuiet<DaftarJadwalNilai>('jadwal-nilai');
/** PATCH jadwal-nilai/{id}: one semester's entry window and optional change period; answers the stored row. */
export const patchJadwalNilai = (idSemester: number, body: SimpanJadwalNilaiBody) =>
  apiQuiet<JadwalNilaiTersimpan>(`jadwal-nilai/${idSemester}`, { method: 'PATCH', body });
