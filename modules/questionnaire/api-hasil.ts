import { api, apiQuiet } from '../../core/client';
import type { DaftarKomentar } from './schemas';
import type { HasilDosen, HasilKomentarQuery, HasilKomentarSemuaQuery, HasilQuery } from './schemas-hasil';

// The lecturer's own results (decision 0035).

/** GET kuesioner/hasil (dsn00, kor00): per class of a semester whose students' questionnaire is closed. */
export const getHasil = (query: HasilQuery = {}) => apiQuiet<HasilDosen>('kuesioner/hasil', { query });
/** GET kuesioner/hasil/{id_kelas}/komentar: one class's comments, text only, 7 a page. */
export const getHasilKomentar = (idKelas: number, query: HasilKomentarQuery) => apiQuiet<DaftarKomentar>(`kuesioner/hasil/${idKelas}/komentar`, { query });
/** GET kuesioner/hasil/komentar: the comments of all the lecturer's classes of a semester, 7 a page. */
export const getHasilKomentarSemua = (query: HasilKomentarSemuaQuery) => apiQuiet<DaftarKomentar>('kuesioner/hasil/komentar', { query });
/** GET kuesioner/hasil/xls (binary): the chosen closed semester's results as the page shows them (decision 0038). */
export const unduhHasil = (query: HasilQuery) => api<Blob, 'blob'>('kuesioner/hasil/xls', { query, responseType: 'blob' });
