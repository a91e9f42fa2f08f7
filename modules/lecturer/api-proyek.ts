import { api, apiQuiet, unduhBerkas } from '../../core/client';
import type { DosenProyekList, PenugasanProyek, PenugasanProyekList, PenugasanProyekQuery, PersetujuanProyekBody, ProyekTersimpan, ValidasiJawabanBody } from './schemas-proyek';

// The project-assignment calls of spec section 7 ("Leave and assignments"): penugasan-proyek/*.

/** GET penugasan-proyek: the lecturer's own assignments, or for programme staff their programmes' ones. */
export const getPenugasanProyek = (query: PenugasanProyekQuery = {}) => apiQuiet<PenugasanProyekList>('penugasan-proyek', { query });

/** GET penugasan-proyek/dosen: the lecturers programme staff may assign a project to. */
export const getDosenProyek = () => apiQuiet<DosenProyekList>('penugasan-proyek/dosen');

/** The text fields of a new request (the two files go separately). */
export interface IsianAjuanProyek { id_dosen: string; judul: string; deskripsi: string; tenggat: string }

const multipart = (fields: Record<string, string>, files: Record<string, File | null>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) if (f) form.append(k, f);
  return form;
};

/** POST penugasan-proyek (multipart with `lampiran` and `soal`); refusals are shown by the API client. */
export const ajukanPenugasanProyek = (isian: IsianAjuanProyek, lampiran: File | null, soal: File | null) =>
  api<ProyekTersimpan>('penugasan-proyek', { method: 'POST', body: multipart({ ...isian }, { lampiran, soal }) });

/** The text fields of an edit of a waiting request: the version read, and what the request form has but the lecturer. */
export interface IsianUbahAjuan { versi: string; judul: string; deskripsi: string; tenggat: string }

/** PATCH penugasan-proyek/{id_ajuan_penugasan_proyek} (multipart; a file left null stays as stored). */
export const ubahAjuanProyek = (idAjuan: number, isian: IsianUbahAjuan, lampiran: File | null, soal: File | null) =>
  api<ProyekTersimpan>(`penugasan-proyek/${idAjuan}`, { method: 'PATCH', body: multipart({ ...isian }, { lampiran, soal }) });

/** POST penugasan-proyek/{id_ajuan_penugasan_proyek}/penarikan: the staff withdraw a waiting request with a reason. */
export const tarikAjuanProyek = (idAjuan: number, alasan: string) =>
  api<ProyekTersimpan>(`penugasan-proyek/${idAjuan}/penarikan`, { method: 'POST', body: { alasan } });

/** POST penugasan-proyek/{id_ajuan_penugasan_proyek}/persetujuan: the lecturer approves or declines (with a reason). */
export const setujuiPenugasanProyek = (idAjuan: number, body: PersetujuanProyekBody) =>
  api<ProyekTersimpan>(`penugasan-proyek/${idAjuan}/persetujuan`, { method: 'POST', body });

/** POST penugasan-proyek/{id_penugasan_proyek}/jawaban/kirim (multipart with `jawaban` and an optional note). */
export const kirimJawabanProyek = (idPenugasan: number, jawaban: File | null, keterangan: string) =>
  api<ProyekTersimpan>(`penugasan-proyek/${idPenugasan}/jawaban/kirim`, { method: 'POST', body: multipart(keterangan.trim() ? { keterangan } : {}, { jawaban }) });

/** POST penugasan-proyek/{id_penugasan_proyek}/jawaban/validasi: accept the version judged, or return it with a note. */
export const validasiJawabanProyek = (idPenugasan: number, body: ValidasiJawabanBody) =>
  api<ProyekTersimpan>(`penugasan-proyek/${idPenugasan}/jawaban/validasi`, { method: 'POST', body });

/** GET penugasan-proyek/{id}/lampiran, /soal ({id}: the request) and /jawaban ({id}: the assignment): saved under the server's file name. */
export const unduhBerkasProyek = (r: Pick<PenugasanProyek, 'id_ajuan_penugasan_proyek' | 'id_penugasan_proyek' | 'lampiran' | 'soal' | 'jawaban'>, jenis: 'lampiran' | 'soal' | 'jawaban') =>
  jenis === 'jawaban'
    ? unduhBerkas(`penugasan-proyek/${r.id_penugasan_proyek}/jawaban`, undefined, r.jawaban?.nama)
    : unduhBerkas(`penugasan-proyek/${r.id_ajuan_penugasan_proyek}/${jenis}`, undefined, r[jenis].nama);
