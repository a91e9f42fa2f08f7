import { api, apiQuiet } from '../../core/client';
import type {
  DaftarKomentar, KomentarProdiQuery, KomentarQuery, IsiKuesionerBody, IsiKuesionerDosenBody, IsiKuesionerDosenHasil, IsiKuesionerHasil, KuesionerDosen, KuesionerMahasiswa, Statistik, StatistikQuery,
} from './schemas';

// One typed function per call of spec section 7 (questionnaires and their statistics); failures
// are shown by the page itself, next to what failed.

/** GET kuesioner (mhs00): the questionnaire, its questions and the classes to rate. */
export const getKuesioner = () => apiQuiet<KuesionerMahasiswa>('kuesioner');
/** POST kuesioner (mhs00): one class's answers, once. */
export const postKuesioner = (body: IsiKuesionerBody) => apiQuiet<IsiKuesionerHasil>('kuesioner', { method: 'POST', body });
/** GET kuesioner-dosen (dsn00, kor00). */
export const getKuesionerDosen = () => apiQuiet<KuesionerDosen>('kuesioner-dosen');
/** POST kuesioner-dosen (ours): the lecturer's answers, once; sets flags_kuesioner to 1. */
export const postKuesionerDosen = (body: IsiKuesionerDosenBody) => apiQuiet<IsiKuesionerDosenHasil>('kuesioner-dosen', { method: 'POST', body });
/** GET kuesioner/statistik (programme staff): the students' questionnaire per question. */
export const getStatistikMahasiswa = (query: StatistikQuery = {}) => apiQuiet<Statistik>('kuesioner/statistik', { query });
/** GET kuesioner-dosen/statistik (programme staff): the lecturers' questionnaire per question. */
export const getStatistikDosen = (query: StatistikQuery = {}) => apiQuiet<Statistik>('kuesioner-dosen/statistik', { query });
/** GET kuesioner/komentar (programme staff): one lecturer's comments, text only, 7 a page. */
export const getKomentarDosen = (query: KomentarQuery) => apiQuiet<DaftarKomentar>('kuesioner/komentar', { query });
/** GET kuesioner-dosen/komentar (programme staff): one programme's comments of the lecturers' questionnaire, text only, 7 a page. */
export const getKomentarProdi = (query: KomentarProdiQuery) => apiQuiet<DaftarKomentar>('kuesioner-dosen/komentar', { query });
/** GET kuesioner/soal/statistik/xls (binary). */
export const unduhStatistikMahasiswa = (query: StatistikQuery = {}) => api<Blob, 'blob'>('kuesioner/soal/statistik/xls', { query, responseType: 'blob' });
/** GET kuesioner-dosen/soal/statistik/xls (binary). */
export const unduhStatistikDosen = (query: StatistikQuery = {}) => api<Blob, 'blob'>('kuesioner-dosen/soal/statistik/xls', { query, responseType: 'blob' });

/** Saves a downloaded file under `name` (the core's browser download). */
export { saveBlob as simpanBerkas } from '../../core/client';
