import { apiQuiet } from '../../core/client';
import type {
  AksesProdiList, DaftarGrup, DaftarGrupBody, DaftarGrupHasil, GrupList, Otorisasi, OtorisasiBody, OtorisasiHasil, PenggunaDetail, PenggunaPage, PenggunaQuery,
  ResetPasswordHasil, StatusHasil,
} from './schemas';

// One typed function per call of spec section 7 "Users and groups" (plus the user's own data);
// failures are shown by the page itself, next to what failed.

/** GET pengguna: the users, searched and paged (7 per page). */
export const getPengguna = (query: PenggunaQuery) => apiQuiet<PenggunaPage>('pengguna', { query });
/** GET pengguna/{id_pengguna}: one user's data. */
export const getPenggunaDetail = (idPengguna: number | string) => apiQuiet<PenggunaDetail>(`pengguna/${encodeURIComponent(String(idPengguna))}`);
/** GET pengguna/grup: the groups that exist, with their Indonesian names. */
export const getGrup = () => apiQuiet<GrupList>('pengguna/grup');
/** GET pengguna/daftar-grup: the groups a user holds. */
export const getDaftarGrup = (idPengguna: number) => apiQuiet<DaftarGrup>('pengguna/daftar-grup', { query: { id_pengguna: idPengguna } });
/** PATCH pengguna/daftar-grup: sets the groups a user holds. */
export const patchDaftarGrup = (body: DaftarGrupBody) => apiQuiet<DaftarGrupHasil>('pengguna/daftar-grup', { method: 'PATCH', body });
/** GET pengguna/prodi/akses-prodi: the programmes a staff user may see. */
export const getAksesProdi = (idPengguna: number) => apiQuiet<AksesProdiList>('pengguna/prodi/akses-prodi', { query: { id_pengguna: idPengguna } });
/** GET pengguna/otorisasi-data-staff: every programme, flagged where the staff user is authorised. */
export const getOtorisasi = (idPengguna: number) => apiQuiet<Otorisasi>('pengguna/otorisasi-data-staff', { query: { id_pengguna: idPengguna } });
/** PATCH pengguna/otorisasi-data-staff: sets the programmes a staff user is authorised for. */
export const patchOtorisasi = (body: OtorisasiBody) => apiQuiet<OtorisasiHasil>('pengguna/otorisasi-data-staff', { method: 'PATCH', body });
/** PATCH pengguna/status (ours): activates or deactivates an account. */
export const patchStatus = (idPengguna: number, aktif: boolean) => apiQuiet<StatusHasil>('pengguna/status', { method: 'PATCH', body: { id_pengguna: idPengguna, aktif } });
/** POST pengguna/reset-password (ours): a temporary password for the account, shown once. */
export const postResetPassword = (idPengguna: number) => apiQuiet<ResetPasswordHasil>('pengguna/reset-password', { method: 'POST', body: { id_pengguna: idPengguna } });
