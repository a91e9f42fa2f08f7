import { apiQuiet, unduhBerkas } from '../../core/client';
import type { FormulirPerubahanQuery, RekapPerubahan, RekapPerubahanQuery } from './schemas-rekap-perubahan';

// Reading and printing the grade changes after the deadline (decision 0027; not spec calls). Failures are shown by the page.

/** GET rekap-perubahan-nilai: one page of the changes of the staff's programmes in one semester. */
export const getRekapPerubahan = (query: RekapPerubahanQuery) => apiQuiet<RekapPerubahan>('rekap-perubahan-nilai', { query });
/** GET rekap-perubahan-nilai/unduh: the same list, every page, as an XLSX workbook saved under the server's name. */
export const unduhRekapPerubahan = (query: Omit<RekapPerubahanQuery, 'page' | 'per_page'>) => unduhBerkas('rekap-perubahan-nilai/unduh', query, 'Perubahan-Nilai.xlsx');
/** GET input-nilai/riwayat-perubahan/formulir: the change form (A4 PDF) of one student's change or of its whole save. */
export const cetakFormulirPerubahan = (query: FormulirPerubahanQuery) => unduhBerkas('input-nilai/riwayat-perubahan/formulir', query, 'Formulir-Perubahan-Nilai.pdf');
