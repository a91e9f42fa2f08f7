import { apiQuiet } from '../../core/client';
import type { AksiStatus, BuatKuesionerBody, DaftarKelolaQuery, DaftarKuesionerKelola, KuesionerDetail, KuesionerTerhapus, KuesionerTersimpan, SimpanKuesionerBody } from './schemas-kelola';

// The administrator's questionnaire calls (decision 0025; not spec calls). Failures are shown by the page.

/** GET kuesioner/kelola: a page of questionnaires (optionally one semester's), the semesters and the copy sources. */
export const getKelola = (query: DaftarKelolaQuery = {}) => apiQuiet<DaftarKuesionerKelola>('kuesioner/kelola', { query });
/** POST kuesioner/kelola: a draft for a semester and kind, optionally copying another's questions. */
export const postKelola = (body: BuatKuesionerBody) => apiQuiet<KuesionerTersimpan>('kuesioner/kelola', { method: 'POST', body });
/** GET kuesioner/kelola/{id}: one questionnaire with its questions and history. */
export const getKelolaDetail = (id: number) => apiQuiet<KuesionerDetail>(`kuesioner/kelola/${id}`);
/** PUT kuesioner/kelola/{id}: the whole draft at the version the page loaded. */
export const putKelola = (id: number, body: SimpanKuesionerBody) => apiQuiet<KuesionerTersimpan>(`kuesioner/kelola/${id}`, { method: 'PUT', body });
/** POST kuesioner/kelola/{id}/{aksi}: one transition of the state machine. */
export const postKelolaAksi = (id: number, aksi: AksiStatus) => apiQuiet<KuesionerTersimpan>(`kuesioner/kelola/${id}/${aksi}`, { method: 'POST' });
/** DELETE kuesioner/kelola/{id}: a draft nobody filled. */
export const deleteKelola = (id: number) => apiQuiet<KuesionerTerhapus>(`kuesioner/kelola/${id}`, { method: 'DELETE' });
