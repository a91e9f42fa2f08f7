import { apiQuiet } from '../../core/client';
import type { DaftarKomentar } from './schemas';
import type { HasilDosen, HasilKomentarQuery, HasilQuery } from './schemas-hasil';

// The lecturer's own results (decision 0035).

/** GET kuesioner/hasil (dsn00, kor00): per class of a semester whose students' questionnaire is closed. */
export const getHasil = (query: HasilQuery = {}) => apiQuiet<HasilDosen>('kuesioner/hasil', { query });
/** GET kuesioner/hasil/{id_kelas}/komentar: one class's comments, text only, 7 a page. */
export const getHasilKomentar = (idKelas: number, query: HasilKomentarQuery) => apiQuiet<DaftarKomentar>(`kuesioner/hasil/${idKelas}/komentar`, { query });
