import { apiQuiet, unduhBerkas } from '../../core/client';
import type {
  CariQuery, DaftarKomponen, DaftarRekening, DaftarTarif, DaftarTarifJabatan, ImporTersimpan, KomponenQuery, KomponenTersimpan, Pesan,
  RekeningTersimpan, SimpanRekeningBody, SimpanTarifBody, SimpanTarifJabatanBody, TambahKomponenBody, TarifJabatanTersimpan, TarifTersimpan, UbahKomponenBody,
} from './schemas-pengaturan';
import type { CatatTransferBody, PembayaranQuery, RingkasanPembayaran, TransferTercatat } from './schemas-pembayaran';
import type { DaftarTutupBuku, TutupBukuTersimpan } from './schemas-tutup-buku';

// The administrator's payroll settings (decision 0024; not spec calls). Failures are shown by the pages.

/** GET pengaturan-gaji/tarif: every rate with its value this month and its versions. */
export const getTarif = () => apiQuiet<DaftarTarif>('pengaturan-gaji/tarif');
/** POST pengaturan-gaji/tarif/{kunci}: a new value from a month. */
export const postTarif = (kunci: string, body: SimpanTarifBody) => apiQuiet<TarifTersimpan>(`pengaturan-gaji/tarif/${kunci}`, { method: 'POST', body });
/** GET pengaturan-gaji/tarif-jabatan: basic salary and academic allowance per rank. */
export const getTarifJabatan = () => apiQuiet<DaftarTarifJabatan>('pengaturan-gaji/tarif-jabatan');
/** POST pengaturan-gaji/tarif-jabatan/{id}: a rank's new tariff from a month. */
export const postTarifJabatan = (id: number, body: SimpanTarifJabatanBody) => apiQuiet<TarifJabatanTersimpan>(`pengaturan-gaji/tarif-jabatan/${id}`, { method: 'POST', body });
/** GET pengaturan-gaji/rekening: lecturers with their accounts, searched and paged. */
export const getRekening = (query: CariQuery) => apiQuiet<DaftarRekening>('pengaturan-gaji/rekening', { query });
/** PATCH pengaturan-gaji/rekening/{id_dosen}. */
export const patchRekening = (idDosen: number, body: SimpanRekeningBody) => apiQuiet<RekeningTersimpan>(`pengaturan-gaji/rekening/${idDosen}`, { method: 'PATCH', body });
/** GET pengaturan-gaji/komponen: one month's extra lines. */
export const getKomponen = (query: KomponenQuery) => apiQuiet<DaftarKomponen>('pengaturan-gaji/komponen', { query });
/** POST pengaturan-gaji/komponen. */
export const postKomponen = (body: TambahKomponenBody) => apiQuiet<KomponenTersimpan>('pengaturan-gaji/komponen', { method: 'POST', body });
/** PATCH pengaturan-gaji/komponen/{id_dosen}/{bulan}. */
export const patchKomponen = (idDosen: number, bulan: string, body: UbahKomponenBody) =>
  apiQuiet<KomponenTersimpan>(`pengaturan-gaji/komponen/${idDosen}/${bulan}`, { method: 'PATCH', body });
/** DELETE pengaturan-gaji/komponen/{id_dosen}/{bulan}?versi=. */
export const deleteKomponen = (idDosen: number, bulan: string, versi: number) =>
  apiQuiet<Pesan>(`pengaturan-gaji/komponen/${idDosen}/${bulan}`, { method: 'DELETE', query: { versi } });
/** POST pengaturan-gaji/komponen/impor (multipart: bulan, berkas CSV/XLSX). */
export const imporKomponen = (bulan: string, file: File) => {
  const form = new FormData();
  form.append('bulan', bulan);
  form.append('berkas', file, file.name);
  return apiQuiet<ImporTersimpan>('pengaturan-gaji/komponen/impor', { method: 'POST', body: form });
};
/** GET pengaturan-gaji/komponen/templat: saves the month's template (XLSX or CSV). */
export const unduhTemplat = (bulan: string, format: 'xlsx' | 'csv') =>
  unduhBerkas('pengaturan-gaji/komponen/templat', { bulan, format }, `Komponen-Gaji_${bulan}.${format}`);
/** GET pengaturan-gaji/tutup-buku: the last twelve complete months with their state and totals (decision 0028). */
export const getTutupBuku = () => apiQuiet<DaftarTutupBuku>('pengaturan-gaji/tutup-buku');
/** POST pengaturan-gaji/tutup-buku/{bulan}: closes a month. */
export const postTutupBuku = (bulan: string) => apiQuiet<TutupBukuTersimpan>(`pengaturan-gaji/tutup-buku/${bulan}`, { method: 'POST' });
/** GET pengaturan-gaji/pembayaran: a closed month's payment summary and its lecturers without an account (decision 0031). */
export const getPembayaran = (query: PembayaranQuery) => apiQuiet<RingkasanPembayaran>('pengaturan-gaji/pembayaran', { query });
/**
 * GET pengaturan-gaji/pembayaran/berkas: saves the closed month's next bank transfer file, or with
 * `tahap` a recorded transfer's (CSV, or XLSX with a totals row).
 */
export const unduhPembayaran = (bulan: string, format: 'xlsx' | 'csv', tahap?: number) =>
  unduhBerkas('pengaturan-gaji/pembayaran/berkas', { bulan, format, tahap },
    `Pembayaran-Gaji_${bulan}${tahap === undefined ? '' : `_tahap-${tahap}`}.${format}`);
/** POST pengaturan-gaji/pembayaran/{bulan}/transfer: the file shown was sent to the bank on a date (decision 0046). */
export const postTransfer = (bulan: string, body: CatatTransferBody) =>
  apiQuiet<TransferTercatat>(`pengaturan-gaji/pembayaran/${bulan}/transfer`, { method: 'POST', body });
