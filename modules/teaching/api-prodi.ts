import { apiQuiet, unduhBerkas } from '../../core/client';
import type { BatalKeputusanBody, KeputusanDibatalkan, KeputusanTersimpan, PreferensiDosen, PreferensiDosenQuery, TerimaUsulanBody, TolakUsulanBody, UsulanProdi, UsulanProdiQuery } from './schemas-prodi';

// Programme staff's calls (decision 0026; not spec calls). Failures are shown by the page.

/** GET preferensi-dosen: one page of the lecturers of the staff's programmes with their preferences. */
export const getPreferensiDosen = (query: PreferensiDosenQuery) => apiQuiet<PreferensiDosen>('preferensi-dosen', { query });
/** GET preferensi-dosen/unduh: the same list, every page, as an XLSX workbook saved under the server's name. */
export const unduhPreferensiDosen = (query: Omit<PreferensiDosenQuery, 'page' | 'per_page'>) => unduhBerkas('preferensi-dosen/unduh', query, 'Preferensi-Dosen.xlsx');
/** GET semester-pendek/usulan: the proposed courses with proposers and decision. */
export const getUsulanProdi = (query: UsulanProdiQuery = {}) => apiQuiet<UsulanProdi>('semester-pendek/usulan', { query });
/** POST semester-pendek/usulan/terima: open a short-semester class from a course's proposals. */
export const terimaUsulan = (body: TerimaUsulanBody) => apiQuiet<KeputusanTersimpan>('semester-pendek/usulan/terima', { method: 'POST', body });
/** POST semester-pendek/usulan/tolak: decline a course's proposals with a reason. */
export const tolakUsulan = (body: TolakUsulanBody) => apiQuiet<KeputusanTersimpan>('semester-pendek/usulan/tolak', { method: 'POST', body });
/** POST semester-pendek/usulan/batal: undo a course's decision with a reason (decision 0034). */
export const batalkanKeputusan = (body: BatalKeputusanBody) => apiQuiet<KeputusanDibatalkan>('semester-pendek/usulan/batal', { method: 'POST', body });
