import type { Perbaikan } from '../../schemas';

/**
 * Whether the student may upload a post-defence revision now, or why not, mirroring the server's
 * checks (perbaikan.service unggahPerbaikan): the project must be at its revision stage (passed
 * with revisions) and no revision may be waiting for or past the supervisor's approval.
 */
export type KeadaanUnggah = 'boleh' | 'belum_perlu' | 'menunggu' | 'memuat';

export function keadaanUnggahPerbaikan(tahap: string | null | undefined, rows: readonly Pick<Perbaikan, 'status'>[] | null): KeadaanUnggah {
  if (tahap === undefined || rows === null) return 'memuat';
  if (tahap !== 'perbaikan') return 'belum_perlu';
  return rows.some((r) => r.status === 'diajukan' || r.status === 'divalidasi') ? 'menunggu' : 'boleh';
}
