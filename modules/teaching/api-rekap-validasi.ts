import { apiQuiet } from '../../core/client';
import type { RekapValidasi, RekapValidasiQuery } from './schemas-rekap-validasi';

// Following the grade validation of the staff's classes (decision 0045; not a spec call). Failures are shown by the page.

/** GET rekap-validasi-nilai: one page of the classes of the staff's programmes in one semester. */
export const getRekapValidasi = (query: RekapValidasiQuery) => apiQuiet<RekapValidasi>('rekap-validasi-nilai', { query });
