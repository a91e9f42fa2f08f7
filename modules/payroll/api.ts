import { apiQuiet, unduhBerkas } from '../../core/client';
import type { GajiQuery, HonorQuery, HonorUjianResponse, SlipGajiResponse } from './schemas';

// One typed function per call of spec section 7: GET slip-gaji/dosen/{url} and its /cetak (binary).

/** GET slip-gaji/dosen/gaji-bulanan (dsn00, kor00): the caller's slip of one month. */
export const getGajiBulanan = (query: GajiQuery) => apiQuiet<SlipGajiResponse>('slip-gaji/dosen/gaji-bulanan', { query });
/** GET slip-gaji/dosen/gaji-bulanan/cetak: saves the slip's PDF under the server's file name. */
export const cetakGajiBulanan = (query: GajiQuery) => unduhBerkas('slip-gaji/dosen/gaji-bulanan/cetak', query, 'Slip-Gaji.pdf');
/** GET slip-gaji/dosen/honor-uts-uas (dsn00, kor00): the caller's exam honorarium of one semester. */
export const getHonorUtsUas = (query: HonorQuery) => apiQuiet<HonorUjianResponse>('slip-gaji/dosen/honor-uts-uas', { query });
/** GET slip-gaji/dosen/honor-uts-uas/cetak: saves its PDF. */
export const cetakHonorUtsUas = (query: HonorQuery) => unduhBerkas('slip-gaji/dosen/honor-uts-uas/cetak', query, 'Honor-UTS-UAS.pdf');
