import { api, apiQuiet, unduhBerkas } from '../../core/client';
import type { CariDosenQuery, DaftarDosenDokumen, DokumenDihapus, DokumenDosenKelola, DokumenKelola, DokumenTersimpan, UbahDokumenBody } from './schemas-dokumen';

// dokumen-dosen (decision 0030): the administrator's calls for lecturers' documents.

/** GET dokumen-dosen/dosen: lecturers by name, NIDN or NIP, paged. */
export const getDosenDokumen = (query: CariDosenQuery) => apiQuiet<DaftarDosenDokumen>('dokumen-dosen/dosen', { query });

/** GET dokumen-dosen/dosen/{id_dosen}: the lecturer and their documents. */
export const getDokumenDosenKelola = (idDosen: number) => apiQuiet<DokumenDosenKelola>(`dokumen-dosen/dosen/${idDosen}`);

/** The text fields of an upload or an edit (an upload's file goes separately). */
export interface IsianDokumen { id_dokumen_kategori: string; judul: string; nomor: string; tanggal: string }

/** POST dokumen-dosen/dosen/{id_dosen} (multipart with `berkas`); refusals are shown by the API client. */
export const unggahDokumenDosen = (idDosen: number, isian: IsianDokumen, berkas: File | null) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(isian)) if (v.trim() || k === 'judul' || k === 'id_dokumen_kategori') form.append(k, v);
  if (berkas) form.append('berkas', berkas);
  return api<DokumenTersimpan>(`dokumen-dosen/dosen/${idDosen}`, { method: 'POST', body: form });
};

/** PATCH dokumen-dosen/{id}: the document's data for the version the page showed (its file stays). */
export const ubahDokumenDosen = (d: Pick<DokumenKelola, 'id_dokumen_dosen' | 'versi'>, isian: IsianDokumen) =>
  api<DokumenTersimpan>(`dokumen-dosen/${d.id_dokumen_dosen}`, {
    method: 'PATCH',
    body: { versi: d.versi, id_dokumen_kategori: Number(isian.id_dokumen_kategori), judul: isian.judul, nomor: isian.nomor.trim() || null, tanggal: isian.tanggal || null } satisfies UbahDokumenBody,
  });

/** POST dokumen-dosen/{id}/berkas: a new file for the version the page showed. */
export const gantiBerkasDokumen = (d: Pick<DokumenKelola, 'id_dokumen_dosen' | 'versi'>, berkas: File | null) => {
  const form = new FormData();
  form.append('versi', String(d.versi));
  if (berkas) form.append('berkas', berkas);
  return api<DokumenTersimpan>(`dokumen-dosen/${d.id_dokumen_dosen}/berkas`, { method: 'POST', body: form });
};

/** DELETE dokumen-dosen/{id}?versi: the document and its file. */
export const hapusDokumenDosen = (d: Pick<DokumenKelola, 'id_dokumen_dosen' | 'versi'>) =>
  api<DokumenDihapus>(`dokumen-dosen/${d.id_dokumen_dosen}`, { method: 'DELETE', query: { versi: d.versi } });

/** GET dokumen-dosen/{id}/berkas: saves the file under its own name. */
export const unduhDokumenKelola = (d: Pick<DokumenKelola, 'id_dokumen_dosen' | 'nama_berkas'>) => unduhBerkas(`dokumen-dosen/${d.id_dokumen_dosen}/berkas`, undefined, d.nama_berkas);
