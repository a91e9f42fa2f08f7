import { api, apiQuiet, unduhBerkas } from '../../core/client';
import type {
  MengikutiKelasBody, MengikutiKelasList, PemberianIzinBody, PemberianIzinHasil, PengajuanIzin, PengajuanIzinList, PengajuanIzinQuery, PengajuanIzinTersimpan,
} from './schemas-izin';

// The leave calls of spec section 7 ("Leave and assignments"): absen-jalan/*.

/** GET absen-jalan/pengajuan-izin: the lecturer's own requests, or for programme staff their programmes' ones. */
export const getPengajuanIzin = (query: PengajuanIzinQuery = {}) => apiQuiet<PengajuanIzinList>('absen-jalan/pengajuan-izin', { query });

/** The text fields of a leave request (the file goes separately). */
export interface IsianIzin { jenis: string; tanggal_mulai: string; tanggal_selesai: string; alasan: string; id_jenis_lampiran_pengajuan: string }

/** POST absen-jalan/pengajuan-izin (multipart with the attachment `berkas`); refusals are shown by the API client. */
export const ajukanIzin = (isian: IsianIzin, berkas: File | null) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(isian)) form.append(k, v);
  if (berkas) form.append('berkas', berkas);
  return api<PengajuanIzinTersimpan>('absen-jalan/pengajuan-izin', { method: 'POST', body: form });
};

/** POST absen-jalan/pemberian-izin: grant or refuse (with its reason). */
export const beriIzin = (body: PemberianIzinBody) => api<PemberianIzinHasil>('absen-jalan/pemberian-izin', { method: 'POST', body });

/** GET absen-jalan/mengikuti-kelas: the meetings a request covers and their arrangements. */
export const getMengikutiKelas = (idPengajuanIzin: number) => apiQuiet<MengikutiKelasList>('absen-jalan/mengikuti-kelas', { query: { id_pengajuan_izin: idPengajuanIzin } });

/** POST absen-jalan/mengikuti-kelas: how one meeting is kept going during the leave. */
export const simpanMengikutiKelas = (body: MengikutiKelasBody) => api<{ message: string }>('absen-jalan/mengikuti-kelas', { method: 'POST', body });

/** GET absen-jalan/pengajuan-izin/berkas/{id}: saves the attachment under its own name. */
export const unduhBerkasIzin = (r: Pick<PengajuanIzin, 'id_pengajuan_izin' | 'nama_berkas'>) => unduhBerkas(`absen-jalan/pengajuan-izin/berkas/${r.id_pengajuan_izin}`, undefined, r.nama_berkas);
